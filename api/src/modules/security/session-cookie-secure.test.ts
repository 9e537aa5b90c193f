import { CSRF_HEADERS, signUpBody, useTestApp } from '../../test/test-app';

// The API trusts X-Forwarded-Proto from its proxy (the shell's, on loopback), which says whether
// the browser reached the site over HTTPS.
const ctx = useTestApp();

describe('session cookies are Secure whenever the site is served over HTTPS', () => {
  const signUp = (proto?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/security/sign-up', headers: { ...CSRF_HEADERS, ...(proto ? { 'x-forwarded-proto': proto } : {}) }, payload: signUpBody() });

  it('marks the session cookie Secure behind the HTTPS proxy, without COOKIE_SECURE', async () => {
    const response = await signUp('https');
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toMatch(/hw_session=[^;]+;.*Secure/);
  });

  it('leaves it usable over plain HTTP (local development)', async () => {
    const response = await signUp();
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  });
});
