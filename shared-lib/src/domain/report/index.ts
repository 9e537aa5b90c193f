// The home report: who sees which section, display rules, score bands, home condition, the homes in a user's list, owner claims and owner corrections, the guessing game's limits.
// Imported as @homeworth/shared-lib/domain/report (or through @homeworth/shared-lib/domain).
export { displayDate, homeDescription, ratingOutOfFive, DATE_MESSAGES, LONG_ADDRESS_LENGTH } from './display-rules';
export { citySlug, cityMarketPath, RECORDED_MARKET } from './city-market';
export { scoreTone, scoreBand, type ScoreKind, type ScoreBand, SCORE_BANDS, SCORE_KIND_TITLES, type ScoreTone } from './score-bands';
export { type HomeComponentKey, type HomeComponentSpec, HOME_COMPONENTS, type ComponentInstall } from './home-condition';
export {
  homeActionsOffered,
  homeTierOf,
  homeAddressLine,
  HOME_TIERS,
  type HomeTier,
  HOME_TIER_LABELS,
  HOME_TIER_MEANINGS,
  CLAIMED_HOME_MEANING,
  type HomePreferences,
  HOME_PREFERENCES,
  DEFAULT_HOME_PREFERENCES,
} from './user-homes';
export {
  normaliseLetterCode,
  LETTER_CODE_ALPHABET,
  LETTER_CODE_ATTEMPTS,
  LETTER_CODE_TTL_DAYS,
  LETTER_PERIOD_DAYS,
  LETTERS_PER_HOME_PER_PERIOD,
  MAX_OWNER_DOCUMENT_BYTES,
  OWNER_DOCUMENT_KINDS,
  OWNER_DOCUMENT_TYPES,
  OWNER_VERIFICATION_CODES,
  OWNER_VERIFICATION_MESSAGES,
  type OwnerDocumentKind,
} from './owner-verification';
export {
  claimEligibility,
  isClaimLimitReached,
  verificationMatches,
  CLAIMED_HOMES_LIMIT,
  ONBOARDING_FLOW_COOKIE,
  OWNER_CLAIM_ONBOARDING_FLOW,
  CLAIM_ERROR_CODES,
  CLAIM_WRONG_ANSWERS_PER_DAY,
  CLAIM_MESSAGES,
  CLAIM_QUESTION,
  PARCEL_DIGITS_PATTERN,
  type ClaimFacts,
  type ClaimEligibility,
  type ClaimStatus,
  OWNER_NAME_LIMITS,
} from './owner-claim';
export {
  ownerFactsProblems,
  applyOwnerCorrection,
  effectiveOwnerFacts,
  CORRECTABLE_COMPONENTS,
  type OwnerHomeFacts,
  type OwnerFactsCorrection,
  OWNER_FACT_LIMITS,
  OWNER_FACT_LABELS,
  type OwnerFactProblem,
} from './owner-facts';
export {
  isLockedSection,
  sectionOpen,
  blockOpen,
  blockRequires,
  PAGE_BLOCK_SECTIONS,
  type PageBlock,
  reportAccessLevel,
  type ReportAccessLevel,
  type ReportAccessReason,
  REPORT_SECTION_LEVEL,
  type LockableReportSection,
  type LockedSection,
  type ReportAccessInput,
  type ReportAccess,
} from './report-access';
export { GUESS_LIMITS } from './guess-score';
