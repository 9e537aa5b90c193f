import { ON_POSTGRES_SERVER, getAs, postJson, useTestApp, type TestContext } from './test/test-app';
import { eq } from 'drizzle-orm';
import { defaultEstimatorAnswers, ESTIMATOR_LIMITS, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { users } from './db/schema';
import type { ApiError } from './http/envelope';
import { consumeAddress, FREE_ADDRESS_ALLOWANCE } from './modules/payment/address-allowance.service';
import { claimHome } from './modules/property/owner-claim.service';
import { userProperties } from './modules/property/property.tables';
import { orders, sandboxCheckoutSessions } from './modules/payment/payment.tables';
import { syncProductCatalogue } from './modules/payment/product-catalogue';
import { createSession } from './modules/security/session.service';

// Races that only a PostgreSQL server can run: its pool gives each request its own connection, so
// 50 requests really overlap inside the database. On PGlite one connection runs every statement one
// after another and these tests could not fail, so they are skipped there (scripts/test.sh runs the
// API suite a second time on a server, where they run).
const describeOnServer = ON_POSTGRES_SERVER ? describe : describe.skip;
const PARALLEL = 50;

jest.setTimeout(60_000);

/** Signs `count` homeowners in without argon2 (they never use a password): their session tokens. */
async function homeowners(ctx: TestContext, count: number, prefix: string): Promise<{ id: number; token: string }[]> {
  const rows = await ctx.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `${prefix}${i}@example.com`, firstName: 'Race', lastName: `User${i}`, roleId: ROLE_IDS.homeowner })))
    .returning({ id: users.id });
  return Promise.all(rows.map(async ({ id }) => ({ id, token: await createSession(ctx.db, id, 1) })));
}

async function kukunIdOf(ctx: TestContext, address: string): Promise<number> {
  const response = await postJson(ctx.app, '/api/v1/property/kukun-id', { address, city: 'Austin', state: 'TX', zipCode: '78701' });
  expect(response.statusCode).toBe(200);
  return response.json().message.kukunId;
}

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});

