import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { openDatabase, type Database } from '../../db/database';
import { JobQueue } from '../../jobs/job-queue';
import { directMailer } from '../../providers/mail/direct-mailer';
import { users } from '../security';
import { alertLinkSigner, properties, propertyDataProvider, userProperties, userPropertyPreferences } from '../property';
import { startMaintenanceReminderJob } from './maintenance-reminders.jobs';
import { runWeeklyEmailToCompletion, type WeeklyEmailRun } from './weekly-email-run';

/** One timed run of the week's email. */
export interface WeeklyEmailTiming {
  users: number;
  ms: number;
  msPerUser: number;
  run: WeeklyEmailRun;
}

/** A local SMTP sink that accepts and drops every message, counting them. */
async function smtpSink(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => ((received += 1), callback()));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received: () => received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** `count` verified homeowners, each with their own home (sample data near Denver) and maintenance reminders on; multi-row inserts. */
export async function seedOptedInOwners(db: Database, count: number, chunk = 1000): Promise<void> {
  for (let start = 0; start < count; start += chunk) {
    const n = Math.min(chunk, count - start);
    const idx = Array.from({ length: n }, (_, i) => start + i);
    const made = await db
      .insert(users)
      .values(idx.map((i) => ({ email: `weekly.bench.${i}@example.com`, firstName: 'Pat', lastName: `Owner${i}`, roleId: ROLE_IDS.homeowner, accountStatus: 'VERIFIED' as const })))
      .returning({ id: users.id });
    await db.insert(properties).values(
      idx.map((i) => ({
        kukunId: 700_000_000 + i,
        addressKey: `weekly-bench|${i}|80202`,
        address: `${100 + i} Maple Avenue`,
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        latitude: 39.75,
        longitude: -104.99,
      })),
    );
    const homes = await db
      .insert(userProperties)
      .values(made.map((u, j) => ({ userId: u.id, kukunId: 700_000_000 + idx[j]! })))
      .returning({ id: userProperties.id });
    await db.insert(userPropertyPreferences).values(homes.map((h) => ({ userPropertyId: h.id, valueChangeAlerts: false, nearbyPermitAlerts: false, maintenanceReminders: true })));
  }
}

/**
 * Times the weekly maintenance email for `count` opted-in users into a local SMTP sink, with the
 * app's own batch workers (2 batch jobs at a time, `processes` queue instances as API processes),
 * twice: the first week makes every home's plan, the next week reads them (the usual case).
 * `npx tsx api/src/modules/maintenance/weekly-email-bench.ts [users] [processes]`; DATABASE_URL for a
 * PostgreSQL server (else in-memory PGlite, one connection).
 */
export async function measureWeeklyEmail(
  count: number,
  options: { url?: string | undefined; processes?: number } = {},
): Promise<{ first: WeeklyEmailTiming; next: WeeklyEmailTiming }> {
  const database = await openDatabase(options.url ? { url: options.url } : { inMemory: true });
  const sink = await smtpSink();
  const queues: JobQueue[] = [];
  const mailers: Array<{ close(): void }> = [];
  try {
    const db = database.db;
    await seedOptedInOwners(db, count);
    for (let p = 0; p < (options.processes ?? 1); p += 1) {
      const jobs = new JobQueue(db, { pollingIntervalSeconds: 0.5 });
      const mailer = directMailer({ smtpUrl: sink.url, from: 'Homeworth <no-reply@homeworth.local>', maxConnections: 8 });
      queues.push(jobs);
      mailers.push(mailer);
      const deps = { db, provider: propertyDataProvider(), mailer, links: alertLinkSigner('weekly-bench-secret'), siteOrigin: 'http://localhost:3000' };
      await startMaintenanceReminderJob(jobs, deps, { workers: true, sendPerMinute: 1_000_000, batchWorkers: 2 });
    }
    const timed = async (now: Date): Promise<WeeklyEmailTiming> => {
      const started = performance.now();
      const run = await runWeeklyEmailToCompletion(db, queues[0]!, now, { timeoutMs: 60 * 60_000 });
      const ms = Math.round(performance.now() - started);
      return { users: count, ms, msPerUser: Math.round((ms / count) * 100) / 100, run };
    };
    const first = await timed(new Date());
    const next = await timed(new Date(Date.now() + 7 * 86_400_000));
    const [{ n }] = ((await db.execute(sql`select count(*)::int as n from weekly_email_deliveries where state = 'sent'`)) as unknown as { rows: [{ n: number }] }).rows;
    if (n !== first.run.sent + next.run.sent || sink.received() !== n) throw new Error(`sent ${n} recorded, ${sink.received()} received`);
    return { first, next };
  } finally {
    for (const q of queues) await q.stop();
    for (const m of mailers) m.close();
    await sink.close();
    await database.close();
  }
}

if (require.main === module) {
  const count = Number(process.argv[2] ?? 2000);
  const processes = Number(process.argv[3] ?? 1);
  measureWeeklyEmail(count, { url: process.env.DATABASE_URL, processes })
    .then(({ first, next }) => {
      for (const [label, t] of [
        ['first week (plans made)', first],
        ['next week', next],
      ] as const) {
        console.log(`${label}: ${t.users} users, ${t.run.sent} sent, ${t.run.skipped} skipped, ${t.run.batchesTotal} batches: ${t.ms} ms, ${t.msPerUser} ms per user`);
      }
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
