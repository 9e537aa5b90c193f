// Must stay the first import, and test files import this helper before the app (see the file).
import './node-loaded-modules';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse as Response } from 'fastify';
import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { Client } from 'pg';
import { MIGRATIONS_DIR } from '../config';
import { dumpMigratedPglite, openDatabase, openPostgres, type Database, type OpenDatabase } from '../db/database';
import * as schema from '../db/schema';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../http/csrf';
import { JobQueue } from '../jobs/job-queue';
import { MAIL_QUEUE } from '../providers/mail/mailer';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';
import { SESSION_COOKIE_NAME } from '../modules/security/session-cookie';
import { reportOpeningsOf } from '../modules/property/report-history/report-openings';

// One database per test file, emptied before every test: an in-memory PGlite (opening one costs
// seconds), or, when HW_TEST_DATABASE_URL names a PostgreSQL server (scripts/test.sh sets it through
// scripts/with-postgres.sh), a fresh database created on that server and dropped afterwards.

/** The admin URL of the PostgreSQL server the API tests run on; undefined: PGlite in memory. */
export const TEST_DATABASE_URL = process.env.HW_TEST_DATABASE_URL || undefined;

/** True when the tests run on a PostgreSQL server, where connections really run in parallel. */
export const ON_POSTGRES_SERVER = TEST_DATABASE_URL !== undefined;

/**
 * Opens the database of one test file: a new database on the test server (dropped on close) or an
 * in-memory PGlite. `poolMax` bounds the server pool (parallel tests want more than one connection).
 */
export async function openTestDatabase(poolMax = 10): Promise<OpenDatabase> {
  if (!TEST_DATABASE_URL) return openDatabase({ inMemory: true, loadDataDir: await migratedPgliteTemplate() });
  const name = `hw_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const database = await openPostgres(url.toString(), poolMax);
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  } catch (error) {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}

// Creating a PGlite cluster and applying every migration costs 2-3 s, paid by each of about a hundred
// test files. The first file that needs one dumps a freshly migrated cluster into the OS temp folder,
// named by a hash of the migrations (a new or edited migration makes a new dump); every file then
// loads that dump (about 0.3 s). openDatabase still runs the migrations, which find nothing to apply.
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  const templateFile = path.join(os.tmpdir(), `homeworth-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(templateFile)) {
    // Written aside and renamed: two jest workers may make it at once, and neither reads half a file.
    const partFile = `${templateFile}.${process.pid}.part`;
    fs.writeFileSync(partFile, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
    fs.renameSync(partFile, templateFile);
  }
  return new Blob([fs.readFileSync(templateFile)]);
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The app under test and its database. Read the fields inside tests (they are set in beforeAll). */
export interface TestContext {
  app: App;
  db: Database;
  /** The app's job queue; its mail worker delivers over SMTP to `mailCatcher`. */
  jobs: JobQueue;
  /** The SMTP server (loopback, free port) the app's mail reaches in this test file. */
  mailCatcher: MailCatcher;
  /** Waits for the mail queue to empty, then returns the messages delivered in this test (to `to` when given), newest first. */
  readMail(to?: string): Promise<CaughtMail[]>;
}

/** Headers every state-changing request of the Homeworth client carries. */
export const CSRF_HEADERS = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE };

// High enough that no ordinary test trips it; the rate-limit tests build an app with a small budget.
const UNLIMITED = { max: 10_000, timeWindow: '1 minute' };

const TABLE_NAMES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table and restarts the id sequences. */
export async function resetDatabase(db: Database): Promise<void> {
  // Report openings still in memory belong to the test before; written now, they are emptied with the rest.
  await reportOpeningsOf(db).flush();
  await db.execute(sql.raw(`TRUNCATE TABLE ${TABLE_NAMES.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Registers jest hooks that open the database and build the app once, and reset the data before each test. */
export function useTestApp(options: Partial<Omit<BuildAppOptions, 'db'>> = {}): TestContext {
  let database: OpenDatabase | undefined;
  const context = {
    async readMail(to?: string) {
      await mailQueueIdle(context.jobs);
      const address = to?.trim().toLowerCase();
      return (context.mailCatcher?.messages ?? []).filter((m) => address === undefined || m.to.includes(address)).reverse();
    },
  } as TestContext;

  beforeAll(async () => {
    database = await openTestDatabase();
    context.db = database.db;
    const catcher = await startMailCatcher();
    context.mailCatcher = catcher;
    context.jobs = new JobQueue(database.db, { pollingIntervalSeconds: 0.5 });
    context.app = await buildApp({
      authRateLimit: UNLIMITED,
      emailCheckRateLimit: UNLIMITED,
      jobs: context.jobs,
      smtpUrl: catcher.url,
      // Every test empties the tables, so a home's facts kept from the previous test would be stale.
      reportFactsTtlMs: 0,
      ...options,
      db: database.db,
    });
  }, 60_000);

  beforeEach(async () => {
    // Mail of the previous test is delivered before the catcher is emptied, so no test reads another's.
    await mailQueueIdle(context.jobs);
    context.mailCatcher?.clear();
    await resetDatabase(context.db);
  }, 30_000);

  afterAll(async () => {
    await context.app?.close();
    await context.mailCatcher?.close();
    await database?.close();
  });

  return context;
}

/** Waits (up to 20 s: an import's invitations are dozens of mails) until no mail job is waiting or running. */
async function mailQueueIdle(jobs: JobQueue | undefined): Promise<void> {
  const until = Date.now() + 20_000;
  while (jobs && (await jobs.pending(MAIL_QUEUE)) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** A valid sign-up body for a homeowner; override any field. */
export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'jane.doe@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    password: 'Str0ng!pass',
    rePassword: 'Str0ng!pass',
    deciveType: 'desktop',
    roleId: ROLE_IDS.homeowner,
    ...overrides,
  };
}

/** POSTs JSON to an /api/v1 path with the CSRF header (and the session cookie when given). */
export function postJson(app: App, url: string, payload?: unknown, sessionToken?: string): Promise<Response> {
  return app.inject({
    method: 'POST',
    url,
    headers: CSRF_HEADERS,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(sessionToken === undefined ? {} : { cookies: { [SESSION_COOKIE_NAME]: sessionToken } }),
  });
}

/** GETs a path, optionally as the holder of a session token. */
export function getAs(app: App, url: string, sessionToken?: string): Promise<Response> {
  return app.inject({
    method: 'GET',
    url,
    ...(sessionToken === undefined ? {} : { cookies: { [SESSION_COOKIE_NAME]: sessionToken } }),
  });
}

/** The session cookie a response set, if any. */
export function sessionCookieOf(response: Response) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
}

/** Signs up (a homeowner by default) and returns the session token from the cookie. */
export async function signUpAndGetToken(app: App, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await postJson(app, '/api/v1/security/sign-up', signUpBody(overrides));
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return cookie.value;
}
