import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import { listMarkets } from '../market';
import { latestEvaluations, marketIndex } from './valuation.service';
import { accuracyResponseSchema, marketIndexResponseSchema, marketSlugParamsSchema } from './valuation.schema';

/** /api/v1/valuation: public reads of the market models (price index, measured accuracy); values stay with the reports. */
export const registerValuationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['valuation'];

  app.get(
    '/markets/:slug/index',
    {
      schema: {
        tags,
        summary: 'A loaded market’s price index by month, from its latest model; 404 for a market with no model yet',
        params: marketSlugParamsSchema,
        response: { 200: marketIndexResponseSchema, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const months = await marketIndex(db, request.params.slug);
      if (!months) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
      return ok({ months });
    },
  );

  app.get(
    '/accuracy',
    { schema: { tags, summary: 'Each loaded market’s latest measured accuracy on held-out recorded sales', response: { 200: accuracyResponseSchema } } },
    async () => {
      const markets = new Map((await listMarkets(db)).map((m) => [m.slug, m]));
      const measured = (await latestEvaluations(db)).flatMap((e) => {
        const market = markets.get(e.marketSlug);
        if (!market) return [];
        const { marketSlug, ...figures } = e;
        return [{ slug: marketSlug, name: market.name, ...figures, source: { text: market.sourceText, url: market.sourceUrl } }];
      });
      return ok({ markets: measured });
    },
  );
};
