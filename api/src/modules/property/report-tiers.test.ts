import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { REPORT_SECTION_LEVEL } from '@homeworth/shared-lib/domain';
import { tokenFromMail } from '../security/account-test-helpers';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { SANDBOX_CARDS } from '../payment/sandbox-checkout.provider';
import { FREE_ADDRESS_ALLOWANCE } from '../payment';
import { SAMPLE_ADDRESS } from './property.route';

// What each tier sees of a home report (shared-lib domain/report-access.ts).

const HOME = { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78704' };
const SECTIONS = Object.keys(REPORT_SECTION_LEVEL);
const GATED_TOP_LEVEL = ['forecast', 'valueHistory', 'sales', 'comparables', 'recentSales', 'neighborhood', 'condition', 'permits', 'recommendedProjects'];

describe('home report tiers', () => {
  const t = useTestApp();
  beforeEach(() => syncProductCatalogue(t.db));

  async function kukunIdOf(address: Record<string, string>): Promise<number> {
    return (await postJson(t.app, '/api/v1/property/kukun-id', address)).json().message.kukunId;
  }

  async function report(kukunId: number, token?: string) {
    const response = await getAs(t.app, `/api/v1/property/properties/${kukunId}/report`, token);
    expect(response.statusCode).toBe(200);
    return { body: response.json().message, headers: response.headers };
  }

  async function verifiedUser(email: string): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email });
    const link = await tokenFromMail(t, email, '/login/verify-your-email');
    expect((await postJson(t.app, '/api/v1/security/verify-email', { token: link })).statusCode).toBe(200);
    return token;
  }

  /** Names of the sections that came back locked, checked to carry no data beyond the preview. */
  function lockedIn(body: Record<string, unknown> & { summary: Record<string, unknown> }): string[] {
    const names = GATED_TOP_LEVEL.filter((key) => (body[key] as { locked?: boolean }).locked === true);
    if ((body.summary.propertyItems as { locked?: boolean }).locked === true) names.push('propertyItems');
    for (const name of names) {
      const section = (name === 'propertyItems' ? body.summary.propertyItems : body[name]) as Record<string, unknown>;
      expect(Object.keys(section).sort()).toEqual(['locked', 'preview', 'requires']);
    }
    return names.sort();
  }

  it('a guest gets the value, the condition score and the home facts; every detailed section is locked with a preview and no data', async () => {
    const id = await kukunIdOf(HOME);
    const { body, headers } = await report(id);
    expect(body.access).toMatchObject({ level: 'guest', reason: 'guest', userPropertyId: null });
    expect(lockedIn(body)).toEqual([...SECTIONS].sort());
    expect(body.access.lockedSections.sort()).toEqual([...SECTIONS].sort());
    for (const field of ['currentValue', 'propertyScore', 'bedrooms', 'bathrooms', 'buildingArea', 'yearBuilt', 'totalGrowth', 'permitsTotal']) {
      expect(typeof body.summary[field]).toBe('number');
    }
    expect(body.permits).toEqual({ locked: true, requires: 'full', preview: { count: body.summary.permitsTotal } });
    expect(body.forecast).toMatchObject({ locked: true, requires: 'member', preview: { years: 5 } });
    expect(body.recommendedProjects.preview.projectNames.length).toBeGreaterThan(0);
    // No figure of a locked section is anywhere in the answer.
    const text = JSON.stringify(body);
    expect(text).not.toContain('permitDescription');
    expect(text).not.toContain('estimatedCost');
    expect(text).not.toContain('pricePerSqft');
    expect(text).not.toContain('walkScore');
    // Never kept by a shared cache; the browser revalidates its copy with the ETag (report-cache.test.ts).
    expect(headers['cache-control']).toBe('private, no-cache');
  });

  it('a signed-in user whose email is not verified sees what a guest sees, and may not unlock', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'pending@example.com' });
    const id = await kukunIdOf(HOME);
    const { body } = await report(id, token);
    expect(body.access).toMatchObject({ level: 'guest', reason: 'unverified' });
    expect(lockedIn(body)).toEqual([...SECTIONS].sort());
    const unlock = await postJson(t.app, `/api/v1/property/properties/${id}/unlock`, undefined, token);
    expect(unlock.statusCode).toBe(403);
    expect(unlock.json().errors[0].code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('a verified member adds the forecast; a home in their homes adds history, sales, comparables, recent sales and the neighbourhood', async () => {
    const token = await verifiedUser('member@example.com');
    const id = await kukunIdOf(HOME);
    const member = (await report(id, token)).body;
    expect(member.access).toMatchObject({ level: 'member', reason: 'not-in-homes', userPropertyId: null });
    expect(lockedIn(member)).toEqual(['comparables', 'condition', 'neighborhood', 'permits', 'propertyItems', 'recentSales', 'recommendedProjects', 'sales', 'valueHistory']);
    expect(member.forecast).toHaveLength(6);
    expect(member.forecast[0].value).toBe(member.summary.currentValue);

    const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId: id }, token);
    expect(added.statusCode).toBe(201);
    const saved = (await report(id, token)).body;
    expect(saved.access).toMatchObject({ level: 'saved', reason: 'free', userPropertyId: added.json().message.home.userPropertyId });
    expect(lockedIn(saved)).toEqual(['condition', 'permits', 'propertyItems', 'recommendedProjects']);
    expect(saved.neighborhood.walkScore).toEqual(expect.any(Number));
    await postJson(t.app, `/api/v1/property/user-properties/${saved.access.userPropertyId}/save`, undefined, token);
    expect((await report(id, token)).body.access).toMatchObject({ level: 'saved', reason: 'saved' });
  });

  it('unlocking uses one address and opens everything for that user only; another user still sees the preview', async () => {
    const owner = await verifiedUser('buyer@example.com');
    const stranger = await verifiedUser('stranger@example.com');
    const id = await kukunIdOf(HOME);
    const unlock = await postJson(t.app, `/api/v1/property/properties/${id}/unlock`, undefined, owner);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json().message).toMatchObject({ upgraded: true, home: { tier: 'paid' }, limits: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 1 } });
    const full = (await report(id, owner)).body;
    expect(full.access).toMatchObject({ level: 'full', reason: 'paid', lockedSections: [] });
    expect(lockedIn(full)).toEqual([]);
    expect(full.permits.length).toBe(full.summary.permitsTotal);
    expect(full.condition.components.length).toBeGreaterThan(0);
    // Unlocking again uses nothing.
    const again = await postJson(t.app, `/api/v1/property/properties/${id}/unlock`, undefined, owner);
    expect(again.json().message).toMatchObject({ upgraded: false, limits: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 1 } });
    expect((await report(id, stranger)).body.access.level).toBe('member');
  });

  it('a home already in the list is upgraded by unlocking (one more address); with none left unlock is 403 OUT_OF_ADDRESSES', async () => {
    const token = await verifiedUser('spender@example.com');
    const ids = await Promise.all(['1 Elm Street', '2 Elm Street', '3 Elm Street'].map((address) => kukunIdOf({ ...HOME, address })));
    expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId: ids[0] }, token)).statusCode).toBe(201);
    expect((await postJson(t.app, `/api/v1/property/properties/${ids[0]}/unlock`, undefined, token)).json().message.limits.addressRemainingCount).toBe(1);
    expect((await postJson(t.app, `/api/v1/property/properties/${ids[1]}/unlock`, undefined, token)).statusCode).toBe(200);
    const refused = await postJson(t.app, `/api/v1/property/properties/${ids[2]}/unlock`, undefined, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('OUT_OF_ADDRESSES');
    expect((await report(ids[2]!, token)).body.access.level).toBe('member');
    const homes = (await getAs(t.app, '/api/v1/property/user-properties', token)).json().message.properties;
    expect(homes.map((h: { tier: string }) => h.tier)).toEqual(['paid', 'paid']);
  });

  it('the sample home is open to everyone, under its own path too', async () => {
    const id = await kukunIdOf(SAMPLE_ADDRESS);
    expect((await report(id)).body.access).toMatchObject({ level: 'full', reason: 'sample' });
    const sample = (await getAs(t.app, '/api/v1/property/sample-report')).json().message;
    expect(sample.access).toMatchObject({ level: 'full', reason: 'sample', lockedSections: [] });
    expect(Array.isArray(sample.permits)).toBe(true);
  });

  it('unlock needs a session and a known home', async () => {
    const id = await kukunIdOf(HOME);
    expect((await postJson(t.app, `/api/v1/property/properties/${id}/unlock`)).statusCode).toBe(401);
    const token = await verifiedUser('nohome@example.com');
    expect((await postJson(t.app, '/api/v1/property/properties/12345/unlock', undefined, token)).statusCode).toBe(404);
  });
});

