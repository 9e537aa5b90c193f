/**
 * `npm run bench:scale` (inside scripts/with-postgres.sh: it needs POSTGRES_URL): how the cost of the
 * product's requests and jobs grows with the size of its data. For each size (BENCH_SCALE_SIZES, default
 * 1,000, 10,000 and 100,000 homeowners) it creates a fresh database on the PostgreSQL server, migrates
 * it, fills it with the scale seeder (api/src/scale), vacuums and analyzes it (as a database in service is), then
 * - starts one API process with job workers off and loads each request of bench-scale-routes.ts;
 * - restarts it with job workers on, delivering mail to a counting SMTP sink, waits until the queues
 *   are idle, and times the jobs of bench-scale-jobs.ts, each as its cron tick or its route starts it.
 * It prints one table (a column per size, the growth from the smallest to the largest size, "!" where a
 * p99 or a time per item grew more than 1.5x) and writes bench/scale.json.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openPostgres, type OpenDatabase } from '../api/src/db/database';
import { JobQueue } from '../api/src/jobs/job-queue';
import { seedScale } from '../api/src/scale/seed-scale';
import { root, startApi, stopProcess, waitFor } from './bench-api';
import { accountsOf, type ScaleAccounts } from './bench-scale-accounts';
import { contactsImportRun, discardQueuedJobs, nearbyPermitAlertRun, untilQueuesIdle, valuationBatchRun, valueAlertRun, weeklyEmailRun, type JobFigures } from './bench-scale-jobs';
import { ROUTE_LOAD, measureRoutes, scaleTargets, signIn, type ScaleSessions } from './bench-scale-routes';
import { formatTable, GROWTH_LIMIT, type SizeFigures } from '../tools/src/scale-table';
import { enterprisePartner } from './bench-data-api-client';
import { startSmtpSink } from './smtp-sink';

// Outside the e2e ports (3000-3005, 4000) and the other benches' (4100, 4101, 4110, 4120).
const PORT = 4130;
const BASE = `http://127.0.0.1:${PORT}`;
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').map((s) => Number(s.trim()));
// Data API keys the value route is loaded with, in turn (each key is limited to 50 requests a second).
const DATA_API_KEYS = 48;
// Accounts the sign-in load goes round (an account signing in many times at once is throttled).
const SIGN_IN_ACCOUNTS = 500;
// A cron tick inside a run would add a second pass: the weekly e-mail and value alerts tick on 1 January only (the nearby-permit tick is fixed at 14:10 UTC).
const NO_CRON = '0 0 1 1 *';

const adminUrl = process.env.POSTGRES_URL;
if (!adminUrl || SIZES.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('bench-scale.ts runs inside scripts/with-postgres.sh (POSTGRES_URL); BENCH_SCALE_SIZES is a list of user counts, e.g. 1000,10000');
}

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** The URL of database `name` on the bench's server. */
function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the server's admin database. */
async function onServer(statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Stops an API process and waits for it to exit (its pool closed), at most 30 s. */
async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  stopProcess(api);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
}

/** The API on the size's database (ADMIN_EMAILS the seeded admin, sign-in not rate-limited, no cron tick during the bench). */
async function startScaleApi(url: string, accounts: ScaleAccounts, env: Record<string, string>): Promise<ChildProcess> {
  const api = startApi(PORT, {
    DATABASE_URL: url,
    ADMIN_EMAILS: accounts.admin.email,
    AUTH_RATE_LIMIT_MAX: '100000000',
    MAINTENANCE_REMINDER_CRON: NO_CRON,
    VALUE_ALERT_CRON: NO_CRON,
    ...env,
  });
  try {
    await waitFor(`${BASE}/api/ready`, 300_000);
  } catch (error) {
    await stopApi(api);
    throw error;
  }
  return api;
}

/** The admin's session: signed in with the password, or the seeder's session when sign-in asks for a second step; two-step recorded if missing. */
async function adminSession(database: OpenDatabase, accounts: ScaleAccounts): Promise<string> {
  const cookie = await signIn(BASE, accounts.admin.email, accounts.password).catch(() => `hw_session=${accounts.admin.sessionToken}`);
  // The inbox asks an admin for two-step sign-in; a seeded admin without it gets one recorded, as its enrolment would.
  await database.db.execute(sql`insert into two_step_factors (user_id, secret_encrypted, enabled_at) values (${accounts.admin.userId}, 'bench', now()) on conflict do nothing`);
  return cookie;
}

