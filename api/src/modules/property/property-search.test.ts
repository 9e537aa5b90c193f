import { getAs, postJson, useTestApp } from '../../test/test-app';
import { STREET_MESSAGE, ZIP_MESSAGE, addressKey, kukunIdOf, splitQuery } from './property-identity.service';

const KUKUN_ID = '/api/v1/property/kukun-id';
const AUSTIN = { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' };

describe('address search and property identity', () => {
  const t = useTestApp();

  it('suggests the typed street in the US places matching the location (city prefix)', async () => {
    const response = await getAs(t.app, `/api/v1/property/address-suggestions?q=${encodeURIComponent('120 Oak Street, Austin, TX')}`);
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json().message;
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions[0]).toMatchObject({ address: '120 Oak Street', city: 'Austin', state: 'TX', kukunId: null });
    expect(suggestions.every((s: { state: string }) => s.state === 'TX')).toBe(true);
  });

  it('suggests by ZIP code and lists known properties first', async () => {
    await postJson(t.app, KUKUN_ID, AUSTIN);
    const response = await getAs(t.app, `/api/v1/property/address-suggestions?q=${encodeURIComponent('120 Oak Street 78701')}`);
    const { suggestions } = response.json().message;
    expect(suggestions[0]).toMatchObject({ label: '120 Oak Street, Austin, TX 78701', kukunId: expect.any(Number) });
    expect(suggestions.filter((s: { label: string }) => s.label === '120 Oak Street, Austin, TX 78701')).toHaveLength(1);
  });

  it('rejects a one-letter query with a 400 envelope', async () => {
    const response = await getAs(t.app, '/api/v1/property/address-suggestions?q=a');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', args: { field: 'q' } }] });
  });

  it('gives the same kukunId for two spellings of one address', async () => {
    const first = await postJson(t.app, KUKUN_ID, AUSTIN);
    const second = await postJson(t.app, KUKUN_ID, { ...AUSTIN, address: '120  oak st.', city: 'austin', state: 'Texas' });
    expect(first.statusCode).toBe(200);
    const id = first.json().message.kukunId;
    expect(id).toBeGreaterThan(0);
    expect(second.json().message).toMatchObject({ kukunId: id, propertyId: id, propertyList: [{ kukunId: id }] });
    expect(id).toBe(kukunIdOf(addressKey({ ...AUSTIN, address: '120 Oak St' })));
  });

  it('answers success false with kukunId 0 and a clear message for an unknown ZIP code', async () => {
    const response = await postJson(t.app, KUKUN_ID, { ...AUSTIN, zipCode: '00000' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, errors: [{ code: 'ADDRESS_NOT_FOUND', message: ZIP_MESSAGE, args: { kukunId: 0 } }] });
  });

  it('answers kukunId 0 when the ZIP code is in another state, or the street has no house number', async () => {
    expect((await postJson(t.app, KUKUN_ID, { ...AUSTIN, state: 'CA' })).json().errors[0].args).toEqual({ kukunId: 0 });
    const noNumber = await postJson(t.app, KUKUN_ID, { ...AUSTIN, address: 'Oak Street' });
    expect(noNumber.json().errors[0]).toEqual({ code: 'ADDRESS_NOT_FOUND', message: STREET_MESSAGE, args: { kukunId: 0 } });
  });

  it('answers 400 VALIDATION when a field is missing', async () => {
    const response = await postJson(t.app, KUKUN_ID, { address: '120 Oak Street' });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('splitQuery', () => {
  it('splits the street from the location', () => {
    expect(splitQuery('12 Elm St, Boston MA')).toEqual({ street: '12 Elm St', location: 'Boston MA' });
    expect(splitQuery('12 Elm St 02108')).toEqual({ street: '12 Elm St', location: '02108' });
    expect(splitQuery('Boston')).toEqual({ street: '', location: 'Boston' });
  });
});
