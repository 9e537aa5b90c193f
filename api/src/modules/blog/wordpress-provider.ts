import { addHeadingIds, sanitiseArticleHtml } from './article-html';
import { plainText, readingMinutes, shorten, type BlogPage, type BlogPost, type BlogProvider, type BlogQuery } from './blog-provider';

/**
 * A WordPress site as the blog's content (WORDPRESS_URL), read through its REST API
 * (developer.wordpress.org/rest-api/reference/posts): `/wp-json/wp/v2/posts?per_page=&page=&tags=&search=&_embed`,
 * totals from the `X-WP-Total` and `X-WP-TotalPages` headers, tag slugs turned into the term ids
 * `tags=` takes through `/wp-json/wp/v2/tags?slug=`. Each call has a time limit; the last good
 * answer of each query is kept, so a site that is down or slow shows that list (with a notice) or,
 * when there is none yet, an empty list that says why: never a broken page.
 */

/** How long one call to the WordPress site may take. */
export const WORDPRESS_TIMEOUT_MS = 3000;
/** Said with a kept list when the site did not answer. */
export const WORDPRESS_STALE_NOTICE = 'The blog could not be reached just now, so these are the articles it listed last.';
/** Said when the site did not answer and nothing was kept. */
export const WORDPRESS_DOWN_NOTICE = 'The blog could not be reached just now. Please try again in a few minutes.';

interface WpTerm {
  id: number;
  slug: string;
  taxonomy?: string;
}

interface WpPost {
  slug: string;
  date_gmt?: string;
  date: string;
  title: { rendered: string };
  excerpt?: { rendered: string };
  content?: { rendered: string };
  _embedded?: {
    author?: { name?: string }[];
    'wp:featuredmedia'?: { source_url?: string; alt_text?: string }[];
    'wp:term'?: WpTerm[][];
  };
}

class WordPressUnavailable extends Error {}

function toPost(wp: WpPost): BlogPost {
  const content = sanitiseArticleHtml(wp.content?.rendered ?? '');
  const { html, toc } = addHeadingIds(content);
  const media = wp._embedded?.['wp:featuredmedia']?.[0];
  const tags = (wp._embedded?.['wp:term'] ?? [])
    .flat()
    .filter((t) => t.taxonomy === 'post_tag')
    .map((t) => t.slug);
  const date = wp.date_gmt ? `${wp.date_gmt}Z` : wp.date;
  return {
    slug: wp.slug,
    title: plainText(wp.title.rendered),
    excerpt: shorten(plainText(wp.excerpt?.rendered ?? ''), 200),
    date: new Date(date).toISOString(),
    author: wp._embedded?.author?.[0]?.name ?? 'Homeworth',
    tags,
    link: `/blog/${wp.slug}`,
    featuredImage: media?.source_url && /^https?:\/\//.test(media.source_url) ? { url: media.source_url, alt: media.alt_text ?? '' } : null,
    readingMinutes: readingMinutes(plainText(html)),
    html,
    toc,
    projects: [],
  };
}

/** The WordPress adapter for the site at `baseUrl` (e.g. https://blog.example.com). */
export function wordpressProvider(baseUrl: string, timeoutMs = WORDPRESS_TIMEOUT_MS): BlogProvider {
  const root = baseUrl.replace(/\/+$/, '');
  const lastGood = new Map<string, BlogPage>();
  const postsBySlug = new Map<string, BlogPost>();
  const tagIds = new Map<string, number | null>();

  async function call(pathAndQuery: string): Promise<{ body: unknown; headers: Headers; status: number }> {
    let response: Response;
    try {
      response = await fetch(`${root}${pathAndQuery}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new WordPressUnavailable(error instanceof Error ? error.message : String(error));
    }
    // WordPress answers 400 rest_post_invalid_page_number for a page beyond the last: no posts there.
    if (response.status === 400) return { body: [], headers: response.headers, status: 400 };
    if (!response.ok) throw new WordPressUnavailable(`HTTP ${response.status}`);
    try {
      return { body: await response.json(), headers: response.headers, status: response.status };
    } catch {
      throw new WordPressUnavailable('not JSON');
    }
  }

  async function tagId(slug: string): Promise<number | null> {
    if (!tagIds.has(slug)) {
      const { body } = await call(`/wp-json/wp/v2/tags?slug=${encodeURIComponent(slug)}`);
      tagIds.set(slug, Array.isArray(body) && typeof body[0]?.id === 'number' ? (body[0] as WpTerm).id : null);
    }
    return tagIds.get(slug)!;
  }

  async function fetchPage(query: BlogQuery): Promise<BlogPage> {
    const params = new URLSearchParams({ per_page: String(query.perPage), page: String(query.page), _embed: '1' });
    if (query.search) params.set('search', query.search);
    if (query.tag) {
      const id = await tagId(query.tag);
      if (id === null) return { posts: [], page: query.page, perPage: query.perPage, total: 0, totalPages: 0 };
      params.set('tags', String(id));
    }
    const { body, headers, status } = await call(`/wp-json/wp/v2/posts?${params}`);
    const posts = (Array.isArray(body) ? (body as WpPost[]) : []).map(toPost);
    for (const post of posts) postsBySlug.set(post.slug, post);
    const total = status === 400 ? Number(headers.get('x-wp-total') ?? 0) : Number(headers.get('x-wp-total') ?? posts.length);
    const totalPages = Number(headers.get('x-wp-totalpages') ?? Math.ceil(total / query.perPage));
    return { posts: posts.map(({ html: _h, toc: _t, projects: _p, ...summary }) => summary), page: query.page, perPage: query.perPage, total, totalPages };
  }

  return {
    name: 'wordpress',
    async listPosts(query) {
      const key = JSON.stringify(query);
      try {
        const page = await fetchPage(query);
        lastGood.set(key, page);
        return page;
      } catch (error) {
        if (!(error instanceof WordPressUnavailable)) throw error;
        const kept = lastGood.get(key);
        if (kept) return { ...kept, notice: WORDPRESS_STALE_NOTICE };
        return { posts: [], page: query.page, perPage: query.perPage, total: 0, totalPages: 0, notice: WORDPRESS_DOWN_NOTICE };
      }
    },
    async getPost(slug) {
      try {
        const { body } = await call(`/wp-json/wp/v2/posts?slug=${encodeURIComponent(slug)}&_embed=1`);
        const found = Array.isArray(body) && body[0] ? toPost(body[0] as WpPost) : null;
        if (found) postsBySlug.set(slug, found);
        else postsBySlug.delete(slug);
        return found;
      } catch (error) {
        if (!(error instanceof WordPressUnavailable)) throw error;
        const kept = postsBySlug.get(slug);
        if (kept) return kept;
        throw error;
      }
    },
  };
}

/** True for the error a post page gets when the WordPress site is down and the post was never read. */
export const isWordPressUnavailable = (error: unknown): boolean => error instanceof WordPressUnavailable;
