import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config';
import { blogPostsRoutes } from '../blog/blog-posts.route';
import { registerBlogSeoPages } from '../blog/blog-seo-pages';
import type { BlogProvider } from '../blog/blog-provider';
import { markdownProvider } from '../blog/markdown-provider';
import { wordpressProvider } from '../blog/wordpress-provider';
import { geoRoutes } from '../geo/geo.route';
import { registerGeoSeoPages } from '../geo/geo-seo-pages';
import type { PropertyDataProvider } from '../property/providers/property-data.provider';
import { registerMarketingSeoPages } from './marketing-seo-pages';
import { SeoPages } from './seo-pages';
import { seoRoutes } from './seo.route';

/** The repository's Markdown articles. */
export const DEFAULT_BLOG_DIR = path.join(REPO_ROOT, 'content', 'blog');

/** What the public content needs. */
export interface ContentOptions {
  siteOrigin: string;
  propertyData: PropertyDataProvider;
  /** A WordPress site whose posts replace the Markdown articles (config WORDPRESS_URL). */
  wordpressUrl?: string;
  /** Folder of the Markdown articles (default content/blog). */
  blogDir?: string;
}

/**
 * The public content: blog posts and feeds (/api/v1/blog), city markets (/api/v1/geo) and the
 * pre-rendered page documents, sitemap and robots.txt (/api/v1/seo). Returns the page registry:
 * another module makes its pages pre-rendered with `seoPages.register({ pattern, render, sitemap })`.
 */
export async function registerContentRoutes(app: FastifyInstance, options: ContentOptions): Promise<SeoPages> {
  const blog: BlogProvider = options.wordpressUrl ? wordpressProvider(options.wordpressUrl) : markdownProvider(options.blogDir ?? DEFAULT_BLOG_DIR);
  const seoPages = new SeoPages(options.siteOrigin);
  registerMarketingSeoPages(seoPages);
  registerBlogSeoPages(seoPages, blog);
  registerGeoSeoPages(seoPages, options.propertyData);
  await app.register(blogPostsRoutes, { prefix: '/api/v1/blog', provider: blog, siteOrigin: options.siteOrigin });
  await app.register(geoRoutes, { prefix: '/api/v1/geo', provider: options.propertyData });
  await app.register(seoRoutes, { prefix: '/api/v1/seo', seoPages, siteOrigin: options.siteOrigin });
  return seoPages;
}
