import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { FREE_ADDRESS_ALLOWANCE } from './address-allowance.service';
import { syncProductCatalogue } from './product-catalogue';
import { fulfilOrder, orderForSession } from './order.service';
import { SANDBOX_CARDS } from './sandbox-checkout.provider';
import { SANDBOX_DECLINE_MESSAGES } from './sandbox-checkout.route';

const ctx = useTestApp();

beforeEach(() => syncProductCatalogue(ctx.db));

type Envelope<T> = { success: boolean; message: T; errors?: { code: string | number; message: string }[] };
const body = <T>(response: { body: string }) => JSON.parse(response.body) as Envelope<T>;

async function checkout(token: string, payload: Record<string, unknown>) {
  const response = await postJson(ctx.app, '/api/v1/payment/checkout', payload, token);
  return { response, data: body<{ sessionId: string; checkoutUrl: string; amountCents: number }>(response) };
}

function payOnSandbox(checkoutUrl: string, card: string, action: 'pay' | 'cancel' = 'pay') {
  return ctx.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: card, expiry: '12/39', cvc: '123', name: 'Jane Doe', action }).toString(),
  });
}

async function summary(token: string) {
  return body<{ addressRemainingCount: number; addressPurchasedCount: number; pdfRemainingCount: number; userOrders: { status: string }[] }>(
    await getAs(ctx.app, '/api/v1/payment/order-summary', token),
  ).message;
}

describe('products and promo codes', () => {
  it('lists the four address bundles in order', async () => {
    const response = await getAs(ctx.app, '/api/v1/payment/products?kind=address_bundle');
    const names = body<{ products: { name: string; quantity: number }[] }>(response).message.products.map((p) => p.name);
    expect(names).toEqual(['ADDRESS_BUNDLE_1', 'ADDRESS_BUNDLE_2', 'ADDRESS_BUNDLE_3', 'ADDRESS_BUNDLE_4']);
  });

  it('gets the agent tiers by name and answers 404 for an unknown product', async () => {
    const monthly = body<{ product: { priceCents: number; billingInterval: string } }>(await getAs(ctx.app, '/api/v1/payment/products/PRO_TIER_99_MONTHLY'));
    expect(monthly.message.product).toMatchObject({ priceCents: 9900, billingInterval: 'month' });
    const yearly = body<{ product: { priceCents: number; description: string } }>(await getAs(ctx.app, '/api/v1/payment/products/PRO_TIER_996_YEARLY'));
    // "Two months free": a year costs ten months.
    expect(yearly.message.product.description).toContain('two months free');
    expect(yearly.message.product.priceCents).toBe(10 * monthly.message.product.priceCents);
    const unknown = await getAs(ctx.app, '/api/v1/payment/products/GOLD_BARS');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).errors?.[0]?.message).toBe('This product does not exist.');
  });

  it('makes a PDF report free with VIPREPORT, refuses it for address bundles and refuses unknown codes', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const free = await postJson(ctx.app, '/api/v1/payment/promo-codes/check', { code: 'vipreport', productName: 'PDF_DOWNLOAD_1' }, token);
    expect(body<{ amountCents: number }>(free).message.amountCents).toBe(0);
    const wrongProduct = await postJson(ctx.app, '/api/v1/payment/promo-codes/check', { code: 'VIPREPORT', productName: 'ADDRESS_BUNDLE_2' }, token);
    expect(wrongProduct.statusCode).toBe(400);
    expect(body(wrongProduct).errors?.[0]?.message).toBe('This promo code does not apply to this product.');
    const unknown = await postJson(ctx.app, '/api/v1/payment/promo-codes/check', { code: 'FREESTUFF', productName: 'PDF_DOWNLOAD_1' }, token);
    expect(body(unknown).errors?.[0]?.message).toBe('This promo code is not valid.');
  });
});

