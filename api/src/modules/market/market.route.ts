import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import { decodeCursor, mapPoints, marketOverview, salesPage } from './market-queries.service';
import { getMarket, listMarkets, type Market } from './market-sales.service';
import { mapResponseSchema, marketDetailResponseSchema, marketsResponseSchema, salesQuerySchema, salesResponseSchema, slugParamsSchema } from './market.schema';

const marketView = (market: Market) => ({
  slug: market.slug,
  name: market.name,
  city: market.city,
  state: market.state,
  source: { text: market.sourceText, url: market.sourceUrl, licence: market.licence },
  salesCount: market.salesCount,
  permitsCount: market.permitsCount,
  updatedAt: market.updatedAt.toISOString(),
});

/** /api/v1/market: the loaded markets, their recorded sales and map points (public: recorded sales are public records). */
export const registerMarketRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['market'];

  async function marketOr404(slug: string): Promise<Market> {
    const market = await getMarket(db, slug);
    if (!market) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
    return market;
  }

  app.get('/markets', { schema: { tags, summary: 'The loaded markets with their sources and counts', response: { 200: marketsResponseSchema } } }, async () =>
    ok({ markets: (await listMarkets(db)).map(marketView) }),
  );

  app.get(
    '/markets/:slug',
    {
      schema: {
        tags,
        summary: 'A market: its source, counts, date range and neighborhoods (sale counts, median price)',
        params: slugParamsSchema,
        response: { 200: marketDetailResponseSchema, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const market = await marketOr404(request.params.slug);
      return ok({ ...marketView(market), ...(await marketOverview(db, market.slug)) });
    },
  );

  app.get(
    '/markets/:slug/sales',
    {
      schema: {
        tags,
        summary: 'A market’s recorded sales, most recent first, a page at a time (keyset cursor)',
        params: slugParamsSchema,
        querystring: salesQuerySchema,
        response: { 200: salesResponseSchema, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const market = await marketOr404(request.params.slug);
      const { neighborhood, cursor, limit } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (cursor !== undefined && !after)
        throw new ApiError(400, ERROR_CODES.validation, 'The cursor is not valid: pass the nextCursor of the previous page.', { field: 'cursor' });
      return ok(await salesPage(db, market.slug, { limit, ...(neighborhood ? { neighborhood } : {}), ...(after ? { after } : {}) }));
    },
  );

  app.get(
    '/markets/:slug/map',
    {
      schema: {
        tags,
        summary: 'Every located sale of a market as a map point (id, report id, latitude, longitude, price)',
        params: slugParamsSchema,
        response: { 200: mapResponseSchema, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const market = await marketOr404(request.params.slug);
      return ok({ points: await mapPoints(db, market.slug) });
    },
  );
};
