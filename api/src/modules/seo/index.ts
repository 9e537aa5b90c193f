// The seo module's public entry: the registry of pre-rendered pages other modules add their pages
// to, and its routes (page documents, sitemap.xml, robots.txt).
import type { ApiApp } from '../../http/api-app';
import { registerMarketingSeoPages } from './marketing-seo-pages';
import { SeoPages } from './seo-pages';
import { seoRoutes } from './seo.route';

export { escapeHtml, SeoPages, type SeoContent, type SeoDocument, type SeoPageRegistration } from './seo-pages';

/**
 * Serves /api/v1/seo and returns the page registry, with the marketing pages in it: another module
 * makes its pages pre-rendered with `seoPages.register({ pattern, render, sitemap })`.
 */
export async function seoModule(app: ApiApp, options: { siteOrigin: string }): Promise<SeoPages> {
  const seoPages = new SeoPages(options.siteOrigin);
  registerMarketingSeoPages(seoPages);
  await app.register(seoRoutes, { prefix: '/api/v1/seo', seoPages, siteOrigin: options.siteOrigin });
  return seoPages;
}
