import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../../test/test-app';
import { SESSION_COOKIE_NAME } from '../../security';
import { sampleParcelNumber } from '../providers/sample-parcel-number';
import { NOT_HOME_OWNER_MESSAGE } from './owner-facts.service';

// Each test signs up users (argon2id hashing), slow on a busy machine.
jest.setTimeout(30_000);

const HOMES = '/api/v1/property/user-properties';
const YEAR = new Date().getFullYear();

describe('owner corrections (update your home)', () => {
  const t = useTestApp({ claimRateLimit: { max: 10_000, timeWindow: '1 hour' } });

  async function addHome(token: string, address = '12 Juniper Street') {
    const kukunId: number = (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
    const added = await postJson(t.app, HOMES, { kukunId }, token);
    expect(added.statusCode).toBeLessThan(300);
    return { kukunId, userPropertyId: added.json().message.home.userPropertyId as number };
  }
  async function claimedHome(token: string) {
    const home = await addHome(token);
    const claimed = await postJson(t.app, `${HOMES}/${home.userPropertyId}/claim`, { parcelLast4: sampleParcelNumber(home.kukunId).slice(-4), attestOwner: true }, token);
    expect(claimed.statusCode).toBe(200);
    return home;
  }
  const put = (token: string, userPropertyId: number, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `${HOMES}/${userPropertyId}/owner-facts`, headers: CSRF_HEADERS, payload: body as object, cookies: { [SESSION_COOKIE_NAME]: token } });
  /** The report as `token` sees it (the claimed owner sees every section). */
  const report = async (kukunId: number, token?: string) => (await getAs(t.app, `/api/v1/property/properties/${kukunId}/report`, token)).json().message;

  it('recomputes value, condition score, the condition table and recommended projects from the corrected facts, marks them and logs old -> new', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const home = await claimedHome(owner);
    const before = await report(home.kukunId, owner);
    const view = (await getAs(t.app, `${HOMES}/${home.userPropertyId}/owner-facts`, owner)).json().message;
    expect(view).toMatchObject({ canEdit: true, ownerReported: [], history: [], corrections: {} });
    expect(view.facts).toMatchObject({ bedrooms: before.summary.bedrooms, buildingArea: before.summary.buildingArea, yearBuilt: before.summary.yearBuilt });

    // A bigger home whose roof, furnace and air conditioning were all replaced this year.
    const area = before.summary.buildingArea + 600;
    const saved = await put(owner, home.userPropertyId, {
      buildingArea: area,
      lotSize: 9000,
      componentYears: { roof: YEAR, furnace: YEAR, airConditioning: YEAR, waterHeater: YEAR },
    });
    expect(saved.statusCode).toBe(200);
    const after = await report(home.kukunId, owner);
    expect(after.summary.buildingArea).toBe(area);
    expect(after.summary.lotSize).toBe(9000);
    expect(after.summary.currentValue).toBeGreaterThan(before.summary.currentValue);
    expect(after.condition.components.find((c: { key: string }) => c.key === 'roof')).toMatchObject({ installYear: YEAR, age: 0 });
    // Unless every part was new already, new parts raise the score.
    expect(after.summary.propertyScore).toBeGreaterThanOrEqual(before.summary.propertyScore);
    expect(after.condition.score).toBe(after.summary.propertyScore);
    // The projects are priced for the corrected size.
    expect(after.recommendedProjects).not.toEqual(before.recommendedProjects);
    expect(after.ownerReported.sort()).toEqual(['airConditioning', 'buildingArea', 'furnace', 'lotSize', 'roof', 'waterHeater']);
    // The maintenance plan's replacement budget reads the same corrected facts.
    const budget = (await getAs(t.app, `/api/v1/maintenance/replacement-budget?userPropertyId=${home.userPropertyId}`, owner)).json().message;
    expect(budget.home.buildingArea).toBe(area);
    expect(budget.components.find((c: { key: string }) => c.key === 'roof')).toMatchObject({ installYear: YEAR, age: 0 });
    const score = (await getAs(t.app, `/api/v1/property/properties/${home.kukunId}/score`)).json().message;
    expect(score).toMatchObject({ conditionScore: after.summary.propertyScore, propertyValue: after.summary.currentValue });

    const history = saved.json().message.history as { fact: string; oldValue: number; newValue: number; changedBy: string }[];
    expect(history.find((h) => h.fact === 'buildingArea')).toMatchObject({ oldValue: before.summary.buildingArea, newValue: area, changedBy: 'You' });
    expect(history.find((h) => h.fact === 'roof')).toMatchObject({ newValue: YEAR });
    expect(history).toHaveLength(6);

    // Saving the same facts again logs nothing; null puts the record's value back and logs it.
    expect((await put(owner, home.userPropertyId, { buildingArea: area })).json().message.history).toHaveLength(6);
    const reverted = (await put(owner, home.userPropertyId, { buildingArea: null })).json().message;
    expect(reverted.facts.buildingArea).toBe(before.summary.buildingArea);
    expect(reverted.history[0]).toMatchObject({ fact: 'buildingArea', oldValue: area, newValue: before.summary.buildingArea });
    expect((await report(home.kukunId, owner)).ownerReported).not.toContain('buildingArea');
  });

  it('a worn-out part reported by the owner lowers the condition score and the value', async () => {
    const owner = await signUpAndGetToken(t.app);
    const home = await claimedHome(owner);
    const before = await report(home.kukunId, owner);
    const yearBuilt = Math.max(before.summary.yearBuilt, YEAR - 60);
    const old = { roof: yearBuilt, furnace: yearBuilt, airConditioning: yearBuilt, waterHeater: yearBuilt, windows: yearBuilt, interiorPaint: yearBuilt, flooring: yearBuilt };
    const fresh = Object.fromEntries(Object.keys(old).map((k) => [k, YEAR]));
    expect((await put(owner, home.userPropertyId, { componentYears: fresh })).statusCode).toBe(200);
    const renewed = await report(home.kukunId, owner);
    expect((await put(owner, home.userPropertyId, { yearBuilt, componentYears: old })).statusCode).toBe(200);
    const worn = await report(home.kukunId, owner);
    expect(worn.summary.propertyScore).toBeLessThan(renewed.summary.propertyScore);
    expect(worn.summary.currentValue).toBeLessThan(renewed.summary.currentValue);
  });

  it('refuses anyone but the claimed owner: 403 for a user who only saved the home, 404 for another user’s home id; nothing changes', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'neighbour@example.com' });
    const home = await claimedHome(owner);
    const theirs = await addHome(other);
    expect(theirs.kukunId).toBe(home.kukunId);
    const before = await report(home.kukunId);

    const refused = await put(other, theirs.userPropertyId, { bedrooms: 9 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toEqual({ code: 'NOT_HOME_OWNER', message: NOT_HOME_OWNER_MESSAGE });
    expect((await put(other, home.userPropertyId, { bedrooms: 9 })).statusCode).toBe(404);
    expect((await getAs(t.app, `${HOMES}/${home.userPropertyId}/owner-facts`, other)).statusCode).toBe(404);
    expect((await getAs(t.app, `${HOMES}/${theirs.userPropertyId}/owner-facts`, other)).json().message.canEdit).toBe(false);
    const guest = await t.app.inject({ method: 'PUT', url: `${HOMES}/${home.userPropertyId}/owner-facts`, headers: CSRF_HEADERS, payload: { bedrooms: 9 } });
    expect(guest.statusCode).toBe(401);
    expect(await report(home.kukunId)).toEqual(before);
  });

  it('answers bad values with a clear 400 naming the field', async () => {
    const owner = await signUpAndGetToken(t.app);
    const home = await claimedHome(owner);
    const problem = async (body: unknown) => {
      const response = await put(owner, home.userPropertyId, body);
      expect(response.statusCode).toBe(400);
      return response.json().errors[0] as { code: string; message: string; args: { field: string } };
    };
    expect(await problem({ bedrooms: -1 })).toMatchObject({ code: 'VALIDATION', args: { field: 'bedrooms' }, message: 'Bedrooms must be a whole number from 0 to 20.' });
    for (const yearBuilt of [YEAR + 1, 1650])
      expect(await problem({ yearBuilt })).toMatchObject({ args: { field: 'yearBuilt' }, message: `Year built must be a year from 1700 to ${YEAR}.` });
    expect(await problem({ bedrooms: 0, bathrooms: 5 })).toMatchObject({
      args: { field: 'bathrooms' },
      message: '5 bathrooms with 0 bedrooms does not fit: a home has at most 2 more bathrooms than bedrooms.',
    });
    expect(await problem({ bathrooms: 2.25 })).toMatchObject({ args: { field: 'bathrooms' } });
    expect(await problem({ buildingArea: 50 })).toMatchObject({ args: { field: 'buildingArea' } });
    expect(await problem({ bedrooms: 6, buildingArea: 300 })).toMatchObject({
      args: { field: 'buildingArea' },
      message: '6 bedrooms need at least 420 sq ft of living area (70 sq ft each).',
    });
    expect(await problem({ yearBuilt: 2000, componentYears: { roof: 1990 } })).toMatchObject({
      args: { field: 'roof' },
      message: 'Roof: installed in 1990, before the home was built (2000).',
    });
    expect(await problem({ componentYears: { furnace: YEAR + 2 } })).toMatchObject({ args: { field: 'furnace' } });
    expect((await problem({ bedrooms: '3' })).code).toBe('VALIDATION');
    expect((await problem({ garage: 2 })).code).toBe('VALIDATION');
    expect((await problem({ componentYears: { structure: 2000 } })).code).toBe('VALIDATION');
    expect((await getAs(t.app, `${HOMES}/${home.userPropertyId}/owner-facts`, owner)).json().message).toMatchObject({ history: [], ownerReported: [] });
  });
});
