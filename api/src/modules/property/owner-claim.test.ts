import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { and, eq, sql } from 'drizzle-orm';
import { CLAIM_MESSAGES, CLAIM_WRONG_ANSWERS_PER_DAY, CLAIMED_HOMES_LIMIT } from '@homeworth/shared-lib/domain';
import { ownerClaimAttempts, users } from '../../db/schema';
import { creditAddresses, FREE_ADDRESS_ALLOWANCE } from '../payment/address-allowance.service';
import { claimHome } from './owner-claim.service';
import { sampleParcelNumber } from './providers/sample-parcel-number';

// Each test signs up one or two users (argon2id hashing), slow on a busy machine.
jest.setTimeout(30_000);

const AUSTIN = { city: 'Austin', state: 'TX', zipCode: '78701' };

// The hourly claim budget is tested on its own below; here it never interferes.
const NO_BUDGET = { max: 10_000, timeWindow: '1 hour' };

describe('owner claim', () => {
  const t = useTestApp({ claimRateLimit: NO_BUDGET });

  /** Adds a home to the user's list; `answer` is what its owner knows (the parcel number's last 4 digits). */
  async function addHome(token: string, address: string): Promise<{ kukunId: number; userPropertyId: number; answer: string; wrong: string }> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { ...AUSTIN, address })).json().message.kukunId;
    const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
    expect(added.statusCode).toBeLessThan(300);
    const answer = sampleParcelNumber(kukunId).slice(-4);
    const wrong = String((Number(answer) + 1) % 10_000).padStart(4, '0');
    return { kukunId, userPropertyId: added.json().message.home.userPropertyId, answer, wrong };
  }
  const verified = (home: { answer: string }) => ({ parcelLast4: home.answer, attestOwner: true });
  const guessed = (home: { wrong: string }) => ({ parcelLast4: home.wrong, attestOwner: true });
  async function userIdOf(email: string): Promise<number> {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user!.id;
  }

  const claim = (token: string, userPropertyId: number, body: unknown) => postJson(t.app, `/api/v1/property/user-properties/${userPropertyId}/claim`, body, token);
  const status = async (token: string, kukunId: number) => (await getAs(t.app, `/api/v1/property/properties/${kukunId}/claim-status`, token)).json().message;

  it('claims a verified home; a second user then sees it claimed and gets 409 ALREADY_CLAIMED', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const home = await addHome(owner, '7 Elm Street');
    const theirs = await addHome(other, '7 Elm Street');
    expect(await status(owner, home.kukunId)).toMatchObject({ eligibility: 'eligible', claimed: false, userPropertyId: home.userPropertyId, claimLimit: CLAIMED_HOMES_LIMIT });

    const claimed = await claim(owner, home.userPropertyId, verified(home));
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message.home).toMatchObject({ userPropertyId: home.userPropertyId, claimed: true });
    expect(await status(owner, home.kukunId)).toMatchObject({ eligibility: 'claimed-by-you', claimedByYou: true, claimedCount: 1 });
    // Claiming your own claimed home again is answered as it is.
    expect((await claim(owner, home.userPropertyId, verified(home))).statusCode).toBe(200);

    expect(await status(other, home.kukunId)).toMatchObject({ eligibility: 'already-claimed', claimed: true, claimedByYou: false });
    const second = await claim(other, theirs.userPropertyId, verified(theirs));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toMatchObject({ code: 'ALREADY_CLAIMED', message: CLAIM_MESSAGES.alreadyClaimed });
  });

  it('refuses a claim whose parcel digits do not match the record (422), are not 4 digits or lack the attestation (400)', async () => {
    const owner = await signUpAndGetToken(t.app);
    const home = await addHome(owner, '9 Elm Street');
    const wrong = await claim(owner, home.userPropertyId, guessed(home));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'VERIFICATION_FAILED',
      message: CLAIM_MESSAGES.verificationFailed,
      args: { field: 'parcelLast4', attemptsLeft: CLAIM_WRONG_ANSWERS_PER_DAY - 1 },
    });
    for (const parcelLast4 of ['123', '12345', 'abcd', '', sampleParcelNumber(home.kukunId)]) {
      expect((await claim(owner, home.userPropertyId, { parcelLast4, attestOwner: true })).statusCode).toBe(400);
    }
    expect((await claim(owner, home.userPropertyId, { bedrooms: 3, attestOwner: true })).statusCode).toBe(400);
    expect((await claim(owner, home.userPropertyId, { parcelLast4: home.answer })).statusCode).toBe(400);
    expect((await claim(owner, home.userPropertyId, undefined)).statusCode).toBe(400);
    expect((await status(owner, home.kukunId)).claimed).toBe(false);
  });

  it(`answers 409 CLAIM_LIMIT_REACHED once a user holds ${CLAIMED_HOMES_LIMIT} claims, and sets the claim-limit flag`, async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'many@example.com' });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'many@example.com'));
    const extra = CLAIMED_HOMES_LIMIT + 1 - FREE_ADDRESS_ALLOWANCE;
    if (extra > 0) await creditAddresses(t.db, user!.id, extra, 'test-order');
    for (let i = 1; i <= CLAIMED_HOMES_LIMIT; i += 1) {
      const home = await addHome(owner, `${i} Birch Road`);
      expect((await claim(owner, home.userPropertyId, verified(home))).statusCode).toBe(200);
    }
    const one = await addHome(owner, '99 Birch Road');
    expect(await status(owner, one.kukunId)).toMatchObject({ eligibility: 'claim-limit-reached', claimLimitReached: true, claimedCount: CLAIMED_HOMES_LIMIT });
    const refused = await claim(owner, one.userPropertyId, verified(one));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'CLAIM_LIMIT_REACHED', message: CLAIM_MESSAGES.claimLimitReached });
  });

  it('refuses a home without a value with 409 NO_VALUE', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'novalue@example.com' });
    const home = await addHome(owner, '3 Cedar Lane');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'novalue@example.com'));
    await expect(
      claimHome(t.db, user!.id, home.userPropertyId, { currentValue: 0, parcelNumber: sampleParcelNumber(home.kukunId) }, { parcelLast4: home.answer }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'NO_VALUE',
      message: CLAIM_MESSAGES.noValue,
    });
  });

  it("hides another user's home (404), an unknown property (404), and needs a session (401)", async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'a@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'b@example.com' });
    const home = await addHome(owner, '11 Elm Street');
    expect((await claim(other, home.userPropertyId, verified(home))).statusCode).toBe(404);
    expect((await getAs(t.app, '/api/v1/property/properties/12345/claim-status', owner)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/v1/property/properties/${home.kukunId}/claim-status`)).statusCode).toBe(401);
  });

  it(`locks the check after ${CLAIM_WRONG_ANSWERS_PER_DAY} wrong answers for a home in a day, for that user and home only, until the next day`, async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'guesser@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'neighbour@example.com' });
    const home = await addHome(owner, '21 Elm Street');
    const second = await addHome(owner, '23 Elm Street');
    for (let i = 1; i <= CLAIM_WRONG_ANSWERS_PER_DAY; i += 1) {
      const wrong = await claim(owner, home.userPropertyId, guessed(home));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0].args.attemptsLeft).toBe(CLAIM_WRONG_ANSWERS_PER_DAY - i);
    }
    // The right answer is refused now: the lock does not tell whether it was right.
    const locked = await claim(owner, home.userPropertyId, verified(home));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, errors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. You can try again tomorrow.' }] });
    expect(await status(owner, home.kukunId)).toMatchObject({ claimed: false, eligibility: 'eligible', verificationLocked: true });

    // Another user at the same home, and the same user at another home, are not locked.
    const theirs = await addHome(other, '21 Elm Street');
    expect((await claim(other, theirs.userPropertyId, guessed(theirs))).statusCode).toBe(422);
    expect((await status(other, home.kukunId)).verificationLocked).toBe(false);
    expect((await claim(owner, second.userPropertyId, verified(second))).statusCode).toBe(200);

    // Every attempt is logged with its outcome.
    const ownerId = await userIdOf('guesser@example.com');
    const log = await t.db
      .select()
      .from(ownerClaimAttempts)
      .where(and(eq(ownerClaimAttempts.userId, ownerId), eq(ownerClaimAttempts.kukunId, home.kukunId)));
    expect(log.map((a) => a.outcome).sort()).toEqual([...Array<string>(CLAIM_WRONG_ANSWERS_PER_DAY).fill('wrong-answer'), 'locked'].sort());

    // The next day (the attempts moved back one day) the owner may answer again.
    await t.db.update(ownerClaimAttempts).set({ attemptedAt: sql`${ownerClaimAttempts.attemptedAt} - interval '1 day'` });
    expect((await status(owner, home.kukunId)).verificationLocked).toBe(false);
    const claimed = await claim(owner, home.userPropertyId, verified(home));
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message.home.claimed).toBe(true);
  });

  it('counts the day in UTC: the lock set late one evening is gone after midnight', async () => {
    await signUpAndGetToken(t.app, { email: 'late@example.com' });
    const token = await signUpAndGetToken(t.app, { email: 'late2@example.com' });
    const home = await addHome(token, '31 Elm Street');
    const userId = await userIdOf('late2@example.com');
    const record = { currentValue: 1, parcelNumber: sampleParcelNumber(home.kukunId) };
    const evening = new Date('2026-03-01T23:50:00Z');
    for (let i = 0; i < CLAIM_WRONG_ANSWERS_PER_DAY; i += 1) {
      await expect(claimHome(t.db, userId, home.userPropertyId, record, { parcelLast4: home.wrong }, evening)).rejects.toMatchObject({ status: 422 });
    }
    await expect(claimHome(t.db, userId, home.userPropertyId, record, { parcelLast4: home.answer }, new Date('2026-03-01T23:59:00Z'))).rejects.toMatchObject({ status: 429 });
    await expect(claimHome(t.db, userId, home.userPropertyId, record, { parcelLast4: home.answer }, new Date('2026-03-02T00:01:00Z'))).resolves.toMatchObject({ claimed: true });
  });
});

describe('owner claim budget per account and per address', () => {
  const t = useTestApp({ claimRateLimit: { max: 3, timeWindow: '1 hour' } });

  it('answers 429 RATE_LIMITED past the budget, whatever the answers', async () => {
    const token = await signUpAndGetToken(t.app);
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { ...AUSTIN, address: '41 Elm Street' })).json().message.kukunId;
    const userPropertyId = (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId;
    const attempt = () => postJson(t.app, `/api/v1/property/user-properties/${userPropertyId}/claim`, { parcelLast4: '0000', attestOwner: true }, token);
    for (let i = 0; i < 3; i += 1) expect([200, 422]).toContain((await attempt()).statusCode);
    const over = await attempt();
    expect(over.statusCode).toBe(429);
    expect(over.json().errors[0].code).toBe('RATE_LIMITED');
  });
});
