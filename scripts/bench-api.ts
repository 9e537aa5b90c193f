/**
 * Part of `npm run bench`: what the API benchmarks share (bench.ts, bench-report.ts, bench-replicas.ts):
 * starting an API process, waiting for it, signing a member up, one warm-up-then-measure autocannon run,
 * merging a section into bench/results.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchPage } from './bench-pages';
import { CSRF_HEADER, CSRF_HEADER_VALUE, defaultEstimatorAnswers } from '@homeworth/shared-lib/domain';

export const root = path.resolve(__dirname, '..');

type LoadResult = Awaited<ReturnType<typeof autocannon>>;

// The estimate the estimator benchmarks price: a national midrange kitchen, as the result page asks for it.
export const BENCH_ESTIMATE = {
  project: 'Kitchen-Renovation-Cost',
  finishLevel: 'midrange',
  answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost', { 'property-address': { state: 'TX' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 }),
};

/** The pages compared, federated against single app (an estimator step and its result among them). */
export const COMPARED_PAGES: readonly BenchPage[] = [
  { route: '/' },
  { route: '/login' },
  { route: '/dashboard' },
  { route: `/${BENCH_ESTIMATE.project}` },
  {
    route: `/${BENCH_ESTIMATE.project}/estimator-result`,
    prepare: {
      // The result page prices the answers given in this tab; give them as a visitor would have.
      script: (estimate) => {
        const { project, answers, finishLevel } = estimate as typeof BENCH_ESTIMATE;
        sessionStorage.setItem(`hw:estimator:${project}`, JSON.stringify({ answers, finishLevel }));
      },
      arg: BENCH_ESTIMATE,
    },
  },
];

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitFor(url: string, ms: number): Promise<void> {
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

/** One API process on `port`, job workers off, in its own process group (stop it with stopProcess). */
export function startApi(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', JOB_WORKERS: 'false', SHARE_LINK_SECRET: 'bench-'.padEnd(64, '0'), ...env },
    stdio: 'ignore',
    detached: true,
  });
}

/** Stops a process started detached, with everything it started. */
export function stopProcess(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

/**
 * The whole product (`scripts/serve-all.ts`) on a throw-away database, its own process group; resolves
 * once the shell and the API answer. `stop()` ends it and removes the database.
 */
export async function startProduct(tag: string): Promise<{ stop(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hw-${tag}-`));
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/serve-all.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(dataDir, 'pglite'), REMOTES_FILE: path.join(dataDir, 'remotes.json'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor('http://localhost:3000/api/health', 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}

/** A JSON POST to the API at `base`, as the site sends it (CSRF header, optional session cookie). */
export function postJson(base: string, url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs a new member up (a unique email each run) and returns their session cookie (`hw_session=...`). */
export async function signUpMember(base: string, lastName: string): Promise<string> {
  const signUp = await postJson(base, '/api/v1/security/sign-up', {
    email: `bench.${lastName.toLowerCase()}.${Date.now()}@example.com`,
    firstName: 'Bench',
    lastName,
    password: 'Str0ng!pass-bench',
    rePassword: 'Str0ng!pass-bench',
    deciveType: 'desktop',
    roleId: 2,
    termsAccepted: true,
  });
  return signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('hw_session='))!;
}

/** The kukunId of a home, through the real lookup route. */
export async function kukunIdOf(base: string, home: { address: string; city: string; state: string; zipCode: string }): Promise<number> {
  return ((await (await postJson(base, '/api/v1/property/kukun-id', home)).json()) as { message: { kukunId: number } }).message.kukunId;
}

/** autocannon for `seconds` (10 by default) after a 2 s warm-up with the same options; the measured run's result. */
export async function warmThenMeasure(options: Parameters<typeof autocannon>[0], seconds = 10): Promise<LoadResult> {
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: seconds });
}

/** The figures bench/results.json keeps of one run: requests, the errors as the caller counts them, requests per second, latency percentiles. */
export function loadFigures(r: LoadResult, errors: number) {
  return { requests: r.requests.total, errors, requestsPerSecond: Math.round(r.requests.average), p50Ms: r.latency.p50, p97_5Ms: r.latency.p97_5, p99Ms: r.latency.p99 };
}

/** Writes one section of bench/results.json, keeping the others (each bench script owns its sections). */
export function mergeResults(section: Record<string, unknown>): void {
  const file = path.join(root, 'bench/results.json');
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, ...section }, null, 2)}\n`);
}
