// test-app first: it loads jose (ESM-only) through Node's own loader.
import { getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { GoogleVerifier } from './google-login.service';
import { turnOnTwoStepFor } from './account-test-helpers';

const CLIENT_ID = 'homeworth-test.apps.googleusercontent.com';
const EXTERNAL = '/api/v1/security/external-login';

// A local key pair plays Google: the API checks tokens against its public JWKS.
const keys = generateKeyPair('RS256');
const verifier: GoogleVerifier = {
  clientId: CLIENT_ID,
  jwks: async (header, token) => {
    const { publicKey } = await keys;
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' };
    return createLocalJWKSet({ keys: [jwk] })(header, token);
  },
};

async function credential(claims: Record<string, unknown> = {}, options: { audience?: string; issuer?: string; expires?: string | number; key?: 'other' } = {}) {
  const signing = options.key === 'other' ? (await generateKeyPair('RS256')).privateKey : (await keys).privateKey;
  return new SignJWT({ email: 'gina@example.com', email_verified: true, given_name: 'Gina', family_name: 'Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(signing);
}

describe('Google one-tap external login', () => {
  const t = useTestApp({ google: verifier });

  it('creates a verified homeowner without a password on first sign-in and starts a session', async () => {
    const response = await postJson(t.app, EXTERNAL, { credential: await credential() });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.user).toMatchObject({ userEmail: 'gina@example.com', userFirstName: 'Gina', userRole: 'STANDARD', accountStatus: 'VERIFIED' });
    expect((await getAs(t.app, '/api/v1/security/me', sessionCookieOf(response)?.value)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'gina@example.com'));
    expect(row?.passwordHash).toBeNull();
  });

  it('signs an existing account in and marks its email verified', async () => {
    await signUpAndGetToken(t.app, { email: 'gina@example.com' });
    const response = await postJson(t.app, EXTERNAL, { credential: await credential() });
    expect(response.json().message.user).toMatchObject({ userId: 1, accountStatus: 'VERIFIED' });
  });

  it('asks an account with two-step sign-in for its code instead of starting a session', async () => {
    await signUpAndGetToken(t.app, { email: 'gina@example.com' });
    await turnOnTwoStepFor(t, 'gina@example.com');
    const response = await postJson(t.app, EXTERNAL, { credential: await credential() });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({ code: 'TWO_STEP_CODE_REQUIRED', args: { method: 'SIGN_IN_GOOGLE' } });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it.each([
    ['another audience', {}, { audience: 'someone-else' }],
    ['another issuer', {}, { issuer: 'https://evil.example' }],
    ['an expired token', {}, { expires: Math.floor(Date.now() / 1000) - 60 }],
    ['another signing key', {}, { key: 'other' as const }],
    ['an unverified email', { email_verified: false }, {}],
  ])('refuses %s with 401 "Unauthorized"', async (_name, claims, options) => {
    const response = await postJson(t.app, EXTERNAL, { credential: await credential(claims, options) });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('publishes the client id for the browser', async () => {
    expect((await getAs(t.app, '/api/v1/security/external-login/config')).json().message).toEqual({ enabled: true, clientId: CLIENT_ID });
  });
});

describe('Google one-tap without configuration', () => {
  const t = useTestApp();

  it('is off: config says disabled and the external login answers 404', async () => {
    expect((await getAs(t.app, '/api/v1/security/external-login/config')).json().message).toEqual({ enabled: false, clientId: null });
    const response = await postJson(t.app, EXTERNAL, { credential: 'x'.repeat(40) });
    expect(response.statusCode).toBe(404);
  });
});
