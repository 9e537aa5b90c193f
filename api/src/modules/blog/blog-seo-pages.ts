import { escapeHtml, type SeoPages } from '../seo';
import { allPosts } from './blog-feed';
import { BLOG_PAGE_SIZE, type BlogProvider, type BlogPostSummary } from './blog-provider';
import { GUIDE_TOPICS } from './blog-topics';

const e = escapeHtml;

function listHtml(posts: readonly BlogPostSummary[]): string {
  return `<ul>${posts.map((p) => `<li><a href="${e(p.link)}">${e(p.title)}</a><p>${e(p.excerpt)}</p></li>`).join('')}</ul>`;
}

/** The blog's pages for the pre-render and the sitemap: the list, each guide hub and each post. */
export function registerBlogSeoPages(seo: SeoPages, provider: BlogProvider): void {
  seo.register({
    pattern: /^\/blog\/?$/,
    render: async () => {
      const { posts } = await provider.listPosts({ page: 1, perPage: BLOG_PAGE_SIZE });
      return {
        title: 'Blog: remodel costs, maintenance and selling guides',
        description: 'Guides to remodel costs and returns, home maintenance and getting a house ready to sell, with figures from the Homeworth cost estimator.',
        canonicalPath: '/blog',
        html: `<h1>Homeworth blog</h1><p>Guides to remodel costs and returns, home maintenance and selling.</p>${listHtml(posts)}`,
      };
    },
  });

  seo.register({
    pattern: /^\/blog\/guides\/([a-z0-9_-]+)\/?$/,
    render: async ([, topic]) => {
      const guide = GUIDE_TOPICS[topic!];
      if (!guide) return null;
      const { posts } = await provider.listPosts({ page: 1, perPage: BLOG_PAGE_SIZE, tag: topic! });
      return {
        title: `${guide.label} guides`,
        description: guide.intro,
        canonicalPath: `/blog/guides/${topic}`,
        html: `<h1>${e(guide.label)} guides</h1><p>${e(guide.intro)}</p>${listHtml(posts)}`,
      };
    },
    sitemap: () => Object.keys(GUIDE_TOPICS).map((t) => `/blog/guides/${t}`),
  });

  seo.register({
    // eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with a hyphen, so there is one way to match
    pattern: /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/,
    render: async ([, slug]) => {
      const post = await provider.getPost(slug!).catch(() => null);
      if (!post) return null;
      const estimators = post.projects.map((p) => `<li><a href="/${e(p)}">${e(p.replace(/-/g, ' '))}</a></li>`).join('');
      return {
        title: post.title,
        description: post.excerpt,
        type: 'article',
        canonicalPath: post.link,
        // Our drawn covers have a PNG twin for link previews, which rarely show SVG.
        ...(post.featuredImage ? { image: post.featuredImage.url.replace(/^(\/api\/v1\/blog\/images\/.+)\.svg$/, '$1.png') } : {}),
        html: `<article><h1>${e(post.title)}</h1><p>By ${e(post.author)} · <time datetime="${e(post.date)}">${e(post.date.slice(0, 10))}</time> · ${post.readingMinutes} min read</p>${post.html}${estimators ? `<h2>Price it for your home</h2><ul>${estimators}</ul>` : ''}</article>`,
      };
    },
    sitemap: async () => (await allPosts(provider)).map((p) => p.link),
  });
}
