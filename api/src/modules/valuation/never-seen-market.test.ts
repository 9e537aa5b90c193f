// Must stay the first import: it lets jest load PGlite (see the file).
import '../../test/node-loaded-modules';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../db/database';
import { listMarketSales } from '../market';
import { evaluateFolds } from './evaluate';
import { featureNames } from './features';
import { fitValuationModel } from './model';
import { kcLikeLines } from './test-fixtures/kc-like-sales';

// A market the product has never seen, in a county export's shape (an `id` column, `Oct 13 2014`
// dates, `yr_renovated` 0 for never, numeric ZIP codes), imported by the CLI and cross-validated.

const TSX = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
const SCRIPT = path.resolve(__dirname, '../../../scripts/data-import.ts');
const MAP = ['price=sale_price', 'date=sale_date', 'sqft_living=living_area', 'sqft_lot=lot_area', 'yr_built=year_built', 'zipcode=zip', 'lat=latitude', 'long=longitude'];

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'never-seen-market-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

it('imports through data:import with --map and beats its ZIP-median baseline with an honest 80% interval', async () => {
  const file = path.join(work, 'sales.csv');
  fs.writeFileSync(file, [...kcLikeLines(3000, { seed: 11, dateFormat: 'month-name', zips: 30 })].join('\n'));
  const dataDir = path.join(work, 'pglite');
  const args = ['--market', 'kc-like', '--kind', 'sales', '--file', file, '--skip-bundled', ...MAP.flatMap((m) => ['--map', m])];
  const { stdout } = await promisify(execFile)(TSX, [SCRIPT, ...args], { env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOME: work }, timeout: 120_000 });
  expect(stdout).toContain('Loaded: 3000');

  const database = await openDatabase({ dataDir });
  const sales = await listMarketSales(database.db, 'kc-like').finally(() => database.close());
  expect(sales[0]?.saleDate).toMatch(/^2014-05-\d\d$/);
  expect(sales[0]?.zip).toMatch(/^980\d\d$/);

  const names = featureNames(fitValuationModel(sales).hedonic.spec);
  expect(names.some((n) => n.startsWith('extras.id'))).toBe(false);
  expect(names).toContain('extras.yr_renovated:age');
  expect(names).toContain('extras.yr_renovated:missing');
  expect(names.some((n) => n.startsWith('zip=980'))).toBe(true);

  const result = evaluateFolds(sales, 5);
  expect(result.n).toBe(3000);
  expect(result.mdape).toBeLessThan(result.baseline.mdape * 0.85);
  expect(result.coverage80).toBeGreaterThanOrEqual(0.7);
  expect(result.coverage80).toBeLessThanOrEqual(0.9);
}, 180_000);
