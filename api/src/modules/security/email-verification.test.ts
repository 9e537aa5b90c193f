import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
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
});
