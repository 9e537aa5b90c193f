import {
  ESTIMATOR_GATING_RULES_OLD_VERSION,
  GUEST_GATE_TITLES,
  emailProjectsAllowed,
  guestMustSignUp,
  guestPermutationAllowed,
  planLimitMessage,
  projectLimitsFor,
  suspiciousAccountNotification,
} from './estimator-gating';

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

describe('guest limits of the newer version', () => {
  it('lets a guest run 6 estimate permutations, each again, and refuses a 7th', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(guestPermutationAllowed(six.slice(0, 5), 'f')).toBe(true);
    expect(guestPermutationAllowed(six, 'c')).toBe(true);
    expect(guestPermutationAllowed(six, 'g')).toBe(false);
  });

  it('lets one email estimate 3 projects (the same ones again), and refuses a 4th', () => {
    const three = ['Kitchen-Renovation-Cost', 'Installing-Deck', 'Window-Replacement'];
    expect(emailProjectsAllowed(three.slice(0, 2), ['window-replacement'])).toBe(true);
    expect(emailProjectsAllowed(three, ['Installing-Deck'])).toBe(true);
    expect(emailProjectsAllowed(three, ['Roofing-Cost-Estimator'])).toBe(false);
    expect(emailProjectsAllowed([], [...three, 'Roofing-Cost-Estimator'])).toBe(false);
  });

  it('names each guest gate with one of the three limit-modal titles', () => {
    expect(Object.values(GUEST_GATE_TITLES)).toEqual([
      'Sign up for FREE, to access updated costs & details',
      'Customize your estimate for free',
      'Unlock the Customization Tools and Premium Content',
    ]);
  });
});