describe('checkout through the sandbox', () => {
  it('needs a signed-in user', async () => {
    const response = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_2' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a price or amount sent by the browser, and unknown products, crediting nothing', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const tampered = await checkout(token, { productName: 'ADDRESS_BUNDLE_4', amountCents: 1 });
    expect(tampered.response.statusCode).toBe(400);
    const unknown = await checkout(token, { productName: 'ADDRESS_BUNDLE_9' });
    expect(unknown.response.statusCode).toBe(404);
    expect((await summary(token)).userOrders).toHaveLength(0);
  });

  it('pays with the accepted test card, returns to the referrer with the address count, and credits once however often it is confirmed', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const { data } = await checkout(token, { productName: 'ADDRESS_BUNDLE_2', referrer: '/dashboard?tab=homes' });
    expect(data.message.amountCents).toBe(1999);

    const page = await ctx.app.inject({ method: 'GET', url: data.message.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain('$19.99');

    const paid = await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.accepted);
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe('/dashboard');
    expect(back.searchParams.get('tab')).toBe('homes');
    expect(back.searchParams.get('success_payment')).toBe('true');
    expect(back.searchParams.get('addresses')).toBe('5');

    const first = await postJson(ctx.app, '/api/v1/payment/confirm', { sessionId: data.message.sessionId }, token);
    expect(body<{ confirmed: boolean; addresses: number }>(first).message).toMatchObject({ confirmed: true, addresses: 5 });
    await postJson(ctx.app, '/api/v1/payment/confirm', { sessionId: data.message.sessionId }, token);
    await Promise.all(Array.from({ length: 5 }, () => postJson(ctx.app, '/api/v1/payment/confirm', { sessionId: data.message.sessionId }, token)));

    const counts = await summary(token);
    expect(counts.addressPurchasedCount).toBe(5);
    expect(counts.addressRemainingCount).toBe(FREE_ADDRESS_ALLOWANCE + 5);
    expect(counts.userOrders.map((o) => o.status)).toEqual(['Paid']);
  });

  it('fulfils an order once when the provider callback and several confirmations race', async () => {
    const token = await signUpAndGetToken(ctx.app, { email: 'race@example.com' });
    const { data } = await checkout(token, { productName: 'ADDRESS_BUNDLE_3' });
    const me = JSON.parse((await getAs(ctx.app, '/api/v1/security/me', token)).body) as Envelope<{ user: { userId: number } }>;
    const order = await orderForSession(ctx.db, me.message.user.userId, data.message.sessionId);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => fulfilOrder(ctx.db, order.id)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await summary(token)).addressPurchasedCount).toBe(10);
  });

  it('a declined card shows the reason on the card page, charges nothing, and the buyer can retry there with another card', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const { data } = await checkout(token, { productName: 'ADDRESS_BUNDLE_1' });
    const declined = await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('role="alert"');
    expect(declined.body).toContain(SANDBOX_DECLINE_MESSAGES.declined);
    expect(declined.body).toContain('Pay $4.99');
    expect(declined.body).toContain('value="12/39"');
    expect(declined.body).not.toContain(SANDBOX_CARDS.declined);
    const pending = await postJson(ctx.app, '/api/v1/payment/confirm', { sessionId: data.message.sessionId }, token);
    expect(body<{ confirmed: boolean; status: string }>(pending).message).toMatchObject({ confirmed: false, status: 'Pending' });
    expect((await summary(token)).addressPurchasedCount).toBe(0);

    const retried = await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.accepted);
    expect(retried.statusCode).toBe(303);
    expect(new URL(retried.headers.location as string).searchParams.get('success_payment')).toBe('true');
    expect((await summary(token)).addressPurchasedCount).toBe(1);
  });

  it('a cancel goes back to the page the purchase started on (cancelReferrer), the success to the referrer', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const started = await checkout(token, { productName: 'ADDRESS_BUNDLE_1', referrer: '/dashboard', cancelReferrer: '/pricing-options?referrer=/dashboard' });
    const back = await payOnSandbox(started.data.message.checkoutUrl, '', 'cancel');
    const url = new URL(back.headers.location as string);
    expect(url.pathname).toBe('/pricing-options');
    expect(url.searchParams.get('referrer')).toBe('/dashboard');
    expect(url.searchParams.get('success_payment')).toBe('false');
    const offSite = await checkout(token, { productName: 'ADDRESS_BUNDLE_1', referrer: '/dashboard', cancelReferrer: '//evil.example/x' });
    const offSiteBack = await payOnSandbox(offSite.data.message.checkoutUrl, '', 'cancel');
    expect(new URL(offSiteBack.headers.location as string).pathname).toBe('/dashboard');
  });

  it('a cancel credits nothing and records the outcome', async () => {
    const token = await signUpAndGetToken(ctx.app);

    const cancelled = await checkout(token, { productName: 'ADDRESS_BUNDLE_1' });
    await payOnSandbox(cancelled.data.message.checkoutUrl, '', 'cancel');
    const confirmCancelled = await postJson(ctx.app, '/api/v1/payment/confirm', { sessionId: cancelled.data.message.sessionId }, token);
    expect(body<{ status: string }>(confirmCancelled).message.status).toBe('Cancelled');

    const counts = await summary(token);
    expect(counts.addressPurchasedCount).toBe(0);
    expect(counts.addressRemainingCount).toBe(FREE_ADDRESS_ALLOWANCE);
  });

  it('asks again for an incomplete card form without charging', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const { data } = await checkout(token, { productName: 'ADDRESS_BUNDLE_1' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: data.message.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=13/30&cvc=1&name=',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Enter the expiry date as MM/YY.');
  });

  it('never confirms another user’s order', async () => {
    const owner = await signUpAndGetToken(ctx.app, { email: 'owner@example.com' });
    const stranger = await signUpAndGetToken(ctx.app, { email: 'stranger@example.com' });
    const { data } = await checkout(owner, { productName: 'ADDRESS_BUNDLE_3' });
    await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.accepted);
    const response = await postJson(ctx.app, '/api/v1/payment/confirm', { sessionId: data.message.sessionId }, stranger);
    expect(response.statusCode).toBe(404);
    expect((await summary(stranger)).addressPurchasedCount).toBe(0);
  });

  it('keeps only same-site return paths (no open redirect through the checkout)', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const { data } = await checkout(token, { productName: 'ADDRESS_BUNDLE_1', referrer: 'https://evil.example/steal' });
    const paid = await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.accepted);
    const back = new URL(paid.headers.location as string);
    expect(back.origin).toBe('http://localhost:3000');
    expect(back.pathname).toBe('/pricing-options');
  });
});

