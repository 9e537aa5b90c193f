import { eq } from 'drizzle-orm';
import { ACCOUNT_PROTECTION_CODES as CODES } from '@homeworth/shared-lib/domain';
import { getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { twoStepFactors, users } from '../../db/schema';
import { base32Decode, totpCode, totpStep } from './totp';

const S = '/api/v1/security';
const EMAIL = 'jane.doe@example.com';
const PASSWORD = 'Str0ng!pass';

describe('two-step sign-in with an authenticator app', () => {
  const t = useTestApp({ adminEmails: [EMAIL] });
  // The authenticator app's code for `secret`, `offset` steps from now.
  const code = (secret: string, offset = 0) => totpCode(base32Decode(secret), totpStep(Date.now()) + offset);

  async function enrol(session: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await postJson(t.app, `${S}/two-step/enrolment`, undefined, session);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri } = started.json().message;
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/Homeworth%3Ajane\\.doe%40example\\.com\\?secret=${secret}&issuer=Homeworth`));
    const confirmed = await postJson(t.app, `${S}/two-step/enrolment/confirm`, { code: code(secret) }, session);
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().message.recoveryCodes };
  }

  async function passwordStep(): Promise<string> {
    const response = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(sessionCookieOf(response)).toBeUndefined();
    const error = response.json().errors[0];
    expect(error.code).toBe(CODES.twoStepCodeRequired);
    return error.args.pendingSignIn;
  }

  it('enrols with a confirming code, stores the secret encrypted and never returns it again, then signs in with a code', async () => {
    const session = await signUpAndGetToken(t.app);
    const wrong = await postJson(t.app, `${S}/two-step/enrolment`, undefined, session);
    expect((await postJson(t.app, `${S}/two-step/enrolment/confirm`, { code: '000000' === code(wrong.json().message.secret) ? '111111' : '000000' }, session)).statusCode).toBe(
      400,
    );
    const { secret, recoveryCodes } = await enrol(session);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const [stored] = await t.db.select().from(twoStepFactors);
    expect(stored?.secretEncrypted).not.toContain(secret);
    const status = await getAs(t.app, `${S}/two-step`, session);
    expect(status.json().message).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
    expect(status.body).not.toContain(secret);
    expect((await postJson(t.app, `${S}/two-step/enrolment`, undefined, session)).statusCode).toBe(409);

    const pending = await passwordStep();
    // The code of the enrolment was used: the next step's code (accepted for clock drift) signs in.
    const signedIn = await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: pending, code: code(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    expect((await getAs(t.app, `${S}/me`, sessionCookieOf(signedIn)?.value)).statusCode).toBe(200);
    // The pending sign-in is used up.
    expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: pending, code: code(secret, 1) })).statusCode).toBe(401);
  });

  it('refuses a code used once already (replay) and a code two steps away', async () => {
    const session = await signUpAndGetToken(t.app);
    const { secret } = await enrol(session);
    const replay = await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: await passwordStep(), code: code(secret) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].code).toBe(CODES.twoStepCodeInvalid);
    expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: await passwordStep(), code: code(secret, 3) })).statusCode).toBe(400);

    const pending = await passwordStep();
    expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: pending, code: code(secret, 1) })).statusCode).toBe(200);
    expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: await passwordStep(), code: code(secret, 1) })).statusCode).toBe(400);
  });

  it('accepts each recovery code once', async () => {
    const session = await signUpAndGetToken(t.app);
    const { recoveryCodes } = await enrol(session);
    const recovery = recoveryCodes[0]!;
    expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: await passwordStep(), code: recovery.toUpperCase() })).statusCode).toBe(200);
    expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: await passwordStep(), code: recovery })).statusCode).toBe(400);
    expect((await getAs(t.app, `${S}/two-step`, session)).json().message.recoveryCodesLeft).toBe(9);
  });

  it('voids a pending sign-in after five wrong codes', async () => {
    const session = await signUpAndGetToken(t.app);
    const { secret } = await enrol(session);
    const pending = await passwordStep();
    for (let i = 0; i < 5; i += 1) expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: pending, code: 'aaaaa-aaaaa' })).statusCode).toBe(400);
    expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: pending, code: code(secret, 1) })).statusCode).toBe(401);
  });

  it('counts wrong codes per account, so fresh pending sign-ins (the password given again) buy no more guesses', async () => {
    const session = await signUpAndGetToken(t.app);
    const { secret } = await enrol(session);
    for (let i = 0; i < 5; i += 1) expect((await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: await passwordStep(), code: 'bbbbb-bbbbb' })).statusCode).toBe(400);
    const waiting = await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn: await passwordStep(), code: code(secret, 1) });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBeDefined();
  });

  it('turns off only with the password and a code', async () => {
    const session = await signUpAndGetToken(t.app);
    const { secret, recoveryCodes } = await enrol(session);
    expect((await postJson(t.app, `${S}/two-step/disable`, { password: 'Wr0ng!pass', code: code(secret, 1) }, session)).statusCode).toBe(400);
    expect((await postJson(t.app, `${S}/two-step/disable`, { password: PASSWORD, code: '123-456' }, session)).statusCode).toBe(400);
    expect((await postJson(t.app, `${S}/two-step/disable`, { password: PASSWORD, code: recoveryCodes[1]! }, session)).statusCode).toBe(200);
    expect((await getAs(t.app, `${S}/two-step`, session)).json().message.enabled).toBe(false);
    expect((await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: PASSWORD })).statusCode).toBe(200);
  });

  it('sends an admin without two-step sign-in away from admin routes with TWO_STEP_REQUIRED, and lets them in once it is on', async () => {
    const session = await signUpAndGetToken(t.app);
    await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, EMAIL));
    const refused = await getAs(t.app, '/api/v1/admin/contact-messages', session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe(CODES.twoStepRequired);
    await enrol(session);
    expect((await getAs(t.app, '/api/v1/admin/contact-messages', session)).statusCode).toBe(200);
  });

  it('asks for the code after a sign-in link too', async () => {
    const session = await signUpAndGetToken(t.app);
    await enrol(session);
    await postJson(t.app, `${S}/sign-in-link`, { email: EMAIL });
    const mail = (await t.readMail(EMAIL)).find((m) => m.text.includes('/login/sign-in-link'));
    const token = new URL(mail!.text.split(/\s/).find((w) => w.includes('/login/sign-in-link'))!).searchParams.get('token');
    const response = await postJson(t.app, `${S}/sign-in-link/confirm`, { email: EMAIL, token });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe(CODES.twoStepCodeRequired);
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});
