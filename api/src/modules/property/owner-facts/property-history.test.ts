import { CSRF_HEADERS, postJson, signUpAndGetToken, useTestApp } from '../../../test/test-app';
import { SESSION_COOKIE_NAME } from '../../security';
import { sampleParcelNumber } from '../providers/sample-parcel-number';

jest.setTimeout(30_000);

const HOMES = '/api/v1/property/user-properties';

describe('POST /api/v1/property/property-history', () => {
  const t = useTestApp({ claimRateLimit: { max: 10_000, timeWindow: '1 hour' } });

  it("lists the owner's corrections of the home's facts; another user's home is 404", async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const kukunId: number = (await postJson(t.app, '/api/v1/property/kukun-id', { address: '12 Juniper Street', city: 'Denver', state: 'CO', zipCode: '80202' })).json().message
      .kukunId;
    const userPropertyId: number = (await postJson(t.app, HOMES, { kukunId }, owner)).json().message.home.userPropertyId;
    await postJson(t.app, `${HOMES}/${userPropertyId}/claim`, { parcelLast4: sampleParcelNumber(kukunId).slice(-4), attestOwner: true }, owner);

    expect((await postJson(t.app, '/api/v1/property/property-history', { userPropertyId }, owner)).json().message).toEqual({ userPropertyId, history: [] });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${HOMES}/${userPropertyId}/owner-facts`,
      headers: CSRF_HEADERS,
      payload: { lotSize: 9000 },
      cookies: { [SESSION_COOKIE_NAME]: owner },
    });
    expect(saved.statusCode).toBe(200);

    const { history } = (await postJson(t.app, '/api/v1/property/property-history', { userPropertyId }, owner)).json().message;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fact: 'lotSize', newValue: 9000 });

    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    expect((await postJson(t.app, '/api/v1/property/property-history', { userPropertyId }, other)).statusCode).toBe(404);
    expect((await postJson(t.app, '/api/v1/property/property-history', { userPropertyId })).statusCode).toBe(401);
  });
});
