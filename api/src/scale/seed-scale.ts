import { performance } from 'node:perf_hooks';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { agentClientInvitations, agentClients, contactMessages, estimatorPlans, maintenancePlanTasks, orders, properties, sessions, userProperties, users } from '../db/schema';
import { todayOf } from '../modules/maintenance/calendar-date';
import { syncProductCatalogue } from '../modules/payment/product-catalogue';
import { hashPassword } from '../modules/security/password.service';
import { hashSessionToken } from '../modules/security/session.service';
import { advanceSequence, maxId } from './bulk-insert';
import { ScaleAddressBook } from './scale-addresses';
import { databaseNow, daysAgo, scaleToken, type ScaleContext } from './scale-context';
import { SCALE_PASSWORD, type ScaleAccount, type ScaleFixture, type ScaleOptions } from './scale-fixture';
import { ScaleRandom } from './scale-random';
import { seedAgents, type KnownHomeowner } from './seed-agents';
import { seedAdminTwoStep, seedContactMessages, seedDataApi } from './seed-extras';
import { seedMaintenance } from './seed-maintenance';
import { seedPeople, type SeededHome } from './seed-members';
import { seedEstimatePlans } from './seed-plans';

export { SCALE_PASSWORD, type ScaleAccount, type ScaleFixture, type ScaleOptions } from './scale-fixture';

// Accounts are written in batches, so memory stays flat and each batch's report history can point at
// the homes seeded so far.
const BATCH_USERS = 5_000;
/** Share of homes whose owner keeps a maintenance plan (with its history). */
const PLAN_SHARE = 0.3;
/** Share of members with a few saved estimate plans. */
const ESTIMATOR_SHARE = 0.2;

const SERIAL_TABLES = {
  users,
  user_properties: userProperties,
  maintenance_plan_tasks: maintenancePlanTasks,
  estimator_plans: estimatorPlans,
  agent_clients: agentClients,
  contact_messages: contactMessages,
  orders,
};

async function newContext(db: Database, seed: number): Promise<ScaleContext> {
  const now = await databaseNow(db);
  const existing = await db.select({ kukunId: properties.kukunId, addressKey: properties.addressKey }).from(properties);
  const nextId: Record<string, number> = {};
  for (const [name, table] of Object.entries(SERIAL_TABLES)) nextId[name] = (await maxId(db, table)) + 1;
  return {
    db,
    random: new ScaleRandom(seed),
    seed,
    passwordHash: await hashPassword(SCALE_PASSWORD),
    now,
    today: todayOf(now),
    addresses: new ScaleAddressBook(existing),
    kukunIds: [],
    nextId,
    rows: {},
  };
}

/** A live session (30 days) for a fixture account, so a benchmark can skip signing in. */
async function fixtureAccount(context: ScaleContext, userId: number, email: string): Promise<ScaleAccount> {
  const sessionToken = scaleToken(context.seed, `fixture:${userId}`);
  await context.db.insert(sessions).values({ tokenHash: hashSessionToken(sessionToken), userId, expiresAt: daysAgo(context, -30), userAgent: 'scale bench' });
  return { userId, email, password: SCALE_PASSWORD, sessionToken };
}

/**
 * Fills the real schema with `users` generated homeowners and everything that grows with them
 * (homes, preferences, sessions, maintenance plans with years of history, estimate plans, report
 * history, agents and their clients, the admin inbox, a data-API organisation) in bulk statements,
 * deterministically for a seed, and answers the accounts and ids a benchmark needs. Seed into an
 * empty database (or with another seed: emails carry it). Finishes with ANALYZE.
 */
