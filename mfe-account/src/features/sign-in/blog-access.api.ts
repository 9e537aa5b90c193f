import { apiRequest } from '@homeworth/shared-lib';
import { isBlogUrl } from '@homeworth/shared-lib/domain';

/** GET /v1/blog/access-token: a short-lived signed token for the blog host (the session cookie is httpOnly). */
export async function fetchBlogAccessToken(): Promise<string> {
  return (await apiRequest<{ actk: string }>({ method: 'GET', url: '/v1/blog/access-token' })).actk;
}

/**
 * The actk token for redirect rule 3 when the referrer is the blog, else null. A failure only
 * costs the token: the user still goes back to the blog, signed out there.
 */
export async function blogAccessTokenFor(referrer: string | null | undefined): Promise<string | null> {
  // The blog host, or a /blog path on the site (redirect rule 3 treats both as the blog).
  if (!referrer || !(isBlogUrl(referrer) || /^\/blog([/?#]|$)/i.test(referrer))) return null;
  try {
    return await fetchBlogAccessToken();
  } catch (error) {
    console.warn('blog access token not issued', error);
    return null;
  }
}
