import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { sampleParcelNumber } from './providers/sample-parcel-number';

// The owner claim asks for the last 4 digits of the parcel number because nothing shows it: this
// walks every GET route of the property API (from the OpenAPI document) for one home, plus the
// answers of adding, claiming and signing in, and looks for the number and its last 4 digits.

jest.setTimeout(60_000);

const t = useTestApp();

/** A standalone run of these digits (not part of a longer number or a decimal). */
const standalone = (digits: string) => new RegExp(`(?<![\\d.])${digits}(?![\\d.])`);

it('no property answer, report or search shows the parcel number or its last 4 digits', async () => {
  const token = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
  // A home whose last 4 digits cannot be mistaken for a year or a floor area (both 4 digits, up to 3600).
  let home: { kukunId: number; address: string } | undefined;
  for (let n = 1; n < 60 && !home; n += 1) {
    const address = `${n} Juniper Court`;
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId as number;
    if (Number(sampleParcelNumber(kukunId).slice(-4)) > 3700) home = { kukunId, address };
  }
  expect(home).toBeDefined();
  const { kukunId, address } = home!;
  const parcel = sampleParcelNumber(kukunId);
  const last4 = parcel.slice(-4);

  const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
  const userPropertyId = added.json().message.home.userPropertyId as number;
  const claimed = await postJson(t.app, `/api/v1/property/user-properties/${userPropertyId}/claim`, { parcelLast4: last4, attestOwner: true }, token);
  expect(claimed.statusCode).toBe(200);
  const answers = [added, claimed, await postJson(t.app, '/api/v1/security/sign-in', { email: 'owner@example.com', password: 'Str0ng!pass' })];

  // Guess the sale price: a sold home of the game, and a search for this home's address.
  const saleKey = (await getAs(t.app, '/api/v1/property/guess-the-sale-price/next')).json().message.home.saleKey as string;
  const spec = (await getAs(t.app, '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  const getPaths = Object.entries(spec.paths)
    // Map tiles are the map provider's images, not property data (and need tile numbers); a home's photo is the owner's own upload;
    // the admins' review of ownership documents is theirs (a homeowner gets 403 there: owner-claim-verification.test.ts).
    .filter(([path, operations]) => path.startsWith('/api/v1/property/') && !path.includes('/map-tiles') && !path.endsWith('/image') && !path.includes('/admin/') && operations.get)
    .map(([path]) => path.replace('{kukunId}', String(kukunId)).replace('{userPropertyId}', String(userPropertyId)).replace('{saleKey}', saleKey));
  expect(getPaths.length).toBeGreaterThanOrEqual(8);
  for (const path of getPaths) {
    const url =
      path.endsWith('/address-suggestions') || path.endsWith('/search')
        ? `${path}?q=${encodeURIComponent(address)}`
        : path.endsWith('/street-view')
          ? `${path}?fullAddress=${encodeURIComponent(`${address}, Denver, CO 80202`)}`
          : path.endsWith('/static-map')
            ? `${path}?lng=-104.99&lat=39.74`
            : path;
    const response = await getAs(t.app, url, token);
    expect(response.statusCode).toBeLessThan(300);
    answers.push(response);
  }
  answers.push(await getAs(t.app, '/api/v1/security/me', token), await getAs(t.app, '/api/v1/security/profile/homes', token));

  for (const response of answers) {
    expect(response.body).not.toContain(parcel);
    expect(response.body).not.toMatch(standalone(last4));
    // Only the yes/no of whether the page asks for it (the verification view's parcelCheck) may name it.
    expect(response.body.replace(/"parcelCheck":(true|false)/g, '').toLowerCase()).not.toContain('parcel');
  }
});
