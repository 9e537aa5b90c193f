// Site-wide records: analytics events, the contact-us form and remote-load reports.
// Imported as @homeworth/shared-lib/domain/site (or through @homeworth/shared-lib/domain).
export {
  ANALYTICS_CATEGORIES,
  type AnalyticsCategory,
  type AnalyticsEvent,
  ANALYTICS_LIMITS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  LOANS_TOPIC,
  ACCOUNT_DELETION_TOPIC,
  type ContactTopic,
} from './analytics';
export { ANALYTICS_CONSENT_COOKIE, ONBOARDING_FUNNEL, type OnboardingStep, VALUE_UPDATE_PARTS, parseAnalyticsConsent } from './onboarding-funnel';
export { REMOTE_LOAD_LIMITS, REMOTE_LOAD_OUTCOMES, type RemoteLoadOutcome, remoteLoadVersion } from './remote-loads';
