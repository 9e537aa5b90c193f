import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { CLAIM_MESSAGES, CLAIMED_HOMES_LIMIT } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { creditAddresses, FREE_ADDRESS_ALLOWANCE } from './address-allowance.service';
import { claimHome } from './owner-claim.service';

// Each test signs up one or two users (argon2id hashing), slow on a busy machine.
jest.setTimeout(30_000);

const AUSTIN = { city: 'Austin', state: 'TX', zipCode: '78701' };

describe('owner claim', () => {
  const t = useTestApp();

  async function addHome(token: string, address: string): Promise<{ kukunId: number; userPropertyId: number; bedrooms: number }> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { ...AUSTIN, address })).json().message.kukunId;
    const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
    expect(added.statusCode).toBeLessThan(300);
    const bedrooms = (await getAs(t.app, `/api/v1/property/properties/${kukunId}/report`)).json().message.summary.bedrooms;
    return { kukunId, userPropertyId: added.json().message.home.userPropertyId, bedrooms };
  }

  const claim = (token: string, userPropertyId: number, body: unknown) => postJson(t.app, `/api/v1/property/user-properties/${userPropertyId}/claim`, body, token);
  const status = async (token: string, kukunId: number) => (await getAs(t.app, `/api/v1/property/properties/${kukunId}/claim-status`, token)).json().message;

  it('claims a verified home; a second user then sees it claimed and gets 409 ALREADY_CLAIMED', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const home = await addHome(owner, '7 Elm Street');
    const theirs = await addHome(other, '7 Elm Street');
    expect(await status(owner, home.kukunId)).toMatchObject({ eligibility: 'eligible', claimed: false, userPropertyId: home.userPropertyId, claimLimit: CLAIMED_HOMES_LIMIT });

    const claimed = await claim(owner, home.userPropertyId, { bedrooms: home.bedrooms, attestOwner: true });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message.home).toMatchObject({ userPropertyId: home.userPropertyId, claimed: true });
    expect(await status(owner, home.kukunId)).toMatchObject({ eligibility: 'claimed-by-you', claimedByYou: true, claimedCount: 1 });
    // Claiming your own claimed home again is answered as it is.
    expect((await claim(owner, home.userPropertyId, { bedrooms: home.bedrooms, attestOwner: true })).statusCode).toBe(200);

    expect(await status(other, home.kukunId)).toMatchObject({ eligibility: 'already-claimed', claimed: true, claimedByYou: false });
    const second = await claim(other, theirs.userPropertyId, { bedrooms: theirs.bedrooms, attestOwner: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toMatchObject({ code: 'ALREADY_CLAIMED', message: CLAIM_MESSAGES.alreadyClaimed });
  });

  it('refuses a claim whose bedroom count does not match the record (422) or without the attestation (400)', async () => {
    const owner = await signUpAndGetToken(t.app);
    const home = await addHome(owner, '9 Elm Street');
    const wrong = await claim(owner, home.userPropertyId, { bedrooms: home.bedrooms + 1, attestOwner: true });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'VERIFICATION_FAILED', message: CLAIM_MESSAGES.verificationFailed, args: { field: 'bedrooms' } });
    expect((await claim(owner, home.userPropertyId, { bedrooms: home.bedrooms })).statusCode).toBe(400);
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
      expect((await claim(owner, home.userPropertyId, { bedrooms: home.bedrooms, attestOwner: true })).statusCode).toBe(200);
    }
    const one = await addHome(owner, '99 Birch Road');
    expect(await status(owner, one.kukunId)).toMatchObject({ eligibility: 'claim-limit-reached', claimLimitReached: true, claimedCount: CLAIMED_HOMES_LIMIT });
    const refused = await claim(owner, one.userPropertyId, { bedrooms: one.bedrooms, attestOwner: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'CLAIM_LIMIT_REACHED', message: CLAIM_MESSAGES.claimLimitReached });
  });

  it('refuses a home without a value with 409 NO_VALUE', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'novalue@example.com' });
    const home = await addHome(owner, '3 Cedar Lane');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'novalue@example.com'));
    await expect(claimHome(t.db, user!.id, home.userPropertyId, { currentValue: 0, bedrooms: home.bedrooms }, { bedrooms: home.bedrooms })).rejects.toMatchObject({
      status: 409,
      code: 'NO_VALUE',
      message: CLAIM_MESSAGES.noValue,
    });
  });

  it("hides another user's home (404), an unknown property (404), and needs a session (401)", async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'a@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'b@example.com' });
    const home = await addHome(owner, '11 Elm Street');
    expect((await claim(other, home.userPropertyId, { bedrooms: home.bedrooms, attestOwner: true })).statusCode).toBe(404);
    expect((await getAs(t.app, '/api/v1/property/properties/12345/claim-status', owner)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/v1/property/properties/${home.kukunId}/claim-status`)).statusCode).toBe(401);
  });
});
