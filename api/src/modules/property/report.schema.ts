import { z } from 'zod';
import { REPORT_SECTION_LEVEL, type LockableReportSection } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import type { HomeReport } from './report.service';

// The home report's answer schema (GET properties/:kukunId/report and sample-report). The objects are
// strict: a field the report service adds without adding it here fails the report tests instead of
// being dropped from the answer. The remotes' HomeReport type is generated from this (npm run api:types).

const valuePoint = z.object({ year: z.number(), value: z.number() });
const sale = z.strictObject({ saleDate: z.string(), salePrice: z.number() });
const scoreKind = z.enum(['air', 'transit', 'walk', 'crime', 'hazard']);
const schoolType = z.enum(['Elementary', 'Middle', 'High']);

const propertyItem = z.strictObject({
  key: z.string(),
  propertyItemName: z.string(),
  remainingUsefulLife: z.number(),
  usefulLife: z.number(),
  installYear: z.number(),
  replacementCost: z.number().nullable(),
  depreciationValue: z.number().nullable(),
  pointsLost: z.number(),
  url: z.string().nullable(),
});

const summary = z.strictObject({
  address: z.string(),
  unitNumber: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  buildingArea: z.number(),
  yearBuilt: z.number(),
  lotSize: z.number().nullable(),
  currentValue: z.number(),
  totalGrowth: z.number(),
  propertyScore: z.number(),
  /** The condition score on a 0-5 scale (clamped, one decimal). */
  ratingOutOfFive: z.number(),
  permitsTotal: z.number(),
  renovationHistory: z.number(),
  salePrice: z.number().nullable(),
  saleDate: z.string().nullable(),
  propertyItems: z.array(propertyItem),
  /**
   * A recorded home's value range from its market's fitted model (80% interval), the date the value is for and the
   * comparable recorded sales it used (public records, shown on the market page too, so open to every tier).
   */
  valueRange: z
    .strictObject({
      low: z.number(),
      high: z.number(),
      fsd: z.number(),
      asOf: z.string(),
      method: z.string(),
      comparables: z.array(z.strictObject({ id: z.string(), saleDate: z.string(), salePrice: z.number(), livingArea: z.number(), distanceMiles: z.number().nullable() })),
    })
    .optional(),
});

const condition = z.strictObject({
  score: z.number(),
  components: z.array(
    z.strictObject({
      key: z.string(),
      name: z.string(),
      installYear: z.number(),
      age: z.number(),
      usefulLife: z.number(),
      remainingUsefulLife: z.number(),
      weight: z.number(),
      remainingPercent: z.number(),
      /** The estimator's price of replacing it in this home (null when no project prices it). */
      replacementCost: z.number().nullable(),
    }),
  ),
});

const permit = z.strictObject({ permitDate: z.string(), kukunPermitLabelList: z.string(), permitDescription: z.string(), companyName: z.string() });

const comparable = z.strictObject({
  address: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  buildingArea: z.number(),
  yearBuilt: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  lastSale: sale,
  distance: z.number(),
  estimatedValue: z.number(),
  pricePerSqft: z.number(),
});

const recentSale = z.strictObject({
  address: z.string(),
  saleDate: z.string(),
  salePrice: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  buildingArea: z.number(),
  distance: z.number(),
});

const neighborhood = z.strictObject({
  subdivision: z.string(),
  popUnder20Percent: z.number(),
  popOver50Percent: z.number(),
  year5Value: z.number(),
  /** The home's 5-year growth (from its own sales) less its area's, in percentage points; null without a sale a year old. */
  growthDifference: z.number().nullable(),
  pool: z.boolean(),
  garagePlaces: z.number(),
  nearestSchool: z.string().nullable(),
  nearestSchoolDistance: z.number().nullable(),
  schoolType: schoolType.nullable(),
  nearSchoolsRadius: z.number(),
  nearSchoolsLimit: z.number(),
  nearSchools: z.array(z.strictObject({ name: z.string(), schoolType, distance: z.number() })),
  walkScore: z.number(),
  crimeScore: z.number(),
  airScore: z.number(),
  neighborhoodScore: z.number(),
  scores: z.array(z.strictObject({ kind: scoreKind, score: z.number(), scoreDescription: z.string(), description: z.string(), faqDescription: z.string(), rating: z.number() })),
});

