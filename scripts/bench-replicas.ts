/**
 * Part of `npm run bench`, run inside scripts/with-postgres.sh (it needs DATABASE_URL): the estimate, a
 * guest's home report and a signed-in member's home report on one API replica and on two replicas of the
 * same PostgreSQL, under the same total load (autocannon, 16 connections for 10 s after a 2 s warm-up;
 * with two replicas, 8 on each). For each run it also counts where the CPU went (each replica, PostgreSQL,
 * the load generator, idle; scripts/bench-cpu.ts) and the server connections the replicas hold. Merges
 * `replicas` into bench/results.json. The machine's cores bound what a second replica can add.
 *
 * BENCH_CONNECTIONS (default 16) changes the total connections; BENCH_LOAD=process runs autocannon in
 * separate processes (one per replica) instead of inside this one; BENCH_POOL sets each replica's pool size;
 * BENCH_TARGETS (names, comma-separated) measures only those.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { BENCH_ESTIMATE, kukunIdOf, mergeResults, root, signUpMember, startApi, stopProcess, waitFor } from './bench-api';
import { countCpu, machineLoad, postmasterOf, type CpuShare } from './bench-cpu';

const PORTS = [4100, 4101];
const CSRF = { 'x-requested-with': 'homeworth' };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const LOAD_IN_PROCESSES = process.env.BENCH_LOAD === 'process';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench-replicas.ts runs inside scripts/with-postgres.sh (DATABASE_URL)');

interface Target {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

interface RunFigures {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  '5xx': number;
  non2xx: number;
}

/** One autocannon run against one replica, in this process or in a process of its own (its process group returned for the CPU count). */
function autocannonRun(port: number, target: Target, connections: number, duration: number): { done: Promise<RunFigures>; group?: number } {
  const url = `http://127.0.0.1:${port}${target.path}`;
  const headers = { 'content-type': 'application/json', ...CSRF, ...target.headers };
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  if (!LOAD_IN_PROCESSES) return { done: autocannon({ url, method: target.method ?? 'GET', connections, duration, headers, ...(body === undefined ? {} : { body }) }) };
  const args = ['-j', '-c', String(connections), '-d', String(duration), '-m', target.method ?? 'GET', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`])];
  const child = spawn(path.join(root, 'node_modules/.bin/autocannon'), [...args, ...(body === undefined ? [] : ['-b', body]), url], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<RunFigures>((resolve, reject) =>
    child.on('close', () => (out ? resolve(JSON.parse(out) as RunFigures) : reject(new Error('autocannon gave no result')))),
  );
  return { done, group: child.pid! };
}

/** Requests per second over the given replicas (the load split evenly), the worst p99, and where the CPU went. */
async function load(ports: number[], target: Target, groups: number[], postmaster: number) {
  const run = async (duration: number, count: boolean) => {
    const runs = ports.map((port) => autocannonRun(port, target, CONNECTIONS / ports.length, duration));
    const loadGroups = runs.flatMap((r) => (r.group === undefined ? [] : [r.group]));
    const stop = count ? countCpu([...groups, ...loadGroups], postmaster) : undefined;
    const results = await Promise.all(runs.map((r) => r.done));
    const cpu = stop?.();
    return { results, cpu: cpu && shareOf(cpu, groups.length) };
  };
  await run(2, false);
  const { results, cpu } = await run(10, true);
  return {
    requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r['5xx'] + r.non2xx, 0),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    cpuCores: cpu,
  };
}

/** The CPU count with load-generator processes (counted as groups after the replicas) added to the load generator. */
function shareOf(cpu: CpuShare, replicaCount: number): CpuShare {
  const loadProcesses = cpu.replicas.slice(replicaCount).reduce((a, b) => a + b, 0);
  return { ...cpu, replicas: cpu.replicas.slice(0, replicaCount), loadGenerator: Number((cpu.loadGenerator + loadProcesses).toFixed(2)) };
}

async function withServer<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Connections to the homeworth database right now (the replicas' pools; this script's own excluded). */
const serverConnections = () =>
  withServer(async (client) =>
    Number((await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows[0]!.n),
  );

async function main(): Promise<void> {
  const env: Record<string, string> = process.env.BENCH_POOL ? { DATABASE_POOL_MAX: process.env.BENCH_POOL } : {};
  const replicas = PORTS.map((port) => startApi(port, env));
  try {
    await Promise.all(PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/api/ready`, 120_000)));
    const postmaster = postmasterOf(await withServer(async (client) => Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid)));
    const first = `http://127.0.0.1:${PORTS[0]}`;
    const kukunId = await kukunIdOf(first, { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78701' });
    const cookie = await signUpMember(first, 'Replicas');
    const report = `/api/v1/property/properties/${kukunId}/report`;
    const targets: Record<string, Target> = {
      estimateKitchen: { path: '/api/v1/estimation/estimates', method: 'POST', body: BENCH_ESTIMATE },
      homeReport: { path: report },
      homeReportSignedIn: { path: report, headers: { cookie } },
    };
    // BENCH_TARGETS=homeReportSignedIn,... measures only those.
    const only = process.env.BENCH_TARGETS?.split(',');
    for (const name of Object.keys(targets)) if (only && !only.includes(name)) delete targets[name];
    const groups = replicas.map((r) => r.pid!);
    const measured: Record<string, { oneReplica: Awaited<ReturnType<typeof load>>; twoReplicas: Awaited<ReturnType<typeof load>>; ratio: number }> = {};
    let busiestConnections = 0;
    for (const [name, target] of Object.entries(targets)) {
      const one = await load([PORTS[0]!], target, groups, postmaster);
      const sampling = load(PORTS, target, groups, postmaster);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      busiestConnections = Math.max(busiestConnections, await serverConnections());
      const two = await sampling;
      measured[name] = { oneReplica: one, twoReplicas: two, ratio: Number((two.requestsPerSecond / one.requestsPerSecond).toFixed(2)) };
    }
    const replicasResult = {
      machine: machineLoad(),
      load: `autocannon, ${CONNECTIONS} connections in all for 10 s after 2 s warm-up, straight to the replicas (no proxy), ${LOAD_IN_PROCESSES ? 'one autocannon process per replica' : 'autocannon inside the bench process'}`,
      ...measured,
      serverConnectionsUnderLoadTwoReplicas: busiestConnections,
    };
    mergeResults({ replicas: replicasResult });
    console.log(`API replicas on one PostgreSQL (requests per second, same total load; ${replicasResult.load}; ${machineLoad()})`);
    console.table(
      Object.fromEntries(
        Object.entries(measured).map(([k, m]) => [
          k,
          {
            one: m.oneReplica.requestsPerSecond,
            p99One: m.oneReplica.p99Ms,
            two: m.twoReplicas.requestsPerSecond,
            p99Two: m.twoReplicas.p99Ms,
            ratio: m.ratio,
            errors: m.oneReplica.errors + m.twoReplicas.errors,
          },
        ]),
      ),
    );
    console.log('CPU during the measured 10 s, in cores (2 = the whole machine): replicas, PostgreSQL, load generator, idle');
    console.table(
      Object.fromEntries(
        Object.entries(measured).flatMap(([k, m]) =>
          (['oneReplica', 'twoReplicas'] as const).map((n) => {
            const c = m[n].cpuCores!;
            return [`${k} ${n}`, { replicas: c.replicas.join(' + '), postgres: c.postgres, loadGenerator: c.loadGenerator, idle: c.machineIdle }];
          }),
        ),
      ),
    );
    console.log(`Server connections held by two replicas under load: ${busiestConnections}`);
  } finally {
    for (const replica of replicas) stopProcess(replica);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
