import { getAs, postJson, useTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { seedAccount } from '../../test/seed-account';
import { pdfCredits, pdfUnlocks } from './payment.tables';

// Each test signs up two users (argon2id hashing), slow on a busy machine.
jest.setTimeout(60_000);

const UNLOCK = '/api/v1/payment/pdf-downloads';

describe('unlocking a PDF report: only the caller’s own plan', () => {
  const ctx = useTestApp();

  it('answers 404 for another user’s plan and for a plan that does not exist, alike, and spends nothing', async () => {
    const owner = await seedAccount(ctx.app, 'owner@example.com');
    const other = await seedAccount(ctx.app, 'other@example.com');
    const otherUserId = (await getAs(ctx.app, '/api/v1/security/me', other.token)).json().message.user.userId as number;
    await ctx.db.insert(pdfCredits).values({ userId: otherUserId, purchased: 2 });

    const foreign = await postJson(ctx.app, UNLOCK, { planId: owner.planId }, other.token);
    const missing = await postJson(ctx.app, UNLOCK, { planId: owner.planId + 1000 }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());

    expect(await ctx.db.select().from(pdfUnlocks)).toEqual([]);
    const [credits] = await ctx.db.select().from(pdfCredits).where(eq(pdfCredits.userId, otherUserId));
    expect(credits!.consumed).toBe(0);
    expect((await getAs(ctx.app, `/api/v1/estimation/plans/${owner.planId}/pdf`, other.token)).statusCode).toBe(404);

    // The caller's own plan still unlocks and downloads.
    const own = await postJson(ctx.app, UNLOCK, { planId: other.planId }, other.token);
    expect(own.json().message).toEqual({ pdfRemainingCount: 1, alreadyUnlocked: false });
    expect((await getAs(ctx.app, `/api/v1/estimation/plans/${other.planId}/pdf`, other.token)).statusCode).toBe(200);
  });
});

describe('whether a PDF report can be downloaded, asked before the paywall opens', () => {
  const ctx = useTestApp();

  it('says whether the plan is unlocked and how many downloads are left, for the caller’s own plan only, spending nothing', async () => {
    const owner = await seedAccount(ctx.app, 'asker@example.com');
    const other = await seedAccount(ctx.app, 'stranger@example.com');
    const status = (token: string, planId: number) => getAs(ctx.app, `${UNLOCK}/${planId}`, token);

    const before = await status(owner.token, owner.planId);
    expect(before.statusCode).toBe(200);
    expect(before.json().message).toEqual({ unlocked: false, pdfRemainingCount: 0 });

    const ownerId = (await getAs(ctx.app, '/api/v1/security/me', owner.token)).json().message.user.userId as number;
    await ctx.db.insert(pdfCredits).values({ userId: ownerId, purchased: 1 });
    expect((await status(owner.token, owner.planId)).json().message).toEqual({ unlocked: false, pdfRemainingCount: 1 });
    await postJson(ctx.app, UNLOCK, { planId: owner.planId }, owner.token);
    expect((await status(owner.token, owner.planId)).json().message).toEqual({ unlocked: true, pdfRemainingCount: 0 });

    expect((await status(other.token, owner.planId)).statusCode).toBe(404);
    expect((await getAs(ctx.app, `${UNLOCK}/${owner.planId}`)).statusCode).toBe(401);
    expect((await getAs(ctx.app, `${UNLOCK}/not-a-number`, owner.token)).statusCode).toBe(400);
  });
});
