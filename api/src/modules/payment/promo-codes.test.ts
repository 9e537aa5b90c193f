import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { syncProductCatalogue } from './product-catalogue';
import { PROMO_MESSAGES } from './promo-code.service';

// Promo codes with the owner's limits (per user, in total, expiry), redeemed race-free, and a
// budget of promo-code checks per account and per address.

jest.setTimeout(60_000);

type Failure = { success: false; errors: { code: string; message: string }[] };
const PLENTY = { max: 10_000, timeWindow: '10 minutes' };

describe('promo code limits', () => {
  const ctx = useTestApp({ promoCheckRateLimit: PLENTY });
  beforeEach(() => syncProductCatalogue(ctx.db));

  const checkout = (token: string, productName: string, promoCode?: string) =>
    postJson(ctx.app, '/api/v1/payment/checkout', { productName, ...(promoCode ? { promoCode } : {}) }, token);
  const check = (token: string | undefined, code: string, productName = 'PDF_DOWNLOAD_1') => postJson(ctx.app, '/api/v1/payment/promo-codes/check', { code, productName }, token);
  const refusal = (response: { json: () => unknown }) => (response.json() as Failure).errors[0];

  it('VIPREPORT gives one free PDF report per user: a second use is refused, another user still gets it', async () => {
    const jane = await signUpAndGetToken(ctx.app, { email: 'jane@example.com' });
    const sam = await signUpAndGetToken(ctx.app, { email: 'sam@example.com' });
    expect((await check(jane, 'vipreport')).json().message.amountCents).toBe(0);
    expect((await checkout(jane, 'PDF_DOWNLOAD_1', 'VIPREPORT')).json().message.amountCents).toBe(0);

    for (const again of [await check(jane, 'VIPREPORT'), await checkout(jane, 'PDF_DOWNLOAD_1', ' vipreport ')]) {
      expect(again.statusCode).toBe(409);
      expect(refusal(again)).toMatchObject({ code: 'PROMO_ALREADY_USED', message: 'You have already used this promo code.' });
    }
    const summary = (await getAs(ctx.app, '/api/v1/payment/order-summary', jane)).json().message;
    expect(summary.pdfPurchasedCount).toBe(1);
    expect(summary.userOrders).toHaveLength(1);
    expect((await checkout(sam, 'PDF_DOWNLOAD_1', 'VIPREPORT')).statusCode).toBe(200);
  });

  it('refuses an expired code, a code for other products, an unknown code, and a guest', async () => {
    await ctx.db.insert(promoCodes).values({ code: 'SPRING', percentOff: 20, appliesTo: 'pdf_pack', expiresAt: new Date(Date.now() - 60_000) });
    const token = await signUpAndGetToken(ctx.app);
    const expired = await checkout(token, 'PDF_DOWNLOAD_5', 'SPRING');
    expect(expired.statusCode).toBe(400);
    expect(refusal(expired)).toMatchObject({ code: 'PROMO_EXPIRED', message: PROMO_MESSAGES.expired });
    expect(refusal(await check(token, 'VIPREPORT', 'ADDRESS_BUNDLE_2'))).toMatchObject({
      code: 'PROMO_NOT_APPLICABLE',
      message: 'This promo code does not apply to this product.',
    });
    expect(refusal(await check(token, 'FREESTUFF'))).toMatchObject({ code: 'PROMO_INVALID', message: 'This promo code is not valid.' });
    expect((await check(undefined, 'VIPREPORT')).statusCode).toBe(401);
    expect((await getAs(ctx.app, '/api/v1/payment/order-summary', token)).json().message.userOrders).toHaveLength(0);
  });

  it('stops at the total limit however many checkouts run at once', async () => {
    await ctx.db.insert(promoCodes).values({ code: 'LAUNCH', percentOff: 100, appliesTo: 'pdf_pack', maxRedemptions: 2 });
    const buyers = [];
    for (let i = 0; i < 5; i += 1) buyers.push(await signUpAndGetToken(ctx.app, { email: `buyer${i}@example.com` }));
    const results = await Promise.all(buyers.map((token) => checkout(token, 'PDF_DOWNLOAD_1', 'LAUNCH')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(refusal(r)).toMatchObject({ code: 'PROMO_EXHAUSTED', message: 'This promo code has reached its redemption limit.' });
    expect(await ctx.db.select().from(promoRedemptions)).toHaveLength(2);
    const [row] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.code, 'LAUNCH'));
    expect(row!.redemptionCount).toBe(2);
  });

  it("stops at the user's limit however many of the user's checkouts run at once", async () => {
    await ctx.db.insert(promoCodes).values({ code: 'TWICE', percentOff: 100, appliesTo: 'pdf_pack', maxRedemptionsPerUser: 2 });
    const token = await signUpAndGetToken(ctx.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => checkout(token, 'PDF_DOWNLOAD_1', 'TWICE')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect((await getAs(ctx.app, '/api/v1/payment/order-summary', token)).json().message.pdfRemainingCount).toBe(2);
  });

  it('a cancelled checkout gives its redemption back', async () => {
    await ctx.db.insert(promoCodes).values({ code: 'HALF', percentOff: 50, appliesTo: 'address_bundle', maxRedemptionsPerUser: 1 });
    const token = await signUpAndGetToken(ctx.app);
    const started = (await checkout(token, 'ADDRESS_BUNDLE_2', 'HALF')).json().message;
    expect(started.amountCents).toBe(999);
    expect((await check(token, 'HALF', 'ADDRESS_BUNDLE_2')).statusCode).toBe(409);
    await ctx.app.inject({
      method: 'POST',
      url: started.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'cancel' }).toString(),
    });
    expect((await postJson(ctx.app, '/api/v1/payment/confirm', { sessionId: started.sessionId }, token)).json().message.status).toBe('Cancelled');
    expect((await check(token, 'HALF', 'ADDRESS_BUNDLE_2')).statusCode).toBe(200);
  });
});

describe('promo-code check budget', () => {
  const ctx = useTestApp({ promoCheckRateLimit: { max: 3, timeWindow: '10 minutes' } });
  beforeEach(() => syncProductCatalogue(ctx.db));

  it('answers 429 past the budget; checkouts without a code are not counted', async () => {
    const token = await signUpAndGetToken(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_1' }, token)).statusCode).toBe(200);
    }
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3']) {
      expect((await postJson(ctx.app, '/api/v1/payment/promo-codes/check', { code, productName: 'PDF_DOWNLOAD_1' }, token)).statusCode).toBe(400);
    }
    const over = await postJson(ctx.app, '/api/v1/payment/promo-codes/check', { code: 'VIPREPORT', productName: 'PDF_DOWNLOAD_1' }, token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, errors: [{ code: 'RATE_LIMITED' }] });
    const viaCheckout = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'PDF_DOWNLOAD_1', promoCode: 'VIPREPORT' }, token);
    expect(viaCheckout.statusCode).toBe(429);
  });
});
