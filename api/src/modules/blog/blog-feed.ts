import { Feed } from 'feed';
import { BLOG_MAX_PAGE_SIZE, type BlogPostSummary, type BlogProvider } from './blog-provider';
import { tagLabel } from './blog-topics';

/** How many of the newest posts a feed carries. */
export const FEED_SIZE = 20;

/** The RSS 2.0 or Atom 1.0 feed of the newest posts (of one tag when given), with absolute links on `siteOrigin`. */
export async function blogFeed(provider: BlogProvider, siteOrigin: string, format: 'rss' | 'atom', tag?: string): Promise<string> {
  const { posts } = await provider.listPosts({ page: 1, perPage: FEED_SIZE, ...(tag ? { tag } : {}) });
  const title = tag ? `Homeworth blog: ${tagLabel(tag)}` : 'Homeworth blog';
  const feed = new Feed({
    title,
    description: 'Remodel costs and returns, home maintenance and selling prep, with figures from the Homeworth cost estimator.',
    id: `${siteOrigin}/blog`,
    link: `${siteOrigin}/blog`,
    language: 'en',
    copyright: `© ${new Date().getUTCFullYear()} Homeworth`,
    updated: posts[0] ? new Date(posts[0].date) : new Date(0),
    generator: 'Homeworth',
    feedLinks: { rss: `${siteOrigin}/blog/feed/`, atom: `${siteOrigin}/blog/feed/atom/` },
  });
  for (const post of posts) feed.addItem(feedItem(post, siteOrigin));
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

function feedItem(post: BlogPostSummary, siteOrigin: string) {
  const link = `${siteOrigin}${post.link}`;
  return {
    title: post.title,
    id: link,
    link,
    date: new Date(post.date),
    description: post.excerpt,
    author: [{ name: post.author }],
    category: post.tags.map((t) => ({ name: tagLabel(t), term: t })),
  };
}

/** Every post summary, read page by page (sitemap). */
export async function allPosts(provider: BlogProvider): Promise<BlogPostSummary[]> {
  const first = await provider.listPosts({ page: 1, perPage: BLOG_MAX_PAGE_SIZE });
  const rest = [];
  for (let page = 2; page <= first.totalPages; page += 1) rest.push(...(await provider.listPosts({ page, perPage: BLOG_MAX_PAGE_SIZE })).posts);
  return [...first.posts, ...rest];
}
