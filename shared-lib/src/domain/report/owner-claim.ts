// Owner claim rules and the claim flags of a user.
// The API enforces them; the property report shows the same answer before the user tries.

/**
 * Homes one user may claim as owner. Product decision: a primary home plus two more
 * (a second home or a rental) covers almost every owner-occupier; more than that
 * is far more likely a mistake or abuse of the owner features than a real owner.
 */
export const CLAIMED_HOMES_LIMIT = 3;

/** Cookie of the onboarding flow; cleared when the home turns out to be claimed already. */
export const ONBOARDING_FLOW_COOKIE = 'onboarding_flow';

/** Value of `onboarding_flow` while the user is in the owner-claim flow. */
export const OWNER_CLAIM_ONBOARDING_FLOW = 'owner-claim';

/** Error codes of a refused claim (409, except VERIFICATION_FAILED 422 and TOO_MANY_ATTEMPTS 429). */
export const CLAIM_ERROR_CODES = {
  alreadyClaimed: 'ALREADY_CLAIMED',
  noValue: 'NO_VALUE',
  claimLimitReached: 'CLAIM_LIMIT_REACHED',
  verificationFailed: 'VERIFICATION_FAILED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
} as const;

/**
 * Wrong answers to the knowledge check one user may give for one home in a day (UTC) before the
 * check locks until the next day. With 10,000 possible answers, 5 a day make guessing hopeless.
 */
export const CLAIM_WRONG_ANSWERS_PER_DAY = 5;

/** The messages shown for each refusal (the API sends them; the UI shows them as they are). */
export const CLAIM_MESSAGES = {
  alreadyClaimed: 'This home has already been claimed by its owner.',
  noValue: 'This home cannot be claimed until it has a value.',
  claimLimitReached: `You have claimed ${CLAIMED_HOMES_LIMIT} homes, the most one account can claim. Unclaim one of them to claim this home.`,
  verificationFailed: 'Your answers do not match the record of this home. Check them and try again.',
  tooManyAttempts: 'Too many attempts. You can try again tomorrow.',
} as const;

/** The knowledge-check question and its hint, as the verify-the-owner page asks it. */
export const CLAIM_QUESTION = {
  label: 'Last 4 digits of the parcel number (APN)',
  hint: 'You find the assessor’s parcel number on your property tax bill or deed. We never show it, so only the owner knows it.',
  required: 'Enter the last 4 digits of the parcel number.',
  format: 'Enter 4 digits.',
} as const;

/** The owner's answer: exactly 4 digits. */
export const PARCEL_DIGITS_PATTERN = /^\d{4}$/;

/** What the claim rules need to know about a home and the user. */
export interface ClaimFacts {
  /** The home has a value (the report's currentValue is above zero). */
  hasValue: boolean;
  /** Somebody (this user or another) has claimed the home. */
  claimed: boolean;
  /** The claim is this user's. */
  claimedByYou: boolean;
  /** Homes this user has claimed. */
  claimedCount: number;
}

/** Whether the user may claim a home, and if not, why. */
export type ClaimEligibility = 'eligible' | 'claimed-by-you' | 'already-claimed' | 'no-value' | 'claim-limit-reached';

/** What GET /v1/property/properties/{kukunId}/claim-status answers: the claim rules applied to one home and the user. */
export interface ClaimStatus {
  kukunId: number;
  hasValue: boolean;
  claimed: boolean;
  claimedByYou: boolean;
  /** The user's own entry for this home, or null when it is not in their list yet (claiming adds it). */
  userPropertyId: number | null;
  claimedCount: number;
  claimLimit: number;
  claimLimitReached: boolean;
  eligibility: ClaimEligibility;
  /** The user gave CLAIM_WRONG_ANSWERS_PER_DAY wrong answers for this home today: no more attempts until tomorrow. */
  verificationLocked: boolean;
}

/**
 * The owner-claim rule: valid only when a value exists and nobody has claimed the
 * home; the claim-limit flag is set when the user already holds `CLAIMED_HOMES_LIMIT` claims.
 */
export function claimEligibility(facts: ClaimFacts, limit: number = CLAIMED_HOMES_LIMIT): ClaimEligibility {
  if (facts.claimedByYou) return 'claimed-by-you';
  if (facts.claimed) return 'already-claimed';
  if (!facts.hasValue) return 'no-value';
  if (facts.claimedCount >= limit) return 'claim-limit-reached';
  return 'eligible';
}

/** The claim-limit-reached flag: the user holds as many claims as allowed. */
export function isClaimLimitReached(claimedCount: number, limit: number = CLAIMED_HOMES_LIMIT): boolean {
  return claimedCount >= limit;
}

/**
 * The verification's knowledge check: the last 4 digits of the home's assessor's parcel number
 * (APN). The owner has it on the tax bill; the report and the API never show it, so it cannot be
 * read off the page (the bedroom count, asked before, was printed on the report).
 */
export function verificationMatches(answer: { parcelLast4: string }, record: { parcelNumber: string }): boolean {
  const digits = record.parcelNumber.replace(/\D/g, '');
  return digits.length >= 4 && PARCEL_DIGITS_PATTERN.test(answer.parcelLast4) && answer.parcelLast4 === digits.slice(-4);
}

/** Shortest and longest owner's name on the title. */
export const OWNER_NAME_LIMITS = { min: 3, max: 80 } as const;
