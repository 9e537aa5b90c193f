import { eq } from 'drizzle-orm';
import { displayDate, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { agentSubscriptions } from './payment.tables';
import { syncProductCatalogue } from './product-catalogue';
import { SANDBOX_CARDS } from './sandbox-checkout.provider';

const ctx = useTestApp();

beforeEach(() => syncProductCatalogue(ctx.db));

type Envelope<T> = { success: boolean; message: T; errors?: { code: string; message: string }[] };
const body = <T>(response: { body: string }) => JSON.parse(response.body) as Envelope<T>;

async function buy(token: string, payload: Record<string, unknown>, card: string = SANDBOX_CARDS.accepted) {
  const started = body<{ sessionId: string; checkoutUrl: string; amountCents: number }>(await postJson(ctx.app, '/api/v1/payment/checkout', payload, token)).message;
  if (started.amountCents === 0) return started;
  await ctx.app.inject({
    method: 'POST',
    url: started.checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: card, expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
  });
  return started;
}

type PaymentState = { enablePaywall: boolean; isLimitExhausted: boolean; subscription: { productName: string; status: string; currentPeriodEnd: string; renews: boolean } | null };
const state = async (token: string) => body<PaymentState>(await getAs(ctx.app, '/api/v1/payment/agent-payment-state', token)).message;

describe('receipts', () => {
  it('every purchase emails one receipt with the item, price and total, however often the checkout is confirmed', async () => {
    const token = await signUpAndGetToken(ctx.app, { email: 'buyer@example.com' });
    const { sessionId } = await buy(token, { productName: 'ADDRESS_BUNDLE_2' });
    await Promise.all(Array.from({ length: 3 }, () => postJson(ctx.app, '/api/v1/payment/confirm', { sessionId }, token)));

    const receipts = (await ctx.readMail('buyer@example.com')).filter((m) => m.subject.startsWith('Your Homeworth receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Homeworth receipt: 5 Premium Addresses');
    expect(receipts[0]!.text).toContain('Item: 5 Premium Addresses');
    expect(receipts[0]!.text).toContain('Total paid: $19.99');
    expect(receipts[0]!.html).toContain('<li>Total paid: $19.99</li>');
  });

  it('a free promo order gets a receipt showing the discount; a declined card and a cancel get none', async () => {
    const token = await signUpAndGetToken(ctx.app, { email: 'vip@example.com' });
    await buy(token, { productName: 'PDF_DOWNLOAD_1', promoCode: 'VIPREPORT' });
    await buy(token, { productName: 'ADDRESS_BUNDLE_1' }, SANDBOX_CARDS.declined);
    const receipts = (await ctx.readMail('vip@example.com')).filter((m) => m.subject.startsWith('Your Homeworth receipt'));
    expect(receipts.map((m) => m.subject)).toEqual(['Your Homeworth receipt: 1 PDF report']);
    expect(receipts[0]!.text).toContain('Discount (VIPREPORT): -$2.99');
    expect(receipts[0]!.text).toContain('Total paid: $0.00');
  });

  it('an Agent/Broker PRO receipt says when the plan renews', async () => {
    const agent = await signUpAndGetToken(ctx.app, { email: 'agent@example.com', roleId: ROLE_IDS.agent });
    await buy(agent, { productName: 'PRO_TIER_99_MONTHLY' });
    const { subscription } = await state(agent);
    // Dated as the site dates ("Nov 23, 2026").
    const renewsOn = displayDate(subscription!.currentPeriodEnd);
    const [receipt] = (await ctx.readMail('agent@example.com')).filter((m) => m.subject.startsWith('Your Homeworth receipt'));
    expect(receipt?.text).toContain(`Your plan renews on ${renewsOn}.`);
  });
});

describe('Agent/Broker PRO subscription changes', () => {
  it('shows the renewal date; a cancel keeps Pro until then without renewing, and can be undone', async () => {
    const agent = await signUpAndGetToken(ctx.app, { email: 'pro@example.com', roleId: ROLE_IDS.agent });
    await buy(agent, { productName: 'PRO_TIER_99_MONTHLY' });
    const before = await state(agent);
    expect(before.subscription).toMatchObject({ productName: 'PRO_TIER_99_MONTHLY', renews: true });
    const days = (new Date(before.subscription!.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const cancelled = body<PaymentState>(await postJson(ctx.app, '/api/v1/payment/agent-subscription/renewal', { renews: false }, agent)).message;
    expect(cancelled.enablePaywall).toBe(false);
    expect(cancelled.subscription).toMatchObject({ status: 'cancelled', renews: false, currentPeriodEnd: before.subscription!.currentPeriodEnd });
    const me = body<{ user: { userRole: string } }>(await getAs(ctx.app, '/api/v1/security/me', agent)).message;
    expect(me.user.userRole).toBe('AGENT_PRO');

    const resumed = body<PaymentState>(await postJson(ctx.app, '/api/v1/payment/agent-subscription/renewal', { renews: true }, agent)).message;
    expect(resumed.subscription).toMatchObject({ status: 'active', renews: true });
  });

  it('a cancelled plan is no longer Pro once its paid period has ended', async () => {
    const agent = await signUpAndGetToken(ctx.app, { email: 'ended@example.com', roleId: ROLE_IDS.agent });
    await buy(agent, { productName: 'PRO_TIER_99_MONTHLY' });
    await postJson(ctx.app, '/api/v1/payment/agent-subscription/renewal', { renews: false }, agent);
    await ctx.db.update(agentSubscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await state(agent)).enablePaywall).toBe(true);
    const again = await postJson(ctx.app, '/api/v1/payment/agent-subscription/renewal', { renews: true }, agent);
    expect(again.statusCode).toBe(404);
  });

  it('switches billing to yearly from the next renewal without charging now', async () => {
    const agent = await signUpAndGetToken(ctx.app, { email: 'switch@example.com', roleId: ROLE_IDS.agent });
    await buy(agent, { productName: 'PRO_TIER_99_MONTHLY' });
    const before = await state(agent);
    const switched = await postJson(ctx.app, '/api/v1/payment/agent-subscription/billing', { productName: 'PRO_TIER_996_YEARLY' }, agent);
    expect(switched.statusCode).toBe(200);
    expect(body<PaymentState>(switched).message.subscription).toMatchObject({
      productName: 'PRO_TIER_996_YEARLY',
      renews: true,
      currentPeriodEnd: before.subscription!.currentPeriodEnd,
    });
    const orders = body<{ userOrders: unknown[] }>(await getAs(ctx.app, '/api/v1/payment/order-summary', agent)).message.userOrders;
    expect(orders).toHaveLength(1);
  });

  it("refuses changes without a current subscription (404), an unknown plan (400) and a guest (401); one agent cannot touch another's", async () => {
    const subscriber = await signUpAndGetToken(ctx.app, { email: 'a@example.com', roleId: ROLE_IDS.agent });
    await buy(subscriber, { productName: 'PRO_TIER_99_MONTHLY' });
    const other = await signUpAndGetToken(ctx.app, { email: 'b@example.com', roleId: ROLE_IDS.agent });
    const none = await postJson(ctx.app, '/api/v1/payment/agent-subscription/renewal', { renews: false }, other);
    expect(none.statusCode).toBe(404);
    expect(body(none).errors?.[0]?.message).toBe('You have no current Agent/Broker PRO subscription.');
    expect((await state(subscriber)).subscription?.renews).toBe(true);
    const unknownPlan = await postJson(ctx.app, '/api/v1/payment/agent-subscription/billing', { productName: 'ADDRESS_BUNDLE_1' }, subscriber);
    expect(unknownPlan.statusCode).toBe(400);
    expect(body(unknownPlan).success).toBe(false);
    expect((await postJson(ctx.app, '/api/v1/payment/agent-subscription/renewal', { renews: false })).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(agentSubscriptions).where(eq(agentSubscriptions.productName, 'PRO_TIER_99_MONTHLY'));
    expect(row?.status).toBe('active');
  });
});
