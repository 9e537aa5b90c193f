import { useEffect, useState } from 'react';
import { apiRequest, ApiError } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiSchema } from '@homeworth/shared-lib/api-types';

/** A post as the blog list shows it (API /api/v1/blog/posts; the API's BlogPostSummary schema). */
export type PostSummary = ApiSchema<'BlogPostSummary'>;

/** One page of posts. */
export type PostPage = ApiAnswer<'/api/v1/blog/posts', 'get'>;

/** A whole post. */
export type Post = ApiAnswer<'/api/v1/blog/posts/{slug}', 'get'>;

/** The guide hubs and the list filters (API /api/v1/blog/topics). */
export type Topics = ApiAnswer<'/api/v1/blog/topics', 'get'>;

/** What a blog request gave: the data, "not found" (a 404 page), or another failure's message. */
export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'not-found' } | { state: 'failed'; message: string };

/** Loads `url` from the API whenever it changes. */
export function useBlogApi<T>(url: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    apiRequest<T>({ method: 'GET', url }).then(
      (data) => current && setLoaded({ state: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setLoaded({ state: 'not-found' });
        else setLoaded({ state: 'failed', message: error instanceof Error ? error.message : 'The blog could not be loaded.' });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);
  return loaded;
}

/** "November 3, 2025". */
export const postDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