/** Up to `count` seeded homeowners like the fixture's member: its password (the seeder gives every account the same one), its role, no second step. */
async function signInEmails(database: OpenDatabase, accounts: ScaleAccounts, count: number): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select u.email from users u, users m where m.email = ${accounts.member.email} and u.password_hash = m.password_hash and u.role_id = m.role_id
        and u.account_status = 'VERIFIED' and not exists (select 1 from two_step_factors t where t.user_id = u.id) order by u.id limit ${count}`,
  )) as unknown as { rows: Array<{ email: string }> };
  return result.rows.map((row) => row.email);
}

async function sessionsOf(database: OpenDatabase, accounts: ScaleAccounts): Promise<ScaleSessions> {
  return {
    admin: await adminSession(database, accounts),
    signInEmails: await signInEmails(database, accounts, SIGN_IN_ACCOUNTS),
    member: await signIn(BASE, accounts.member.email, accounts.password),
    planner: await signIn(BASE, accounts.planner.email, accounts.password),
    agent: await signIn(BASE, accounts.agent.email, accounts.password),
    apiKeys: await enterprisePartner(BASE, DATA_API_KEYS),
    propertyId: accounts.dataApiKukunId,
  };
}

/** Seeds, measures and drops one size. */
async function measureSize(users: number): Promise<SizeFigures & { rows: Record<string, number>; vacuumSeconds: number }> {
  const name = `homeworth_scale_${users}`;
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  const url = databaseUrl(name);
  const database = await openPostgres(url);
  try {
    log(`${users} users: seeding`);
    const seedStarted = Date.now();
    const fixture = await seedScale(database.db, { users, seed: 36, log: (line: string) => log(`  ${line}`) });
    const seedSeconds = seconds(Date.now() - seedStarted);
    // As a database in service is: vacuumed, so the autovacuum of the freshly written tables and the
    // first reads' hint-bit writes do not run inside the measured requests (more of them the larger the size).
    const vacuumStarted = Date.now();
    await database.db.execute(sql`vacuum (analyze)`);
    // And the seeding's writes flushed: else the checkpointer writes them out during the first requests.
    await database.db.execute(sql`checkpoint`);
    const vacuumSeconds = seconds(Date.now() - vacuumStarted);
    log(`${users} users: seeded in ${seedSeconds} s (vacuum, analyze and checkpoint ${vacuumSeconds} s)`);
    const accounts = accountsOf(fixture);

    let api = await startScaleApi(url, accounts, { JOB_WORKERS: 'false' });
    let sessions: ScaleSessions;
    let routes: SizeFigures['routes'];
    try {
      sessions = await sessionsOf(database, accounts);
      log(
        `${users} users: requests (${ROUTE_LOAD.connections} connections, ${ROUTE_LOAD.rounds} rounds of ${ROUTE_LOAD.seconds} s or until ${ROUTE_LOAD.minRequests} answers after a 2 s warm-up)`,
      );
      routes = await measureRoutes(BASE, scaleTargets(accounts, sessions), log);
    } finally {
      await stopApi(api);
    }

    const sink = await startSmtpSink();
    const jobs = new JobQueue(database.db);
    const workersOn = { JOB_WORKERS: 'true', SMTP_URL: sink.url };
    api = await startScaleApi(url, accounts, workersOn);
    const timed: Record<string, JobFigures> = {};
    try {
      const run = { db: database.db, jobs, sink };
      const step = async (label: string, measure: () => Promise<JobFigures>) => {
        await untilQueuesIdle(database.db);
        timed[label] = await measure();
        const t = timed[label];
        log(`  ${label}: ${t.seconds} s, ${t.items} ${t.item}, ${t.msPerItem ?? '-'} ms each${t.unfinished ? ` (${t.unfinished})` : ''}`);
        if (t.unfinished) {
          // The rest of an unfinished run would slow the next one: stop it and drop what it left queued.
          await stopApi(api);
          await discardQueuedJobs(database.db);
          api = await startScaleApi(url, accounts, workersOn);
        }
      };
      log(`${users} users: jobs (workers on, mail to a local SMTP sink)`);
      await step('weeklyEmail', () => weeklyEmailRun(run));
      await step('valueAlerts', () => valueAlertRun(run));
      await step('nearbyPermitAlerts', () => nearbyPermitAlertRun(run));
      await step('valuationBatch', () => valuationBatchRun(BASE, sessions.apiKeys[0]!));
      // Last: its invitation mails are still being delivered when it returns.
      await step('contactsImport', () => contactsImportRun(BASE));
    } finally {
      await stopApi(api);
      await jobs.stop({ graceful: false });
      await sink.close();
    }
    return { users, seedSeconds, vacuumSeconds, rows: fixture.rows, routes, jobs: timed };
  } finally {
    await database.close();
    if (process.env.BENCH_SCALE_KEEP !== '1') await onServer(`drop database if exists ${name} with (force)`);
  }
}

async function serverVersion(): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const measured: Awaited<ReturnType<typeof measureSize>>[] = [];
  for (const users of SIZES) measured.push(await measureSize(users));
  const result = {
    date: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: await serverVersion(),
    },
    load: `autocannon, ${ROUTE_LOAD.connections} connections, ${ROUTE_LOAD.rounds} rounds interleaved with the other requests' of ${ROUTE_LOAD.seconds} s each (a slow request until about ${ROUTE_LOAD.minRequests} answers, at most ${ROUTE_LOAD.maxSeconds} s) after a 2 s warm-up, p50 and p99 the medians of the rounds' (to 0.1 ms), one API process (job workers off) on PostgreSQL; jobs with workers on, mail to a local SMTP sink`,
    growthLimit: GROWTH_LIMIT,
    sizes: measured.map((m) => m.users),
    minutes: Math.round((Date.now() - started) / 6000) / 10,
    figures: measured,
  };
  const file = path.join(root, 'bench/scale.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nCost against data size (${result.load}; growth = largest / smallest size, "!" over ${GROWTH_LIMIT}x for p99 and time per item)`);
  console.log(formatTable(measured));
  console.log(`\n${result.minutes} min in all. Written to bench/scale.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
