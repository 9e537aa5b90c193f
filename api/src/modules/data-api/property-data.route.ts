import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import { AddressProblem, findProperty, identifyProperty, reportWithOwnerFacts, type PropertyDataProvider, type PropertyRow } from '../property';
import { invalid, notFound } from './data-api.errors';
import { dataRoute, type DataRouteContext } from './data-route';
import { pageOf } from './pagination';
import {
  addressQuery,
  conditionSchema,
  EXAMPLE_PROPERTY,
  EXAMPLE_VALUE,
  homePermitsQuery,
  homePermitsSchema,
  propertyIdParams,
  propertySchema,
  valueSchema,
} from './property-data.schema';

/** What the property reads need. */
export interface PropertyDataOptions {
  db: Database;
  provider: PropertyDataProvider;
  ctx: DataRouteContext;
}

type HomeReport = Awaited<ReturnType<typeof reportWithOwnerFacts>>;

export const PROPERTY_NOT_FOUND = 'There is no property with this id.';
const SAMPLE_SOURCE = 'Sample data';

/** Whether the report's facts are sample data, and who recorded them. */
export function sourceOf(report: HomeReport): { provider: string; sampleData: boolean; source: string } {
  const ds = report.dataSource as { provider: string; isSample: boolean; source?: string };
  return { provider: ds.provider, sampleData: ds.isSample, source: ds.source ?? (ds.isSample ? SAMPLE_SOURCE : ds.provider) };
}

/** The data API's property facts, from the same home report the site shows. */
export function propertyFacts(report: HomeReport): z.infer<typeof propertySchema> {
  const s = report.summary;
  return {
    id: report.kukunId,
    address: s.address,
    unitNumber: s.unitNumber,
    city: s.city,
    state: s.state,
    zip: s.zipCode,
    latitude: s.latitude,
    longitude: s.longitude,
    bedrooms: s.bedrooms ?? null,
    bathrooms: s.bathrooms ?? null,
    livingArea: s.buildingArea ?? null,
    yearBuilt: s.yearBuilt ?? null,
    lotSize: s.lotSize ?? null,
    lastSale: s.salePrice !== null && s.saleDate !== null ? { price: s.salePrice, date: s.saleDate } : null,
    dataSource: sourceOf(report),
  };
}

/** The home's value with its 80% range and comparables (the fitted market model), or the labelled sample value. */
export function homeValueOf(report: HomeReport): z.infer<typeof valueSchema> {
  const range = report.summary.valueRange;
  const source = sourceOf(report);
  return {
    id: report.kukunId,
    value: report.summary.currentValue,
    low: range?.low ?? null,
    high: range?.high ?? null,
    confidence: range ? { fsd: range.fsd, score: Math.round(Math.min(100, Math.max(0, 100 * (1 - range.fsd)))) } : null,
    asOf: range?.asOf ?? null,
    method: range?.method ?? null,
    comparables: range?.comparables ?? [],
    forecast: { annualGrowthPercent: report.forecastBasis.annualGrowthPercent, fiveYearValue: report.neighborhood.year5Value, fiveYearChangePercent: report.summary.totalGrowth },
    sampleData: !range || source.sampleData,
    source: range ? source.source : SAMPLE_SOURCE,
  };
}

/** GET /properties, /properties/{id}, its value, condition and permits. */
export function propertyDataRoutes(app: ApiApp, options: PropertyDataOptions): void {
  const { db, provider, ctx } = options;

  async function reportOf(property: PropertyRow | undefined): Promise<HomeReport> {
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return reportWithOwnerFacts(db, provider, property);
  }
  const reportById = async (request: FastifyRequest) => reportOf(await findProperty(db, (request.params as z.infer<typeof propertyIdParams>).id));

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/properties',
      scope: 'property',
      summary: 'Find a property by address: its facts and its id',
      querystring: addressQuery,
      response: propertySchema,
      example: { query: { address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' }, response: EXAMPLE_PROPERTY },
    },
    async (request) => {
      const q = request.query as z.infer<typeof addressQuery>;
      let property: PropertyRow;
      try {
        property = await identifyProperty(db, { address: q.address, city: q.city, state: q.state, zipCode: q.zip });
      } catch (error) {
        // The address rules' own sentence (street shape, ZIP of the state) tells the caller what to fix.
        if (error instanceof AddressProblem) throw invalid(error.message, 'address');
        throw error;
      }
      return propertyFacts(await reportOf(property));
    },
  );

  const byId = { params: propertyIdParams, example: { params: { id: EXAMPLE_PROPERTY.id } } };

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/properties/:id',
      scope: 'property',
      summary: 'A property’s facts by id',
      params: byId.params,
      response: propertySchema,
      example: { ...byId.example, response: EXAMPLE_PROPERTY },
    },
    async (request) => propertyFacts(await reportById(request)),
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/properties/:id/value',
      scope: 'valuation',
      summary: 'The home’s value with its 80% range, confidence and comparable sales (sampleData: true outside loaded markets)',
      params: byId.params,
      response: valueSchema,
      example: { params: { id: EXAMPLE_VALUE.id }, response: EXAMPLE_VALUE },
    },
    async (request) => homeValueOf(await reportById(request)),
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/properties/:id/condition',
      scope: 'condition',
      summary: 'The home’s condition score (0-100) and each component’s age and remaining life',
      params: byId.params,
      response: conditionSchema,
      example: {
        ...byId.example,
        response: {
          id: EXAMPLE_PROPERTY.id,
          score: 72,
          components: [
            { key: 'roof', name: 'Roof', installYear: 2004, age: 22, usefulLife: 25, remainingUsefulLife: 3, weight: 0.15, remainingPercent: 12, replacementCost: 13658 },
          ],
          sampleData: true,
        },
      },
    },
    async (request) => {
      const report = await reportById(request);
      return { id: report.kukunId, score: report.condition.score, components: report.condition.components, sampleData: sourceOf(report).sampleData };
    },
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/properties/:id/permits',
      scope: 'permits',
      summary: 'Building permits on file for the home, newest first (cursor pagination)',
      params: byId.params,
      querystring: homePermitsQuery,
      response: homePermitsSchema,
      paginated: true,
      example: {
        ...byId.example,
        query: { limit: 25 },
        response: {
          id: EXAMPLE_PROPERTY.id,
          permits: [{ issueDate: '2016-04-02', workType: 'Roof', description: 'Re-roof, asphalt shingles', contractor: 'Acme Roofing' }],
          nextCursor: null,
          sampleData: true,
        },
      },
    },
    async (request) => {
      const report = await reportById(request);
      const permits = report.permits
        .map((p) => ({ issueDate: p.permitDate, workType: p.kukunPermitLabelList, description: p.permitDescription, contractor: p.companyName ?? null }))
        .sort((a, b) => b.issueDate.localeCompare(a.issueDate));
      const page = pageOf(permits, request.query as z.infer<typeof homePermitsQuery>);
      return { id: report.kukunId, permits: page.items, nextCursor: page.nextCursor, sampleData: sourceOf(report).sampleData };
    },
  );
}
