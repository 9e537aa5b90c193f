/**
 * Where blog posts come from. The embedded default reads the repository's
 * Markdown articles (markdown-provider.ts); with WORDPRESS_URL set, a WordPress site's REST API
 * (wordpress-provider.ts). Both answer in these shapes, so pages, feeds and the sitemap do not
 * know which one is behind them.
 */

/** Blog page size: 10 posts a page, also the default of `per_page`. */
export const BLOG_PAGE_SIZE = 10;
/** Largest page size a caller may ask for (the feed and the sitemap read the posts in pages of this size). */
export const BLOG_MAX_PAGE_SIZE = 100;

/** A post as lists show it: title, link, featured image, date, author, tags. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  /** Plain-text summary for lists, feeds and the meta description. */
  excerpt: string;
  /** ISO date of publication. */
  date: string;
  author: string;
  tags: string[];
  /** Site path of the post, `/blog/<slug>`. */
  link: string;
  featuredImage: { url: string; alt: string } | null;
  readingMinutes: number;
}

/** One heading of an article's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A whole post: sanitised HTML, its table of contents and the estimators it is about. */
export interface BlogPost extends BlogPostSummary {
  html: string;
  toc: TocEntry[];
  /** Estimator project slugs the article links to ("price it yourself"). */
  projects: string[];
}

/** What a list asks for. */
export interface BlogQuery {
  page: number;
  perPage: number;
  tag?: string;
  search?: string;
}

/** One page of posts with the totals (WordPress: X-WP-Total and X-WP-TotalPages). */
export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  /** Set when the content site did not answer and this is the last list it gave (or nothing). */
  notice?: string;
}

/** A source of blog posts. */
export interface BlogProvider {
  readonly name: 'markdown' | 'wordpress';
  listPosts(query: BlogQuery): Promise<BlogPage>;
  /** The post, or null when there is none with that slug. */
  getPost(slug: string): Promise<BlogPost | null>;
}

/** Reading time at 225 words a minute, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 225));
}

/** Text of an HTML fragment: tags removed, entities of the common kind decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#8220;|&#8221;/g, '"')
    .replace(/&#0?39;|&#8217;|&#8216;|&rsquo;|&lsquo;/g, "'")
    .replace(/&#8211;|&ndash;/g, '-')
    .replace(/&#8230;|&hellip;/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a text, cut at a word. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
