import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@homeworth/shared-lib/domain';
import { promoCodes, users } from '../../db/schema';
import { checkPlanLimit, checkSelectionLimit } from '../estimation/estimator-gating.service';
import { FREE_ADDRESS_ALLOWANCE } from './address-allowance.service';
import { syncProductCatalogue } from './product-catalogue';
import { SANDBOX_CARDS } from './sandbox-checkout.provider';

// A $0 order (a 100% promo code) unlocks only what it bought: the account keeps the free limits
// everywhere a "paid user" is decided (project limits, paid-user rules, address-limit flags).

jest.setTimeout(60_000);

const ctx = useTestApp();
beforeEach(() => syncProductCatalogue(ctx.db));

async function account(email: string) {
  const token = await signUpAndGetToken(ctx.app, { email });
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { token, userId: user!.id };
}

async function limitsOf(token: string) {
  const estimator = (await getAs(ctx.app, '/api/v1/estimation/limits', token)).json().message;
  const addresses = (await getAs(ctx.app, '/api/v1/property/user-limits', token)).json().message;
  return { estimator, addresses };
}

async function payByCard(token: string, productName: string) {
  const started = (await postJson(ctx.app, '/api/v1/payment/checkout', { productName }, token)).json().message;
  await ctx.app.inject({
    method: 'POST',
    url: started.checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
  });
}

/** Whether the account gets the paid project limits (50 by selection, 100000 plans). */
async function hasPaidProjectLimits(userId: number): Promise<boolean> {
  const selection = checkSelectionLimit(ctx.db, { userId } as SessionUser, 6).then(
    () => true,
    () => false,
  );
  const plans = checkPlanLimit(ctx.db, userId, 16).then(
    () => true,
    () => false,
  );
  const [bySelection, byPlans] = await Promise.all([selection, plans]);
  expect(bySelection).toBe(byPlans);
  return bySelection;
}

it('a user who redeemed VIPREPORT keeps the free limits everywhere', async () => {
  const { token, userId } = await account('vip@example.com');
  expect((await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'PDF_DOWNLOAD_1', promoCode: 'VIPREPORT' }, token)).json().message.amountCents).toBe(0);
  const orders = (await getAs(ctx.app, '/api/v1/payment/order-summary', token)).json().message;
  expect(orders).toMatchObject({ pdfRemainingCount: 1, userOrders: [{ status: 'Paid', amountCents: 0 }] });

  const { estimator, addresses } = await limitsOf(token);
  expect(estimator).toMatchObject({ paid: false, maxProjects: 15, maxProjectsBySelection: 5 });
  expect(addresses).toEqual({ addressRemainingCount: FREE_ADDRESS_ALLOWANCE, addressLimitBanner: false, isFreeAddressesUser: true });
  expect(await hasPaidProjectLimits(userId)).toBe(false);
});

it('a 100% address-bundle code gives the addresses, not a paid account', async () => {
  await ctx.db.insert(promoCodes).values({ code: 'FREEHOMES', percentOff: 100, appliesTo: 'address_bundle', maxRedemptionsPerUser: 1 });
  const { token, userId } = await account('homes@example.com');
  expect((await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_2', promoCode: 'FREEHOMES' }, token)).json().message.amountCents).toBe(0);
  const { estimator, addresses } = await limitsOf(token);
  expect(addresses).toEqual({ addressRemainingCount: FREE_ADDRESS_ALLOWANCE + 5, addressLimitBanner: false, isFreeAddressesUser: true });
  expect(estimator.paid).toBe(false);
  expect(await hasPaidProjectLimits(userId)).toBe(false);
});

it('an order paid with money makes a paid account (the same checks, the other answer)', async () => {
  const { token, userId } = await account('buyer@example.com');
  await payByCard(token, 'PDF_DOWNLOAD_1');
  const { estimator, addresses } = await limitsOf(token);
  expect(estimator).toMatchObject({ paid: true, maxProjects: 100000, maxProjectsBySelection: 50 });
  expect(addresses.isFreeAddressesUser).toBe(false);
  expect(await hasPaidProjectLimits(userId)).toBe(true);
});
