import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import { DEFAULT_HOME_PREFERENCES } from '@homeworth/shared-lib/domain';
import { SESSION_COOKIE_NAME } from '../security';
import { FREE_ADDRESS_ALLOWANCE } from '../payment';
import { OUT_OF_ADDRESSES_MESSAGE } from './user-property.service';

const HOMES = '/api/v1/property/user-properties';

describe('user property tiers, unclaim and preferences', () => {
  const t = useTestApp();

  async function addHome(token: string, street = '55 Maple Avenue'): Promise<number> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address: street, city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
    const added = await postJson(t.app, HOMES, { kukunId }, token);
    expect(added.statusCode).toBe(201);
    return added.json().message.home.userPropertyId;
  }

  async function remaining(token: string): Promise<number> {
    return (await getAs(t.app, '/api/v1/property/user-limits', token)).json().message.addressRemainingCount;
  }

  function putJson(url: string, payload: unknown, token?: string) {
    return t.app.inject({ method: 'PUT', url, headers: CSRF_HEADERS, payload: payload as object, ...(token ? { cookies: { [SESSION_COOKIE_NAME]: token } } : {}) });
  }

  it('saves a free home once: saving twice answers the saved home and uses no address', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    const before = await remaining(token);
    const first = await postJson(t.app, `${HOMES}/${id}/save`, undefined, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message.home).toMatchObject({ userPropertyId: id, tier: 'saved', isSavedAddress: true, isPaidAddress: false });
    const again = await postJson(t.app, `${HOMES}/${id}/save`, undefined, token);
    expect(again.json().message.home.tier).toBe('saved');
    expect(await remaining(token)).toBe(before);
    expect((await getAs(t.app, HOMES, token)).json().message.properties[0].tier).toBe('saved');
  });

  it('upgrades to paid with one address of the allowance, once, and saving a paid home keeps it paid', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    expect(await remaining(token)).toBe(FREE_ADDRESS_ALLOWANCE - 1);
    const paid = await postJson(t.app, `${HOMES}/${id}/upgrade-to-paid`, undefined, token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toMatchObject({ upgraded: true, home: { tier: 'paid', isPaidAddress: true }, limits: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 2 } });
    const again = await postJson(t.app, `${HOMES}/${id}/upgrade-to-paid`, undefined, token);
    expect(again.json().message).toMatchObject({ upgraded: false, home: { tier: 'paid' }, limits: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 2 } });
    expect((await postJson(t.app, `${HOMES}/${id}/save`, undefined, token)).json().message.home.tier).toBe('paid');
    const summary = (await getAs(t.app, '/api/v1/payment/order-summary', token)).json().message;
    expect(summary).toMatchObject({ addressConsumedCount: 2, addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 2 });
  });

  it('answers 403 OUT_OF_ADDRESSES with the out-of-address message when no address is left, and leaves the tier alone', async () => {
    const token = await signUpAndGetToken(t.app);
    const ids: number[] = [];
    for (let i = 1; i <= FREE_ADDRESS_ALLOWANCE; i += 1) ids.push(await addHome(token, `${i} Elm Street`));
    expect(await remaining(token)).toBe(0);
    const refused = await postJson(t.app, `${HOMES}/${ids[0]}/upgrade-to-paid`, undefined, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, errors: [{ code: 'OUT_OF_ADDRESSES', message: OUT_OF_ADDRESSES_MESSAGE, args: { addressRemainingCount: 0 } }] });
    expect((await getAs(t.app, HOMES, token)).json().message.properties[0].tier).toBe('free');
  });

  it('upgrades through the payment context too (address upgrade to paid {userPropertyId}), with the same rule', async () => {
    const token = await signUpAndGetToken(t.app);
    const stranger = await signUpAndGetToken(t.app, { email: 'stranger@example.com' });
    const id = await addHome(token);
    const URL = '/api/v1/payment/address-upgrade-to-paid';
    expect((await postJson(t.app, URL, { userPropertyId: id }, stranger)).statusCode).toBe(404);
    expect((await postJson(t.app, URL, { userPropertyId: '7' }, token)).json().errors[0]).toMatchObject({ code: 'VALIDATION', args: { field: 'userPropertyId' } });
    expect((await postJson(t.app, URL, {}, token)).statusCode).toBe(400);
    const paid = await postJson(t.app, URL, { userPropertyId: id }, token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toMatchObject({ upgraded: true, home: { tier: 'paid' }, limits: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 2 } });
    expect((await postJson(t.app, `${HOMES}/${id}/upgrade-to-paid`, undefined, token)).json().message.upgraded).toBe(false);
  });

  it('two upgrades of one home at once use one address', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    const answers = await Promise.all([1, 2, 3].map(() => postJson(t.app, `${HOMES}/${id}/upgrade-to-paid`, undefined, token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().message.upgraded)).toHaveLength(1);
    expect(await remaining(token)).toBe(FREE_ADDRESS_ALLOWANCE - 2);
  });

  it("upgrading the user's own claimed home uses no address: it already has what paid gives", async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    await t.db.execute(sql`update user_properties set claimed = true where id = ${id}`);
    const before = await remaining(token);
    const upgraded = await postJson(t.app, `${HOMES}/${id}/upgrade-to-paid`, undefined, token);
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().message).toMatchObject({ upgraded: false, home: { userPropertyId: id, claimed: true, tier: 'free' } });
    expect(await remaining(token)).toBe(before);
  });

  it('unclaims a claimed home; unclaiming twice is harmless', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    // Claimed directly in the table: the claim flow has its own tests; this one is about unclaim.
    await t.db.execute(sql`update user_properties set claimed = true where id = ${id}`);
    const first = await postJson(t.app, `${HOMES}/${id}/unclaim`, undefined, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message.home).toMatchObject({ userPropertyId: id, claimed: false });
    expect((await postJson(t.app, `${HOMES}/${id}/unclaim`, undefined, token)).json().message.home.claimed).toBe(false);
    expect((await getAs(t.app, HOMES, token)).json().message.properties[0].claimed).toBe(false);
  });

  it('reads the default preferences, replaces them, and keeps them per home', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    const other = await addHome(token, '9 Birch Road');
    expect((await getAs(t.app, `${HOMES}/${id}/preferences`, token)).json()).toEqual({ success: true, message: { preferences: DEFAULT_HOME_PREFERENCES } });
    const next = { valueChangeAlerts: false, nearbyPermitAlerts: true, maintenanceReminders: false };
    const put = await putJson(`${HOMES}/${id}/preferences`, next, token);
    expect(put.statusCode).toBe(200);
    expect(put.json().message.preferences).toEqual(next);
    expect((await putJson(`${HOMES}/${id}/preferences`, next, token)).statusCode).toBe(200);
    expect((await getAs(t.app, `${HOMES}/${id}/preferences`, token)).json().message.preferences).toEqual(next);
    expect((await getAs(t.app, `${HOMES}/${other}/preferences`, token)).json().message.preferences).toEqual(DEFAULT_HOME_PREFERENCES);
  });

  it('refuses bad preferences with 400 VALIDATION and the field, never 500', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    const cases: [unknown, string][] = [
      [{ valueChangeAlerts: 'yes', nearbyPermitAlerts: true, maintenanceReminders: true }, 'valueChangeAlerts'],
      [{ valueChangeAlerts: true, nearbyPermitAlerts: true }, 'maintenanceReminders'],
      [{ valueChangeAlerts: true, nearbyPermitAlerts: true, maintenanceReminders: true, smsBlast: true }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await putJson(`${HOMES}/${id}/preferences`, body, token);
      expect(response.statusCode).toBe(400);
      const error = response.json().errors[0];
      expect(error.code).toBe('VALIDATION');
      if (field) expect(error.args.field).toBe(field);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `${HOMES}/${id}/preferences`,
      headers: { ...CSRF_HEADERS, 'content-type': 'application/json' },
      payload: '{oops',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().success).toBe(false);
  });

  it("answers 404 for another user's home on every route, and changes nothing", async () => {
    const owner = await signUpAndGetToken(t.app);
    const stranger = await signUpAndGetToken(t.app, { email: 'stranger@example.com' });
    const id = await addHome(owner);
    for (const action of ['save', 'upgrade-to-paid', 'unclaim']) {
      const response = await postJson(t.app, `${HOMES}/${id}/${action}`, undefined, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('NOT_FOUND');
    }
    expect((await getAs(t.app, `${HOMES}/${id}/preferences`, stranger)).statusCode).toBe(404);
    expect((await putJson(`${HOMES}/${id}/preferences`, DEFAULT_HOME_PREFERENCES, stranger)).statusCode).toBe(404);
    expect((await getAs(t.app, HOMES, owner)).json().message.properties[0].tier).toBe('free');
    expect(await remaining(stranger)).toBe(FREE_ADDRESS_ALLOWANCE);
  });

  it('answers 400 for a malformed id, 401 for a guest, 403 without the CSRF header', async () => {
    const token = await signUpAndGetToken(t.app);
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const response = await postJson(t.app, `${HOMES}/${bad}/save`, undefined, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('VALIDATION');
    }
    expect((await postJson(t.app, `${HOMES}/1/upgrade-to-paid`)).statusCode).toBe(401);
    expect((await getAs(t.app, `${HOMES}/1/preferences`)).statusCode).toBe(401);
    const noCsrf = await t.app.inject({ method: 'POST', url: `${HOMES}/1/unclaim`, cookies: { [SESSION_COOKIE_NAME]: token } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('deleting a home removes its preferences with it', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await addHome(token);
    await putJson(`${HOMES}/${id}/preferences`, { valueChangeAlerts: false, nearbyPermitAlerts: false, maintenanceReminders: false }, token);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${HOMES}/${id}`, headers: CSRF_HEADERS, cookies: { [SESSION_COOKIE_NAME]: token } });
    expect(deleted.statusCode).toBe(200);
    expect((await getAs(t.app, `${HOMES}/${id}/preferences`, token)).statusCode).toBe(404);
    const rows = await t.db.execute(sql`select count(*)::int as n from user_property_preferences`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