export async function seedScale(db: Database, options: ScaleOptions): Promise<ScaleFixture> {
  const started = performance.now();
  const seed = options.seed ?? 36;
  const log = options.log ?? (() => undefined);
  const perUser = options.reportHistoryPerUser ?? 20;
  const years = options.historyYears ?? 3;
  const memberCount = Math.max(2, options.users);
  await syncProductCatalogue(db);
  const context = await newContext(db, seed);
  const { random } = context;

  const admin = await seedPeople(context, 'admin', 0, 1, 'homeowner', 0);
  // Data-API partners: about one per 1,000 members (at least 20).
  const developer = await seedPeople(context, 'developer', 0, Math.max(20, Math.round(memberCount / 1_000)), 'homeowner', 0);
  const homeowners: KnownHomeowner[] = [];
  const memberIds: number[] = [];
  let memberHome: SeededHome | undefined;
  for (let first = 0; first < memberCount; first += BATCH_USERS) {
    const count = Math.min(BATCH_USERS, memberCount - first);
    const people = await seedPeople(context, 'member', first, count, 'homeowner', perUser);
    people.userIds.forEach((userId, i) => homeowners.push({ userId, email: people.emails[i]! }));
    memberIds.push(...people.userIds);
    memberHome ??= people.homes[0];
    await seedMaintenance(
      context,
      people.homes.filter((home) => home === memberHome || random.chance(PLAN_SHARE)),
      years,
    );
    // The plan-heavy member (the second) gets its plans below.
    await seedEstimatePlans(
      context,
      people.userIds.filter((id) => id !== memberIds[1] && random.chance(ESTIMATOR_SHARE)).map((userId) => ({ userId, count: random.int(1, 5) })),
    );
    log(`seeded ${first + count} of ${memberCount} members (${Math.round(performance.now() - started)} ms)`);
  }
  const planUserId = memberIds[1]!;
  const [bigPlanId] = await seedEstimatePlans(context, [{ userId: planUserId, count: options.bigPlanCount ?? 500 }]);

  const agentCount = Math.max(3, Math.round(memberCount / 100));
  const agents = await seedPeople(context, 'agent', 0, agentCount, 'agent', 0);
  const bigAgentId = agents.userIds[0]!;
  const bigAgentClients = options.bigAgentClients ?? 10_000;
  const clientCounts = agents.userIds.map((id) => (id === bigAgentId ? bigAgentClients : random.int(10, 60)));
  const pro = new Set(agents.userIds.filter((id) => id === bigAgentId || random.chance(0.3)));
  const [bigAgentFirstClient] = await seedAgents(context, agents.userIds, clientCounts, pro, homeowners);
  log(`seeded ${agentCount} agents (${Math.round(performance.now() - started)} ms)`);

  await seedContactMessages(context, Math.max(100, Math.round(memberCount / 50)), memberIds, admin.userIds[0]!);
  const dataApi = await seedDataApi(context, developer.userIds);
  for (const table of Object.values(SERIAL_TABLES)) await advanceSequence(db, table);
  await db.execute(sql`analyze`);

  const [joinedClient] = await db
    .select({ clientId: agentClientInvitations.clientId })
    .from(agentClientInvitations)
    .where(and(eq(agentClientInvitations.agentUserId, bigAgentId), isNotNull(agentClientInvitations.acceptedUserId)))
    .limit(1);
  const memberUserId = memberHome!.userId;
  const fixture: ScaleFixture = {
    seed,
    users: memberCount,
    password: SCALE_PASSWORD,
    member: { ...(await fixtureAccount(context, memberUserId, homeowners[0]!.email)), kukunId: memberHome!.kukunId, userPropertyId: memberHome!.userPropertyId },
    bigAgent: { ...(await fixtureAccount(context, bigAgentId, agents.emails[0]!)), clients: bigAgentClients, clientId: joinedClient?.clientId ?? bigAgentFirstClient! },
    planUser: { ...(await fixtureAccount(context, planUserId, homeowners[1]!.email)), plans: options.bigPlanCount ?? 500, planId: bigPlanId! },
    admin: { ...(await fixtureAccount(context, admin.userIds[0]!, admin.emails[0]!)), totpSecret: await seedAdminTwoStep(context, admin.userIds[0]!, options.twoStepKey) },
    dataApi: { ...dataApi, kukunId: memberHome!.kukunId, ownerEmail: developer.emails[0]! },
    rows: context.rows,
    ms: 0,
  };
  fixture.ms = Math.round(performance.now() - started);
  log(`seeded ${Object.values(context.rows).reduce((a, b) => a + b, 0)} rows in ${fixture.ms} ms`);
  return fixture;
}
