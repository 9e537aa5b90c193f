import { postJson, signUpAndGetToken, useTestApp } from '../test/test-app';
import type { AddressInfo } from 'node:net';
import { badRawRequests } from '@homeworth/shared-lib/test-fixtures';
import { refusedSafely, sendRaw } from '../../../tools/src/test/raw-http';
import { syncProductCatalogue } from '../modules/payment/product-catalogue';

const ctx = useTestApp();

function expectProtected(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('browser protections on API answers', () => {
  it('sends nosniff, a Referrer-Policy and frame protection on answers and errors', async () => {
    expectProtected((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers);
    expectProtected((await ctx.app.inject({ method: 'GET', url: '/api/v1/nowhere' })).headers);
    expectProtected((await postJson(ctx.app, '/api/v1/security/sign-in', { email: 'x' })).headers);
  });

  it('keeps the sandbox checkout page out of frames, with no scripts', async () => {
    await syncProductCatalogue(ctx.db);
    const token = await signUpAndGetToken(ctx.app);
    const started = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_1' }, token);
    const page = await ctx.app.inject({ method: 'GET', url: JSON.parse(started.body).message.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expectProtected(page.headers);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
  });
});

describe('the API survives any request', () => {
  it('answers every bad request with a 4xx or a close, and still answers /api/health', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    for (const prefix of ['', '/api/v1/payment/products', '/api/docs']) {
      for (const { name, raw } of badRawRequests(prefix)) {
        const outcome = await sendRaw(port, raw);
        expect({ name, outcome: refusedSafely(outcome) ? 'refused' : outcome }).toEqual({ name, outcome: 'refused' });
      }
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
