/**
 * Part of `npm run bench`: the home report API on its own (no build needed). Starts one API process on
 * a throw-away PGlite folder (job workers off), then loads the report of one home with autocannon
 * (16 connections for 10 s after a 2 s warm-up, like bench.ts): as a guest, as a signed-in member, and
 * as a browser revalidating its copy (If-None-Match, answered 304). Merges `reportApi` into
 * bench/results.json. Alone: `npx tsx scripts/bench-report.ts`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(__dirname, '..');
// Outside the e2e ports (3000-3005, 4000) and the replica bench's (4100, 4101).
const PORT = 4110;
const BASE = `http://127.0.0.1:${PORT}`;
const CSRF = { 'x-requested-with': 'homeworth' };
const HOME = { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78701' };

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function post(url: string, body: unknown, cookie?: string) {
  return fetch(`${BASE}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...CSRF, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
}

/** Throughput and latency of one GET; `expect` is the status every answer should have. */
async function load(url: string, headers: Record<string, string>, expect: number) {
  const options = { url, connections: 16, headers };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: 10 });
  // autocannon counts 304 as non-2xx; count answers other than the expected status as errors.
  const unexpected = expect === 200 ? r.non2xx : r.requests.total - r.non2xx;
  return {
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r['5xx'] + unexpected,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p97_5Ms: r.latency.p97_5,
    p99Ms: r.latency.p99,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-report-'));
  const api = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(dataDir, 'pglite'), LOG_LEVEL: 'warn', JOB_WORKERS: 'false', SHARE_LINK_SECRET: 'bench-'.padEnd(64, '0') },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`${BASE}/api/ready`, 120_000);
    const kukunId = ((await (await post('/api/v1/property/kukun-id', HOME)).json()) as { message: { kukunId: number } }).message.kukunId;
    const signUp = await post('/api/v1/security/sign-up', {
      email: `bench.member.${Date.now()}@example.com`,
      firstName: 'Bench',
      lastName: 'Member',
      password: 'Str0ng!pass-bench',
      rePassword: 'Str0ng!pass-bench',
      deciveType: 'desktop',
      roleId: 2,
      termsAccepted: true,
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('hw_session='))!;
    const url = `${BASE}/api/v1/property/properties/${kukunId}/report`;
    const etag = (await fetch(url)).headers.get('etag');
    const reportApi = {
      machine: `${os.cpus().length} cores, node ${process.version}`,
      load: 'autocannon, 16 connections for 10 s after 2 s warm-up, one API process on PGlite, job workers off',
      guest: await load(url, {}, 200),
      signedInMember: await load(url, { cookie }, 200),
      guestRevalidated: etag ? await load(url, { 'if-none-match': etag }, 304) : null,
    };
    const file = path.join(root, 'bench/results.json');
    const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ ...previous, reportApi }, null, 2)}\n`);
    console.log('Home report API (autocannon, 16 connections, 10 s each)');
    console.table({ guest: reportApi.guest, signedInMember: reportApi.signedInMember, ...(reportApi.guestRevalidated ? { guestRevalidated: reportApi.guestRevalidated } : {}) });
  } finally {
    if (api.pid) process.kill(-api.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
