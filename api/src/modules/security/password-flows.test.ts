import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { tokenFromMail } from './account-test-helpers';

const EMAIL = 'jane.doe@example.com';
const OLD = 'Str0ng!pass';
const NEW = 'N3w!Passw0rd';
const FORGOT = '/api/v1/security/forgot-password';
const CHANGE = '/api/v1/security/change-password';
const signIn = (app: Parameters<typeof postJson>[0], password: string) => postJson(app, '/api/v1/security/sign-in', { email: EMAIL, password });

describe('forgot password and the reset link', () => {
  const t = useTestApp();

  it('answers "No user found for this email!" (code 401, 404) for an unknown email and sends nothing', async () => {
    const response = await postJson(t.app, FORGOT, { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, errors: [{ code: ERROR_CODES.noUser, message: MESSAGES.forgotPasswordNoUser }] });
    expect(await t.readMail('nobody@example.com')).toHaveLength(0);
  });

  it('emails a change-password link with email-f and a token; the link sets the password once and signs every device out', async () => {
    const session = await signUpAndGetToken(t.app);
    const sent = await postJson(t.app, FORGOT, { email: 'JANE.DOE@example.com' });
    expect(sent.json()).toEqual({ success: true, message: { emailSent: true } });
    // The reset mail really arrives at the SMTP server (the test's catcher), after the verification mail.
    const [reset] = await t.readMail(EMAIL);
    expect(reset?.subject).toBe('Reset your Homeworth password');
    expect(reset?.text).toContain(`/login/change-password?email-f=${encodeURIComponent(EMAIL)}&token=`);

    const token = await tokenFromMail(t, EMAIL, '/login/change-password');
    const changed = await postJson(t.app, CHANGE, { accessToken: token, userPass: NEW, rePassword: NEW });
    expect(changed.json()).toEqual({ success: true, message: { passwordChanged: true } });

    expect((await getAs(t.app, '/api/v1/security/me', session)).statusCode).toBe(401);
    expect((await signIn(t.app, OLD)).statusCode).toBe(401);
    expect((await signIn(t.app, NEW)).statusCode).toBe(200);

    const reused = await postJson(t.app, CHANGE, { accessToken: token, userPass: 'An0ther!pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0]).toEqual({ code: 'TOKEN_INVALID', message: MESSAGES.resetLinkInvalid });
  });

  it('only the newest reset link works', async () => {
    await signUpAndGetToken(t.app);
    await postJson(t.app, FORGOT, { email: EMAIL });
    const first = await tokenFromMail(t, EMAIL, '/login/change-password');
    await postJson(t.app, FORGOT, { email: EMAIL });
    expect((await postJson(t.app, CHANGE, { accessToken: first, userPass: NEW })).statusCode).toBe(400);
  });

  it('a verification link is no reset link', async () => {
    await signUpAndGetToken(t.app);
    const verifyToken = await tokenFromMail(t, EMAIL, '/login/verify-your-email');
    expect((await postJson(t.app, CHANGE, { accessToken: verifyToken, userPass: NEW })).statusCode).toBe(400);
  });

  it('refuses a weak new password with the password rule (400)', async () => {
    const response = await postJson(t.app, CHANGE, { accessToken: 'x'.repeat(43), userPass: 'weak' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, message: MESSAGES.passwordRules });
  });
});

describe('change password with the previous password', () => {
  const t = useTestApp();

  it('re-authenticates, revokes the other sessions and keeps this browser signed in with a new session', async () => {
    const laptop = await signUpAndGetToken(t.app);
    const phone = sessionCookieOf(await signIn(t.app, OLD))!.value;
    const response = await postJson(t.app, CHANGE, { previousPassword: OLD, userPass: NEW, rePassword: NEW }, laptop);
    expect(response.statusCode).toBe(200);
    const fresh = sessionCookieOf(response)!.value;
    expect((await getAs(t.app, '/api/v1/security/me', phone)).statusCode).toBe(401);
    expect((await getAs(t.app, '/api/v1/security/me', laptop)).statusCode).toBe(401);
    expect((await getAs(t.app, '/api/v1/security/me', fresh)).statusCode).toBe(200);
    expect((await signIn(t.app, NEW)).statusCode).toBe(200);
  });

  it('says "An error occurred while changing the password. Please try again later." for a wrong previous password', async () => {
    const session = await signUpAndGetToken(t.app);
    const response = await postJson(t.app, CHANGE, { previousPassword: 'Wr0ng!pass', userPass: NEW }, session);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ code: ERROR_CODES.invalid, message: MESSAGES.changePasswordFailed });
    expect((await signIn(t.app, OLD)).statusCode).toBe(200);
  });

  it('needs a session (401) and says "Passwords do not match" for a differing confirmation', async () => {
    expect((await postJson(t.app, CHANGE, { previousPassword: OLD, userPass: NEW })).statusCode).toBe(401);
    const mismatch = await postJson(t.app, CHANGE, { previousPassword: OLD, userPass: NEW, rePassword: 'N3w!Passw0rX' });
    expect(mismatch.json().errors[0]).toMatchObject({ message: MESSAGES.passwordsDoNotMatch, args: { field: 'rePassword' } });
  });

  it('answers 400 with the envelope for a body with neither previousPassword nor accessToken', async () => {
    const response = await postJson(t.app, CHANGE, { userPass: NEW });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('rate limits on the account routes', () => {
  const t = useTestApp({ authRateLimit: { max: 2, timeWindow: '1 minute' }, emailCheckRateLimit: { max: 2, timeWindow: '1 minute' } });

  it.each([
    [FORGOT, { email: 'nobody@example.com' }],
    ['/api/v1/security/sign-in', { email: 'nobody@example.com', password: 'x' }],
    ['/api/v1/security/verify-email', { token: 'x' }],
  ])('%s answers 429 with "%s" after the budget', async (url, body) => {
    await postJson(t.app, url, body);
    await postJson(t.app, url, body);
    const limited = await postJson(t.app, url, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toEqual({ code: ERROR_CODES.rateLimited, message: MESSAGES.tooManyRequests });
  });

  it('the email pre-check answers 429 after its budget', async () => {
    for (let i = 0; i < 2; i += 1) await getAs(t.app, '/api/v1/security/email-exists?email=a@example.com');
    const limited = await getAs(t.app, '/api/v1/security/email-exists?email=a@example.com');
    expect(limited.json().errors[0].message).toBe(MESSAGES.tooManyRequests);
  });
});
