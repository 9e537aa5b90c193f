import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { emailChanges, sessions, users } from '../../db/schema';
import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp, type TestContext } from '../../test/test-app';
import { tokenFromMail } from './account-test-helpers';
import { EMAIL_CHANGE_MESSAGES, REAUTHENTICATION_REQUIRED } from './email-change.service';
import { SESSION_COOKIE_NAME } from './session-cookie';
import { hashSessionToken } from './session.service';
import { findUserByEmail } from './user.service';

const OLD = 'jane.doe@example.com';
const NEW = 'jane.new@example.com';
const PASSWORD = 'Str0ng!pass';
const FORM = { firstName: 'Jane', lastName: 'Doe', email: OLD, phone: '(512) 555-0100', monthlyNewsletter: false, emailNotifications: true, smsNotifications: false };
const UNDO = '/api/v1/security/undo-email-change';

function put(t: TestContext, body: Record<string, unknown>, token: string) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/security/profile', headers: CSRF_HEADERS, payload: { ...FORM, ...body }, cookies: { [SESSION_COOKIE_NAME]: token } });
}

describe('changing the email', () => {
  const t = useTestApp({ loginDelay: { freeFailures: 3, firstDelayMs: 60_000, maxDelayMs: 600_000, forgetAfterMs: 86_400_000 } });

  it('needs the current password: missing or wrong, the email stays', async () => {
    const session = await signUpAndGetToken(t.app);
    const missing = await put(t, { email: NEW }, session);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toEqual({ code: REAUTHENTICATION_REQUIRED, message: EMAIL_CHANGE_MESSAGES.passwordRequired, args: { field: 'currentPassword' } });

    const wrong = await put(t, { email: NEW, currentPassword: 'Wr0ng!pass' }, session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ code: REAUTHENTICATION_REQUIRED, message: EMAIL_CHANGE_MESSAGES.passwordWrong, args: { field: 'currentPassword' } });
    expect(await findUserByEmail(t.db, OLD)).toBeDefined();

    // Other fields save without the password.
    expect((await put(t, { firstName: 'Janet' }, session)).statusCode).toBe(200);
  });

  it('guessing the password through the email change spends the account budget of failed attempts', async () => {
    const session = await signUpAndGetToken(t.app);
    for (let i = 0; i < 3; i += 1) expect((await put(t, { email: NEW, currentPassword: `Wr0ng!pass${i}` }, session)).statusCode).toBe(400);
    const locked = await put(t, { email: NEW, currentPassword: PASSWORD }, session);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].code).toBe(ERROR_CODES.rateLimited);
    expect((await postJson(t.app, '/api/v1/security/sign-in', { email: OLD, password: PASSWORD })).statusCode).toBe(429);
  });

  it('with the password: the new address gets a verification link, the old one a notice whose undo link puts it back and ends every session', async () => {
    const session = await signUpAndGetToken(t.app);
    const otherDevice = (await postJson(t.app, '/api/v1/security/sign-in', { email: OLD, password: PASSWORD })).cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.value;

    const changed = await put(t, { email: NEW, currentPassword: PASSWORD }, session);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message.user).toMatchObject({ userEmail: NEW, accountStatus: 'VERIFICATION_PENDING' });
    await tokenFromMail(t, NEW, '/login/verify-your-email');
    const [notice] = await t.readMail(OLD);
    expect(notice?.subject).toBe('The email of your Homeworth account was changed');
    expect(notice?.text).toContain(NEW);

    // The new address asks for a reset link; the undo must void it.
    expect((await postJson(t.app, '/api/v1/security/forgot-password', { email: NEW })).statusCode).toBe(200);
    const resetToken = await tokenFromMail(t, NEW, '/login/change-password');

    const undoToken = await tokenFromMail(t, OLD, '/login/undo-email-change');
    const [stored] = await t.db.select().from(emailChanges);
    expect(stored?.undoTokenHash).toBe(hashSessionToken(undoToken));
    const undone = await postJson(t.app, UNDO, { token: undoToken }, session);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ success: true, message: { email: OLD } });
    expect((await findUserByEmail(t.db, OLD))?.accountStatus).toBe('VERIFIED');
    expect(await findUserByEmail(t.db, NEW)).toBeUndefined();
    for (const token of [session, otherDevice]) expect((await getAs(t.app, '/api/v1/security/me', token)).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/v1/security/change-password', { accessToken: resetToken, userPass: 'N3w!Passw0rd' })).statusCode).toBe(400);

    const again = await postJson(t.app, UNDO, { token: undoToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toEqual({ code: 'TOKEN_INVALID', message: EMAIL_CHANGE_MESSAGES.undoLinkInvalid });
  });

  it('an expired or forged undo link does nothing', async () => {
    const session = await signUpAndGetToken(t.app);
    await put(t, { email: NEW, currentPassword: PASSWORD }, session);
    const undoToken = await tokenFromMail(t, OLD, '/login/undo-email-change');
    await t.db.update(emailChanges).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await postJson(t.app, UNDO, { token: undoToken })).statusCode).toBe(400);
    expect((await postJson(t.app, UNDO, { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect(await findUserByEmail(t.db, NEW)).toBeDefined();
  });

  it('an account without a password (Google sign-in) needs a sign-in within the last 10 minutes', async () => {
    const session = await signUpAndGetToken(t.app);
    await t.db.update(users).set({ passwordHash: null });
    const firstPassword = { password: 'N3w!Passw0rd', rePassword: 'N3w!Passw0rd' };

    await t.db.update(sessions).set({ createdAt: sql`now() - interval '11 minutes'` });
    const stale = await put(t, { email: NEW, ...firstPassword }, session);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toEqual({ code: REAUTHENTICATION_REQUIRED, message: EMAIL_CHANGE_MESSAGES.signInAgain, args: { field: 'email' } });

    await t.db.update(sessions).set({ createdAt: sql`now() - interval '2 minutes'` });
    const fresh = await put(t, { email: NEW, ...firstPassword }, session);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().message.user.userEmail).toBe(NEW);
  });
});
