import { OPEN_REDIRECT_PAYLOADS } from '../../test-fixtures/open-redirect-payloads';
import { BLOG_ORIGIN } from './blog-access';
import { redirectAfterLogin, type PostLoginFacts } from './post-login-redirect';
import { safeRedirectPath } from './safe-redirect';

// Every redirect rule after login, fed each known payload as the referrer (alone, and behind the
// query parameters that switch rules 2 and 4 on), must land on a same-site path.
const FACTS: Omit<PostLoginFacts, 'referrer'>[] = [
  { role: 'STANDARD', source: 'sign-in' },
  { role: 'STANDARD', source: 'signup' },
  { role: 'AGENT', source: 'sign-in' },
  { role: 'AGENT_PRO', source: 'sign-in' },
  { role: 'PROFESSIONAL', source: 'sign-in' },
  { role: 'PROFESSIONAL', source: 'signup' },
  { role: 'STANDARD', source: 'sign-in', claimedPropertyCount: 1, hasHome: true, propertyScoreCheckPassed: true },
];

const referrers = OPEN_REDIRECT_PAYLOADS.flatMap((p) => [p, `${p}?emailLogId=1`, `${p}?validEmail=1&propertyId=2`, `${p}/blog`]);

describe('redirectAfterLogin with open-redirect payloads', () => {
  it.each(FACTS)('never leaves the site (%o)', (facts) => {
    for (const referrer of referrers) {
      const { to } = redirectAfterLogin({ ...facts, referrer, listedOrigins: [BLOG_ORIGIN], blogAccessToken: 't' });
      expect({ referrer, to, safe: safeRedirectPath(to) === to }).toEqual({ referrer, to, safe: true });
    }
  });
});
