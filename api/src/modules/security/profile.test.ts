import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ERROR_CODES, MESSAGES, PROFILE_MESSAGES } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { localFileStorage } from '../../providers/storage/file-storage';
import { CSRF_HEADERS, getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp, type TestContext } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from './session-cookie';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-uploads-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

const FORM = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '(512) 555-0100',
  monthlyNewsletter: true,
  emailNotifications: false,
  smsNotifications: true,
};

function put(t: TestContext, body: unknown, token?: string) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/security/profile', headers: CSRF_HEADERS, payload: body as object, cookies: token ? { [SESSION_COOKIE_NAME]: token } : {} });
}

function upload(t: TestContext, token: string, data: Buffer, type: string, filename = 'me.png') {
  const boundary = '----hwtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/security/profile/image',
    headers: { ...CSRF_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
    cookies: { [SESSION_COOKIE_NAME]: token },
  });
}

describe('profile (/user/edit-profile data)', () => {
  const t = useTestApp({ storage: localFileStorage(uploads) });

  it('saves names, phone (digits only) and the communication preferences', async () => {
    const token = await signUpAndGetToken(t.app);
    const saved = await put(t, { ...FORM, firstName: 'Janet' }, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message.user.userFirstName).toBe('Janet');
    const profile = (await getAs(t.app, '/api/v1/security/profile', token)).json().message.profile;
    expect(profile).toEqual({
      userFirstName: 'Janet',
      userLastName: 'Doe',
      userEmail: 'jane.doe@example.com',
      userPhone: '5125550100',
      monthlyNewsletter: true,
      emailNotifications: false,
      smsNotifications: true,
      hasProfileImage: false,
      isPasswordExist: true,
    });
  });

  it.each([
    [{ firstName: '' }, 'First name is required', 'firstName'],
    [{ lastName: ' ' }, 'Last name is required', 'lastName'],
    [{ firstName: 'J4ne' }, 'Only alphabets are allowed for this field', 'firstName'],
    [{ lastName: 'D' }, 'Atleast 2 alphabets required', 'lastName'],
    [{ phone: '' }, 'Mobile number is required', 'phone'],
    [{ phone: '512-abc-0100' }, 'Please enter a valid mobile number', 'phone'],
    [{ phone: '512 555 010' }, 'Mobile number must be 10 digits', 'phone'],
    [{ email: 'jane@example' }, 'Please enter a valid email', 'email'],
  ])('refuses %p with "%s" (400 VALIDATION)', async (change, message, field) => {
    const token = await signUpAndGetToken(t.app);
    const response = await put(t, { ...FORM, ...change }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ code: ERROR_CODES.validation, message, args: { field } });
  });

  it('a new email goes back to VERIFICATION_PENDING; a taken one gets code 10001', async () => {
    const token = await signUpAndGetToken(t.app);
    await signUpAndGetToken(t.app, { email: 'taken@example.com' });
    const taken = await put(t, { ...FORM, email: 'taken@example.com', currentPassword: 'Str0ng!pass' }, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toEqual({ code: ERROR_CODES.emailExists, message: MESSAGES.emailInUse });
    const moved = await put(t, { ...FORM, email: 'Jane.New@example.com', currentPassword: 'Str0ng!pass' }, token);
    expect(moved.json().message.user).toMatchObject({ userEmail: 'jane.new@example.com', accountStatus: 'VERIFICATION_PENDING' });
  });

  it('an account without a password must create one: "Password creation required to save changes"', async () => {
    const token = await signUpAndGetToken(t.app);
    await t.db.update(users).set({ passwordHash: null });
    const refused = await put(t, FORM, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({ code: 'PASSWORD_REQUIRED', message: MESSAGES.passwordCreationRequired, args: { field: 'password' } });

    const created = await put(t, { ...FORM, password: 'N3w!Passw0rd', rePassword: 'N3w!Passw0rd' }, token);
    expect(created.statusCode).toBe(200);
    expect(created.json().message.profile.isPasswordExist).toBe(true);
    // The old session ended with the new password; this browser got a new one.
    expect((await getAs(t.app, '/api/v1/security/me', token)).statusCode).toBe(401);
    expect((await getAs(t.app, '/api/v1/security/me', sessionCookieOf(created)?.value)).statusCode).toBe(200);
  });

  it('needs a session (401)', async () => {
    expect((await getAs(t.app, '/api/v1/security/profile')).statusCode).toBe(401);
    expect((await put(t, FORM)).statusCode).toBe(401);
  });
});

describe('profile image', () => {
  const t = useTestApp({ storage: localFileStorage(uploads) });

  it('stores a png or jpeg resized to 180x180 and serves it back to its owner', async () => {
    const token = await signUpAndGetToken(t.app);
    expect((await getAs(t.app, '/api/v1/security/profile/image', token)).statusCode).toBe(404);
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    const response = await upload(t, token, jpeg, 'image/jpeg', 'me.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.json().message.profile.hasProfileImage).toBe(true);
    const image = await getAs(t.app, '/api/v1/security/profile/image', token);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([180, 180, 'png']);
  });

  it('refuses a gif, or bytes that are not an image, with the file type message', async () => {
    const token = await signUpAndGetToken(t.app);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [data, type] of [
      [gif, 'image/gif'],
      [gif, 'image/png'],
      [Buffer.from('not an image'), 'image/png'],
    ] as const) {
      const response = await upload(t, token, data, type);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe(PROFILE_MESSAGES.fileTypeNotAllowed);
    }
  });

  it('refuses a file over 15MB with the file size message', async () => {
    const token = await signUpAndGetToken(t.app);
    const response = await upload(t, token, Buffer.alloc(15 * 1024 * 1024 + 10, 1), 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File size not allowed, size limit exceeded. Max size 15MB.' });
  });

  it('needs a session (401)', async () => {
    const response = await postJson(t.app, '/api/v1/security/profile/image');
    expect(response.statusCode).toBe(401);
  });
});
