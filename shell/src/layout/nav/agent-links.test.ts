import { BLOG_ORIGIN } from '@homeworth/shared-lib/domain';
import { BLOG_BASE_URL } from '../../config';
import { hasAgentLinks } from './services-links';

describe('associated agent links', () => {
  it('are fetched for homeowners (their agent) and agents (their own), not for guests or contractors', () => {
    expect(hasAgentLinks('STANDARD')).toBe(true);
    expect(hasAgentLinks('AGENT')).toBe(true);
    expect(hasAgentLinks('AGENT_PRO')).toBe(true);
    expect(hasAgentLinks('GUEST')).toBe(false);
    expect(hasAgentLinks('PROFESSIONAL')).toBe(false);
  });

  it('the footer’s blog host is the origin the sign-in redirect lists for actk', () => {
    expect(BLOG_BASE_URL).toBe(BLOG_ORIGIN);
  });
});
