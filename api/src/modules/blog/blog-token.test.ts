import { BLOG_TOKEN_TTL_SECONDS } from '@homeworth/shared-lib/domain';
import { getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { issueBlogToken, verifyBlogToken } from './blog-token.service';

const SECRET = 'test-secret-of-the-blog-tokens';

describe('blog access token (actk)', () => {
  it('verifies its own tokens until they expire, and refuses tampered or foreign ones', () => {
    const now = 1_800_000_000;
    const { token, expiresAt } = issueBlogToken(SECRET, 42, now);
    expect(expiresAt).toBe(now + BLOG_TOKEN_TTL_SECONDS);
    expect(verifyBlogToken(SECRET, token, now + 60)).toEqual({ sub: 42, exp: expiresAt });
    expect(verifyBlogToken(SECRET, token, expiresAt)).toBeNull();
    expect(verifyBlogToken('another-secret', token, now)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sub: 1, exp: now + 600 })).toString('base64url')}.${signature}`;
    expect(verifyBlogToken(SECRET, forged, now)).toBeNull();
    expect(verifyBlogToken(SECRET, 'garbage', now)).toBeNull();
  });

  describe('routes', () => {
    const t = useTestApp({ blogTokenSecret: SECRET });

    it('issues a token to a signed-in user that the blog host can check', async () => {
      const session = await signUpAndGetToken(t.app);
      const issued = await getAs(t.app, '/api/v1/blog/access-token', session);
      expect(issued.statusCode).toBe(200);
      const { actk } = issued.json().message;
      expect(verifyBlogToken(SECRET, actk)?.sub).toBe(1);
      const checked = await getAs(t.app, `/api/v1/blog/access-token/verify?actk=${encodeURIComponent(actk)}`);
      expect(checked.json().message).toMatchObject({ userId: 1, displayName: 'Jane' });
    });

    it('answers 401 to guests and to a bad token, never 500', async () => {
      expect((await getAs(t.app, '/api/v1/blog/access-token')).statusCode).toBe(401);
      expect((await getAs(t.app, '/api/v1/blog/access-token/verify?actk=abc.def')).statusCode).toBe(401);
      expect((await getAs(t.app, '/api/v1/blog/access-token/verify')).statusCode).toBe(400);
    });
  });
});
