import type { z } from 'zod';
import type { EstimatorAnswers } from '@homeworth/shared-lib/domain';
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import { estimateProject } from '../cost-model';
import { getMarket, listMarkets, permitsNear } from '../market';
import { distanceMiles } from '../property';
import { marketIndex, marketValue } from '../valuation';
import { notFound } from './data-api.errors';
import { dataRoute, type DataRouteContext } from './data-route';
import { pageOf } from './pagination';
import { EXAMPLE_VALUE } from './property-data.schema';
import { areaPermitsQuery, areaPermitsSchema, marketIndexSchema, marketParams, renovationBody, renovationSchema, valuationBody, valuationSchema } from './market-data.schema';

export const NO_MODEL_MESSAGE = 'This market is not loaded, or its valuation model is not fitted yet.';

// The value route's example figures, without what only an address lookup answers.
const { id: _id, sampleData: _sampleData, source: _source, forecast: _forecast, ...EXAMPLE_VALUATION_FIGURES } = EXAMPLE_VALUE;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A home's value from facts on a loaded market's model; null when the market has no model. */
export async function valueFromFacts(db: Database, input: z.infer<typeof valuationBody>): Promise<z.infer<typeof valuationSchema> | null> {
  const valued = await marketValue(db, input.market, input.facts);
  if (!valued) return null;
  const score = Math.round(Math.min(100, Math.max(0, 100 * (1 - valued.fsd))));
  return {
    market: valued.marketSlug,
    value: valued.value,
    low: valued.low,
    high: valued.high,
    confidence: { score, fsd: valued.fsd },
    asOf: valued.asOf,
    method: valued.method,
    comparables: valued.comparables,
  };
}

