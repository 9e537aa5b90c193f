import { sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { sessions, users } from '../../db/schema';
import { getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { hashSessionToken } from './session.service';

const ME = '/api/v1/security/me';
const SIGN_OUT = '/api/v1/security/sign-out';
const notSignedIn = { success: false, errors: [{ code: ERROR_CODES.unauthenticated, message: MESSAGES.notSignedIn }] };

// One database for the whole file: opening PGlite costs seconds.
const t = useTestApp();

describe('sessions', () => {
  it('stores only the SHA-256 of the token, never the cookie value', async () => {
    const token = await signUpAndGetToken(t.app);

    const rows = await t.db.select().from(sessions);

    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const oneDay = 24 * 60 * 60 * 1000;
    expect(Math.abs((rows[0]?.expiresAt.getTime() ?? 0) - Date.now() - oneDay)).toBeLessThan(60_000);
  });

  it('GET /me returns 401 UNAUTHENTICATED "Please sign in to continue." without a cookie or with an unknown token', async () => {
    const anonymous = await getAs(t.app, ME);
    const forged = await getAs(t.app, ME, 'A'.repeat(43));

    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(notSignedIn);
    expect(forged.statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const token = await signUpAndGetToken(t.app);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });

    const response = await getAs(t.app, ME, token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(notSignedIn);
  });

  describe("GET /session (the apps' check on every visit)", () => {
    const SESSION = '/api/v1/security/session';

    it('answers a guest with 200 and user null, with no cookie, an unknown token or a revoked one', async () => {
      const revoked = await signUpAndGetToken(t.app);
      await postJson(t.app, SIGN_OUT, undefined, revoked);

      for (const token of [undefined, 'A'.repeat(43), revoked]) {
        const response = await getAs(t.app, SESSION, token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: { user: null } });
      }
    });

    it('answers a signed-in user with the same user as /me', async () => {
      const token = await signUpAndGetToken(t.app);

      const response = await getAs(t.app, SESSION, token);

      expect(response.statusCode).toBe(200);
      expect(response.json().message.user).toEqual((await getAs(t.app, ME, token)).json().message.user);
      expect(response.json().message.user.userEmail).toBe('jane.doe@example.com');
    });
  });

  it('ends the session when its user is deleted', async () => {
    const token = await signUpAndGetToken(t.app);
    await t.db.delete(users);

    expect((await getAs(t.app, ME, token)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  describe('POST /sign-out', () => {
    it('revokes the session and clears the cookie, so the old cookie no longer opens /me', async () => {
      const token = await signUpAndGetToken(t.app);

      const response = await postJson(t.app, SIGN_OUT, undefined, token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: { signedOut: true } });
      const cleared = sessionCookieOf(response);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      const [row] = await t.db.select().from(sessions);
      expect(row?.revokedAt).toBeInstanceOf(Date);
      expect((await getAs(t.app, ME, token)).statusCode).toBe(401);
    });

    it('answers 200 when nobody is signed in', async () => {
      const response = await postJson(t.app, SIGN_OUT);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: { signedOut: true } });
    });

    it("leaves the user's other sessions (other devices) signed in", async () => {
      const laptop = await signUpAndGetToken(t.app);
      const phone = sessionCookieOf(await postJson(t.app, '/api/v1/security/sign-in', { email: 'jane.doe@example.com', password: 'Str0ng!pass' }))?.value;

      await postJson(t.app, SIGN_OUT, undefined, laptop);

      expect((await getAs(t.app, ME, phone)).statusCode).toBe(200);
    });
  });

  it('signing in again replaces the session the browser held (no session fixation)', async () => {
    const first = await signUpAndGetToken(t.app);

    const second = await postJson(t.app, '/api/v1/security/sign-in', { email: 'jane.doe@example.com', password: 'Str0ng!pass' }, first);

    expect((await getAs(t.app, ME, first)).statusCode).toBe(401);
    expect((await getAs(t.app, ME, sessionCookieOf(second)?.value)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/security/email-exists', () => {
  it('reports an unknown email as { exists: false }', async () => {
    const response = await getAs(t.app, '/api/v1/security/email-exists?email=nobody@example.com');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: { exists: false } });
  });

  it('reports a registered email, whatever its case, as existing', async () => {
    await signUpAndGetToken(t.app);

    const response = await getAs(t.app, `/api/v1/security/email-exists?email=${encodeURIComponent('JANE.doe@example.com')}`);

    expect(response.json()).toEqual({ success: true, message: { exists: true } });
  });

  it('does not tell an account without a password apart (nothing names a claimable account)', async () => {
    await t.db.insert(users).values({ email: 'invited@example.com', firstName: 'Ivy', lastName: 'Client', roleId: 2 });

    const response = await getAs(t.app, '/api/v1/security/email-exists?email=invited@example.com');

    expect(response.json()).toEqual({ success: true, message: { exists: true } });
  });

  it('returns 400 VALIDATION when the email parameter is missing', async () => {
    const response = await getAs(t.app, '/api/v1/security/email-exists');

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'email' } });
  });
});