/** A remodel project recommended for a home (report-figures.ts recommendedProjectsFor); the city market pages list them too. */
export const recommendedProject = z.strictObject({
  projectName: z.string(),
  estimatedProfit: z.number().nullable(),
  estimatedCost: z.number(),
  recoupPercent: z.number(),
  recoupExplanation: z.string(),
  url: z.string(),
});

const remodelCostLink = z.strictObject({ label: z.string(), city: z.string(), state: z.string(), zip: z.string(), price: z.number(), url: z.string() });

const reportFields = {
  kukunId: z.number().int(),
  /** `source` names who recorded the data when the home is a recorded sale of a loaded market. */
  dataSource: z.strictObject({ provider: z.string(), isSample: z.boolean(), source: z.string().optional() }),
  summary,
  /** Facts the verified owner reported (fact and component keys): the report marks them. */
  ownerReported: z.array(z.string()),
  forecast: z.array(valuePoint),
  /** The market growth the forecast applies to the value, and the sentence the report shows about it. */
  forecastBasis: z.strictObject({
    annualGrowthPercent: z.number(),
    source: z.enum(['market-index', 'city-growth', 'area-growth']),
    market: z.string(),
    explanation: z.string(),
  }),
  valueHistory: z.array(valuePoint),
  sales: z.array(sale),
  condition,
  permits: z.array(permit),
  comparables: z.array(comparable),
  recentSales: z.array(recentSale),
  neighborhood,
  recommendedProjects: z.array(recommendedProject),
  remodelCostLinks: z.array(remodelCostLink),
};

/** The whole home report (report.service.ts buildReport), every section open. */
export const homeReportSchema = z.strictObject(reportFields).meta({ id: 'HomeReport', description: 'The whole home report, every section open' });

// The service's report must fit the schema (a type change on either side fails type-checking).
const fitsSchema = (report: HomeReport): z.input<typeof homeReportSchema> => report;
void fitsSchema;

const accessLevel = z.enum(['guest', 'member', 'saved', 'full']);
const lockableSection = z.enum(Object.keys(REPORT_SECTION_LEVEL) as [LockableReportSection, ...LockableReportSection[]]);

/** A section the caller's level does not open (shared-lib report-access.ts): what unlocks it and a preview. */
const lockedSection = z.strictObject({ locked: z.literal(true), requires: accessLevel, preview: z.record(z.string(), z.unknown()) }).meta({ id: 'LockedReportSection' });

const gated = <T extends z.ZodType>(section: T) => z.union([lockedSection, section]);

/** The report as the caller's level allows: locked sections as `{ locked, requires, preview }`, and `access`. */
export const reportAnswerSchema = z
  .strictObject({
    ...reportFields,
    summary: summary.extend({ propertyItems: gated(z.array(propertyItem)) }),
    forecast: gated(reportFields.forecast),
    valueHistory: gated(reportFields.valueHistory),
    sales: gated(reportFields.sales),
    condition: gated(condition),
    permits: gated(reportFields.permits),
    comparables: gated(reportFields.comparables),
    recentSales: gated(reportFields.recentSales),
    neighborhood: gated(neighborhood),
    recommendedProjects: gated(reportFields.recommendedProjects),
    access: z.strictObject({
      level: accessLevel,
      reason: z.enum(['guest', 'unverified', 'not-in-homes', 'free', 'saved', 'paid', 'claimed', 'agent-pro', 'sample']),
      userPropertyId: z.number().int().nullable(),
      lockedSections: z.array(lockableSection),
    }),
  })
  .meta({ id: 'HomeReportAnswer', description: "The home report as the caller's level allows" });

export const reportAnswerResponseSchema = successSchema(reportAnswerSchema);