describeOnServer('races on a PostgreSQL server (skipped on PGlite: its single connection serialises every request, so nothing can race)', () => {
  const ctx = useTestApp();

  beforeEach(() => syncProductCatalogue(ctx.db));

  it(`${PARALLEL} parallel additions of new homes with one address left use it exactly once (conditional UPDATE of the allowance)`, async () => {
    const [buyer] = await homeowners(ctx, 1, 'last-address');
    for (let i = 1; i < FREE_ADDRESS_ALLOWANCE; i += 1) expect((await consumeAddress(ctx.db, buyer!.id)).consumed).toBe(true);
    const kukunIds: number[] = [];
    for (let i = 0; i < PARALLEL; i += 1) kukunIds.push(await kukunIdOf(ctx, `${100 + i} Race Street`));

    const responses = await Promise.all(kukunIds.map((kukunId) => postJson(ctx.app, '/api/v1/property/user-properties', { kukunId }, buyer!.token)));

    expect(statusCounts(responses)).toEqual({ 201: 1, 403: PARALLEL - 1 });
    expect(responses.find((r) => r.statusCode === 403)!.json().errors[0].code).toBe('OUT_OF_ADDRESSES');
    expect(await ctx.db.select().from(userProperties).where(eq(userProperties.userId, buyer!.id))).toHaveLength(1);
    expect((await getAs(ctx.app, '/api/v1/property/user-limits', buyer!.token)).json().message.addressRemainingCount).toBe(0);
  });

  it(`${PARALLEL} parallel upgrades to paid of one saved home use one address (conditional UPDATE of the tier in the address's transaction)`, async () => {
    const [owner] = await homeowners(ctx, 1, 'double-click');
    const [home] = await ctx.db
      .insert(userProperties)
      .values({ userId: owner!.id, kukunId: await kukunIdOf(ctx, '7 Upgrade Lane'), tier: 'saved' })
      .returning();
    for (let i = 1; i < FREE_ADDRESS_ALLOWANCE; i += 1) expect((await consumeAddress(ctx.db, owner!.id)).consumed).toBe(true);

    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => postJson(ctx.app, `/api/v1/property/user-properties/${home!.id}/upgrade-to-paid`, undefined, owner!.token)),
    );

    expect(statusCounts(responses)).toEqual({ 200: PARALLEL });
    expect(responses.filter((r) => r.json().message.upgraded)).toHaveLength(1);
    expect((await getAs(ctx.app, '/api/v1/property/user-limits', owner!.token)).json().message.addressRemainingCount).toBe(0);
  });

  it(`${PARALLEL} parallel confirmations of one paid checkout fulfil it once (conditional UPDATE on fulfilled_at)`, async () => {
    const [buyer] = await homeowners(ctx, 1, 'confirm');
    const checkout = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'PDF_DOWNLOAD_5' }, buyer!.token);
    expect(checkout.statusCode).toBe(200);
    const { sessionId } = checkout.json().message as { sessionId: string };
    // The provider has taken the money; its callback has not arrived, so every confirmation may fulfil.
    await ctx.db.update(sandboxCheckoutSessions).set({ status: 'paid' }).where(eq(sandboxCheckoutSessions.id, sessionId));

    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => postJson(ctx.app, '/api/v1/payment/confirm', { sessionId }, buyer!.token)));

    expect(statusCounts(responses)).toEqual({ 200: PARALLEL });
    expect(responses.every((r) => r.json().message.confirmed === true)).toBe(true);
    const summary = (await getAs(ctx.app, '/api/v1/payment/order-summary', buyer!.token)).json().message;
    expect(summary.pdfRemainingCount).toBe(5);
    expect((await ctx.db.select().from(orders).where(eq(orders.userId, buyer!.id))).map((o) => o.status)).toEqual(['Paid']);
  });

  it(`${PARALLEL} parallel plan saves never pass the project limit (the saves lock the user's row)`, async () => {
    const [saver] = await homeowners(ctx, 1, 'plans');
    const plan = {
      project: 'Kitchen-Renovation-Cost',
      finishLevel: 'midrange',
      answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost', { 'property-address': { state: 'WA' }, 'home-size': 2400, 'home-value': 600000, 'home-age': 1975 }),
    };
    const alreadySaved = ESTIMATOR_LIMITS.maxProjects - 2;
    for (let i = 0; i < alreadySaved; i += 1) expect((await postJson(ctx.app, '/api/v1/estimation/plans', plan, saver!.token)).statusCode).toBe(201);

    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => postJson(ctx.app, '/api/v1/estimation/plans', plan, saver!.token)));

    expect(statusCounts(responses)).toEqual({ 201: 2, 403: PARALLEL - 2 });
    expect(responses.find((r) => r.statusCode === 403)!.json().errors[0].code).toBe('PLAN_LIMIT');
    expect((await getAs(ctx.app, '/api/v1/estimation/plans', saver!.token)).json().message).toHaveLength(ESTIMATOR_LIMITS.maxProjects);
  });

  it(`${PARALLEL} users claiming one home in parallel give it one owner (the claim locks the home's row)`, async () => {
    const claimers = await homeowners(ctx, PARALLEL, 'claimer');
    const kukunId = await kukunIdOf(ctx, '1 Contested Lane');
    const homes = await ctx.db
      .insert(userProperties)
      .values(claimers.map(({ id }) => ({ userId: id, kukunId })))
      .returning({ id: userProperties.id, userId: userProperties.userId });
    // Every claimer knows the answer; only the race decides. (The service, so the test does not
    // depend on how the sample provider makes parcel numbers.)
    const record = { currentValue: 500_000, parcelNumber: '123-456-7890' };

    const outcomes = await Promise.allSettled(homes.map((home) => claimHome(ctx.db, home.userId, home.id, record, { parcelLast4: '7890' })));

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as ApiError] : []));
    expect(refusals.map((e) => `${e.status} ${e.code}`)).toEqual(Array.from({ length: PARALLEL - 1 }, () => '409 ALREADY_CLAIMED'));
    expect(await ctx.db.select().from(userProperties).where(eq(userProperties.claimed, true))).toHaveLength(1);
  });
});
