/**
 * The blog host and its access token: when signed in, the access token is appended to blog
 * links as the query parameter actk, and a sign-in that returns to the blog carries it too.
 */

/** Origin of the blog host; the post-login redirect lists it as an allowed external referrer. */
export const BLOG_ORIGIN = 'https://blog.homeworth.com';

/** Query parameter carrying the blog access token. */
export const BLOG_ACCESS_PARAM = 'actk';

/** How long an issued blog access token stays valid, in seconds. */
export const BLOG_TOKEN_TTL_SECONDS = 10 * 60;

/** True for a URL on the blog host under /blog. */
export function isBlogUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === BLOG_ORIGIN && /^\/blog(\/|$)/i.test(parsed.pathname);
  } catch {
    return false;
  }
}

/** `url` with the access token set as actk (replacing any earlier one). */
export function withBlogAccessToken(url: string, token: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(BLOG_ACCESS_PARAM, token);
  return parsed.href;
}
