/* eslint-disable security/detect-non-literal-fs-filename -- test fixtures under the OS temp folder and the market fixtures */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../db/database';
import { AMES, getMarketSale, importMarketFile, listMarketSales } from '../../market';
import { trainMarketModel } from '../../valuation';

// Test data of the data API: the first 200 Ames sales (enough for a model, quick to fit) and the
// market's permit fixture.

const SLICE = path.join(os.tmpdir(), `data-api-ames-${process.pid}.csv`);
const PERMITS = path.join(__dirname, '..', '..', 'market', 'test-fixtures', 'ames-permits.csv');

/** Loads the Ames slice, fits its model and returns the report id of a recorded home. */
export async function loadAmes(db: Database, options: { permits?: boolean } = {}): Promise<{ recordedHomeId: number }> {
  if (!fs.existsSync(SLICE)) fs.writeFileSync(SLICE, fs.readFileSync(AMES.file, 'utf8').split('\n').slice(0, 201).join('\n'));
  const rejectsFile = path.join(os.tmpdir(), `data-api-ames-${process.pid}.rejects.csv`);
  await importMarketFile(db, {
    slug: AMES.slug,
    kind: 'sales',
    file: SLICE,
    map: AMES.map,
    market: AMES.market,
    defaults: AMES.defaults,
    ...(AMES.derive ? { derive: AMES.derive } : {}),
    rejectsFile,
  });
  if (options.permits) await importMarketFile(db, { slug: AMES.slug, kind: 'permits', file: PERMITS, map: { Contractor: 'contractor_name' }, rejectsFile });
  await trainMarketModel(db, AMES.slug);
  const sales = await listMarketSales(db, AMES.slug);
  const sale = await getMarketSale(db, sales[sales.length - 1]!.id);
  return { recordedHomeId: sale!.kukunId };
}
