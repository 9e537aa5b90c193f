import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import type { SeoPages } from './seo-pages';

/** What the SEO routes need: the registry and the site's public origin. */
export interface SeoRoutesOptions {
  seoPages: SeoPages;
  siteOrigin: string;
}

const tags = ['seo'];
const SITEMAP_CACHE_MS = 10 * 60 * 1000;

const documentSchema = z.object({
  status: z.number(),
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  og: z.record(z.string(), z.string()),
  html: z.string(),
});

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /api/v1/seo: page documents for the static server's pre-render, sitemap.xml and robots.txt (served at the site root). */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { seoPages, siteOrigin }) => {
  app.get(
    '/page',
    {
      schema: {
        tags,
        summary: "A page's pre-rendered document (title, description, canonical, Open Graph, main text); 404 when the path is not a pre-rendered page",
        querystring: z.object({
          path: z
            .string()
            .max(2048)
            .regex(/^\/(?!\/)[^\s?#]*$/, 'A site path such as /blog.'),
        }),
        response: { 200: successSchema(documentSchema), ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const document = await seoPages.document(request.query.path);
      if (!document) throw new ApiError(404, ERROR_CODES.notFound, 'This path has no pre-rendered document.');
      return ok(document);
    },
  );

  let sitemap: { xml: string; at: number } | null = null;
  app.get('/sitemap.xml', { schema: { tags, summary: 'sitemap.xml: every public page, estimator, city page and post' } }, async (_request, reply) => {
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_CACHE_MS) {
      const urls = (await seoPages.sitemapPaths()).map((p) => `<url><loc>${xmlEscape(`${siteOrigin}${encodeURI(p)}`)}</loc></url>`);
      sitemap = { xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`, at: Date.now() };
    }
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(sitemap.xml);
  });

  app.get('/robots.txt', { schema: { tags, summary: 'robots.txt: account, API and result pages kept out; the sitemap named' } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      // Private or per-visitor pages: nothing for a search engine there.
      'Disallow: /api/',
      'Disallow: /user/',
      'Disallow: /agent/',
      'Disallow: /login',
      'Disallow: /signup',
      'Disallow: /result-page',
      'Disallow: /estimate-history',
      'Disallow: /ihome-report-history',
      '',
      `Sitemap: ${siteOrigin}/sitemap.xml`,
      '',
    ];
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });
};
