import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAs, useTestApp } from '../../test/test-app';
import { AMES, importMarketFile } from '../market';
import { recordEvaluation, trainMarketModel } from './index';

const BASE = '/api/v1/valuation';
/** The first 200 Ames sales: enough for a model (30 or more arm's-length sales), quick to fit. */
const SLICE = path.join(os.tmpdir(), `valuation-route-${process.pid}.csv`);

describe('valuation routes: /api/v1/valuation', () => {
  const t = useTestApp();

  beforeAll(() => {
    const lines = fs.readFileSync(AMES.file, 'utf8').split('\n');
    fs.writeFileSync(SLICE, lines.slice(0, 201).join('\n'));
  });

  beforeEach(async () => {
    await importMarketFile(t.db, {
      slug: AMES.slug,
      kind: 'sales',
      file: SLICE,
      map: AMES.map,
      market: AMES.market,
      defaults: AMES.defaults,
      ...(AMES.derive ? { derive: AMES.derive } : {}),
      rejectsFile: path.join(os.tmpdir(), `valuation-route-${process.pid}.rejects.csv`),
    });
  });

  it('answers a market’s price index by month once its model is fitted; 404 before, and for unknown or malformed slugs', async () => {
    expect((await getAs(t.app, `${BASE}/markets/ames-ia/index`)).statusCode).toBe(404);
    await trainMarketModel(t.db, 'ames-ia');
    const response = await getAs(t.app, `${BASE}/markets/ames-ia/index`);
    expect(response.statusCode).toBe(200);
    const { months } = response.json().message;
    expect(months.length).toBeGreaterThan(1);
    expect(months[0]).toEqual({ month: expect.stringMatching(/^\d{4}-\d{2}$/), index: expect.any(Number), trend: expect.any(Number) });
    expect((await getAs(t.app, `${BASE}/markets/nowhere/index`)).statusCode).toBe(404);
    const bad = await getAs(t.app, `${BASE}/markets/Not%20A%20Slug/index`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it("lists each market's latest measured accuracy with the market's name and source; none before an evaluation", async () => {
    expect((await getAs(t.app, `${BASE}/accuracy`)).json().message).toEqual({ markets: [] });
    await recordEvaluation(t.db, 'ames-ia', { n: 40, mdape: 0.071, ppe10: 0.66, ppe20: 0.9, coverage80: 0.8, baseline: { mdape: 0.13 } }, 'holdout from 2010-01-01');
    const { markets } = (await getAs(t.app, `${BASE}/accuracy`)).json().message;
    expect(markets).toEqual([
      {
        slug: 'ames-ia',
        name: AMES.market.name,
        n: 40,
        mdape: 0.071,
        ppe10: 0.66,
        coverage80: 0.8,
        evaluatedAt: expect.any(String),
        method: expect.any(String),
        design: 'holdout from 2010-01-01',
        source: { text: AMES.market.sourceText, url: AMES.market.sourceUrl },
      },
    ]);
  });
});
