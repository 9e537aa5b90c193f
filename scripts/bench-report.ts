/**
 * Part of `npm run bench`: the home report API on its own (no build needed). Starts one API process on
 * a throw-away PGlite folder (job workers off), then loads the report of one home with autocannon
 * (16 connections for 10 s after a 2 s warm-up, like bench.ts): as a guest, as a signed-in member, and
 * as a browser revalidating its copy (If-None-Match, answered 304). Merges `reportApi` into
 * bench/results.json. Alone: `npx tsx scripts/bench-report.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kukunIdOf, loadFigures, mergeResults, signUpMember, startApi, stopProcess, waitFor, warmThenMeasure } from './bench-api';

// Outside the e2e ports (3000-3005, 4000) and the replica bench's (4100, 4101).
const PORT = 4110;
const BASE = `http://127.0.0.1:${PORT}`;
const HOME = { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78701' };

/** Throughput and latency of one GET; `expect` is the status every answer should have. */
async function load(url: string, headers: Record<string, string>, expect: number) {
  const r = await warmThenMeasure({ url, connections: 16, headers });
  // autocannon counts 304 as non-2xx; count answers other than the expected status as errors.
  const unexpected = expect === 200 ? r.non2xx : r.requests.total - r.non2xx;
  return loadFigures(r, r.errors + r.timeouts + r['5xx'] + unexpected);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-report-'));
  const api = startApi(PORT, { DATA_DIR: path.join(dataDir, 'pglite') });
  try {
    await waitFor(`${BASE}/api/ready`, 120_000);
    const kukunId = await kukunIdOf(BASE, HOME);
    const cookie = await signUpMember(BASE, 'Member');
    const url = `${BASE}/api/v1/property/properties/${kukunId}/report`;
    const etag = (await fetch(url)).headers.get('etag');
    const reportApi = {
      machine: `${os.cpus().length} cores, node ${process.version}`,
      load: 'autocannon, 16 connections for 10 s after 2 s warm-up, one API process on PGlite, job workers off',
      guest: await load(url, {}, 200),
      signedInMember: await load(url, { cookie }, 200),
      guestRevalidated: etag ? await load(url, { 'if-none-match': etag }, 304) : null,
    };
    mergeResults({ reportApi });
    console.log('Home report API (autocannon, 16 connections, 10 s each)');
    console.table({ guest: reportApi.guest, signedInMember: reportApi.signedInMember, ...(reportApi.guestRevalidated ? { guestRevalidated: reportApi.guestRevalidated } : {}) });
  } finally {
    stopProcess(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
