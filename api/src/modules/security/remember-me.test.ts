import { desc } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { base32Decode, totpCode, totpStep } from './totp';

const S = '/api/v1/security';
const EMAIL = 'jane.doe@example.com';
const PASSWORD = 'Str0ng!pass';
const DAY_SECONDS = 24 * 60 * 60;

describe('"Remember me": one day, or one year when remembered', () => {
  const t = useTestApp();

  // Seconds from now until the newest session expires on the server.
  async function serverLifetimeSeconds(): Promise<number> {
    const [row] = await t.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    return ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
  }

  it('without the choice the cookie and the server-side session last one day', async () => {
    await signUpAndGetToken(t.app);
    const response = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)?.maxAge).toBe(DAY_SECONDS);
    expect(Math.abs((await serverLifetimeSeconds()) - DAY_SECONDS)).toBeLessThan(60);
  });

  it('with remember: true both last one year', async () => {
    await signUpAndGetToken(t.app);
    const response = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: PASSWORD, remember: true });

    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie?.maxAge).toBe(365 * DAY_SECONDS);
    expect(Math.abs((await serverLifetimeSeconds()) - 365 * DAY_SECONDS)).toBeLessThan(60);
    expect((await getAs(t.app, `${S}/me`, cookie?.value)).statusCode).toBe(200);
  });

  it('remember: false is the one-day session; a non-boolean is a 400', async () => {
    await signUpAndGetToken(t.app);
    const short = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: PASSWORD, remember: false });
    const bad = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: PASSWORD, remember: 'yes' });

    expect(sessionCookieOf(short)?.maxAge).toBe(DAY_SECONDS);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('"Remember me" with two-step sign-in', () => {
  const t = useTestApp({ adminEmails: [EMAIL] });
  const code = (secret: string, offset = 0) => totpCode(base32Decode(secret), totpStep(Date.now()) + offset);

  it('the second step keeps the choice: a one-year session', async () => {
    const session = await signUpAndGetToken(t.app);
    const started = await postJson(t.app, `${S}/two-step/enrolment`, undefined, session);
    const { secret } = started.json().message;
    expect((await postJson(t.app, `${S}/two-step/enrolment/confirm`, { code: code(secret) }, session)).statusCode).toBe(200);

    const first = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: PASSWORD, remember: true });
    expect(first.statusCode).toBe(401);
    expect(sessionCookieOf(first)).toBeUndefined();
    const pendingSignIn = first.json().errors[0].args.pendingSignIn;
    const second = await postJson(t.app, `${S}/sign-in/second-step`, { pendingSignIn, code: code(secret, 1), remember: true });

    expect(second.statusCode).toBe(200);
    expect(sessionCookieOf(second)?.maxAge).toBe(365 * DAY_SECONDS);
  });
});
