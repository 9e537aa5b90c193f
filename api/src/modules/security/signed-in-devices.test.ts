import { eq, sql } from 'drizzle-orm';
import { CSRF_HEADERS, getAs, postJson, sessionCookieOf, signUpAndGetToken, signUpBody, useTestApp } from '../../test/test-app';
import { sessions } from '../../db/schema';
import { HOST_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from './session-cookie';
import { totpCode } from './totp';

const S = '/api/v1/security';
const EMAIL = 'jane.doe@example.com';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe("where you're signed in", () => {
  const t = useTestApp();
  const signInOn = async (userAgent: string, client: string, email = EMAIL) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${S}/sign-in`,
      remoteAddress: '127.0.0.1',
      headers: { ...CSRF_HEADERS, 'user-agent': userAgent, 'x-forwarded-for': client },
      payload: { email, password: 'Str0ng!pass' },
    });
    return sessionCookieOf(response)!.value;
  };
  const del = (url: string, token: string) => t.app.inject({ method: 'DELETE', url, headers: CSRF_HEADERS, cookies: { [SESSION_COOKIE_NAME]: token } });

  it('lists the live sessions with device, truncated address and "this device", and signs another one out for good', async () => {
    await signUpAndGetToken(t.app);
    const laptop = await signInOn(FIREFOX, '203.0.113.77');
    const phone = await signInOn(SAFARI, '2001:db8:5:6::1');
    const list = (await getAs(t.app, `${S}/sessions`, laptop)).json().message.sessions;
    expect(list).toHaveLength(3);
    expect(list).toContainEqual(expect.objectContaining({ device: 'Firefox on Windows', ipPrefix: '203.0.113.x', current: true }));
    const phoneRow = list.find((s: { device: string }) => s.device === 'Safari on iOS');
    expect(phoneRow).toMatchObject({ ipPrefix: '2001:db8:5::/48', current: false });
    expect(JSON.stringify(list)).not.toContain('203.0.113.77');

    expect((await del(`${S}/sessions/${phoneRow.sessionId}`, laptop)).statusCode).toBe(200);
    expect((await getAs(t.app, `${S}/me`, phone)).statusCode).toBe(401);
    expect((await getAs(t.app, `${S}/sessions`, laptop)).json().message.sessions).toHaveLength(2);
    // This very session is signed out with sign-out, not here.
    const mine = list.find((s: { current: boolean }) => s.current);
    expect((await del(`${S}/sessions/${mine.sessionId}`, laptop)).statusCode).toBe(404);
  });

  it("refuses another user's session id (404) and leaves it alone", async () => {
    await signUpAndGetToken(t.app);
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const jane = await signInOn(FIREFOX, '203.0.113.1');
    const [otherSession] = await t.db.select().from(sessions).where(eq(sessions.userId, 2));
    expect((await del(`${S}/sessions/${otherSession!.id}`, jane)).statusCode).toBe(404);
    expect((await getAs(t.app, `${S}/me`, other)).statusCode).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const first = await signUpAndGetToken(t.app);
    const second = await signInOn(FIREFOX, '203.0.113.1');
    const third = await signInOn(SAFARI, '203.0.113.2');
    const response = await postJson(t.app, `${S}/sessions/sign-out-others`, undefined, second);
    expect(response.json().message.signedOut).toBe(2);
    expect((await getAs(t.app, `${S}/me`, first)).statusCode).toBe(401);
    expect((await getAs(t.app, `${S}/me`, third)).statusCode).toBe(401);
    expect((await getAs(t.app, `${S}/me`, second)).statusCode).toBe(200);
  });

  it('writes last-seen at most once per five minutes per session', async () => {
    const token = await signUpAndGetToken(t.app);
    const lastSeen = async () => (await t.db.select({ at: sessions.lastSeenAt }).from(sessions))[0]!.at.getTime();
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 minutes'` });
    const before = await lastSeen();
    await getAs(t.app, `${S}/me`, token);
    expect(await lastSeen()).toBe(before);
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '6 minutes'` });
    await getAs(t.app, `${S}/me`, token);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('session cookie name and HSTS follow HTTPS', () => {
  const t = useTestApp();
  const overHttps = { 'x-forwarded-proto': 'https' };

  it('names the cookie __Host-hw_session (Secure, path /, no Domain) over HTTPS, hw_session over plain HTTP, and reads both', async () => {
    const secure = await t.app.inject({ method: 'POST', url: `${S}/sign-up`, headers: { ...CSRF_HEADERS, ...overHttps }, payload: signUpBody() });
    const cookie = secure.cookies.find((c) => c.name === HOST_SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(secure.cookies.find((c) => c.name === SESSION_COOKIE_NAME)).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: `${S}/me`, headers: overHttps, cookies: { [HOST_SESSION_COOKIE_NAME]: cookie!.value } });
    expect(me.statusCode).toBe(200);

    const plain = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: 'Str0ng!pass' });
    expect(sessionCookieOf(plain)).toBeDefined();
    expect(plain.cookies.find((c) => c.name === HOST_SESSION_COOKIE_NAME)).toBeUndefined();
    expect((await getAs(t.app, `${S}/me`, sessionCookieOf(plain)!.value)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: `${S}/sign-out`, headers: { ...CSRF_HEADERS, ...overHttps }, cookies: { [HOST_SESSION_COOKIE_NAME]: cookie!.value } });
    expect(out.cookies.find((c) => c.name === HOST_SESSION_COOKIE_NAME)?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `${S}/me`, cookies: { [HOST_SESSION_COOKIE_NAME]: cookie!.value } })).statusCode).toBe(401);
  });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    const https = await t.app.inject({ method: 'GET', url: `${S}/session`, headers: overHttps });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await t.app.inject({ method: 'GET', url: `${S}/session` })).headers['strict-transport-security']).toBeUndefined();
    // A client that is not the trusted proxy cannot claim HTTPS.
    const forged = await t.app.inject({ method: 'GET', url: `${S}/session`, remoteAddress: '203.0.113.9', headers: overHttps });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('computes the RFC 6238 test vector (SHA-1, T = 59 s)', () => {
    expect(totpCode(Buffer.from('12345678901234567890'), 1)).toBe('287082');
  });
});
