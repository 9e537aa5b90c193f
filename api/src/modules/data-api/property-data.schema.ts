import { z } from 'zod';
import { pageQuery } from './pagination';

// Shapes of the property reads of the data API. Money in whole US dollars, areas in square feet.

export const propertyIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).describe('The property id answered by GET /properties') });

export const addressQuery = z.object({
  address: z.string().trim().min(3).max(120).describe('Street line with house number'),
  city: z.string().trim().max(80).default(''),
  state: z.string().trim().min(2).max(30),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$|^\d{5}-\d{4}$/, 'zip: a 5-digit US ZIP code'),
});

const dataSource = z.object({
  provider: z.string(),
  /** True when the facts are sample data (outside the loaded markets). */
  sampleData: z.boolean(),
  source: z.string().describe('Who recorded the data, or "Sample data" outside loaded markets'),
});

export const propertySchema = z.object({
  id: z.number().int(),
  address: z.string(),
  unitNumber: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  livingArea: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  lotSize: z.number().nullable(),
  lastSale: z.object({ price: z.number(), date: z.string() }).nullable(),
  dataSource,
});

export const valueSchema = z.object({
  id: z.number().int(),
  value: z.number(),
  low: z.number().nullable().describe('10th percentile: the low end of the 80% range (null for sample data)'),
  high: z.number().nullable().describe('90th percentile: the high end of the 80% range (null for sample data)'),
  confidence: z
    .object({ score: z.number().min(0).max(100), fsd: z.number() })
    .nullable()
    .describe('fsd: forecast standard deviation as a fraction; score = 100 × (1 − fsd), clamped to 0-100. Null for sample data'),
  asOf: z.string().nullable(),
  method: z.string().nullable(),
  comparables: z.array(z.object({ id: z.string(), saleDate: z.string(), salePrice: z.number(), livingArea: z.number(), distanceMiles: z.number().nullable() })),
  forecast: z
    .object({ annualGrowthPercent: z.number(), fiveYearValue: z.number(), fiveYearChangePercent: z.number() })
    .describe("The value's 5-year forecast: the home's market growth (a loaded market's index, else its city's growth) applied to the value"),
  sampleData: z.boolean(),
  source: z.string(),
});

export const conditionSchema = z.object({
  id: z.number().int(),
  score: z.number(),
  components: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      installYear: z.number(),
      age: z.number(),
      usefulLife: z.number(),
      remainingUsefulLife: z.number(),
      weight: z.number(),
      remainingPercent: z.number(),
      replacementCost: z.number().nullable().describe('The estimator’s price of replacing it in this home, in US dollars (null: not priced)'),
    }),
  ),
  sampleData: z.boolean(),
});

export const homePermitsQuery = z.object(pageQuery);

export const homePermitSchema = z.object({
  issueDate: z.string(),
  workType: z.string(),
  description: z.string(),
  contractor: z.string().nullable(),
});

export const homePermitsSchema = z.object({ id: z.number().int(), permits: z.array(homePermitSchema), nextCursor: z.string().nullable(), sampleData: z.boolean() });

export const EXAMPLE_DATA_SOURCE = { provider: 'sample', sampleData: true, source: 'Sample data' };

export const EXAMPLE_PROPERTY = {
  id: 1234567,
  address: '120 Oak Street',
  unitNumber: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  latitude: 30.27,
  longitude: -97.74,
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 1850,
  yearBuilt: 1985,
  lotSize: 6500,
  lastSale: { price: 415000, date: '2019-06-14' },
  dataSource: EXAMPLE_DATA_SOURCE,
};

export const EXAMPLE_VALUE = {
  id: 2000000123,
  value: 212000,
  low: 188000,
  high: 238000,
  confidence: { score: 91, fsd: 0.09 },
  asOf: '2010-07-15',
  method: 'hedonic+comps',
  comparables: [{ id: 'ames-ia-1a2b3c', saleDate: '2010-03-15', salePrice: 205000, livingArea: 1600, distanceMiles: 0.2 }],
  forecast: { annualGrowthPercent: 3.1, fiveYearValue: 247000, fiveYearChangePercent: 16.5 },
  sampleData: false,
  source: 'Ames Assessor’s Office records compiled by Dean De Cock (2011)',
};
