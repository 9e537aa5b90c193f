import { ESTIMATOR_GATING_RULES_OLD_VERSION, guestMustSignUp, planLimitMessage, projectLimitsFor, suspiciousAccountNotification } from './estimator-gating';

describe('estimator gating, newer version', () => {
  it('lets a guest run one project, and the same project again, then asks to sign up for a second', () => {
    expect(guestMustSignUp([], ['Kitchen-Renovation-Cost'])).toBe(false);
    expect(guestMustSignUp(['Kitchen-Renovation-Cost'], ['kitchen-renovation-cost'])).toBe(false);
    expect(guestMustSignUp(['Kitchen-Renovation-Cost'], ['Installing-Deck'])).toBe(true);
    expect(guestMustSignUp([], ['Kitchen-Renovation-Cost', 'Installing-Deck'])).toBe(true);
  });

  it('reports a pending non-guest from 2 properties and plans, verified false', () => {
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFICATION_PENDING', isGuest: false, totalCount: 1 })).toBeNull();
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFICATION_PENDING', isGuest: false, totalCount: 2 })).toEqual({ verifiedUser: false });
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFICATION_PENDING', isGuest: true, totalCount: 9 })).toBeNull();
  });

  it('reports an active (verified) account from 5, verified true', () => {
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFIED', isGuest: false, totalCount: 4 })).toBeNull();
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFIED', isGuest: false, totalCount: 5 })).toEqual({ verifiedUser: true });
  });

  it('keeps the old version: guest 5, pending 15, active 30', () => {
    const old = ESTIMATOR_GATING_RULES_OLD_VERSION;
    expect(guestMustSignUp(['a', 'b', 'c', 'd'], ['e'], old)).toBe(false);
    expect(guestMustSignUp(['a', 'b', 'c', 'd', 'e'], ['f'], old)).toBe(true);
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFICATION_PENDING', isGuest: false, totalCount: 14 }, old)).toBeNull();
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFICATION_PENDING', isGuest: false, totalCount: 15 }, old)).toEqual({ verifiedUser: false });
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFIED', isGuest: false, totalCount: 29 }, old)).toBeNull();
    expect(suspiciousAccountNotification({ accountStatus: 'VERIFIED', isGuest: false, totalCount: 30 }, old)).toEqual({ verifiedUser: true });
  });
});

describe('projects per plan', () => {
  it('gives regular accounts 15 (5 by selection) and paid accounts 100000 (50 by selection)', () => {
    expect(projectLimitsFor(false)).toEqual({ maxProjects: 15, maxProjectsBySelection: 5 });
    expect(projectLimitsFor(true)).toEqual({ maxProjects: 100000, maxProjectsBySelection: 50 });
    expect(planLimitMessage(15)).toBe('Your plans can hold up to 15 projects. Delete a saved estimate, or upgrade, to save more.');
  });
});
