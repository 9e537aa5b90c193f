import { z } from 'zod';
import { successSchema } from '../../http/envelope';
import { recommendedProject } from '../property';
import type { CityMarket } from './city-market.service';

// The city market answer (GET /api/v1/geo/cities/:city; the figures are described in city-market.service.ts).
// Strict: a field the service adds without adding it here fails the tests.

const cityMarketSchema = z
  .strictObject({
    slug: z.string(),
    city: z.string(),
    state: z.string(),
    stateName: z.string(),
    zipCodes: z.array(z.string()),
    isSample: z.boolean(),
    medianValue: z.number(),
    annualGrowthPercent: z.number(),
    forecast: z.array(z.strictObject({ year: z.number().int(), value: z.number() })),
    fiveYearChangePercent: z.number(),
    typicalHome: z.strictObject({ buildingArea: z.number(), yearBuilt: z.number(), homesSampled: z.number() }),
    recentSales: z.array(
      z.strictObject({
        address: z.string(),
        zipCode: z.string(),
        bedrooms: z.number(),
        bathrooms: z.number(),
        buildingArea: z.number(),
        saleDate: z.string(),
        salePrice: z.number(),
      }),
    ),
    permitActivity: z.strictObject({
      count: z.number().int(),
      totalJobValue: z.number(),
      byType: z.array(z.strictObject({ projectType: z.string(), count: z.number().int() })),
      latest: z.array(
        z.strictObject({ projectType: z.string(), permitDate: z.string(), status: z.enum(['Issued', 'In review', 'Inspection']), jobValue: z.number(), address: z.string() }),
      ),
    }),
    region: z.strictObject({ index: z.number(), name: z.string(), source: z.string() }),
    projects: z.array(recommendedProject),
    /** Where each figure comes from, in words. */
    sources: z.array(z.string()),
  })
  .meta({ id: 'CityMarket', description: "A city's market: values, sales, permits, local project costs and returns" });

export const cityMarketResponseSchema = successSchema(cityMarketSchema);

// The service's answer must fit the schema (a type change on either side fails type-checking).
const fitsSchema = (market: CityMarket): z.input<typeof cityMarketSchema> => market;
void fitsSchema;
