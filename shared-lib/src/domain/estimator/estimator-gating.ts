import { ESTIMATOR_LIMITS, ESTIMATOR_LIMITS_OLD_VERSION, GUEST_PROJECT_LIMIT, LIMIT_MODAL_TITLES } from './estimator-limits';
import type { AccountStatus } from '../accounts/session-user';

/**
 * Estimator gating: when a guest must sign up, when an
 * account is reported as suspicious, and how many projects an account may select and keep.
 * Pure rules: the API enforces them, the UI uses them to explain what happens.
 */

/** Thresholds of one version of the gating rules. */
export interface EstimatorGatingRules {
  /** A guest who has estimated this many projects must sign up before a new one. */
  guestProjectLimit: number;
  /** A pending (unverified) account with at least this many properties and plans is reported, verified false. */
  pendingSuspiciousCount: number;
  /** A verified account with at least this many properties and plans is reported, verified true. */
  activeSuspiciousCount: number;
}

/** The newer version, in use: guest 1, pending 2, active 5. */
export const ESTIMATOR_GATING_RULES: EstimatorGatingRules = {
  guestProjectLimit: GUEST_PROJECT_LIMIT,
  pendingSuspiciousCount: ESTIMATOR_LIMITS.unconfirmedEstimatorCount,
  activeSuspiciousCount: ESTIMATOR_LIMITS.busyRemodelCount,
};

/** The old version, for accounts still on it: guest 5, pending 15, active 30. */
export const ESTIMATOR_GATING_RULES_OLD_VERSION: EstimatorGatingRules = {
  guestProjectLimit: ESTIMATOR_LIMITS_OLD_VERSION.anonymousProjectCount,
  pendingSuspiciousCount: ESTIMATOR_LIMITS_OLD_VERSION.verificationEmailCount,
  activeSuspiciousCount: ESTIMATOR_LIMITS_OLD_VERSION.busyRemodelCount,
};

/**
 * Whether a guest who already estimated `estimated` projects must sign up to see `requested`.
 * Projects already estimated stay open (changing the finish level re-prices the same project).
 */
export function guestMustSignUp(estimated: readonly string[], requested: readonly string[], rules = ESTIMATOR_GATING_RULES): boolean {
  const all = new Set(estimated.map((s) => s.toLowerCase()));
  for (const slug of requested) all.add(slug.toLowerCase());
  return all.size > rules.guestProjectLimit;
}

/**
 * Whether a guest who already ran the estimate permutations `seen` (distinct answer sets and finish
 * levels) may run `requested`: a permutation already run stays open, a new one beyond the limit does not.
 */
export function guestPermutationAllowed(seen: readonly string[], requested: string, limit: number = ESTIMATOR_LIMITS.anonymousEstimatePermutations): boolean {
  return seen.includes(requested) || seen.length < limit;
}

/**
 * Whether an email that already estimated the projects `recent` (within the window) may estimate
 * `requested`: the same projects again are free, new ones count until the limit.
 */
export function emailProjectsAllowed(recent: readonly string[], requested: readonly string[], limit: number = ESTIMATOR_LIMITS.emailProjectCount): boolean {
  const all = new Set(recent.map((s) => s.toLowerCase()));
  for (const slug of requested) all.add(slug.toLowerCase());
  return all.size <= limit;
}

/** A signed-in account, as far as gating needs it. */
export interface GatedAccount {
  accountStatus: AccountStatus;
  isGuest: boolean;
  /** The account's saved properties plus the projects in its saved plans. */
  totalCount: number;
}

/** The suspicious-account notification to send for an account, or null: `{ verifiedUser }` as the spec's call takes it. */
export function suspiciousAccountNotification(account: GatedAccount, rules = ESTIMATOR_GATING_RULES): { verifiedUser: boolean } | null {
  if (account.isGuest) return null;
  if (account.accountStatus === 'VERIFICATION_PENDING' && account.totalCount >= rules.pendingSuspiciousCount) return { verifiedUser: false };
  if (account.accountStatus === 'VERIFIED' && account.totalCount >= rules.activeSuspiciousCount) return { verifiedUser: true };
  return null;
}

/** How many projects an account may keep in its plans and estimate together. */
export interface ProjectLimits {
  maxProjects: number;
  maxProjectsBySelection: number;
}

/** Project limits of a regular (15 / 5) or paid (100000 / 50) account; guests have the regular ones. */
export function projectLimitsFor(paid: boolean): ProjectLimits {
  return paid
    ? { maxProjects: ESTIMATOR_LIMITS.paidMaxProjects, maxProjectsBySelection: ESTIMATOR_LIMITS.paidMaxProjectsBySelection }
    : { maxProjects: ESTIMATOR_LIMITS.maxProjects, maxProjectsBySelection: ESTIMATOR_LIMITS.maxProjectsBySelection };
}

/** Shown (and returned with 403) when saving would put more than `max` projects in the account's plans. */
export const planLimitMessage = (max: number) => `Your plans can hold up to ${max.toLocaleString('en-US')} projects. Delete a saved estimate, or upgrade, to save more.`;

/** Shown when more than `max` projects are selected to estimate together. */
export const selectionLimitMessage = (max: number) => `You can estimate up to ${max.toLocaleString('en-US')} projects together.`;

/** Error codes of the gates, as the API returns them and the UI recognises them. */
export const ESTIMATOR_GATE_CODES = {
  signUpRequired: 'SIGN_UP_REQUIRED',
  planLimit: 'PLAN_LIMIT',
  selectionLimit: 'SELECTION_LIMIT',
  /** A guest ran the allowed number of estimate permutations: customizing further needs an account. */
  permutationLimit: 'ESTIMATE_PERMUTATION_LIMIT',
  /** An email estimated the allowed number of projects within the window. */
  emailProjectLimit: 'EMAIL_PROJECT_LIMIT',
} as const;

/** The gate codes a guest meets, with the limit-modal title each is shown under. */
export const GUEST_GATE_TITLES: Readonly<Record<string, string>> = {
  [ESTIMATOR_GATE_CODES.signUpRequired]: LIMIT_MODAL_TITLES.signUp,
  [ESTIMATOR_GATE_CODES.permutationLimit]: LIMIT_MODAL_TITLES.customize,
  [ESTIMATOR_GATE_CODES.emailProjectLimit]: LIMIT_MODAL_TITLES.unlock,
};

/** What `GET /api/v1/estimation/limits` returns: the caller's limits and gating state. */
export interface EstimatorAccountLimits extends ProjectLimits {
  isGuest: boolean;
  paid: boolean;
  /** Saved properties plus projects in saved plans (0 for guests). */
  totalCount: number;
  /** Projects saved in plans (0 for guests). */
  savedProjectCount: number;
  /** The notification the rules call for, or null. */
  suspiciousAccount: { verifiedUser: boolean } | null;
  /** Pricing shown by the estimator's paywall. */
  paywallPricingId: number;
}
