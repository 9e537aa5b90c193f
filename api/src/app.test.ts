// test-app first: it arranges how jest loads PGlite and the cookie plugin (see node-loaded-modules.ts).
import { CSRF_HEADERS, postJson, signUpBody, useTestApp } from './test/test-app';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { buildApp } from './app';
import { CSRF_HEADER_NAME } from './http/csrf';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the service and the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: { status: 'ok', database: 'up' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/docs/json', () => {
  it('publishes an OpenAPI document listing the security routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v1/security/sign-up',
        '/api/v1/security/sign-in',
        '/api/v1/security/sign-out',
        '/api/v1/security/me',
        '/api/v1/security/email-exists',
      ]),
    );
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the envelope', () => {
  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.notFound, message: MESSAGES.notFound }],
    });
  });

  it('answers a malformed JSON body with 400 VALIDATION, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/sign-in',
      headers: { ...CSRF_HEADERS, 'content-type': 'application/json' },
      payload: '{"email": "jane@example.com", ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.validation, message: expect.stringMatching(/JSON/) }],
    });
  });

  it('answers a missing body with 400 VALIDATION', async () => {
    const response = await postJson(t.app, '/api/v1/security/sign-in');

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(ERROR_CODES.validation);
  });
});

describe('CSRF defence', () => {
  it(`refuses a state-changing /api/v1 request without ${CSRF_HEADER_NAME}: homeworth with 403 CSRF`, async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/security/sign-up', payload: signUpBody() });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.csrf, message: MESSAGES.csrf }],
    });
  });

  it('refuses a wrong header value', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/sign-out',
      headers: { [CSRF_HEADER_NAME]: 'XMLHttpRequest' },
    });

    expect(response.statusCode).toBe(403);
  });

  it('does not ask for the header on reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/security/email-exists?email=a@example.com' });

    expect(response.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers the third sign-in within the window with 429 RATE_LIMITED "Too many attempts..." when the budget is 2', async () => {
    const limited = await buildApp({ db: t.db, authRateLimit: { max: 2, timeWindow: 60_000 } });
    try {
      const attempt = () => postJson(limited, '/api/v1/security/sign-in', { email: 'nobody@example.com', password: 'x' });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);

      const response = await attempt();

      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toEqual({
        success: false,
        errors: [{ code: ERROR_CODES.rateLimited, message: MESSAGES.tooManyRequests }],
      });
    } finally {
      await limited.close();
    }
  });

  it('counts sign-up separately from sign-in', async () => {
    const limited = await buildApp({ db: t.db, authRateLimit: { max: 1, timeWindow: 60_000 } });
    try {
      await postJson(limited, '/api/v1/security/sign-in', { email: 'nobody@example.com', password: 'x' });

      const signUp = await postJson(limited, '/api/v1/security/sign-up', signUpBody());
      const secondSignUp = await postJson(limited, '/api/v1/security/sign-up', signUpBody());

      expect(signUp.statusCode).toBe(201);
      expect(secondSignUp.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
