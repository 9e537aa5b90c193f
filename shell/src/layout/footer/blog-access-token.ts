import { apiRequest } from '@homeworth/shared-lib';
import { BLOG_TOKEN_TTL_SECONDS, isBlogUrl, withBlogAccessToken } from '@homeworth/shared-lib/domain';

/**
 * Loaded on demand once a user is signed in (it is not part of the shell's first load): keeps a
 * fresh blog access token and hands out a function that appends it to blog links as actk.
 * Returns a stop function.
 */
export function keepBlogAccessToken(onToken: (decorate: (href: string) => string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const refresh = async () => {
    try {
      const { actk, expiresAt } = await apiRequest<{ actk: string; expiresAt: number }>({ method: 'GET', url: '/v1/blog/access-token' });
      if (stopped) return;
      onToken((href) => (isBlogUrl(href) ? withBlogAccessToken(href, actk) : href));
      // Renew a minute before expiry so a link in the page never carries a stale token.
      const inMs = Math.max(30, expiresAt - Math.floor(Date.now() / 1000) - 60) * 1000;
      timer = setTimeout(refresh, Math.min(inMs, BLOG_TOKEN_TTL_SECONDS * 1000));
    } catch (error) {
      console.warn('blog access token not issued', error);
    }
  };
  void refresh();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
