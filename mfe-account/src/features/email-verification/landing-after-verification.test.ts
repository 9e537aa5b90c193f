import { landingAfterVerification } from './landing-after-verification';

describe('landingAfterVerification', () => {
  it('sends an agent, free or Pro, to the agent dashboard', () => {
    expect(landingAfterVerification({ role: 'AGENT', companySaved: null }).path).toBe('/agent/dashboard');
    expect(landingAfterVerification({ role: 'AGENT_PRO', companySaved: null }).path).toBe('/agent/dashboard');
  });

  it('sends a contractor to the unfinished company step, else to their profile', () => {
    expect(landingAfterVerification({ role: 'PROFESSIONAL', companySaved: false })).toEqual({ path: '/signup/new-contractor', label: 'Finish your company step' });
    expect(landingAfterVerification({ role: 'PROFESSIONAL', companySaved: true })).toEqual({ path: '/contractor/profile', label: 'Go to your contractor profile' });
    // Unknown (the lookup failed): the profile page sends an unfinished sign-up on to the company step itself.
    expect(landingAfterVerification({ role: 'PROFESSIONAL', companySaved: null }).path).toBe('/contractor/profile');
  });

  it('keeps a homeowner on the home dashboard', () => {
    expect(landingAfterVerification({ role: 'STANDARD', companySaved: null })).toEqual({ path: '/dashboard', label: 'Go to the dashboard' });
  });

  it('never sends an agent or a contractor to the home dashboard', () => {
    for (const role of ['AGENT', 'AGENT_PRO', 'PROFESSIONAL'] as const) {
      for (const companySaved of [true, false, null]) expect(landingAfterVerification({ role, companySaved }).path).not.toBe('/dashboard');
    }
  });
});