describe('PDF downloads', () => {
  it('VIPREPORT gives one free PDF at once; using it twice is refused', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const { data } = await checkout(token, { productName: 'PDF_DOWNLOAD_1', promoCode: 'VIPREPORT' });
    expect(data.message.amountCents).toBe(0);
    expect((await summary(token)).pdfRemainingCount).toBe(1);
    const allowed = await postJson(ctx.app, '/api/v1/payment/check-purchase', { productModule: 'no_of_pdf_downloads' }, token);
    expect(body<{ isAllow: boolean }>(allowed).message.isAllow).toBe(true);
    expect((await postJson(ctx.app, '/api/v1/payment/pdf-downloads/consume', undefined, token)).statusCode).toBe(200);
    const again = await postJson(ctx.app, '/api/v1/payment/pdf-downloads/consume', undefined, token);
    expect(again.statusCode).toBe(409);
    expect(body(again).errors?.[0]?.message).toBe('You have no PDF downloads left.');
  });

  it('20 concurrent downloads of 5 remaining succeed exactly 5 times', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const { data } = await checkout(token, { productName: 'PDF_DOWNLOAD_5' });
    await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.accepted);
    const results = await Promise.all(Array.from({ length: 20 }, () => postJson(ctx.app, '/api/v1/payment/pdf-downloads/consume', undefined, token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect((await summary(token)).pdfRemainingCount).toBe(0);
  });
});

describe('agent Pro subscription', () => {
  it('is for agents only', async () => {
    const homeowner = await signUpAndGetToken(ctx.app);
    const { response } = await checkout(homeowner, { productName: 'PRO_TIER_99_MONTHLY' });
    expect(response.statusCode).toBe(403);
  });

  it('a paid monthly subscription makes the agent Pro in the payment state', async () => {
    const agent = await signUpAndGetToken(ctx.app, { email: 'agent@example.com', roleId: ROLE_IDS.agent });
    const { data } = await checkout(agent, { productName: 'PRO_TIER_99_MONTHLY', referrer: '/agent/edit-profile' });
    expect(data.message.amountCents).toBe(9900);
    await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.accepted);
    const state = body<{ enablePaywall: boolean; isLimitExhausted: boolean; subscription: { productName: string } }>(
      await getAs(ctx.app, '/api/v1/payment/agent-payment-state', agent),
    );
    // Pro switches the paywall (and the free client limit) off.
    expect(state.message).toMatchObject({ enablePaywall: false, isLimitExhausted: false });
    expect(state.message.subscription.productName).toBe('PRO_TIER_99_MONTHLY');
  });
});

describe('agent tier in the session', () => {
  it('an agent with a paid Pro subscription is AGENT_PRO in /me and at sign-in', async () => {
    const agent = await signUpAndGetToken(ctx.app, { email: 'pro@example.com', roleId: ROLE_IDS.agent });
    const me = () => getAs(ctx.app, '/api/v1/security/me', agent).then((r) => body<{ user: { userRole: string } }>(r).message.user.userRole);
    expect(await me()).toBe('AGENT');
    const { data } = await checkout(agent, { productName: 'PRO_TIER_996_YEARLY' });
    await payOnSandbox(data.message.checkoutUrl, SANDBOX_CARDS.accepted);
    expect(await me()).toBe('AGENT_PRO');
    const signIn = await postJson(ctx.app, '/api/v1/security/sign-in', { email: 'pro@example.com', password: 'Str0ng!pass' });
    expect(body<{ user: { userRole: string } }>(signIn).message.user.userRole).toBe('AGENT_PRO');
  });
});
