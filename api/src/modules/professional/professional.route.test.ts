import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PROFILE_MESSAGES, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { localFileStorage } from '../../providers/storage/file-storage';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { API, contractorWithProfile, profileForm, publicProfileOf, send, uploadImage } from './professional-test-helpers';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-pro-uploads-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('contractor sign-up: the account exists from the first step', () => {
  const t = useTestApp({ storage: localFileStorage(uploads) });

  it('keeps a pending contractor account with no company until the company step, which can be sent once', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'new@pro.example.com', roleId: ROLE_IDS.contractor });
    const me = await getAs(t.app, `${API}/my-professional`, token);
    expect(me.statusCode).toBe(200);
    expect(me.json().message.professional).toBeNull();
    // The pending account can sign in again (a reload, another day) and finds the company step still to do.
    const signIn = await postJson(t.app, '/api/v1/security/sign-in', { email: 'new@pro.example.com', password: 'Str0ng!pass' });
    expect(signIn.statusCode).toBe(200);

    const company = { companyName: 'Nu Pro', streetAddress: '1 Main St', city: 'Austin', state: 'tx', zipCode: '78701' };
    const created = await postJson(t.app, `${API}/my-professional`, company, token);
    expect(created.statusCode).toBe(200);
    expect(created.json().message.professional).toMatchObject({ companyName: 'Nu Pro', state: 'TX', email: 'new@pro.example.com' });
    const again = await postJson(t.app, `${API}/my-professional`, company, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('PROFILE_EXISTS');
  });

  it('refuses a bad company step with 400 and other roles with 403', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'bad@pro.example.com', roleId: ROLE_IDS.contractor });
    const bad = await postJson(t.app, `${API}/my-professional`, { companyName: '', streetAddress: '1 Main', city: 'Austin', state: 'XX', zipCode: '7870' }, token);
    expect(bad.statusCode).toBe(400);
    const homeowner = await signUpAndGetToken(t.app, { email: 'home@owner.example.com' });
    expect((await getAs(t.app, `${API}/my-professional`, homeowner)).statusCode).toBe(403);
    expect((await getAs(t.app, `${API}/my-professional`)).statusCode).toBe(401);
  });
});

