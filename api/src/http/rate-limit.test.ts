import { sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { CSRF_HEADERS, signUpAndGetToken, useTestApp } from '../test/test-app';
import { buildApp, type App } from '../app';
import { rateLimitCounters } from '../db/schema';

const SIGN_IN = '/api/v1/security/sign-in';
const PASSWORD = 'Str0ng!pass';

/** A sign-in sent by `remoteAddress` (the TCP peer), optionally with an X-Forwarded-For header. */
function signInFrom(app: App, remoteAddress: string, forwardedFor?: string, body = { email: 'nobody@example.com', password: 'x' }) {
  return app.inject({
    method: 'POST',
    url: SIGN_IN,
    remoteAddress,
    headers: { ...CSRF_HEADERS, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: body,
  });
}

describe('per-address rate limits', () => {
  const t = useTestApp();
  let limited: App;

  beforeAll(async () => {
    limited = await buildApp({ db: t.db, authRateLimit: { max: 2, timeWindow: 60_000 } });
  });
  afterAll(() => limited.close());

  it('key on the client address the trusted proxy forwards: one client spending its budget does not block another', async () => {
    // Both arrive from the shell's proxy on loopback, which names the real client.
    expect((await signInFrom(limited, '127.0.0.1', '198.51.100.1')).statusCode).toBe(401);
    expect((await signInFrom(limited, '127.0.0.1', '198.51.100.1')).statusCode).toBe(401);
    const blocked = await signInFrom(limited, '127.0.0.1', '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, errors: [{ code: ERROR_CODES.rateLimited, message: MESSAGES.tooManyRequests }] });

    expect((await signInFrom(limited, '127.0.0.1', '198.51.100.2')).statusCode).toBe(401);
  });

  it('ignore X-Forwarded-For from an address that is not a trusted proxy: it cannot choose its key', async () => {
    expect((await signInFrom(limited, '203.0.113.9', '198.51.100.10')).statusCode).toBe(401);
    expect((await signInFrom(limited, '203.0.113.9', '198.51.100.11')).statusCode).toBe(401);
    expect((await signInFrom(limited, '203.0.113.9', '198.51.100.12')).statusCode).toBe(429);
    expect((await signInFrom(limited, '203.0.113.9')).statusCode).toBe(429);
    // A forged header naming someone else does not spend that client's budget either.
    expect((await signInFrom(limited, '127.0.0.1', '198.51.100.10')).statusCode).toBe(401);
  });

  it('trust only the configured proxies', async () => {
    const behindBalancer = await buildApp({ db: t.db, authRateLimit: { max: 1, timeWindow: 60_000 }, trustedProxies: ['10.0.0.0/8'] });
    try {
      expect((await signInFrom(behindBalancer, '10.1.2.3', '198.51.100.20')).statusCode).toBe(401);
      expect((await signInFrom(behindBalancer, '10.9.9.9', '198.51.100.21')).statusCode).toBe(401);
      // Loopback is not a proxy in this setting: both of these are the client 127.0.0.1.
      expect((await signInFrom(behindBalancer, '127.0.0.1', '198.51.100.22')).statusCode).toBe(401);
      expect((await signInFrom(behindBalancer, '127.0.0.1', '198.51.100.23')).statusCode).toBe(429);
    } finally {
      await behindBalancer.close();
    }
  });
});

describe('rate limits stored in the database', () => {
  const t = useTestApp();

  it('hold across two replicas on one database: alternating between them is still stopped at the limit', async () => {
    const [first, second] = await Promise.all([
      buildApp({ db: t.db, authRateLimit: { max: 3, timeWindow: 60_000 } }),
      buildApp({ db: t.db, authRateLimit: { max: 3, timeWindow: 60_000 } }),
    ]);
    try {
      const statuses: number[] = [];
      for (const replica of [first, second, first, second, first]) statuses.push((await signInFrom(replica, '203.0.113.50')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('delete counters whose window has ended', async () => {
    await t.db.insert(rateLimitCounters).values({
      key: 'POST/api/v1/security/sign-in:192.0.2.1',
      windowStart: sql`now() - interval '2 hours'`,
      windowEnd: sql`now() - interval '1 hour'`,
      count: 99,
    });
    const replica = await buildApp({ db: t.db });
    try {
      await signInFrom(replica, '203.0.113.60');
      const keys = (await t.db.select().from(rateLimitCounters)).map((row) => row.key).sort();
      // The per-account count of failed passwords is kept apart, in login_failures.
      expect(keys).toEqual(['POST/api/v1/security/sign-in:203.0.113.60']);
    } finally {
      await replica.close();
    }
  });
});

describe('per-account login throttling', () => {
  const t = useTestApp({
    loginDelay: { freeFailures: 3, firstDelayMs: 60_000, maxDelayMs: 600_000, forgetAfterMs: 86_400_000 },
    passwordResetLimit: { max: 2, timeWindow: 60_000 },
  });
  const lockout = 'Too many attempts for this account. Please wait 1 minute and try again.';

  it('locks an account after its failed attempts, from whatever addresses, and says for how long', async () => {
    await signUpAndGetToken(t.app);
    const email = 'jane.doe@example.com';
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await signInFrom(t.app, '127.0.0.1', client, { email, password: 'Wr0ng!pass' })).statusCode).toBe(401);
    }
    // Even the right password waits now: the attacker cannot tell a hit from a miss.
    const locked = await signInFrom(t.app, '127.0.0.1', '198.51.100.4', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toEqual({ code: ERROR_CODES.rateLimited, message: lockout, args: { retryAfterSeconds: expect.any(Number), signInLink: true } });

    await signUpAndGetToken(t.app, { email: 'other@example.com' });
    expect((await signInFrom(t.app, '127.0.0.1', '198.51.100.1', { email: 'other@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts only failures: signing in successfully again and again is never locked', async () => {
    await signUpAndGetToken(t.app);
    for (let i = 0; i < 6; i += 1) {
      expect((await signInFrom(t.app, '127.0.0.1', undefined, { email: 'jane.doe@example.com', password: PASSWORD })).statusCode).toBe(200);
    }
  });

  it('answers an unknown email the same way once its budget is spent', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signInFrom(t.app, '127.0.0.1', undefined, { email: 'ghost@example.com', password: 'x' })).statusCode).toBe(401);
    const locked = await signInFrom(t.app, '127.0.0.1', undefined, { email: 'ghost@example.com', password: 'x' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toBe(lockout);
  });

  it('lets no parallel guess slip past the limit', async () => {
    await signUpAndGetToken(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signInFrom(t.app, '127.0.0.1', `198.51.100.${i + 1}`, { email: 'jane.doe@example.com', password: `Wr0ng!pass${i}` })),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('limits password reset emails per email, known or not', async () => {
    await signUpAndGetToken(t.app);
    const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/security/forgot-password', headers: CSRF_HEADERS, payload: { email } });
    expect((await forgot('jane.doe@example.com')).statusCode).toBe(200);
    expect((await forgot('JANE.DOE@example.com')).statusCode).toBe(200);
    expect((await forgot('nobody@example.com')).statusCode).toBe(404);
    expect((await forgot('nobody@example.com')).statusCode).toBe(404);
    for (const email of ['jane.doe@example.com', 'nobody@example.com']) {
      const limited = await forgot(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0].message).toBe(lockout);
    }
  });
});
