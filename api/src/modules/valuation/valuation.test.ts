import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { useTestApp } from '../../test/test-app';
import { enqueueMarketTraining, getMarketSale, importMarketFile, listMarketSales } from '../market';
import { currentHomeValue } from '../property';
import { runEvaluate } from './evaluate-cli';
import { latestEvaluations, marketIndex, marketValue, staleMarkets, trainMarketModel } from './index';
import { syntheticSales } from './synthetic-market';

const SLUG = 'synth-town';
const sales = syntheticSales(240, { seed: 11, slug: SLUG });

function writeCsv(): string {
  const file = path.join(os.tmpdir(), `valuation-${process.pid}.csv`);
  const header = 'Sale Price,Sale Date,Living Area,Bedrooms,Bathrooms,Year Built,Lot Area,Latitude,Longitude,City,State,Neighborhood,Finish,Sale_Condition';
  const rows = sales.map((s) =>
    [
      s.salePrice,
      s.saleDate,
      s.livingArea,
      s.bedrooms,
      s.bathrooms,
      s.yearBuilt,
      s.lotArea,
      s.latitude,
      s.longitude,
      s.city,
      s.state,
      s.extras.Neighborhood,
      s.extras.Finish,
      s.extras.Sale_Condition,
    ].join(','),
  );
  writeFileSync(file, [header, ...rows].join('\n'));
  return file;
}

async function run(argv: string[], db: Parameters<typeof runEvaluate>[1]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runEvaluate(
    argv,
    db,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

describe('market valuation models', () => {
  const t = useTestApp();

  // The test app empties every table before each test: each test loads the market again.
  beforeEach(async () => {
    await importMarketFile(t.db, {
      slug: SLUG,
      kind: 'sales',
      file: writeCsv(),
      market: { name: 'Synth Town, IA', city: 'Synth', state: 'IA', sourceText: 'Made-up test market' },
      rejectsFile: path.join(os.tmpdir(), `valuation-${process.pid}.rejects.csv`),
    });
  });

  it('trains a stale market, then values a home with an interval, FSD, as-of date and comparables', async () => {
    expect(await staleMarkets(t.db)).toContain(SLUG);
    expect(await marketValue(t.db, SLUG, sales[0]!)).toBeNull();
    const { model } = await trainMarketModel(t.db, SLUG);
    expect(await staleMarkets(t.db)).not.toContain(SLUG);
    expect(model.salesCount).toBe(sales.filter((s) => s.extras.Sale_Condition === 'Normal').length);

    const value = await marketValue(t.db, SLUG, sales[0]!, '2020-12-15');
    expect(value).toMatchObject({ marketSlug: SLUG, asOf: '2020-12-15', method: model.method });
    expect(value!.low).toBeLessThan(value!.value);
    expect(value!.high).toBeGreaterThan(value!.value);
    expect(value!.fsd).toBeGreaterThan(0.02);
    expect(value!.fsd).toBeLessThan(0.3);
    expect(value!.comparables.length).toBeGreaterThan(0);
    expect(value!.comparables.every((c) => c.saleDate <= '2020-12-15' && c.distanceMiles !== null)).toBe(true);
    // Without a date the value is as of the newest sale the model saw.
    expect((await marketValue(t.db, SLUG, sales[0]!))!.asOf).toBe(model.trainedThrough);

    const index = await marketIndex(t.db, SLUG);
    expect(index![0]).toMatchObject({ month: '2018-01', trend: 1 });
    expect(index!.at(-1)!.trend).toBeGreaterThan(1.2);
  });

  it("a recorded home's value comes from its market's model; any other home keeps the sample value", async () => {
    const [first] = await listMarketSales(t.db, SLUG);
    const recorded = (await getMarketSale(t.db, first!.id))!;
    expect(await currentHomeValue(t.db, recorded.kukunId, 123_000)).toMatchObject({ value: 123_000, source: 'sample-data' });
    await trainMarketModel(t.db, SLUG);
    const modelled = await currentHomeValue(t.db, recorded.kukunId, 123_000);
    expect(modelled).toMatchObject({ source: 'market-model', value: (await marketValue(t.db, SLUG, recorded))!.value });
    expect(modelled.low! < modelled.value && modelled.value < modelled.high!).toBe(true);
    expect(await currentHomeValue(t.db, 12345, 123_000)).toMatchObject({ value: 123_000, source: 'sample-data', low: null });
  });

  it('the market.train-model job fits the market named in it', async () => {
    await enqueueMarketTraining(t.jobs, SLUG);
    for (let i = 0; i < 100 && (await staleMarkets(t.db)).includes(SLUG); i++) await new Promise((r) => setTimeout(r, 200));
    expect(await staleMarkets(t.db)).not.toContain(SLUG);
    expect(await marketValue(t.db, SLUG, sales[1]!)).not.toBeNull();
  });

  it('avm:evaluate --json prints exactly n, mdape, ppe10, ppe20, coverage80 and baseline.mdape, and stores the figures', async () => {
    await trainMarketModel(t.db, SLUG);
    const { code, out } = await run(['--market', SLUG, '--folds', '3', '--json'], t.db);
    expect(code).toBe(0);
    const result = JSON.parse(out.join('\n'));
    expect(Object.keys(result).sort()).toEqual(['baseline', 'coverage80', 'mdape', 'n', 'ppe10', 'ppe20']);
    expect(Object.keys(result.baseline)).toEqual(['mdape']);
    expect(result.n).toBeGreaterThan(200);
    expect(result.mdape).toBeLessThan(result.baseline.mdape);
    const stored = (await latestEvaluations(t.db)).find((e) => e.marketSlug === SLUG);
    expect(stored).toMatchObject({ n: result.n, mdape: result.mdape, ppe10: result.ppe10, coverage80: result.coverage80, design: '3-fold cross-validation' });
    expect(Date.parse(stored!.evaluatedAt)).not.toBeNaN();

    const holdout = await run(['--market', SLUG, '--holdout-from', '2020-07-01'], t.db);
    expect(holdout.code).toBe(0);
    expect(holdout.out.join('\n')).toMatch(/median abs\. error/);
  });

  it.each([
    [[], '--market <slug> is required.'],
    [['--market', SLUG, '--folds', '1'], '--folds must be a whole number from 2 to 50'],
    [['--market', SLUG, '--holdout-from', '2020-13-45'], '--holdout-from must be a date YYYY-MM-DD'],
    [['--market', SLUG, '--folds', '3', '--holdout-from', '2020-01-01'], 'not both'],
    [['--market', SLUG, '--bogus'], 'Unknown argument "--bogus"'],
    [['--market', 'nowhere'], 'No market "nowhere" is loaded'],
    [['--market', SLUG, '--holdout-from', '2030-01-01'], "No arm's-length sales on or after 2030-01-01"],
  ])('avm:evaluate %j exits 1 with a clear message', async (argv, message) => {
    const { code, err } = await run(argv, t.db);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(message);
  });

  it('the npm script exits 1 on bad arguments', async () => {
    const script = path.join(__dirname, '..', '..', '..', 'scripts', 'avm-evaluate.ts');
    const failure = await promisify(execFile)('npx', ['tsx', script, '--folds', 'x'], { cwd: path.join(__dirname, '..', '..', '..') }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('--folds must be a whole number');
  });
});