describe('order summary and the address-limit banner', () => {
  const t = useTestApp();
  beforeEach(() => syncProductCatalogue(t.db));

  async function buyAddresses(token: string, productName: string): Promise<void> {
    const started = (await postJson(t.app, '/api/v1/payment/checkout', { productName, referrer: '/dashboard' }, token)).json().message;
    const paid = await t.app.inject({
      method: 'POST',
      url: started.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    await postJson(t.app, '/api/v1/payment/confirm', { sessionId: started.sessionId }, token);
  }

  it('returns every field of the order summary, including totalUserPropertyCount and userProperties', async () => {
    const token = await signUpAndGetToken(t.app);
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', HOME)).json().message.kukunId;
    await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
    const summary = (await getAs(t.app, '/api/v1/payment/order-summary', token)).json().message;
    expect(Object.keys(summary).sort()).toEqual(
      [
        'addressConsumedCount',
        'addressPurchasedCount',
        'addressRemainingCount',
        'pdfConsumedCount',
        'pdfPurchasedCount',
        'pdfRemainingCount',
        'totalUserPropertyCount',
        'userOrders',
        'userProperties',
      ].sort(),
    );
    expect(summary.totalUserPropertyCount).toBe(1);
    expect(summary.userProperties[0]).toMatchObject({ tier: 'free', property: { kukunId, address: HOME.address } });
  });

  it('shows the banner only with more than one order, one of them Paid, and nothing remaining', async () => {
    const token = await signUpAndGetToken(t.app);
    const limits = async () => (await getAs(t.app, '/api/v1/property/user-limits', token)).json().message;
    const useAll = async (from: number) => {
      const { addressRemainingCount } = await limits();
      for (let i = 0; i < addressRemainingCount; i += 1) {
        const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { ...HOME, address: `${from + i} Birch Road` })).json().message.kukunId;
        expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).statusCode).toBe(201);
      }
    };
    await useAll(1);
    // Out of addresses but no order: limited, no banner.
    expect(await limits()).toEqual({ addressRemainingCount: 0, addressLimitBanner: false, isFreeAddressesUser: false });
    await buyAddresses(token, 'ADDRESS_BUNDLE_1');
    await useAll(100);
    // One paid order: still no banner.
    expect((await limits()).addressLimitBanner).toBe(false);
    await buyAddresses(token, 'ADDRESS_BUNDLE_1');
    expect((await limits()).addressLimitBanner).toBe(false);
    await useAll(200);
    expect(await limits()).toEqual({ addressRemainingCount: 0, addressLimitBanner: true, isFreeAddressesUser: false });
  });
});