describe('contractor profile: editing, public view, images and ownership', () => {
  const t = useTestApp({ storage: localFileStorage(uploads) });

  it('shows everything the owner filled in, the projects with a local cost range, and never the account email', async () => {
    const a = await contractorWithProfile(t, 'bo@pro.example.com');
    const saved = await send(t, 'PUT', `${API}/professionals/${a.professionalId}`, a.token, profileForm());
    expect(saved.statusCode).toBe(200);
    const profile = await publicProfileOf(t, a.kukunUrl);
    expect(profile).toMatchObject({
      companyName: 'Bo & Sons Roofing',
      claimed: true,
      companyContact: { businessPhone: '(512) 555-0100', acceptsMessages: true, companyProfileImage: null },
      businessTypes: [{ id: 'roofing', label: 'Roofing' }],
      license: { number: 'TX-12345', state: 'TX' },
      yearsInBusiness: 26,
      serviceArea: { city: 'Austin', state: 'TX', zipCode: '78701', zipCodes: ['78702'], radiusMiles: 15 },
      costIndex: { state: 'TX', index: 97.2 },
    });
    const roofing = profile.projects.find((p: { slug: string }) => p.slug === 'Roofing-Cost-Estimator');
    expect(roofing.low).toBeGreaterThan(1000);
    expect(roofing.high).toBeGreaterThan(roofing.low);
    expect(JSON.stringify(profile)).not.toContain('bo@pro.example.com');
  });

  it('has a pre-rendered document with title, description and Open Graph; an unknown profile is a 404 document', async () => {
    const a = await contractorWithProfile(t, 'seo@pro.example.com');
    await send(t, 'PUT', `${API}/professionals/${a.professionalId}`, a.token, profileForm());
    const doc = (await getAs(t.app, `/api/v1/seo/page?path=/contractor/profile/${a.kukunUrl}`)).json().message;
    expect(doc).toMatchObject({
      status: 200,
      title: expect.stringContaining('Bo & Sons Roofing (Austin, TX): contractor profile'),
      og: { title: expect.stringContaining('Bo & Sons Roofing') },
    });
    expect(doc.description).toContain('Roofing in Austin, TX');
    expect(doc.html).toContain('<h1>Bo &amp; Sons Roofing</h1>');
    expect(doc.html).not.toContain('seo@pro.example.com');
    const missing = (await getAs(t.app, '/api/v1/seo/page?path=/contractor/profile/nobody-1')).json().message;
    expect(missing.status).toBe(404);
    const locality = (await getAs(t.app, '/api/v1/seo/page?path=/best-contractors-near-me/austin-tx')).json().message;
    expect(locality.title).toBe('Best contractors in Austin, TX | Homeworth');
    expect(locality.html).toContain(`/contractor/profile/${a.kukunUrl}`);
  });

  it('answers 404 for an unknown profile and 400 for a malformed slug', async () => {
    const missing = await getAs(t.app, `${API}/professionals/by-kukun-url/nobody-1`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('NOT_FOUND');
    expect((await getAs(t.app, `${API}/professionals/by-kukun-url/bad%20slug!`)).statusCode).toBe(400);
  });

  it.each([
    ['an unknown business type', { businessTypes: ['magic'] }],
    ['an unknown ZIP code', { serviceZipCodes: ['00000'] }],
    ['a radius over 100 miles', { serviceRadiusMiles: 500 }],
    ['a licence state that is not a state', { licenseState: 'XX' }],
    ['a short phone number', { businessPhone: '555-01' }],
  ])('refuses %s with 400', async (_name, change) => {
    const a = await contractorWithProfile(t, 'v@pro.example.com');
    const answer = await send(t, 'PUT', `${API}/professionals/${a.professionalId}`, a.token, profileForm(change));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success).toBe(false);
  });

  it('stores the logo resized to 400x400 png and serves it; refuses other types, fake images and files over 15 MB', async () => {
    const a = await contractorWithProfile(t, 'logo@pro.example.com');
    const logoUrl = `${API}/professionals/${a.professionalId}/logo`;
    const ok = await uploadImage(t, logoUrl, a.token, await png(1200, 600), 'image/png');
    expect(ok.statusCode).toBe(200);
    const image = await getAs(t.app, ok.json().message.professional.companyProfileImage);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 400, height: 400, format: 'png' });

    const gif = await uploadImage(t, logoUrl, a.token, Buffer.from('GIF89a....'), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errors[0].message).toBe(PROFILE_MESSAGES.fileTypeNotAllowed);
    const fake = await uploadImage(t, logoUrl, a.token, Buffer.from('not an image at all'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0].message).toBe(PROFILE_MESSAGES.fileTypeNotAllowed);
    const huge = await uploadImage(t, logoUrl, a.token, Buffer.alloc(15 * 1024 * 1024 + 10, 1), 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0].message).toBe(PROFILE_MESSAGES.fileSizeNotAllowed);
  });

  it('adds and removes photos of work', async () => {
    const a = await contractorWithProfile(t, 'photo@pro.example.com');
    const added = await uploadImage(t, `${API}/professionals/${a.professionalId}/photos`, a.token, await png(2400, 1600), 'image/png');
    expect(added.statusCode).toBe(200);
    const [photo] = added.json().message.professional.photos;
    const served = await getAs(t.app, photo.url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1067, format: 'jpeg' });
    const removed = await send(t, 'DELETE', `${API}/professionals/${a.professionalId}/photos/${photo.name}`, a.token);
    expect(removed.json().message.professional.photos).toEqual([]);
    expect((await getAs(t.app, photo.url)).statusCode).toBe(404);
  });

  it("lets only the owner edit: another contractor gets 403 on every route with the owner's id", async () => {
    const a = await contractorWithProfile(t, 'owner@pro.example.com');
    const photo = await uploadImage(t, `${API}/professionals/${a.professionalId}/photos`, a.token, await png(100, 100), 'image/png');
    const photoName = photo.json().message.professional.photos[0].name;
    const b = await contractorWithProfile(t, 'other@pro.example.com');
    const routes = [
      () => send(t, 'PUT', `${API}/professionals/${a.professionalId}`, b.token, profileForm()),
      async () => uploadImage(t, `${API}/professionals/${a.professionalId}/logo`, b.token, await png(50, 50), 'image/png'),
      async () => uploadImage(t, `${API}/professionals/${a.professionalId}/photos`, b.token, await png(50, 50), 'image/png'),
      () => send(t, 'DELETE', `${API}/professionals/${a.professionalId}/photos/${photoName}`, b.token),
      () => getAs(t.app, `${API}/professionals/${a.professionalId}/leads`, b.token),
    ];
    for (const call of routes) {
      const answer = await call();
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors[0].code).toBe('FORBIDDEN');
    }
    expect((await send(t, 'PUT', `${API}/professionals/999999`, b.token, profileForm())).statusCode).toBe(404);
    const homeowner = await signUpAndGetToken(t.app, { email: 'h@owner.example.com' });
    expect((await send(t, 'PUT', `${API}/professionals/${a.professionalId}`, homeowner, profileForm())).statusCode).toBe(403);
    // Nothing changed, and the photo is still there.
    const profile = await publicProfileOf(t, a.kukunUrl);
    expect(profile.companyName).toBe('Company of owner@pro.example.com');
    expect(profile.photos).toHaveLength(1);
  });
});
