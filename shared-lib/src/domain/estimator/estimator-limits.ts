/**
 * Estimator limits and gating constants, kept in one place with the old version's numbers.
 */
export const LIMIT_MODAL_TITLES = {
  signUp: 'Sign up for FREE, to access updated costs & details',
  customize: 'Customize your estimate for free',
  unlock: 'Unlock the Customization Tools and Premium Content',
} as const;

/** Gating of the newer version: a guest must sign in after this many projects. */
export const GUEST_PROJECT_LIMIT = 1;

/** The older version's constants, kept for reference and for accounts still on it. */
export const ESTIMATOR_LIMITS_OLD_VERSION = { verificationEmailCount: 15, busyRemodelCount: 30, anonymousProjectCount: 5 } as const;

/** Constants of the newer version (v3) and of plans. */
export const ESTIMATOR_LIMITS = {
  anonymousProjectCount: GUEST_PROJECT_LIMIT,
  emailProjectCount: 3,
  emailProjectWindowHours: 48,
  busyRemodelCount: 5,
  anonymousEstimatePermutations: 6,
  unconfirmedEstimatorCount: 2,
  sharePdfReportCount: 20,
  maxProjects: 15,
  maxProjectsBySelection: 5,
  paidMaxProjects: 100000,
  paidMaxProjectsBySelection: 50,
  paywallPricingId: 15,
} as const;
