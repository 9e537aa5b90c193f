/**
 * Part of `npm run bench`, run inside scripts/with-postgres.sh (it needs DATABASE_URL): the estimate
 * and home-report endpoints on one API replica and on two replicas of the same PostgreSQL, under
 * the same total load (autocannon, 16 connections for 10 s after a 2 s warm-up; with two replicas,
 * 8 connections on each). Also counts the server connections the replicas hold under that load.
 * Merges `replicas` into bench/results.json. The machine's cores bound what a second replica can add.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { BENCH_ESTIMATE, kukunIdOf, mergeResults, startApi, stopProcess, waitFor } from './bench-api';

const PORTS = [4100, 4101];
const CSRF = { 'x-requested-with': 'homeworth' };

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench-replicas.ts runs inside scripts/with-postgres.sh (DATABASE_URL)');

interface Target {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Requests per second over all the given replicas, the load split evenly between them. */
async function load(ports: number[], target: Target): Promise<{ requestsPerSecond: number; errors: number; p99Ms: number }> {
  const run = (duration: number) =>
    Promise.all(
      ports.map((port) =>
        autocannon({
          url: `http://127.0.0.1:${port}${target.path}`,
          method: target.method ?? 'GET',
          connections: 16 / ports.length,
          duration,
          headers: { 'content-type': 'application/json', ...CSRF },
          ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
        }),
      ),
    );
  await run(2);
  const results = await run(10);
  return {
    requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r['5xx'], 0),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** Connections to the homeworth database right now (the replicas' pools; this script's own excluded). */
async function serverConnections(): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const replicas = PORTS.map((port) => startApi(port));
  try {
    await Promise.all(PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/api/ready`, 120_000)));
    const kukunId = await kukunIdOf(`http://127.0.0.1:${PORTS[0]}`, { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78701' });
    const targets: Record<string, Target> = {
      estimateKitchen: { path: '/api/v1/estimation/estimates', method: 'POST', body: BENCH_ESTIMATE },
      homeReport: { path: `/api/v1/property/properties/${kukunId}/report` },
    };
    const measured: Record<string, unknown> = {};
    let busiestConnections = 0;
    for (const [name, target] of Object.entries(targets)) {
      const one = await load([PORTS[0]!], target);
      const sampling = load(PORTS, target);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      busiestConnections = Math.max(busiestConnections, await serverConnections());
      const two = await sampling;
      measured[name] = { oneReplica: one, twoReplicas: two, ratio: Number((two.requestsPerSecond / one.requestsPerSecond).toFixed(2)) };
    }
    const replicasResult = {
      machine: `${os.cpus().length} cores`,
      load: 'autocannon, 16 connections in all for 10 s after 2 s warm-up, straight to the replicas (no proxy)',
      ...measured,
      serverConnectionsUnderLoadTwoReplicas: busiestConnections,
    };
    mergeResults({ replicas: replicasResult });
    console.log('API replicas on one PostgreSQL (requests per second, same total load)');
    console.table(
      Object.fromEntries(
        Object.entries(measured).map(([k, v]) => {
          const m = v as { oneReplica: { requestsPerSecond: number }; twoReplicas: { requestsPerSecond: number }; ratio: number };
          return [k, { one: m.oneReplica.requestsPerSecond, two: m.twoReplicas.requestsPerSecond, ratio: m.ratio }];
        }),
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
