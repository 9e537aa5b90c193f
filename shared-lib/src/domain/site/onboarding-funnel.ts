// The onboarding funnel and the visitor's analytics choice: read by the API, the funnel page and the
// remotes' onboarding steps, never by the shell's first load (so not re-exported by the singleton).

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
