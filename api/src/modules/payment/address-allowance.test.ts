import { getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { users } from '../../db/schema';
import { consumeAddress, creditAddresses, FREE_ADDRESS_ALLOWANCE, limitFlags, userLimits } from './address-allowance.service';

const LIMITS = '/api/v1/property/user-limits';

describe('address allowance', () => {
  const t = useTestApp();

  async function userId(): Promise<number> {
    const [user] = await t.db.select({ id: users.id }).from(users);
    return user!.id;
  }

  it('GET /user-limits answers the free allowance for a new user', async () => {
    const token = await signUpAndGetToken(t.app);
    const response = await getAs(t.app, LIMITS, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE, addressLimitBanner: false, isFreeAddressesUser: true },
    });
  });

  it('GET /user-limits answers 401 with the envelope for a guest', async () => {
    const response = await getAs(t.app, LIMITS);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('credits purchased addresses once per reference', async () => {
    await signUpAndGetToken(t.app);
    const id = await userId();
    expect(await creditAddresses(t.db, id, 5, 'order-1')).toBe(true);
    expect(await creditAddresses(t.db, id, 5, 'order-1')).toBe(false);
    expect((await userLimits(t.db, id)).addressRemainingCount).toBe(FREE_ADDRESS_ALLOWANCE + 5);
  });

  it('20 concurrent consumes of 5 remaining succeed exactly 5 times and never go below zero', async () => {
    await signUpAndGetToken(t.app);
    const id = await userId();
    await creditAddresses(t.db, id, 5 - FREE_ADDRESS_ALLOWANCE, 'order-top-up');
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeAddress(t.db, id)));
    expect(results.filter((r) => r.consumed)).toHaveLength(5);
    expect((await userLimits(t.db, id)).addressRemainingCount).toBe(0);
    expect((await consumeAddress(t.db, id)).consumed).toBe(false);
  });
});

describe('address limit rules', () => {
  it('is a free user with addresses left and no paid order', () => {
    expect(limitFlags(2, { placed: 0, paid: 0 })).toEqual({ addressRemainingCount: 2, addressLimitBanner: false, isFreeAddressesUser: true });
    expect(limitFlags(2, { placed: 1, paid: 1 }).isFreeAddressesUser).toBe(false);
    expect(limitFlags(2, { placed: 1, paid: 0 }).isFreeAddressesUser).toBe(true);
    expect(limitFlags(0, { placed: 0, paid: 0 }).isFreeAddressesUser).toBe(false);
  });

  it('shows the banner only with more than one order, a paid one, and nothing remaining', () => {
    expect(limitFlags(0, { placed: 2, paid: 1 }).addressLimitBanner).toBe(true);
    expect(limitFlags(0, { placed: 2, paid: 0 }).addressLimitBanner).toBe(false);
    expect(limitFlags(0, { placed: 1, paid: 1 }).addressLimitBanner).toBe(false);
    expect(limitFlags(1, { placed: 2, paid: 2 }).addressLimitBanner).toBe(false);
  });
});
