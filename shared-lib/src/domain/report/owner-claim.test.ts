import { CLAIMED_HOMES_LIMIT, claimEligibility, isClaimLimitReached, verificationMatches } from './owner-claim';

const open = { hasValue: true, claimed: false, claimedByYou: false, claimedCount: 0 };

describe('owner claim rules', () => {
  it('is valid to claim only when a value exists and nobody has claimed the home', () => {
    expect(claimEligibility(open)).toBe('eligible');
    expect(claimEligibility({ ...open, hasValue: false })).toBe('no-value');
    expect(claimEligibility({ ...open, claimed: true })).toBe('already-claimed');
  });

  it('says the claim is yours rather than "already claimed" when you hold it', () => {
    expect(claimEligibility({ ...open, claimed: true, claimedByYou: true, claimedCount: CLAIMED_HOMES_LIMIT })).toBe('claimed-by-you');
  });

  it('reports "already claimed" before "no value" and the limit, so the onboarding cookie is cleared for a claimed home', () => {
    expect(claimEligibility({ hasValue: false, claimed: true, claimedByYou: false, claimedCount: CLAIMED_HOMES_LIMIT })).toBe('already-claimed');
  });

  it(`sets the claim-limit flag at ${CLAIMED_HOMES_LIMIT} claimed homes`, () => {
    expect(isClaimLimitReached(CLAIMED_HOMES_LIMIT - 1)).toBe(false);
    expect(isClaimLimitReached(CLAIMED_HOMES_LIMIT)).toBe(true);
    expect(claimEligibility({ ...open, claimedCount: CLAIMED_HOMES_LIMIT - 1 })).toBe('eligible');
    expect(claimEligibility({ ...open, claimedCount: CLAIMED_HOMES_LIMIT })).toBe('claim-limit-reached');
    expect(claimEligibility({ ...open, claimedCount: 1 }, 1)).toBe('claim-limit-reached');
  });

  it('verifies the owner by the last 4 digits of the parcel number on record', () => {
    expect(verificationMatches({ parcelLast4: '3391' }, { parcelNumber: '0417-208-3391' })).toBe(true);
    expect(verificationMatches({ parcelLast4: '3390' }, { parcelNumber: '0417-208-3391' })).toBe(false);
    expect(verificationMatches({ parcelLast4: '208-3391' }, { parcelNumber: '0417-208-3391' })).toBe(false);
    expect(verificationMatches({ parcelLast4: '' }, { parcelNumber: '' })).toBe(false);
  });
});
