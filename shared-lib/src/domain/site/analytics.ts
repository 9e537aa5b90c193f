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
