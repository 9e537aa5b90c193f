import { createHmac, timingSafeEqual } from 'node:crypto';
import { BLOG_TOKEN_TTL_SECONDS } from '@homeworth/shared-lib/domain';

/**
 * The blog access token (actk, appended to blog links for a signed-in user). The session cookie is
 * httpOnly and never leaves the site, so the blog host gets this instead: a short-lived statement
 * "user N until time T", signed with HMAC-SHA256 under a server secret. Format:
 * base64url(JSON {sub, exp}) "." base64url(signature).
 */

/** What a valid token says. */
export interface BlogTokenClaims {
  sub: number;
  exp: number;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Issues a token for `userId`, valid for BLOG_TOKEN_TTL_SECONDS from `nowSeconds`. */
export function issueBlogToken(secret: string, userId: number, nowSeconds = Math.floor(Date.now() / 1000)): { token: string; expiresAt: number } {
  const exp = nowSeconds + BLOG_TOKEN_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify({ sub: userId, exp })).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: exp };
}

/** The claims of an authentic, unexpired token; null for anything else. */
export function verifyBlogToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): BlogTokenClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<BlogTokenClaims>;
    if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return { sub: claims.sub, exp: claims.exp };
  } catch {
    return null;
  }
}
