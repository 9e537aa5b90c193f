import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { SANDBOX_CARDS } from '../payment/sandbox-checkout.provider';
import { FREE_ADDRESS_ALLOWANCE } from '../payment';

// Upgrade a saved address to paid: one credit per upgrade, the payment flow when
// none is left, and a double click that uses one credit. The allowance itself: address-allowance.test.ts.
jest.setTimeout(30_000);

const HOMES = '/api/v1/property/user-properties';

describe('upgrading a saved address to paid', () => {
  const t = useTestApp();
  beforeEach(() => syncProductCatalogue(t.db));

  async function addHome(token: string, street: string): Promise<number> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address: street, city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
    const added = await postJson(t.app, HOMES, { kukunId }, token);
    expect(added.statusCode).toBe(201);
    const id: number = added.json().message.home.userPropertyId;
    expect((await postJson(t.app, `${HOMES}/${id}/save`, undefined, token)).json().message.home.tier).toBe('saved');
    return id;
  }
  const upgrade = (token: string, id: number) => postJson(t.app, `${HOMES}/${id}/upgrade-to-paid`, undefined, token);
  const limits = async (token: string) => (await getAs(t.app, '/api/v1/property/user-limits', token)).json().message;
  const summary = async (token: string) => (await getAs(t.app, '/api/v1/payment/order-summary', token)).json().message;

  it('uses one credit; with none left answers OUT_OF_ADDRESSES, and after buying addresses in the checkout the upgrade goes through', async () => {
    const token = await signUpAndGetToken(t.app);
    const first = await addHome(token, '1 Aspen Court');
    const upgraded = await upgrade(token, first);
    expect(upgraded.json().message).toMatchObject({ upgraded: true, home: { tier: 'paid', isPaidAddress: true }, limits: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 2 } });
    expect((await summary(token)).addressConsumedCount).toBe(2);

    const second = await addHome(token, '2 Aspen Court');
    expect(await limits(token)).toMatchObject({ addressRemainingCount: 0, isFreeAddressesUser: false, addressLimitBanner: false });
    const refused = await upgrade(token, second);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 'OUT_OF_ADDRESSES', args: { addressRemainingCount: 0 } });
    expect((await getAs(t.app, HOMES, token)).json().message.properties.find((h: { userPropertyId: number }) => h.userPropertyId === second).tier).toBe('saved');

    // The payment flow the out-of-address modal opens: an address pack in the sandbox checkout.
    const checkout = (await postJson(t.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_2', referrer: '/properties' }, token)).json().message;
    const paid = await t.app.inject({
      method: 'POST',
      url: checkout.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(new URL(paid.headers.location as string).pathname).toBe('/properties');
    const bought: number = (await postJson(t.app, '/api/v1/payment/confirm', { sessionId: checkout.sessionId }, token)).json().message.addresses;
    expect(bought).toBeGreaterThan(0);

    const now = await upgrade(token, second);
    expect(now.statusCode).toBe(200);
    expect(now.json().message).toMatchObject({ upgraded: true, limits: { addressRemainingCount: bought - 1 } });
    const counts = await summary(token);
    expect(counts).toMatchObject({ addressConsumedCount: 4, addressPurchasedCount: bought, addressRemainingCount: bought - 1 });
  });

  it('a double click with one credit left uses that credit once; two homes at once with one credit: one is upgraded, the other is refused', async () => {
    const token = await signUpAndGetToken(t.app);
    const a = await addHome(token, '3 Aspen Court');
    await addHome(token, '4 Aspen Court');
    expect((await limits(token)).addressRemainingCount).toBe(1);
    const clicks = await Promise.all([upgrade(token, a), upgrade(token, a)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(clicks.filter((c) => c.json().message.upgraded)).toHaveLength(1);
    expect((await limits(token)).addressRemainingCount).toBe(0);
    expect((await summary(token)).addressConsumedCount).toBe(3);

    const other = await signUpAndGetToken(t.app, { email: 'second@example.com' });
    const c = await addHome(other, '5 Aspen Court');
    const d = await addHome(other, '6 Aspen Court');
    const both = await Promise.all([upgrade(other, c), upgrade(other, d)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect((await limits(other)).addressRemainingCount).toBe(0);
    const tiers = (await getAs(t.app, HOMES, other))
      .json()
      .message.properties.map((h: { tier: string }) => h.tier)
      .sort();
    expect(tiers).toEqual(['paid', 'saved']);
  });
});
