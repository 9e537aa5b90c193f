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
import { loadFigures, mergeResults, postJson, signUpMember, startApi, stopProcess, waitFor, warmThenMeasure } from './bench-api';

// Outside the e2e ports (3000-3005, 4000) and the other benches' (4100, 4101, 4110).
const PORT = 4120;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 16;
const BATCH_ITEMS = 1000;

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  const body = (await answer.json()) as { success: boolean; message: T };
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${JSON.stringify(body)}`);
  return body.message;
}

/** A partner on Enterprise (paid in the sandbox checkout) and its secret keys. */
async function enterprisePartner(keys: number): Promise<string[]> {
  const cookie = await signUpMember(BASE, 'DataPartner');
  await json(postJson(BASE, '/api/v1/developer/organizations', { name: 'Bench Lending' }, cookie));
  const { checkoutUrl } = await json<{ checkoutUrl: string }>(postJson(BASE, '/api/v1/developer/plan/checkout', { plan: 'enterprise' }, cookie));
  const pay = new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Bench Partner', action: 'pay' });
  await fetch(new URL(checkoutUrl, BASE), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: pay,
    redirect: 'manual',
  });
  const created: string[] = [];
  for (let i = 0; i < keys; i += 1) {
    created.push((await json<{ key: string }>(postJson(BASE, '/api/v1/developer/keys', { name: `bench ${i}`, scopes: ['property', 'valuation', 'batch'] }, cookie))).key);
  }
  return created;
}

async function batchSeconds(key: string): Promise<number> {
  const items = Array.from({ length: BATCH_ITEMS }, (_, i) => ({ address: `${100 + i} Oak Street`, city: 'Austin', state: 'TX', zip: '78701' }));
  const headers = { 'content-type': 'application/json', 'x-api-key': key };
  const started = Date.now();
  const { id } = await json<{ id: string }>(fetch(`${BASE}/api/data/v1/batches`, { method: 'POST', headers, body: JSON.stringify({ items }) }));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const batch = await json<{ status: string }>(fetch(`${BASE}/api/data/v1/batches/${id}?limit=1`, { headers }));
    if (batch.status === 'done') return Math.round((Date.now() - started) / 100) / 10;
    if (Date.now() - started > 600_000) throw new Error('the batch did not finish in 10 minutes');
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-data-api-'));
  const api = startApi(PORT, { DATA_DIR: path.join(dataDir, 'pglite'), JOB_WORKERS: 'true' });
  try {
    await waitFor(`${BASE}/api/ready`, 120_000);
    const keys = await enterprisePartner(CONNECTIONS);
    const query = new URLSearchParams({ address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zip: '78701' });
    const { id } = await json<{ id: number }>(fetch(`${BASE}/api/data/v1/properties?${query.toString()}`, { headers: { 'x-api-key': keys[0]! } }));
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
      batch1000Seconds: await batchSeconds(keys[2]!),
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
