import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../../test/test-app';
import { SESSION_COOKIE_NAME } from '../../security';
import { NOT_IN_HISTORY_MESSAGE } from './report-history.service';

jest.setTimeout(30_000);

const HISTORY = '/api/v1/property/user-order-history';

describe('report history (IHOME_REPORT order history)', () => {
  const t = useTestApp();

  const kukunIdOf = async (address: string): Promise<number> =>
    (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Austin', state: 'TX', zipCode: '78704' })).json().message.kukunId;
  const open = async (kukunId: number, token?: string) => expect((await getAs(t.app, `/api/v1/property/properties/${kukunId}/report`, token)).statusCode).toBe(200);
  const history = async (token: string) => {
    const response = await postJson(t.app, HISTORY, { toolName: 'IHOME_REPORT', toolVersion: 1 }, token);
    expect(response.statusCode).toBe(200);
    return response.json().message.userOrders as { kukunId: number; openCount: number; bought: boolean; lastOpenedAt: string | null }[];
  };
  const remove = (kukunId: number, token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/property/report-history/${kukunId}`, headers: CSRF_HEADERS, cookies: { [SESSION_COOKIE_NAME]: token } });

  it('lists every report opened and every home bought, newest first; opening again moves it to the top', async () => {
    const token = await signUpAndGetToken(t.app);
    const [a, b, c, bought] = [await kukunIdOf('1 Lamar Blvd'), await kukunIdOf('2 Lamar Blvd'), await kukunIdOf('3 Lamar Blvd'), await kukunIdOf('4 Lamar Blvd')];
    await open(a, token);
    await open(b, token);
    await open(c, token);
    await open(a); // a guest's opening is nobody's history
    expect((await history(token)).map((e) => e.kukunId)).toEqual([c, b, a]);
    await open(a, token);
    const again = await history(token);
    expect(again.map((e) => e.kukunId)).toEqual([a, c, b]);
    expect(again[0]).toMatchObject({ openCount: 2, bought: false });

    // A home bought (upgraded to paid) is in the history before its report is opened.
    const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId: bought }, token);
    await postJson(t.app, `/api/v1/property/user-properties/${added.json().message.home.userPropertyId}/upgrade-to-paid`, undefined, token);
    const withBought = await history(token);
    expect(withBought[0]).toMatchObject({ kukunId: bought, bought: true, openCount: 0, lastOpenedAt: null });
    expect(withBought).toHaveLength(4);
    // The defaults are IHOME_REPORT version 1; no other history is kept here.
    expect((await postJson(t.app, HISTORY, {}, token)).json().message).toMatchObject({ toolName: 'IHOME_REPORT', toolVersion: 1 });
    expect((await postJson(t.app, HISTORY, { toolName: 'ESTIMATOR', toolVersion: 1 }, token)).statusCode).toBe(400);
    expect((await postJson(t.app, HISTORY, {})).statusCode).toBe(401);
  });

  it('deletes only the user’s own entry; another user gets 404 and changes nothing; opening the report again brings it back', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const [a, b] = [await kukunIdOf('10 Lamar Blvd'), await kukunIdOf('11 Lamar Blvd')];
    await open(a, owner);
    await open(b, owner);
    await open(b, other);

    const refused = await remove(a, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', message: NOT_IN_HISTORY_MESSAGE });
    expect((await history(owner)).map((e) => e.kukunId)).toEqual([b, a]);

    expect((await remove(b, other)).statusCode).toBe(200);
    expect(await history(other)).toEqual([]);
    expect((await history(owner)).map((e) => e.kukunId)).toEqual([b, a]);

    expect((await remove(a, owner)).json()).toEqual({ success: true, message: { deleted: true } });
    expect((await history(owner)).map((e) => e.kukunId)).toEqual([b]);
    expect((await remove(a, owner)).statusCode).toBe(404);
    await open(a, owner);
    expect((await history(owner)).map((e) => e.kukunId)).toEqual([a, b]);
  });
});
