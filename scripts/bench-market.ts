/**
 * Part of `npm run bench`: real market data. Loads the bundled Ames sales (2,930 rows, the same path
 * as `npm run data:import`) into a throw-away PGlite folder, fits the market's home-value model, then
 * values recorded homes for five seconds with the model in service (cached, as the API serves it).
 * Merges `marketImport` and `marketModel` into bench/results.json. Alone: `npx tsx scripts/bench-market.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../api/src/db/database';
import { AMES, importMarketFile, listMarketSales } from '../api/src/modules/market';
import { marketValue, trainMarketModel } from '../api/src/modules/valuation';
import { mergeResults } from './bench-api';

const VALUE_SECONDS = 5;
const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;
const round2 = (x: number) => Math.round(x * 100) / 100;

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
  const database = await openDatabase({ dataDir: path.join(work, 'pglite') });
  const { db } = database;
  try {
    let started = process.hrtime.bigint();
    const summary = await importMarketFile(db, { ...AMES, kind: 'sales', rejectsFile: path.join(work, 'rejects.csv') });
    const importSeconds = seconds(started);
    const marketImport = {
      file: 'api/data/markets/ames-ia/sales.csv',
      database: 'pglite',
      rows: summary.read,
      loaded: summary.loaded,
      seconds: round2(importSeconds),
      rowsPerSecond: Math.round(summary.read / importSeconds),
    };
    console.log('market import', marketImport);

    started = process.hrtime.bigint();
    const { model } = await trainMarketModel(db, AMES.slug);
    const trainingSeconds = seconds(started);

    // The homes valued: every recorded sale's facts in turn (the first call also warms the per-process cache).
    const homes = await listMarketSales(db, AMES.slug);
    await marketValue(db, AMES.slug, homes[0]!);
    let valued = 0;
    started = process.hrtime.bigint();
    while (seconds(started) < VALUE_SECONDS) {
      await marketValue(db, AMES.slug, homes[valued % homes.length]!);
      valued += 1;
    }
    const marketModel = {
      market: AMES.slug,
      method: model.method,
      salesFitted: model.salesCount,
      trainingSeconds: round2(trainingSeconds),
      valuesPerSecond: Math.round(valued / seconds(started)),
    };
    console.log('market model', marketModel);
    mergeResults({ marketImport, marketModel });
  } finally {
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
