/**
 * Analytics events the apps record through `POST /api/v1/utils/events`
 * (banner events, the paywall's cancel event, onboarding steps).
 */
export const ANALYTICS_CATEGORIES = ['banner', 'paywall', 'onboarding'] as const;

/** Which part of the product an analytics event comes from. */
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

/** One analytics event: its category, the step reached (`see-bundles`, `cancel`, ...) and an optional detail. */
export interface AnalyticsEvent {
  category: AnalyticsCategory;
  step: string;
  detail?: string;
}

/**
 * The onboarding funnel of a home, in the spec's order: what brought the visitor (trigger), opening a
 * home (entry), starting on it (starts), reading its report (browsing), correcting its facts (value
 * updates, by part), signing in or up on the way (authentication).
 */
export const ONBOARDING_FUNNEL = ['trigger', 'entry', 'starts', 'browsing', 'value-update', 'authentication'] as const;

/** One step of the onboarding funnel. */
export type OnboardingStep = (typeof ONBOARDING_FUNNEL)[number];

/** The parts of a home whose facts a value update changes (the detail of a `value-update`). */
export const VALUE_UPDATE_PARTS = ['major', 'bath', 'house-parts', 'extras'] as const;

/**
 * The visitor's analytics choice, first party: `granted.<visitor id>` or `denied`. Nothing is stored
 * before the visitor grants it, and never when the browser sends Do-Not-Track or Global Privacy Control.
 */
export const ANALYTICS_CONSENT_COOKIE = 'analytics_consent';

/** A visitor id of the consent cookie: random, URL-safe, 16 to 64 characters. */
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The choice a consent cookie holds: granted with its visitor id, denied, or none yet (null). */
export function parseAnalyticsConsent(value: string | null | undefined): { granted: true; visitorId: string } | { granted: false } | null {
  if (value === 'denied') return { granted: false };
  const [choice, visitorId] = (value ?? '').split('.');
  return choice === 'granted' && visitorId && VISITOR_ID.test(visitorId) ? { granted: true, visitorId } : null;
}

/** Longest accepted `step`, `detail` and `visitUrl` (the API rejects longer ones with 400). */
export const ANALYTICS_LIMITS = { step: 64, detail: 500, visitUrl: 2048 } as const;

/** Contact-us form limits (the API and the form share them). */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, company: 120, message: 5000 } as const;

/** Topics a contact-us message can be about. */
export const CONTACT_TOPICS = [
  'Sales and data products',
  'Partnerships',
  'Agents and brokers',
  'Contractors',
  'Homeowner support',
  'Home improvement loans',
  'Press',
  'Delete my account',
] as const;

/** The topic of a loans email notification request ({requestorEmail}). */
export const LOANS_TOPIC = 'Home improvement loans' satisfies (typeof CONTACT_TOPICS)[number];

/** The topic that asks for the account and its data to be deleted; an admin carries it out from the admin page. */
export const ACCOUNT_DELETION_TOPIC = 'Delete my account' satisfies (typeof CONTACT_TOPICS)[number];

/** A contact-us topic. */
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
