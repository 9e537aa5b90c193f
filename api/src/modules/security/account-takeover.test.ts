import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { CSRF_HEADERS, getAs, postJson, sessionCookieOf, signUpAndGetToken, signUpBody, useTestApp, type TestContext } from '../../test/test-app';
import { emailLogin, follow, invitedClient, loginParams } from '../agent/agent-engagement.test-helpers';
import { tokenFromMail } from './account-test-helpers';
import { SESSION_COOKIE_NAME } from './session-cookie';

const CLIENT = 'maria.lopez@example.com';
const ME = '/api/v1/security/me';

// A client who joined through an agent's invitation: an account without a password, signed in.
async function passwordlessClient(t: TestContext): Promise<string> {
  const { link } = await invitedClient(t);
  const { token } = await emailLogin(t.app, loginParams((await follow(t.app, link)).headers.location as string));
  if (!token) throw new Error('the invitation did not sign the client in');
  return token;
}

describe('an account without a password cannot be taken by signing up with its email', () => {
  const t = useTestApp({ siteOrigin: 'https://homeworth.example' });

  it('sign-up answers "email in use" with no session, and the owner keeps the account', async () => {
    const victim = await passwordlessClient(t);
    const attack = await postJson(t.app, '/api/v1/security/sign-up', signUpBody({ email: CLIENT, password: 'Att4cker!pass', rePassword: 'Att4cker!pass' }));

    expect(attack.statusCode).toBe(409);
    expect(attack.json()).toEqual({ success: false, errors: [{ code: ERROR_CODES.emailExists, message: MESSAGES.emailInUse }] });
    expect(sessionCookieOf(attack)?.value ?? '').toBe('');
    const [row] = await t.db.select().from(users).where(eq(users.email, CLIENT));
    expect(row?.passwordHash).toBeNull();
    expect(row?.firstName).toBe('Maria');
    expect((await getAs(t.app, ME, victim)).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/security/sign-in', { email: CLIENT, password: 'Att4cker!pass' })).statusCode).toBe(401);
  });

  it('mails the owner a single-use link that sets a password and ends the other sessions', async () => {
    const victim = await passwordlessClient(t);
    await postJson(t.app, '/api/v1/security/sign-up', signUpBody({ email: CLIENT }));
    const token = await tokenFromMail(t, CLIENT, '/login/change-password');

    const claimed = await postJson(t.app, '/api/v1/security/change-password', { accessToken: token, userPass: 'Cl41med!pass' });
    expect(claimed.statusCode).toBe(200);
    expect((await getAs(t.app, ME, victim)).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/v1/security/sign-in', { email: CLIENT, password: 'Cl41med!pass' })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/security/change-password', { accessToken: token, userPass: 'Ag41n!pass' })).statusCode).toBe(400);
  });

  it('email-exists does not tell a pre-registered account from any other', async () => {
    await passwordlessClient(t);
    await signUpAndGetToken(t.app);
    const invited = await getAs(t.app, `/api/v1/security/email-exists?email=${CLIENT}`);
    const registered = await getAs(t.app, '/api/v1/security/email-exists?email=jane.doe@example.com');
    expect(invited.json()).toEqual({ success: true, message: { exists: true } });
    expect(invited.json()).toEqual(registered.json());
  });
});

describe('a verification link verifies only the address it was sent to', () => {
  const t = useTestApp({ siteOrigin: 'https://homeworth.example' });
  const FORM = { firstName: 'Jane', lastName: 'Doe', phone: '(512) 555-0100', monthlyNewsletter: false, emailNotifications: true, smsNotifications: false };
  const changeEmail = (session: string, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/security/profile',
      headers: CSRF_HEADERS,
      payload: { ...FORM, email, currentPassword: 'Str0ng!pass' },
      cookies: { [SESSION_COOKIE_NAME]: session },
    });

  it("B's token, posted after the email moved on to C, verifies nothing", async () => {
    const session = await signUpAndGetToken(t.app);
    expect((await changeEmail(session, 'b@example.com')).statusCode).toBe(200);
    const tokenB = await tokenFromMail(t, 'b@example.com', '/login/verify-your-email');
    expect((await changeEmail(session, 'c@example.com')).statusCode).toBe(200);

    const posted = await postJson(t.app, '/api/v1/security/verify-email', { token: tokenB });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toEqual({ success: false, errors: [{ code: 'TOKEN_INVALID', message: MESSAGES.verificationLinkInvalid }] });
    expect((await getAs(t.app, ME, session)).json().message.user).toMatchObject({ userEmail: 'c@example.com', accountStatus: 'VERIFICATION_PENDING' });

    // C's own link still works.
    const tokenC = await tokenFromMail(t, 'c@example.com', '/login/verify-your-email');
    expect((await postJson(t.app, '/api/v1/security/verify-email', { token: tokenC })).json().message.user.accountStatus).toBe('VERIFIED');
  });

  it('a newer link voids the older one for the same address', async () => {
    const session = await signUpAndGetToken(t.app);
    const first = await tokenFromMail(t, 'jane.doe@example.com', '/login/verify-your-email');
    await postJson(t.app, '/api/v1/security/resend-verification', undefined, session);
    expect((await postJson(t.app, '/api/v1/security/verify-email', { token: first })).statusCode).toBe(400);
  });

  it('a link whose address is already verified says so', async () => {
    await signUpAndGetToken(t.app);
    const token = await tokenFromMail(t, 'jane.doe@example.com', '/login/verify-your-email');
    await postJson(t.app, '/api/v1/security/verify-email', { token });
    const again = await postJson(t.app, '/api/v1/security/verify-email', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, errors: [{ code: 'ALREADY_VERIFIED', message: MESSAGES.emailAlreadyVerified }] });
  });
});
