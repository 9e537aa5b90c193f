import { defaultEstimatorAnswers } from '@homeworth/shared-lib/domain';
import { postJson, useTestApp } from '../../test/test-app';
import { DATA_SCOPES } from '../developer';
import { dataClient, type DataClient } from './test/data-api.test-support';
import { loadAmes } from './test/data-api.test-data';

const SAMPLE = { address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' };
const HOME = { 'property-address': { state: 'TX' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };

describe('data API routes: /api/data/v1 (real organisations and keys)', () => {
  const t = useTestApp();
  let lender: DataClient;
  beforeEach(async () => {
    lender = await dataClient(t, 'dev@lender.example');
  });

  const get = (url: string, key?: string | null) => lender.get(url, { key });
  const post = (url: string, payload: object, key?: string | null) => lender.post(url, payload, { key });
  const sampleId = async () => (await get(`/properties?${new URLSearchParams(SAMPLE).toString()}`)).json().message.id as number;

  it('every route needs a known key (401 API_KEY_MISSING / API_KEY_INVALID) holding its own scope (403 SCOPE_MISSING)', async () => {
    const routes: [string, string, object | undefined, string][] = [
      ['GET', `/properties?${new URLSearchParams(SAMPLE).toString()}`, undefined, 'property'],
      ['GET', '/properties/1', undefined, 'property'],
      ['GET', '/properties/1/value', undefined, 'valuation'],
      ['POST', '/valuations', { market: 'ames-ia', facts: { livingArea: 1500 } }, 'valuation'],
      ['GET', '/properties/1/condition', undefined, 'condition'],
      ['GET', '/properties/1/permits', undefined, 'permits'],
      ['GET', '/permits?lat=42&lng=-93', undefined, 'permits'],
      ['POST', '/renovation-costs', { project: 'Interior-Painting', answers: {} }, 'renovation-costs'],
      ['GET', '/markets/ames-ia/index', undefined, 'markets'],
      ['POST', '/batches', { items: [{ address: '120 Oak Street', state: 'TX', zip: '78701' }] }, 'batch'],
      ['GET', '/batches/0b6c5f3e-2a61-4d3e-9a43-51c1c1f0a001', undefined, 'batch'],
      ['GET', '/batches/webhook-secret', undefined, 'batch'],
    ];
    for (const [method, url, payload, scope] of routes) {
      const request = (key: string | null) => (method === 'GET' ? get(url, key) : post(url, payload!, key));
      const missing = await request(null);
      expect([url, missing.statusCode, missing.json().errors[0].code]).toEqual([url, 401, 'API_KEY_MISSING']);
      const others = await lender.keyWith(DATA_SCOPES.filter((s) => s !== scope));
      const wrong = await request(others);
      expect([url, wrong.statusCode, wrong.json().errors[0].code]).toEqual([url, 403, 'SCOPE_MISSING']);
      const only = await request(await lender.keyWith([scope as (typeof DATA_SCOPES)[number]]));
      expect([url, only.statusCode === 401 || only.statusCode === 403]).toEqual([url, false]);
      const unknown = await request('sk_live_not_a_key_of_anyone');
      expect([url, unknown.statusCode, unknown.json().errors[0].code]).toEqual([url, 401, 'API_KEY_INVALID']);
    }
  });

  it('finds a property by address with its id, and by id (Bearer works too); sample data is labelled', async () => {
    const found = await get(`/properties?${new URLSearchParams(SAMPLE).toString()}`);
    expect(found.statusCode).toBe(200);
    const property = found.json().message;
    expect(property).toMatchObject({
      id: expect.any(Number),
      address: '120 Oak Street',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      dataSource: { sampleData: true, source: 'Sample data' },
    });
    const byId = await lender.get(`/properties/${property.id}`, { bearer: true });
    expect(byId.json().message).toEqual(property);
  });

  it('answers bad input with 400 VALIDATION_FAILED and unknown ids with 404 NOT_FOUND, never a 500', async () => {
    const badZip = await get(`/properties?${new URLSearchParams({ ...SAMPLE, zip: '7870' }).toString()}`);
    expect([badZip.statusCode, badZip.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
    const badStreet = await get(`/properties?${new URLSearchParams({ ...SAMPLE, address: 'Oak Street' }).toString()}`);
    expect(badStreet.statusCode).toBe(400);
    expect(badStreet.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('house number'), args: { field: 'address' } });
    for (const url of ['/properties/abc', '/properties/-1/value', '/properties/99999999999/condition', '/permits?lat=200&lng=0', '/permits?lat=1&lng=1&radiusMiles=50']) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.json().errors[0].code]).toEqual([url, 400, 'VALIDATION_FAILED']);
    }
    for (const url of ['/properties/1', '/properties/1/value', '/properties/1/condition', '/properties/1/permits', '/markets/nowhere/index']) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.json().errors[0].code]).toEqual([url, 404, 'NOT_FOUND']);
    }
    const badBody = await post('/valuations', { market: 'ames-ia', facts: { livingArea: -5 } });
    expect([badBody.statusCode, badBody.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/data/v1/valuations',
      headers: { 'x-api-key': lender.key, 'content-type': 'application/json' },
      payload: '{"market":',
    });
    expect([malformed.statusCode, malformed.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('values a sample home as labelled sample data, and a recorded home with its 80% range, confidence and comparables', async () => {
    const sample = (await get(`/properties/${await sampleId()}/value`)).json().message;
    expect(sample).toMatchObject({ value: expect.any(Number), low: null, high: null, confidence: null, sampleData: true, source: 'Sample data' });

    const { recordedHomeId } = await loadAmes(t.db);
    const answer = await get(`/properties/${recordedHomeId}/value`);
    expect(answer.statusCode).toBe(200);
    const valued = answer.json().message;
    expect(valued.sampleData).toBe(false);
    expect(valued.low).toBeLessThan(valued.value);
    expect(valued.high).toBeGreaterThan(valued.value);
    expect(valued.confidence).toEqual({ score: expect.any(Number), fsd: expect.any(Number) });
    expect(valued.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(valued.comparables.length).toBeGreaterThan(0);
    expect(valued.source).toContain('Ames');
  }, 60_000);

  it('values facts on a loaded market’s model; 404 for a market without a model', async () => {
    const facts = { livingArea: 1500, bedrooms: 3, bathrooms: 2, yearBuilt: 1970, lotArea: 9000 };
    expect((await post('/valuations', { market: 'ames-ia', facts })).statusCode).toBe(404);
    const future = await post('/valuations', { market: 'ames-ia', facts: { ...facts, yearBuilt: new Date().getFullYear() + 1 } });
    expect(future.statusCode).toBe(400);
    expect(JSON.stringify(future.json().errors)).toContain(`Year built must be a year from 1700 to ${new Date().getFullYear()}.`);
    await loadAmes(t.db);
    const answer = await post('/valuations', { market: 'ames-ia', facts });
    expect(answer.statusCode).toBe(200);
    const v = answer.json().message;
    expect(v).toMatchObject({ market: 'ames-ia', value: expect.any(Number), asOf: expect.any(String) });
    expect(v.low).toBeLessThan(v.value);
    expect(v.high).toBeGreaterThan(v.value);
  }, 60_000);

  it('answers the condition score with its components', async () => {
    const answer = await get(`/properties/${await sampleId()}/condition`);
    expect(answer.statusCode).toBe(200);
    const condition = answer.json().message;
    expect(condition.score).toBeGreaterThanOrEqual(0);
    expect(condition.score).toBeLessThanOrEqual(100);
    expect(condition.components[0]).toMatchObject({ key: expect.any(String), usefulLife: expect.any(Number), remainingPercent: expect.any(Number) });
  });

  it('pages a home’s permits by cursor, up to the documented maximum page size', async () => {
    const id = await sampleId();
    const all = (await get(`/properties/${id}/permits?limit=100`)).json().message.permits;
    expect(all.length).toBeGreaterThan(1);
    const first = (await get(`/properties/${id}/permits?limit=1`)).json().message;
    expect(first.permits).toEqual([all[0]]);
    const second = (await get(`/properties/${id}/permits?limit=1&cursor=${first.nextCursor}`)).json().message;
    expect(second.permits).toEqual([all[1]]);
    expect((await get(`/properties/${id}/permits?limit=101`)).statusCode).toBe(400);
    const forged = await get(`/properties/${id}/permits?cursor=bm9wZQ`);
    expect([forged.statusCode, forged.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('finds the loaded markets’ permits within a radius, nearest first', async () => {
    await loadAmes(t.db, { permits: true });
    const near = (await get('/permits?lat=42.054035&lng=-93.619754&radiusMiles=0.1')).json().message;
    expect(near.permits.map((p: { contractor: string }) => p.contractor)).toEqual(['Cyclone Roofing LLC']);
    const wide = (await get('/permits?lat=42.054035&lng=-93.619754&radiusMiles=1&limit=1')).json().message;
    expect(wide.permits[0].contractor).toBe('Cyclone Roofing LLC');
    const next = (await get(`/permits?lat=42.054035&lng=-93.619754&radiusMiles=1&limit=1&cursor=${wide.nextCursor}`)).json().message;
    expect(next).toMatchObject({ permits: [{ contractor: 'Story County Builders', workType: 'Addition' }], nextCursor: null });
  }, 60_000);

  it('prices a renovation with the site estimator’s engine (same cost as /api/v1/estimation)', async () => {
    const body = { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost', HOME) };
    const site = (await postJson(t.app, '/api/v1/estimation/estimates', body)).json().message;
    const answer = await post('/renovation-costs', body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toMatchObject({ project: site.project, cost: site.totalEstimatedProjectCost, range: site.range, return: { roi: site.roi.roi } });
    expect((await post('/renovation-costs', { ...body, project: 'Moon-Base' })).json().errors[0].code).toBe('NOT_FOUND');
    const bad = await post('/renovation-costs', { ...body, answers: { ...body.answers, 'home-size': 5 } });
    expect([bad.statusCode, bad.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('answers a loaded market’s price index and its trend', async () => {
    await loadAmes(t.db);
    const answer = await get('/markets/ames-ia/index');
    expect(answer.statusCode).toBe(200);
    const index = answer.json().message;
    expect(index.market).toMatchObject({ id: 'ames-ia', name: expect.any(String) });
    expect(index.months.length).toBeGreaterThan(1);
    expect(index.trend.latestMonth).toBe(index.months[index.months.length - 1].month);
  }, 60_000);
});
