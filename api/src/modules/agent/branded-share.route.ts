import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { PropertyDataProvider } from '../property';
import { BRANDED_SHARE_PREFIX, brandedReport, brandedReportHtml, brandedReportPdf, type BrandedShareSigner } from './branded-share.service';

/** What the branded report routes need (registered under BRANDED_SHARE_PREFIX). */
export interface BrandedShareRoutesOptions {
  db: Database;
  provider: PropertyDataProvider;
  signer: BrandedShareSigner;
}

const params = z.object({ token: z.string().min(1).max(120) });
// The page's own policy: the security headers' page policy plus the agent's photo from this site.
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";
const GONE = 'This branded report is not available. Ask the agent who shared it for a new link.';

/** A Pro agent's branded home report: the page and its PDF, for anyone with the signed link. */
export const brandedShareRoutes: FastifyPluginAsyncZod<BrandedShareRoutesOptions> = async (app, { db, provider, signer }) => {
  app.get(
    '/:token',
    { schema: { tags: ['agent'], summary: "A Pro agent's branded home report page (HTML; 404 in the envelope when unavailable)", params } },
    async (request, reply) => {
      const shared = await brandedReport(db, provider, signer, request.params.token);
      if (!shared) throw new ApiError(404, ERROR_CODES.notFound, GONE);
      const html = brandedReportHtml(shared.report, shared.agent, `${BRANDED_SHARE_PREFIX}/${request.params.token}/pdf`);
      return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).send(html);
    },
  );

  app.get('/:token/pdf', { schema: { tags: ['agent'], summary: "A Pro agent's branded home report as a PDF", params } }, async (request, reply) => {
    const shared = await brandedReport(db, provider, signer, request.params.token);
    if (!shared) throw new ApiError(404, ERROR_CODES.notFound, GONE);
    const pdf = await brandedReportPdf(shared.report, shared.agent);
    return reply.header('content-type', 'application/pdf').header('content-disposition', 'inline; filename="home-report.pdf"').send(pdf);
  });
};
