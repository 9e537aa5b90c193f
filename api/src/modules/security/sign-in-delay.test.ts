import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { CSRF_HEADERS, getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { accountTokens, loginFailures } from '../../db/schema';
import { tokenFromMail } from './account-test-helpers';

const SIGN_IN = '/api/v1/security/sign-in';
const EMAIL = 'jane.doe@example.com';
const PASSWORD = 'Str0ng!pass';

// The defaults: 5 free failures, then 15 s doubling up to 15 minutes.
describe('the sign-in delay slows a guesser without locking the owner out', () => {
  const t = useTestApp();
  const guess = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { ...CSRF_HEADERS, 'x-forwarded-for': `198.51.100.${i}` },
      remoteAddress: '127.0.0.1',
      payload: { email: EMAIL, password: `Wr0ng!pass${i}` },
    });
  // What waiting out the delay looks like to the database (the test cannot sleep for minutes).
  const waitOut = () =>
    t.db
      .update(loginFailures)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginFailures.emailKey, `login:${EMAIL}`));

  it('grows the wait with each failure after the fifth, answers 429 with Retry-After, and the owner still signs in with an emailed link after 20 wrong guesses', async () => {
    await signUpAndGetToken(t.app);
    for (let i = 1; i <= 5; i += 1) expect((await guess(i)).statusCode).toBe(401);

    const waits: number[] = [];
    for (let i = 6; i <= 20; i += 1) {
      const blocked = await guess(100 + i);
      expect(blocked.statusCode).toBe(429);
      const error = blocked.json().errors[0];
      expect(error).toMatchObject({ code: ERROR_CODES.rateLimited, args: { signInLink: true } });
      expect(blocked.headers['retry-after']).toBe(String(error.args.retryAfterSeconds));
      waits.push(error.args.retryAfterSeconds);
      await waitOut();
      expect((await guess(i)).statusCode).toBe(401);
    }
    // 15 s doubling, capped at 15 minutes; the answer counts down from the moment the delay was set,
    // so a slow database may shave a second or two off it.
    waits.forEach((wait, k) => {
      const nominal = Math.min(15 * 60, 15 * 2 ** k);
      expect(wait).toBeLessThanOrEqual(nominal);
      expect(wait).toBeGreaterThanOrEqual(nominal - 2);
    });

    // The owner's right password waits too (a guesser cannot tell a hit from a miss) ...
    expect((await postJson(t.app, SIGN_IN, { email: EMAIL, password: PASSWORD })).statusCode).toBe(429);
    // ... but the emailed link signs them in, only after the confirmation page's click.
    expect((await postJson(t.app, '/api/v1/security/sign-in-link', { email: EMAIL })).statusCode).toBe(200);
    const token = await tokenFromMail(t, EMAIL, '/login/sign-in-link');
    const signedIn = await postJson(t.app, '/api/v1/security/sign-in-link/confirm', { email: EMAIL, token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().message.user.userEmail).toBe(EMAIL);
    expect((await getAs(t.app, '/api/v1/security/me', sessionCookieOf(signedIn)?.value)).statusCode).toBe(200);
  });

  it('makes the link single-use, short-lived, stored hashed and bound to the address it was sent to', async () => {
    await signUpAndGetToken(t.app);
    await postJson(t.app, '/api/v1/security/sign-in-link', { email: EMAIL });
    const token = await tokenFromMail(t, EMAIL, '/login/sign-in-link');
    const [row] = await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'SIGN_IN_LINK'));
    expect(row?.tokenHash).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);

    const otherAddress = await postJson(t.app, '/api/v1/security/sign-in-link/confirm', { email: 'mallory@example.com', token });
    expect(otherAddress.statusCode).toBe(400);
    expect(otherAddress.json().errors[0].code).toBe('TOKEN_INVALID');
    expect((await postJson(t.app, '/api/v1/security/sign-in-link/confirm', { email: EMAIL, token })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/security/sign-in-link/confirm', { email: EMAIL, token })).statusCode).toBe(400);

    await postJson(t.app, '/api/v1/security/sign-in-link', { email: EMAIL });
    const late = await tokenFromMail(t, EMAIL, '/login/sign-in-link');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.purpose, 'SIGN_IN_LINK'));
    expect((await postJson(t.app, '/api/v1/security/sign-in-link/confirm', { email: EMAIL, token: late })).statusCode).toBe(400);
  });

  it('answers an unknown email like a known one and sends nothing', async () => {
    const response = await postJson(t.app, '/api/v1/security/sign-in-link', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(await t.readMail('nobody@example.com')).toHaveLength(0);
  });

  it('clears the count when the right password is given before the delay starts', async () => {
    await signUpAndGetToken(t.app);
    for (let i = 1; i <= 4; i += 1) expect((await guess(i)).statusCode).toBe(401);
    expect((await postJson(t.app, SIGN_IN, { email: EMAIL, password: PASSWORD })).statusCode).toBe(200);
    expect(await t.db.select().from(loginFailures)).toHaveLength(0);
  });
});