/** POST /valuations, POST /renovation-costs, GET /markets/{id}/index, GET /permits. */
export function marketDataRoutes(app: ApiApp, options: { db: Database; ctx: DataRouteContext }): void {
  const { db, ctx } = options;

  const exampleFacts = {
    livingArea: 1656,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1960,
    lotArea: 31770,
    latitude: 42.054,
    longitude: -93.6198,
    zip: null,
    city: 'Ames',
    state: 'IA',
    propertyType: '1Fam',
    address: null,
    extras: {},
  };
  dataRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/valuations',
      scope: 'valuation',
      summary: 'Value a home from its facts on a loaded market’s model (80% range, confidence, comparables)',
      body: valuationBody,
      response: valuationSchema,
      example: {
        body: { market: 'ames-ia', facts: exampleFacts },
        response: { market: 'ames-ia', ...EXAMPLE_VALUATION_FIGURES },
      },
    },
    async (request) => {
      const valued = await valueFromFacts(db, request.body as z.infer<typeof valuationBody>);
      if (!valued) throw notFound(NO_MODEL_MESSAGE);
      return valued;
    },
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/renovation-costs',
      scope: 'renovation-costs',
      summary: 'Cost and return of a renovation project from the estimator’s answers (the same engine as the site’s estimator)',
      body: renovationBody,
      response: renovationSchema,
      example: {
        body: {
          project: 'Kitchen-Renovation-Cost',
          finishLevel: 'midrange',
          answers: { 'property-address': { state: 'TX' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 },
        },
        response: {
          project: 'Kitchen-Renovation-Cost',
          projectName: 'Kitchen Remodel',
          finishLevel: 'midrange',
          cost: 41200,
          range: { low: 35000, high: 47400 },
          region: { state: 'TX', name: 'Texas', index: 0.97, source: 'BEA Regional Price Parities 2023' },
          lineItems: [{ kind: 'labor', label: 'Installation', amount: 16500 }],
          return: { recoupRate: 0.49, recoupSource: 'Cost vs. Value 2024: Midrange Major Kitchen Remodel', resaleValueAdded: 20200, currentHomeValue: 400000, roi: -21000 },
          sources: ['BEA Regional Price Parities 2023'],
        },
      },
    },
    async (request) => {
      const { project, finishLevel, answers } = request.body as z.infer<typeof renovationBody>;
      const e = estimateProject({ project, finishLevel, answers: answers as EstimatorAnswers });
      return {
        project: e.project,
        projectName: e.projectName,
        finishLevel: e.finishLevel,
        cost: e.totalEstimatedProjectCost,
        range: e.range,
        region: e.region,
        lineItems: e.lineItems,
        return: {
          recoupRate: e.roi.recoupRate,
          recoupSource: e.roi.recoupSource,
          resaleValueAdded: e.roi.resaleValueAdded,
          currentHomeValue: e.roi.currentHomeValue,
          roi: e.roi.roi,
        },
        sources: e.sources,
      };
    },
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/markets/:id/index',
      scope: 'markets',
      summary: 'A loaded market’s price index by month (first month = 1) and its trend',
      params: marketParams,
      response: marketIndexSchema,
      example: {
        params: { id: 'ames-ia' },
        response: {
          market: { id: 'ames-ia', name: 'Ames, Iowa', source: 'Ames Assessor’s Office records compiled by Dean De Cock (2011)' },
          months: [
            { month: '2009-07', index: 1.0123, trend: 1.0051 },
            { month: '2010-07', index: 0.9987, trend: 0.9934 },
          ],
          trend: { latestMonth: '2010-07', changeLast12Months: -0.0116 },
        },
      },
    },
    async (request) => {
      const { id } = request.params as z.infer<typeof marketParams>;
      const market = await getMarket(db, id);
      const months = market ? await marketIndex(db, id) : null;
      if (!market || !months || months.length === 0) throw notFound(NO_MODEL_MESSAGE);
      const last = months[months.length - 1]!;
      const yearAgo = months[months.length - 13];
      return {
        market: { id: market.slug, name: market.name, source: market.sourceText || market.name },
        months,
        trend: { latestMonth: last.month, changeLast12Months: yearAgo ? Math.round((last.trend / yearAgo.trend - 1) * 10000) / 10000 : null },
      };
    },
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/permits',
      scope: 'permits',
      summary: 'Building permits of the loaded markets within a radius of a point, nearest first (cursor pagination)',
      querystring: areaPermitsQuery,
      response: areaPermitsSchema,
      paginated: true,
      example: {
        query: { lat: 42.0308, lng: -93.6319, radiusMiles: 1, limit: 25 },
        response: {
          permits: [
            {
              id: 'ames-ia-p-9f8e',
              market: 'ames-ia',
              issueDate: '2019-05-03',
              workType: 'Roof',
              description: 'Re-roof',
              contractor: 'Acme Roofing',
              address: '515 Clark Ave',
              latitude: 42.031,
              longitude: -93.632,
              distanceMiles: 0.02,
            },
          ],
          nextCursor: 'bzoyNQ',
        },
      },
    },
    async (request) => {
      const q = request.query as z.infer<typeof areaPermitsQuery>;
      const found = [];
      for (const market of await listMarkets(db)) {
        for (const p of await permitsNear(db, market.slug, q.lat, q.lng, q.radiusMiles)) {
          found.push({
            id: p.id,
            market: p.marketSlug,
            issueDate: p.issueDate,
            workType: p.workType,
            description: p.description,
            contractor: p.contractorName,
            address: p.address,
            latitude: p.latitude!,
            longitude: p.longitude!,
            distanceMiles: round2(distanceMiles(q.lat, q.lng, p.latitude!, p.longitude!)),
          });
        }
      }
      // Nearest first, ties by id: a stable order, so a cursor's position means the same on the next call.
      found.sort((a, b) => a.distanceMiles - b.distanceMiles || a.id.localeCompare(b.id));
      const page = pageOf(found, q);
      return { permits: page.items, nextCursor: page.nextCursor };
    },
  );
}
