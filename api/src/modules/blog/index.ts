// The blog module's public entry: its routes and pre-rendered pages.
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { SeoPages } from '../seo';
import { blogPostsRoutes } from './blog-posts.route';
import type { BlogProvider } from './blog-provider';
import { registerBlogSeoPages } from './blog-seo-pages';
import { blogRoutes } from './blog.route';
import { markdownProvider } from './markdown-provider';
import { wordpressProvider } from './wordpress-provider';

/** The repository's Markdown articles. */
export const DEFAULT_BLOG_DIR = path.join(REPO_ROOT, 'content', 'blog');

/** What the blog needs from the app. */
export interface BlogModuleOptions {
  db: Database;
  siteOrigin: string;
  /** HMAC secret of the blog access tokens. */
  tokenSecret: string;
  seoPages: SeoPages;
  /** A WordPress site whose posts replace the Markdown articles (config WORDPRESS_URL). */
  wordpressUrl?: string | undefined;
  /** Folder of the Markdown articles (default content/blog). */
  blogDir?: string | undefined;
}

/** Serves /api/v1/blog (posts, feeds, access tokens) and adds the blog's pages to the registry. */
export async function blogModule(app: ApiApp, options: BlogModuleOptions): Promise<void> {
  const provider: BlogProvider = options.wordpressUrl ? wordpressProvider(options.wordpressUrl) : markdownProvider(options.blogDir ?? DEFAULT_BLOG_DIR);
  registerBlogSeoPages(options.seoPages, provider);
  await app.register(blogRoutes, { prefix: '/api/v1/blog', db: options.db, tokenSecret: options.tokenSecret });
  await app.register(blogPostsRoutes, { prefix: '/api/v1/blog', provider, siteOrigin: options.siteOrigin });
}
