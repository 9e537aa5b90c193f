import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAs, useTestApp } from '../../test/test-app';
import { importMarketFile } from '../market';

// A city's open permit file, loaded as a market's permits, counts in the contractor directory.

const FIXTURE = path.join(__dirname, '..', 'market', 'test-fixtures', 'ames-permits.csv');

describe('contractor directory: permits from a loaded market', () => {
  const t = useTestApp();

  it('counts a market’s recent permits for the contractors they name, near the searched ZIP code', async () => {
    // The fixture's 2009 permits moved to last month, so they are recent.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'market-permits-'));
    const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const file = path.join(work, 'permits.csv');
    fs.writeFileSync(file, fs.readFileSync(FIXTURE, 'utf8').replace(/2009-0[48]-\d\d/g, lastMonth));
    const summary = await importMarketFile(t.db, {
      slug: 'ames-ia',
      kind: 'permits',
      file,
      map: { Contractor: 'contractor_name' },
      market: { name: 'Ames, IA', city: 'Ames', state: 'IA' },
    });
    expect(summary.loaded).toBe(2);

    const answer = await getAs(t.app, '/api/v1/professional/professionals-near-by?zipCode=50010');
    expect(answer.statusCode).toBe(200);
    const results = answer.json().message.results as { companyName: string; recentPermits: { count: number; types: string[] }; claimed: boolean }[];
    expect(results.find((r) => r.companyName === 'Cyclone Roofing LLC')).toMatchObject({ claimed: false, recentPermits: { count: 1, types: ['Roofing'] } });
    expect(results.find((r) => r.companyName === 'Story County Builders')).toMatchObject({ recentPermits: { count: 1, types: ['Addition'] } });
    // Far from the market, its permits do not count.
    const far = (await getAs(t.app, '/api/v1/professional/professionals-near-by?zipCode=78701')).json().message.results as { companyName: string }[];
    expect(far.map((r) => r.companyName)).not.toContain('Cyclone Roofing LLC');
    fs.rmSync(work, { recursive: true, force: true });
  }, 120_000);
});
