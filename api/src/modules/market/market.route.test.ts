import path from 'node:path';
import os from 'node:os';
import { getAs, useTestApp } from '../../test/test-app';
import { importMarketFile } from './index';

const FIXTURE = path.join(__dirname, 'test-fixtures', 'sales-small.csv');
const MAP = { 'Sq Ft': 'living_area', Beds: 'bedrooms', Baths: 'bathrooms', Style: 'property_type' };
const BASE = '/api/v1/market/markets';

describe('market routes: /api/v1/market/markets', () => {
  const t = useTestApp();

  beforeEach(async () => {
    await importMarketFile(t.db, {
      slug: 'test-town',
      kind: 'sales',
      file: FIXTURE,
      map: MAP,
      market: { name: 'Test Town, IA', city: 'Ames', state: 'IA', sourceText: 'Test fixture' },
      rejectsFile: path.join(os.tmpdir(), `market-route-${process.pid}.rejects.csv`),
    });
  });

  it('lists the loaded markets with their source and counts', async () => {
    const response = await getAs(t.app, BASE);
    expect(response.statusCode).toBe(200);
    expect(response.json().message.markets).toEqual([
      expect.objectContaining({ slug: 'test-town', name: 'Test Town, IA', salesCount: 4, permitsCount: 0, source: { text: 'Test fixture', url: null, licence: null } }),
    ]);
  });

  it('describes a market: date range and neighbourhoods with counts and median price; 404 and 400 for unknown and bad slugs', async () => {
    const detail = (await getAs(t.app, `${BASE}/test-town`)).json().message;
    expect(detail).toMatchObject({ firstSaleDate: '2009-03-02', lastSaleDate: '2010-04-12' });
    expect(detail.neighborhoods).toEqual([
      { name: 'Gilbert', salesCount: 2, medianPrice: 190700 },
      { name: 'North Ames', salesCount: 2, medianPrice: 160000 },
    ]);
    const missing = await getAs(t.app, `${BASE}/nowhere`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errors: [{ code: 'NOT_FOUND' }] });
    expect((await getAs(t.app, `${BASE}/Bad_Slug`)).statusCode).toBe(400);
  });

  it('pages the sales most recent first with a keyset cursor, filters by neighbourhood, and refuses a forged cursor', async () => {
    const first = (await getAs(t.app, `${BASE}/test-town/sales?limit=3`)).json().message;
    expect(first.sales.map((s: { saleDate: string }) => s.saleDate)).toEqual(['2010-04-12', '2010-01-15', '2009-06-20']);
    expect(first.sales[0]).toMatchObject({ salePrice: 191500, livingArea: 1280, bedrooms: 2, bathrooms: 2, yearBuilt: 1992, neighborhood: 'Gilbert', latitude: 42.0621 });
    expect(first.sales[0].kukunId).toBeGreaterThan(2_000_000_000);
    const second = (await getAs(t.app, `${BASE}/test-town/sales?limit=3&cursor=${first.nextCursor}`)).json().message;
    expect(second.sales.map((s: { saleDate: string }) => s.saleDate)).toEqual(['2009-03-02']);
    expect(second.nextCursor).toBeNull();
    const gilbert = (await getAs(t.app, `${BASE}/test-town/sales?neighborhood=Gilbert`)).json().message;
    expect(gilbert.sales).toHaveLength(2);
    const forged = await getAs(t.app, `${BASE}/test-town/sales?cursor=${Buffer.from("x' or 1=1").toString('base64url')}`);
    expect(forged.statusCode).toBe(400);
    expect((await getAs(t.app, `${BASE}/test-town/sales?limit=5000`)).statusCode).toBe(400);
  });

  it('gives every located sale as a compact map point', async () => {
    const points = (await getAs(t.app, `${BASE}/test-town/map`)).json().message.points;
    expect(points).toHaveLength(4);
    expect(Object.keys(points[0]).sort()).toEqual(['id', 'kukunId', 'lat', 'lng', 'price']);
    expect(points).toContainEqual(expect.objectContaining({ lat: 42.054035, lng: -93.619754, price: 215000 }));
  });
});
