import { recordAnalyticsEvent } from '../http/utils-api';
import { readCookie, writeCookie } from '../session/cookies';
import type { AnalyticsEvent } from '../domain/site/analytics';
import { ANALYTICS_CONSENT_COOKIE, parseAnalyticsConsent, type OnboardingStep } from '../domain/site/onboarding-funnel';

// The onboarding funnel, first party and consent first: a step the visitor reaches before choosing waits
// in this tab (session storage) while the product asks; it is sent once they agree and dropped if they
// decline. A browser that sends Do-Not-Track or Global Privacy Control is never asked and never counted
// (the API refuses those requests too).

const PENDING_KEY = 'analytics_pending';
/** Most steps kept waiting for the visitor's choice. */
const PENDING_MAX = 20;
/** How long the choice is remembered, in days. */
export const CONSENT_DAYS = 365;

/** Whether the browser says its user does not want to be tracked (Global Privacy Control or Do-Not-Track). */
export function browserSaysNoTracking(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || nav.doNotTrack === '1';
}

function pending(): AnalyticsEvent[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : [];
  } catch {
    return [];
  }
}

function keepPending(events: AnalyticsEvent[]): void {
  try {
    if (events.length === 0) sessionStorage.removeItem(PENDING_KEY);
    else sessionStorage.setItem(PENDING_KEY, JSON.stringify(events.slice(-PENDING_MAX)));
  } catch {
    // Storage full or blocked: the step is lost, which analytics may afford.
  }
}

/** A random first-party visitor id: it names no one and is kept only in the consent cookie. */
function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Records the visitor's choice for a year; sends the waiting steps when they agree, drops them when not. */
export function decideAnalyticsConsent(granted: boolean): void {
  writeCookie(ANALYTICS_CONSENT_COOKIE, granted ? `granted.${newVisitorId()}` : 'denied', CONSENT_DAYS);
  const waiting = pending();
  keepPending([]);
  if (granted) for (const event of waiting) void recordAnalyticsEvent(event);
}

/** Counts one step of the onboarding funnel (see ONBOARDING_FUNNEL), asking for consent the first time. */
export function trackOnboardingStep(step: OnboardingStep, detail?: string): void {
  if (browserSaysNoTracking()) return;
  const event: AnalyticsEvent = { category: 'onboarding', step, ...(detail ? { detail } : {}) };
  const consent = parseAnalyticsConsent(readCookie(ANALYTICS_CONSENT_COOKIE));
  if (consent?.granted) {
    void recordAnalyticsEvent(event);
    return;
  }
  if (consent) return;
  keepPending([...pending(), event]);
  void import('./consent-prompt').then(({ askAnalyticsConsent }) => askAnalyticsConsent(decideAnalyticsConsent));
}
