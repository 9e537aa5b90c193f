/**
 * Part of `npm run bench`: the market importer's speed. Loads the bundled Ames sales (2,930 rows, the
 * same path as `npm run data:import`) into a throw-away PGlite folder and merges `marketImport`
 * (rows, seconds, rows per second) into bench/results.json. Alone: `npx tsx scripts/bench-import.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../api/src/db/database';
import { AMES, importMarketFile } from '../api/src/modules/market';
import { mergeResults } from './bench-api';

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const database = await openDatabase({ dataDir: path.join(work, 'pglite') });
  try {
    const started = process.hrtime.bigint();
    const summary = await importMarketFile(database.db, { ...AMES, kind: 'sales', rejectsFile: path.join(work, 'rejects.csv') });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const marketImport = {
      file: 'api/data/markets/ames-ia/sales.csv',
      database: 'pglite',
      rows: summary.read,
      loaded: summary.loaded,
      seconds: Math.round(seconds * 100) / 100,
      rowsPerSecond: Math.round(summary.read / seconds),
    };
    console.log('market import', marketImport);
    mergeResults({ marketImport });
  } finally {
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
