import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { tokenFromMail } from './account-test-helpers';

const EMAIL = 'jane.doe@example.com';

describe('email verification', () => {
  const t = useTestApp({ siteOrigin: 'https://homeworth.example' });

  it('signup emails a verification link to the new address over SMTP', async () => {
    await signUpAndGetToken(t.app);
    const [message, ...others] = await t.readMail(EMAIL);
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({ to: [EMAIL], subject: 'Verify your email for Homeworth' });
    expect(message?.text).toMatch(/https:\/\/homeworth\.example\/login\/verify-your-email\?token=[A-Za-z0-9_-]{43}/);
    expect(message?.html).toContain('href="https://homeworth.example/login/verify-your-email?token=');
  });

  it('the link turns VERIFICATION_PENDING into VERIFIED, once', async () => {
    const session = await signUpAndGetToken(t.app);
    const token = await tokenFromMail(t, EMAIL, '/login/verify-your-email');
    const verified = await postJson(t.app, '/api/v1/security/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message.user.accountStatus).toBe('VERIFIED');
    expect((await getAs(t.app, '/api/v1/security/me', session)).json().message.user.accountStatus).toBe('VERIFIED');

    // Used again: the address is verified already, and the answer says so.
    const again = await postJson(t.app, '/api/v1/security/verify-email', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toEqual({ code: 'ALREADY_VERIFIED', message: MESSAGES.emailAlreadyVerified });
  });

  it('refuses an unknown or malformed token with 400 and leaves the account pending', async () => {
    await signUpAndGetToken(t.app);
    for (const token of ['x'.repeat(43), 'not a token', '']) {
      const response = await postJson(t.app, '/api/v1/security/verify-email', { token });
      expect(response.statusCode).toBe(400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row?.accountStatus).toBe('VERIFICATION_PENDING');
  });

  it('resend emails a new working link; a verified account gets none', async () => {
    const session = await signUpAndGetToken(t.app);
    const resent = await postJson(t.app, '/api/v1/security/resend-verification', undefined, session);
    expect(resent.json()).toEqual({ success: true, message: { emailSent: true, alreadyVerified: false } });
    expect(await t.readMail(EMAIL)).toHaveLength(2);
    const token = await tokenFromMail(t, EMAIL, '/login/verify-your-email');
    await postJson(t.app, '/api/v1/security/verify-email', { token });

    const late = await postJson(t.app, '/api/v1/security/resend-verification', undefined, session);
    expect(late.json()).toEqual({ success: true, message: { emailSent: false, alreadyVerified: true } });
  });

  it('resend needs a session (401)', async () => {
    const response = await postJson(t.app, '/api/v1/security/resend-verification');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe(ERROR_CODES.unauthenticated);
  });

  // Every verification link mailed to an address, newest first.
  async function tokensMailedTo(email: string): Promise<string[]> {
    const links = (await t.readMail(email)).flatMap((m) => m.text.split(/\s/)).filter((word) => word.includes('/login/verify-your-email?token='));
    return links.map((link) => new URL(link).searchParams.get('token') ?? '');
  }

  it.each([
    ['an agent', ROLE_IDS.agent],
    ['a contractor', ROLE_IDS.contractor],
  ])('%s clicking the link a second time, signed out, is told the address is already verified', async (_who, roleId) => {
    await signUpAndGetToken(t.app, { roleId });
    const token = await tokenFromMail(t, EMAIL, '/login/verify-your-email');
    expect((await postJson(t.app, '/api/v1/security/verify-email', { token })).statusCode).toBe(200);

    const again = await postJson(t.app, '/api/v1/security/verify-email', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, errors: [{ code: 'ALREADY_VERIFIED', message: MESSAGES.emailAlreadyVerified }] });
  });

  it('an older link, replaced by a resend, is a bad link while pending and "already verified" once the new one is used', async () => {
    const session = await signUpAndGetToken(t.app);
    await postJson(t.app, '/api/v1/security/resend-verification', undefined, session);
    const [newest, older] = await tokensMailedTo(EMAIL);
    expect(newest && older && newest !== older).toBe(true);

    const early = await postJson(t.app, '/api/v1/security/verify-email', { token: older });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].code).toBe('TOKEN_INVALID');

    expect((await postJson(t.app, '/api/v1/security/verify-email', { token: newest })).statusCode).toBe(200);
    const late = await postJson(t.app, '/api/v1/security/verify-email', { token: older });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('ALREADY_VERIFIED');
  });
});
