import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { properties } from './property.tables';

const SUGGEST = '/api/v1/property/address-suggestions?q=';
const KUKUN_ID = '/api/v1/property/kukun-id';

// Addresses one user typed are theirs: autocomplete offers the public sample home, the places of the
// typed text and the caller's own homes, never another user's; what is stored is a checked address.
describe('address privacy and planted addresses', () => {
  const t = useTestApp();
  const labels = async (q: string, token?: string) =>
    ((await getAs(t.app, SUGGEST + encodeURIComponent(q), token)).json().message.suggestions as Array<{ label: string }>).map((s) => s.label);

  it("never suggests an address another user typed (a guest, another user), only the caller's own homes", async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const kukunId = (await postJson(t.app, KUKUN_ID, { address: '4417 Quietwood Lane', city: 'Austin', state: 'TX', zipCode: '78701' })).json().message.kukunId;
    expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, owner)).statusCode).toBeLessThan(300);
    const stranger = await signUpAndGetToken(t.app, { email: 'stranger@example.com' });
    expect((await labels('Quietwood')).join()).not.toContain('Quietwood');
    expect((await labels('Quietwood', stranger)).join()).not.toContain('Quietwood');
    expect(await labels('Quietwood', owner)).toContain('4417 Quietwood Lane, Austin, TX 78701');
  });

  it('does not store or show text planted as an address (city, unit, street shape)', async () => {
    const planted = await postJson(t.app, KUKUN_ID, { address: '1 Oak Street', city: 'Call 555-0100 for cheap loans at evil.example', state: 'TX', zipCode: '78701' });
    if (planted.statusCode === 200) {
      const report = await getAs(t.app, `/api/v1/property/properties/${planted.json().message.kukunId}/report`);
      expect(report.body).not.toContain('evil.example');
    } else expect(planted.statusCode).toBe(422);
    expect((await labels('1 Oak Street 78701')).join()).not.toContain('evil.example');
    expect((await postJson(t.app, KUKUN_ID, { address: '1 Oak Street', unitNumber: '<b>win</b>', city: 'Austin', state: 'TX', zipCode: '78701' })).statusCode).toBe(422);
    const wordy = await postJson(t.app, KUKUN_ID, { address: '1 Buy cheap pills now at evil dot example and win big', city: 'Austin', state: 'TX', zipCode: '78701' });
    expect(wordy.statusCode).toBe(422);
  });

  it('does not show a stored property whose address fails the address rules (planted before they applied)', async () => {
    await t.db.insert(properties).values({
      kukunId: 4242,
      addressKey: 'planted|x|78701',
      address: '9 Visit evil.example Now',
      city: 'Free money',
      state: 'TX',
      zipCode: '78701',
      latitude: 30.27,
      longitude: -97.74,
    });
    const report = await getAs(t.app, '/api/v1/property/properties/4242/report');
    expect(report.statusCode).toBe(404);
    expect(report.json()).toMatchObject({ success: false });
  });
});
