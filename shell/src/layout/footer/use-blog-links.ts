import { useEffect, useState } from 'react';

type Decorate = (href: string) => string;
const unchanged: Decorate = (href) => href;

/**
 * Blog links for the signed-in user carry the access token as actk.
 * The token logic is fetched on demand, only after sign-in, to keep the first load small.
 */
export function useBlogLinks(isLoggedIn: boolean): Decorate {
  const [decorate, setDecorate] = useState<Decorate>(() => unchanged);
  useEffect(() => {
    setDecorate(() => unchanged);
    if (!isLoggedIn) return;
    let stop: (() => void) | null = null;
    let live = true;
    import('./blog-access-token')
      .then(({ keepBlogAccessToken }) => {
        if (live) stop = keepBlogAccessToken((next) => setDecorate(() => next));
      })
      .catch((error: unknown) => console.warn('blog access token unavailable', error));
    return () => {
      live = false;
      stop?.();
    };
  }, [isLoggedIn]);
  return decorate;
}
