import os from 'node:os';
import path from 'node:path';
import { getAs, useTestApp } from '../../test/test-app';
import { ensureBundledMarkets, getMarketSale, importMarketFile, listMarketSales } from '../market';
import { marketIndex, trainMarketModel } from '../valuation';
import { indexGrowth } from './market-growth';
import { findProperty } from './property-identity.service';
import { propertyDataProvider } from './providers/sample-data.provider';
import { buildReport, neighborhoodProjects } from './report.service';

const PERMITS = path.join(__dirname, '..', 'market', 'test-fixtures', 'ames-permits.csv');
const REJECTS = path.join(os.tmpdir(), `recorded-home-${process.pid}`);

describe('a recorded sale of a loaded market opens as a home report', () => {
  const t = useTestApp();

  it('loads the bundled Ames sales (2,930 read, all loaded), and a sale’s report shows its recorded facts, the model’s value and the source', async () => {
    const loaded = await ensureBundledMarkets(t.db, { rejectsDir: REJECTS });
    expect(loaded['ames-ia']).toMatchObject({ read: 2930, loaded: 2930, alreadyLoaded: 0, rejectsFile: null });
    expect(await ensureBundledMarkets(t.db, { rejectsDir: REJECTS })).toEqual({}); // a no-op once loaded
    await trainMarketModel(t.db, 'ames-ia');

    const sales = await listMarketSales(t.db, 'ames-ia');
    const first = sales.find((s) => s.latitude === 42.054035 && s.longitude === -93.619754)!;
    const sale = (await getMarketSale(t.db, first.id))!;
    const answer = await getAs(t.app, `/api/v1/property/properties/${sale.kukunId}/report`);
    expect(answer.statusCode).toBe(200);
    const report = answer.json().message;
    expect(report.dataSource).toEqual({ provider: 'market:ames-ia', isSample: false, source: 'Ames Assessor’s Office records compiled by Dean De Cock (2011)' });
    expect(report.summary).toMatchObject({
      address: 'North Ames home',
      city: 'Ames',
      state: 'IA',
      zipCode: '',
      bedrooms: 3,
      bathrooms: 2,
      buildingArea: 1656,
      yearBuilt: 1960,
      lotSize: 31770,
      salePrice: 215000,
      saleDate: '2010-05-15',
    });
    expect(report.summary.valueRange.low).toBeLessThan(report.summary.currentValue);
    expect(report.summary.valueRange.high).toBeGreaterThan(report.summary.currentValue);
    expect(report.summary.currentValue).toBeGreaterThan(100_000);
    expect(report.summary.currentValue).toBeLessThan(400_000);
    // Its forecast follows the market's fitted index, and the report says so.
    const growth = indexGrowth((await marketIndex(t.db, 'ames-ia'))!)!;
    expect(report.forecastBasis).toMatchObject({ source: 'market-index', market: 'Ames, IA', annualGrowthPercent: Math.round(growth * 1000) / 10 });
    expect(report.summary.totalGrowth).toBe(Math.round((Math.pow(1 + growth, 5) - 1) * 1000) / 10);

    // An id above every address's id that names no sale is a 404, not a sample report.
    expect((await getAs(t.app, `/api/v1/property/properties/${sale.kukunId + 100_000}/report`)).statusCode).toBe(404);
  }, 240_000);

  it('an open permit file feeds the home’s permits and its neighbourhood projects', async () => {
    await ensureBundledMarkets(t.db, { rejectsDir: REJECTS });
    const summary = await importMarketFile(t.db, {
      slug: 'ames-ia',
      kind: 'permits',
      file: PERMITS,
      map: { Contractor: 'contractor_name' },
      rejectsFile: path.join(REJECTS, 'permits.rejects.csv'),
    });
    expect(summary).toMatchObject({ read: 4, loaded: 2, rejected: { 'bad date': 1, 'no location': 1 } });

    const sales = await listMarketSales(t.db, 'ames-ia');
    const first = sales.find((s) => s.latitude === 42.054035 && s.longitude === -93.619754)!;
    const property = (await findProperty(t.db, (await getMarketSale(t.db, first.id))!.kukunId))!;
    const provider = propertyDataProvider('sample');
    const report = buildReport(provider, property);
    expect(report.permits).toEqual([{ permitDate: '2009-04-14', kukunPermitLabelList: 'Roofing', permitDescription: 'Tear-off and re-roof', companyName: 'Cyclone Roofing LLC' }]);
    expect(report.summary.permitsTotal).toBe(1);
    // The re-roof renews the roof; no other part has an install year after the year built that no record explains.
    expect(report.summary.renovationHistory).toBe(1);
    const yearBuilt = report.summary.yearBuilt;
    for (const c of report.condition.components) expect(c.installYear).toBe(c.key === 'roof' ? Math.max(2009, yearBuilt) : yearBuilt);
    const projects = neighborhoodProjects(provider, property);
    expect(projects.dataSource.isSample).toBe(false);
    expect(projects.permits.map((p) => p.companyName).sort()).toEqual(['Cyclone Roofing LLC', 'Story County Builders']);
    expect(projects.permits.find((p) => p.companyName === 'Story County Builders')).toMatchObject({ projectType: 'Addition', jobValue: 32000, status: 'Issued' });
  }, 240_000);
});
