// Must stay the first import: it lets jest load PGlite (see the file).
import '../../test/node-loaded-modules';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/database';
import { listMarketSales, TRAIN_MARKET_MODEL_JOB } from './index';

// `npm run data:import` run as its own process, on a PGlite folder in a temp dir.

const TSX = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
const SCRIPT = path.resolve(__dirname, '../../../scripts/data-import.ts');
const FIXTURE = path.join(__dirname, 'test-fixtures', 'sales-small.csv');

let work: string;

async function runImport(args: string[], dataDir = path.join(work, 'pglite')): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [SCRIPT, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOME: work },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'data-import-cli-'));
  fs.copyFileSync(FIXTURE, path.join(work, 'sales.csv'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const SALES_ARGS = () => [
  '--market',
  'test-town',
  '--kind',
  'sales',
  '--file',
  path.join(work, 'sales.csv'),
  '--map',
  'Sq Ft=living_area',
  '--map',
  'Beds=bedrooms',
  '--skip-bundled',
];

describe('npm run data:import', () => {
  it('loads a file, writes each rejected line with its reason, queues the training, and loads nothing twice on a re-run', async () => {
    const first = await runImport(SALES_ARGS());
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Rows read: 8');
    expect(first.stdout).toContain('Loaded: 4');
    expect(first.stdout).toMatch(/Rejected: 4\n {2}no price: 1\n {2}no area: 1\n {2}bad date: 1\n {2}duplicate: 1/);
    expect(first.stdout).not.toContain('%'); // no progress bar when stdout is not a terminal
    const rejects = fs.readFileSync(path.join(work, 'sales.rejects.csv'), 'utf8').trim().split('\n');
    expect(rejects.map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'line,reason,Sale Price',
      '5,no price,',
      '6,no area,172000',
      '7,bad date,244000',
      '8,duplicate,215000',
    ]);

    const again = await runImport(SALES_ARGS());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Loaded: 0 (already loaded before: 4)');

    const database = await openDatabase({ dataDir: path.join(work, 'pglite') });
    try {
      const sales = await listMarketSales(database.db, 'test-town');
      expect(sales).toHaveLength(4);
      // --map named the area and bedrooms; Baths had no map and no field of that name, so it stays an extra fact.
      expect(sales[0]).toMatchObject({
        saleDate: '2009-03-02',
        salePrice: 215000,
        livingArea: 1656,
        bedrooms: 3,
        bathrooms: null,
        zip: '50010',
        extras: { Baths: 2, Neighborhood: 'North_Ames', Style: 'OneFam' },
      });
      const jobs = await database.db.execute(sql`select data from pgboss.job where name = ${TRAIN_MARKET_MODEL_JOB}`);
      expect((jobs as unknown as { rows: { data: { slug: string } }[] }).rows.map((row) => row.data.slug)).toEqual(['test-town']);
    } finally {
      await database.close();
    }
  }, 180_000);

  it.each([
    [['--market', 'test-town', '--kind', 'sales', '--file', 'FILE', '--map', 'Sq Ft=floor_space'], '"floor_space" is not a sales field'],
    [['--market', 'test-town', '--kind', 'sales', '--file', 'FILE'], 'The file has no living_area column'],
    [['--market', 'test-town', '--kind', 'sales', '--file', '/nonexistent/sales.csv'], 'Cannot read /nonexistent/sales.csv'],
    [['--market', 'Test_Town', '--kind', 'sales', '--file', 'FILE'], 'Market "Test_Town" is not a market slug'],
    [['--market', 'test-town', '--kind', 'houses', '--file', 'FILE'], '--kind must be sales or permits'],
    [['--market', 'test-town', '--kind', 'sales', '--file', 'FILE', '--map', 'Sq Ft=living_area', '--map', 'Nope=bedrooms'], 'the file has no column "Nope"'],
  ])(
    'refuses bad input with a message and exit code 1: %j',
    async (args, message) => {
      const untouched = path.join(work, 'never-opened');
      const result = await runImport(
        args.map((arg) => (arg === 'FILE' ? path.join(work, 'sales.csv') : arg)),
        untouched,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(fs.existsSync(untouched)).toBe(false); // refused before any database was opened
    },
    60_000,
  );
});
