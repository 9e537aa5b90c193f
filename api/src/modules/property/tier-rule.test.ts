import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { tokenFromMail } from '../security/account-test-helpers';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { SANDBOX_CARDS } from '../payment/sandbox-checkout.provider';
import { FREE_ADDRESS_ALLOWANCE } from '../payment';

// One rule of what each tier shows: the report's condition details and maintenance, and the maintenance
// plan's replacement budget (the same components' ages, lives and costs), open or locked together.

const HOME = { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78704' };
const BUDGET = '/api/v1/maintenance/replacement-budget';

describe('one tier rule for the report and the maintenance plan', () => {
  const t = useTestApp();
  beforeEach(() => syncProductCatalogue(t.db));

  const kukunIdOf = async (address: Record<string, string>): Promise<number> => (await postJson(t.app, '/api/v1/property/kukun-id', address)).json().message.kukunId;
  const remaining = async (token: string): Promise<number> => (await getAs(t.app, '/api/v1/property/user-limits', token)).json().message.addressRemainingCount;

  async function verifiedUser(email: string): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email });
    const link = await tokenFromMail(t, email, '/login/verify-your-email');
    expect((await postJson(t.app, '/api/v1/security/verify-email', { token: link })).statusCode).toBe(200);
    return token;
  }

  /** Whether the report's condition details and maintenance, and the plan's budget, came back open. */
  async function whatIsOpen(token: string, kukunId: number, userPropertyId?: number) {
    const report = (await getAs(t.app, `/api/v1/property/properties/${kukunId}/report`, token)).json().message;
    const query = userPropertyId === undefined ? `kukunId=${kukunId}` : `userPropertyId=${userPropertyId}`;
    const budget = await getAs(t.app, `${BUDGET}?${query}`, token);
    return {
      level: report.access.level as string,
      condition: report.condition.locked !== true,
      maintenance: report.summary.propertyItems.locked !== true,
      budget: budget.statusCode === 200 && budget.json().message.locked === null,
      budgetAnswer: budget.json(),
    };
  }

  /** Buys `productName` through the sandbox checkout, paying with the test card. */
  async function buy(token: string, productName: string, extra: Record<string, unknown> = {}) {
    const started = await postJson(t.app, '/api/v1/payment/checkout', { productName, referrer: '/home-report', ...extra }, token);
    expect(started.statusCode).toBe(200);
    const { sessionId, checkoutUrl } = started.json().message;
    const paid = await t.app.inject({
      method: 'POST',
      url: checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return { sessionId, confirmed: await postJson(t.app, '/api/v1/payment/confirm', { sessionId }, token) };
  }

  it('a free home: condition, maintenance and the replacement budget are all locked, the budget sent without its figures', async () => {
    const token = await verifiedUser('free@example.com');
    const kukunId = await kukunIdOf(HOME);
    const home = (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId;
    for (const open of [await whatIsOpen(token, kukunId), await whatIsOpen(token, kukunId, home)]) {
      expect(open).toMatchObject({ level: 'saved', condition: false, maintenance: false, budget: false });
      // A locked budget is an answer, not an error: what unlocks it, and no figures.
      expect(open.budgetAnswer).toMatchObject({ success: true, message: { locked: { requires: 'full', userPropertyId: home } } });
      expect(JSON.stringify(open.budgetAnswer)).not.toMatch(/remainingLife|replacementCost|monthlySetAside/);
    }
    // The plan's tasks are the owner's own: they stay open.
    expect((await getAs(t.app, `/api/v1/maintenance/task-list?userPropertyId=${home}`, token)).statusCode).toBe(200);
  });

  it('a paid home: condition, maintenance and the replacement budget are all open', async () => {
    const token = await verifiedUser('paid@example.com');
    const kukunId = await kukunIdOf(HOME);
    const home = (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId;
    expect((await postJson(t.app, `/api/v1/property/user-properties/${home}/upgrade-to-paid`, undefined, token)).statusCode).toBe(200);
    const open = await whatIsOpen(token, kukunId, home);
    expect(open).toMatchObject({ level: 'full', condition: true, maintenance: true, budget: true });
    expect(open.budgetAnswer.message.components.length).toBeGreaterThan(0);
  });

  it('paying for addresses from a home report unlocks that home at once, using one of them, once', async () => {
    const token = await verifiedUser('buyer@example.com');
    const kukunId = await kukunIdOf(HOME);
    await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
    for (let i = 1; i < FREE_ADDRESS_ALLOWANCE; i += 1)
      await postJson(t.app, '/api/v1/property/user-properties', { kukunId: await kukunIdOf({ ...HOME, address: `${i} Elm Street` }) }, token);
    expect(await remaining(token)).toBe(0);
    expect(await whatIsOpen(token, kukunId)).toMatchObject({ condition: false, budget: false });

    const { sessionId, confirmed } = await buy(token, 'ADDRESS_BUNDLE_2', { unlockKukunId: kukunId });
    expect(confirmed.json().message).toMatchObject({ confirmed: true, status: 'Paid', addresses: 5 });
    expect(await whatIsOpen(token, kukunId)).toMatchObject({ level: 'full', condition: true, maintenance: true, budget: true });
    expect(await remaining(token)).toBe(4);
    // Confirming again (the return page reloaded) neither unlocks nor uses anything again.
    expect((await postJson(t.app, '/api/v1/payment/confirm', { sessionId }, token)).json().message).toMatchObject({ confirmed: true, status: 'Paid' });
    expect(await remaining(token)).toBe(4);
    expect((await getAs(t.app, '/api/v1/payment/order-summary', token)).json().message).toMatchObject({
      addressPurchasedCount: 5,
      addressConsumedCount: FREE_ADDRESS_ALLOWANCE + 1,
    });
  });

  it('a home not yet in the homes is added as paid on payment; a bundle without a home unlocks nothing', async () => {
    const token = await verifiedUser('shopper@example.com');
    const kukunId = await kukunIdOf(HOME);
    await buy(token, 'ADDRESS_BUNDLE_1', { unlockKukunId: kukunId });
    expect(await whatIsOpen(token, kukunId)).toMatchObject({ level: 'full', budget: true });
    expect(await remaining(token)).toBe(FREE_ADDRESS_ALLOWANCE + 1 - 1);

    const other = await kukunIdOf({ ...HOME, address: '9 Birch Road' });
    await buy(token, 'ADDRESS_BUNDLE_1');
    expect(await whatIsOpen(token, other)).toMatchObject({ level: 'member', condition: false, budget: false });
    expect(await remaining(token)).toBe(FREE_ADDRESS_ALLOWANCE + 1);
  });

  it('refuses a home to unlock with a product that is not an address bundle, or a property that does not exist', async () => {
    const token = await verifiedUser('careful@example.com');
    const kukunId = await kukunIdOf(HOME);
    const pdf = await postJson(t.app, '/api/v1/payment/checkout', { productName: 'PDF_DOWNLOAD_1', unlockKukunId: kukunId }, token);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ success: false, errors: [{ code: 'NOT_AN_ADDRESS_BUNDLE' }] });
    const missing = await postJson(t.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_1', unlockKukunId: 999_999 }, token);
    expect(missing.statusCode).toBe(404);
    expect((await postJson(t.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_1', unlockKukunId: -1 }, token)).statusCode).toBe(400);
  });

  it("another user's paid home stays locked for everyone else: the report and the budget alike", async () => {
    const owner = await verifiedUser('owner@example.com');
    const kukunId = await kukunIdOf(HOME);
    const home = (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, owner)).json().message.home.userPropertyId;
    await postJson(t.app, `/api/v1/property/user-properties/${home}/upgrade-to-paid`, undefined, owner);
    const stranger = await verifiedUser('stranger@example.com');
    expect(await whatIsOpen(stranger, kukunId)).toMatchObject({ level: 'member', condition: false, maintenance: false, budget: false });
    // Their home's id is not the stranger's: not found, as if it did not exist.
    expect((await getAs(t.app, `${BUDGET}?userPropertyId=${home}`, stranger)).statusCode).toBe(404);
  });
});
