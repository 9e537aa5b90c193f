/**
 * Part of `npm run bench`: the keyed data API on its own (no build needed). Starts one API process on a
 * throw-away PGlite folder with job workers on, signs a partner up, buys Enterprise through the sandbox
 * checkout, creates keys, then measures the value route (`GET /api/data/v1/properties/{id}/value`) with
 * autocannon: within one key's rate limit (45 a second) and at capacity with one key per connection;
 * and how long a 1,000-item batch takes to value. Merges `dataApi` into bench/results.json.
 * Alone: `npx tsx scripts/bench-data-api.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadFigures, mergeResults, startApi, stopProcess, waitFor, warmThenMeasure } from './bench-api';
import { batchSeconds, benchPropertyId, enterprisePartner } from './bench-data-api-client';

// Outside the e2e ports (3000-3005, 4000) and the other benches' (4100, 4101, 4110).
const PORT = 4120;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 16;
const BATCH_ITEMS = 1000;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-data-api-'));
  const api = startApi(PORT, { DATA_DIR: path.join(dataDir, 'pglite'), JOB_WORKERS: 'true' });
  try {
    await waitFor(`${BASE}/api/ready`, 120_000);
    const keys = await enterprisePartner(BASE, CONNECTIONS);
    const id = await benchPropertyId(BASE, keys[0]!);
    const url = `${BASE}/api/data/v1/properties/${id}/value`;
    const oneKey = await warmThenMeasure({ url, connections: 4, overallRate: 45, headers: { 'x-api-key': keys[1]! } });
    let next = 0;
    const capacity = await warmThenMeasure({
      url,
      connections: CONNECTIONS,
      // One key per connection: the per-key limit (Enterprise, 50 a second) is not what this measures.
      setupClient: (client) => client.setHeaders({ 'x-api-key': keys[next++ % keys.length]! }),
    });
    const dataApi = {
      machine: `${os.cpus().length} cores, node ${process.version}`,
      load: 'autocannon 10 s after 2 s warm-up, one API process on PGlite; Enterprise plan (50 requests a second per key)',
      valueRouteOneKey: loadFigures(oneKey, oneKey.errors + oneKey.timeouts + oneKey.non2xx),
      valueRouteCapacity: loadFigures(capacity, capacity.errors + capacity.timeouts + capacity.non2xx),
      batch1000Seconds: await batchSeconds(BASE, keys[2]!, BATCH_ITEMS),
    };
    mergeResults({ dataApi });
    console.log('Data API: value route (one key at 45/s; 16 keys at capacity) and a 1,000-item batch');
    console.table({ valueRouteOneKey: dataApi.valueRouteOneKey, valueRouteCapacity: dataApi.valueRouteCapacity });
    console.log(`1,000-item batch: ${dataApi.batch1000Seconds} s`);
  } finally {
    stopProcess(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
