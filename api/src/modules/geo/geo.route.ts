import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import type { PropertyDataProvider } from '../property';
import { cityMarket, findCity } from './city-market.service';
import { cityMarketResponseSchema } from './geo.schema';

/** /api/v1/geo: city market pages. */
export const geoRoutes: FastifyPluginAsyncZod<{ provider: PropertyDataProvider }> = async (app, { provider }) => {
  app.get(
    '/cities/:city',
    {
      schema: {
        tags: ['geo'],
        summary: "A city's market: median value and 5-year forecast, recent sales, permits, local project costs and returns",
        params: z.object({ city: z.string().max(120) }),
        response: { 200: cityMarketResponseSchema, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const city = findCity(request.params.city);
      if (!city) throw new ApiError(404, ERROR_CODES.notFound, 'We have no market page for this city.', { field: 'city' });
      return ok(cityMarket(provider, city));
    },
  );
};
