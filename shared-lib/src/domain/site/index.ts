// Site-wide records: analytics events and the contact-us form.
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
