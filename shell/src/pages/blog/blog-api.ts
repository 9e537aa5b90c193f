import { useEffect, useState } from 'react';
import { apiRequest, ApiError } from '@homeworth/shared-lib';

/** A post as the blog list shows it (API /api/v1/blog/posts). */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  tags: string[];
  link: string;
  featuredImage: { url: string; alt: string } | null;
  readingMinutes: number;
}

/** One page of posts. */
export interface PostPage {
  posts: PostSummary[];
  page: number;
  total: number;
  totalPages: number;
  notice?: string;
  tag: { slug: string; label: string; intro: string | null } | null;
}

/** A whole post. */
export interface Post extends PostSummary {
  html: string;
  toc: { id: string; text: string; level: number }[];
  tagLabels: Record<string, string>;
  estimators: { slug: string; name: string; url: string }[];
  related: PostSummary[];
}

/** The guide hubs and the list filters (API /api/v1/blog/topics). */
export interface Topics {
  guides: { slug: string; label: string; intro: string }[];
  filters: { slug: string; label: string }[];
}

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
