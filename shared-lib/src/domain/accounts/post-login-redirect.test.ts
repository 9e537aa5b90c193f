import { allowedReferrer, destinationAfterSignup, redirectAfterLogin, safeReferrer, type PostLoginFacts } from './post-login-redirect';

const homeowner: PostLoginFacts = { role: 'STANDARD', source: 'sign-in' };
const BLOG = 'https://blog.homeworth.example';

describe('redirectAfterLogin (rules in order)', () => {
  it('rule 1: a realty-sales referrer takes a Pro agent to edit-profile', () => {
    expect(redirectAfterLogin({ role: 'AGENT_PRO', source: 'sign-in', referrer: '/realty-sales' })).toEqual({ to: '/agent/edit-profile', rule: 1 });
  });

  it('rule 1: a realty-sales referrer takes anyone else to the payment wall with payment role AGENT_PRO', () => {
    expect(redirectAfterLogin({ role: 'AGENT', source: 'sign-in', referrer: '/realty-sales?x=1' })).toEqual({
      to: '/agent/payment-wall',
      rule: 1,
      paymentRole: 'AGENT_PRO',
    });
    expect(redirectAfterLogin({ ...homeowner, referrer: '/realty-sales' }).to).toBe('/agent/payment-wall');
  });

  it('rule 2: an agent with an emailLogId referrer outside the app host goes to that referrer', () => {
    expect(redirectAfterLogin({ role: 'AGENT', source: 'sign-in', referrer: '/agent/list-manager?emailLogId=9' })).toEqual({
      to: '/agent/list-manager?emailLogId=9',
      rule: 2,
    });
  });

  it('rule 2: otherwise an agent goes to edit-profile (app-host, external or plain referrers)', () => {
    for (const referrer of ['/user/edit-profile?emailLogId=9', 'https://evil.example/?emailLogId=1', '/home-report', null]) {
      expect(redirectAfterLogin({ role: 'AGENT', source: 'sign-in', referrer })).toEqual({ to: '/agent/edit-profile', rule: 2 });
    }
  });

  it('rule 3: an allowed internal referrer is kept with its query', () => {
    expect(redirectAfterLogin({ ...homeowner, referrer: '/Kitchen-Renovation-Cost' }).rule).not.toBe(3);
    expect(redirectAfterLogin({ ...homeowner, referrer: '/home-report?tab=pricing' })).toEqual({ to: '/home-report?tab=pricing', rule: 3 });
    expect(redirectAfterLogin({ ...homeowner, referrer: '/user/edit-profile' })).toEqual({ to: '/user/edit-profile', rule: 3 });
  });

  it('rule 3: blog referrers get the actk token appended, on the site or on a listed blog host', () => {
    expect(redirectAfterLogin({ ...homeowner, referrer: '/blog/guides/kitchen', blogAccessToken: 'tok' }).to).toBe('/blog/guides/kitchen?actk=tok');
    expect(redirectAfterLogin({ ...homeowner, referrer: `${BLOG}/blog/post?a=1`, listedOrigins: [BLOG], blogAccessToken: 'tok' })).toEqual({
      to: `${BLOG}/blog/post?a=1&actk=tok`,
      rule: 3,
    });
  });

  it('rule 4: a validEmail referrer with a property goes to the dashboard with that propertyId', () => {
    expect(redirectAfterLogin({ ...homeowner, referrer: '/dashboard?validEmail=true&propertyId=42' })).toEqual({
      to: '/dashboard?propertyId=42',
      rule: 4,
    });
  });

  it('rule 5: a contractor sign-in goes to the referrer or the dashboard', () => {
    expect(redirectAfterLogin({ role: 'PROFESSIONAL', source: 'sign-in' })).toEqual({ to: '/dashboard', rule: 5 });
    expect(redirectAfterLogin({ role: 'PROFESSIONAL', source: 'sign-in', referrer: '/contact-us' })).toEqual({ to: '/contact-us', rule: 5 });
  });

  it('rule 5: the permits and comparables referrers go back there', () => {
    expect(redirectAfterLogin({ ...homeowner, referrer: '/history-of-construction-permits?zip=78701' })).toEqual({
      to: '/history-of-construction-permits?zip=78701',
      rule: 5,
    });
    expect(redirectAfterLogin({ ...homeowner, referrer: '/comparable-home-values' }).rule).toBe(5);
  });

  it('rule 6: a contractor who has just signed up goes to the welcome page', () => {
    expect(redirectAfterLogin({ role: 'PROFESSIONAL', source: 'signup' })).toEqual({ to: '/signup/new-contractor/welcome', rule: 6 });
  });

  it('rule 7: claimed properties, a home and a failed score check go to the dashboard', () => {
    const facts = { ...homeowner, referrer: '/contact-us', claimedPropertyCount: 1, hasHome: true };
    expect(redirectAfterLogin({ ...facts, propertyScoreCheckPassed: false })).toEqual({ to: '/dashboard', rule: 7 });
    expect(redirectAfterLogin({ ...facts, propertyScoreCheckPassed: true })).toEqual({ to: '/contact-us', rule: 8 });
  });

  it('rule 8: otherwise the referrer, or the main site', () => {
    expect(redirectAfterLogin({ ...homeowner, referrer: '/contact-us' })).toEqual({ to: '/contact-us', rule: 8 });
    expect(redirectAfterLogin(homeowner)).toEqual({ to: '/dashboard', rule: 8 });
    expect(redirectAfterLogin({ ...homeowner, referrer: '/login' })).toEqual({ to: '/dashboard', rule: 8 });
    expect(redirectAfterLogin({ ...homeowner, referrer: '/signup?user=agent' })).toEqual({ to: '/dashboard', rule: 8 });
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://blog.homeworth.example/blog',
    'https://user:pw@blog.homeworth.example/blog',
    'https://blog.homeworth.example.evil.example/blog',
    '/%2F%2Fevil.example',
    ' https://evil.example',
  ])('never leaves the site for the referrer %p', (referrer) => {
    const { to } = redirectAfterLogin({ ...homeowner, referrer, listedOrigins: [BLOG] });
    expect(to.startsWith('/') && !to.startsWith('//') && !to.includes('\\')).toBe(true);
  });
});

describe('referrer checks', () => {
  it('safeReferrer keeps same-site paths and listed https origins only', () => {
    expect(safeReferrer('/a?b=1')).toBe('/a?b=1');
    expect(safeReferrer(`${BLOG}/blog`, [BLOG])).toBe(`${BLOG}/blog`);
    expect(safeReferrer(`${BLOG}/blog`)).toBeNull();
    expect(safeReferrer('https://evil.example', [BLOG])).toBeNull();
  });

  it('allowedReferrer refuses internal pages off the allowed list', () => {
    expect(allowedReferrer('/contact-us')).toBeNull();
    expect(allowedReferrer('/my-maintenance/app')).toBe('/my-maintenance/app');
  });
});

describe('destinationAfterSignup', () => {
  it('sends agents to the payment wall, contractors to the welcome page and others to verify-your-email', () => {
    expect(destinationAfterSignup('AGENT')).toBe('/agent/payment-wall');
    expect(destinationAfterSignup('PROFESSIONAL')).toBe('/signup/new-contractor/welcome');
    expect(destinationAfterSignup('STANDARD')).toBe('/signup/verify-your-email');
  });
});
