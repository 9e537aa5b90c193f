import { getAs, postJson, signUpAndGetToken, useTestApp, CSRF_HEADERS } from '../../test/test-app';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultEstimatorAnswers } from '@homeworth/shared-lib/domain';
import { SESSION_COOKIE_NAME } from '../security/session-cookie';
import { guardedTestApi } from './developer-test-helpers';
import { verifyWebhook } from './webhook-signature';

jest.setTimeout(60_000);

const PARTNER = 'http://localhost:4173';
const STRANGER = 'http://localhost:4999';

describe('publishable keys and the widget API', () => {
  const ctx = useTestApp();
  let hook: { url: string; received: { headers: http.IncomingHttpHeaders; body: string }[]; close(): Promise<void> };

  beforeAll(async () => {
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hook = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
  });
  afterAll(() => hook.close());
  beforeEach(() => hook.received.splice(0));

  const put = (url: string, payload: object, token: string) =>
    ctx.app.inject({ method: 'PUT', url, payload, headers: { ...CSRF_HEADERS, cookie: `${SESSION_COOKIE_NAME}=${token}` } });
  const settings = (overrides: object = {}) => ({
    primaryColor: '#1A73E8',
    logoUrl: 'https://broker.example/logo.png',
    allowedOrigins: [PARTNER],
    leadsEmail: 'leads@broker.example',
    leadsWebhookUrl: null,
    ...overrides,
  });

  async function partner(overrides: object = {}) {
    const token = await signUpAndGetToken(ctx.app, { email: 'web@broker.example' });
    expect((await postJson(ctx.app, '/api/v1/developer/organizations', { name: 'Broker Homes' }, token)).statusCode).toBe(201);
    const saved = await put('/api/v1/developer/widget', settings(overrides), token);
    expect(saved.statusCode).toBe(200);
    const created = await postJson(ctx.app, '/api/v1/developer/publishable-keys', { name: 'Website' }, token);
    expect(created.statusCode).toBe(201);
    return { token, key: created.json().message.key as string, keyId: created.json().message.id as string, saved: saved.json().message as { leadsWebhookSecret: string } };
  }

  const answers = defaultEstimatorAnswers('Kitchen-Renovation-Cost', { 'property-address': { state: 'TX' }, 'home-size': 2400, 'home-value': 600000, 'home-age': 1975 });

  it('validates the branding: a hex colour, an https logo, bare origins, a usable webhook URL', async () => {
    const { token } = await partner();
    for (const bad of [
      { primaryColor: 'blue' },
      { primaryColor: '#12345' },
      { logoUrl: 'http://broker.example/logo.png' },
      { logoUrl: 'javascript:alert(1)' },
      { allowedOrigins: ['https://broker.example/page'] },
      { allowedOrigins: ['broker.example'] },
      { leadsWebhookUrl: 'ftp://broker.example/hook' },
    ]) {
      const response = await put('/api/v1/developer/widget', settings(bad), token);
      expect([response.statusCode, response.json().success]).toEqual([400, false]);
    }
    const organization = (await getAs(ctx.app, '/api/v1/developer/organization', token)).json().message;
    expect(organization.branding).toEqual({ primaryColor: '#1a73e8', logoUrl: 'https://broker.example/logo.png' });
    expect(organization.widget.allowedOrigins).toEqual([PARTNER]);
  });

  it('serves the branding to a listed origin (Origin, or an iframe page’s Referer) and refuses any other with 403 ORIGIN_NOT_ALLOWED', async () => {
    const { key } = await partner();
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/widget/v1/config?key=${key}`, headers: { origin: PARTNER } });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(listed.json().message).toEqual({ organizationName: 'Broker Homes', primaryColor: '#1a73e8', logoUrl: 'https://broker.example/logo.png', leadsEnabled: true });
    const framed = await ctx.app.inject({ method: 'GET', url: `/api/widget/v1/config?key=${key}`, headers: { referer: `${PARTNER}/mortgage/calculator` } });
    expect(framed.statusCode).toBe(200);

    for (const headers of [{ origin: STRANGER }, { referer: `${STRANGER}/page` }, {}] as Record<string, string>[]) {
      const refused = await ctx.app.inject({ method: 'GET', url: `/api/widget/v1/config?key=${key}`, headers });
      expect([refused.statusCode, refused.json().errors[0].code]).toEqual([403, 'ORIGIN_NOT_ALLOWED']);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/widget/v1/estimate',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(PARTNER)).statusCode).toBe(204);
    expect((await preflight(PARTNER)).headers['access-control-allow-origin']).toBe(PARTNER);
    expect((await preflight(STRANGER)).statusCode).toBe(403);
  });

  it('refuses a secret key, a wrong or revoked publishable key on the widget, and a publishable key on the data API', async () => {
    const { key, keyId, token } = await partner();
    const { key: secret } = (await postJson(ctx.app, '/api/v1/developer/keys', { name: 'Server', scopes: ['valuation'] }, token)).json().message;
    for (const wrong of [secret, `${key}x`]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/widget/v1/config?key=${wrong}`, headers: { origin: PARTNER } });
      expect([response.statusCode, response.json().errors[0].code]).toEqual([401, 'API_KEY_INVALID']);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/widget/v1/config', headers: { origin: PARTNER } })).json().errors[0].code).toBe('API_KEY_MISSING');
    const api = await guardedTestApi({ db: ctx.db });
    expect((await api.inject({ method: 'GET', url: '/data/valuation', headers: { 'x-api-key': key } })).statusCode).toBe(401);
    await api.close();
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/developer/keys/${keyId}`, headers: { ...CSRF_HEADERS, cookie: `${SESSION_COOKIE_NAME}=${token}` } });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/widget/v1/config?key=${key}`, headers: { origin: PARTNER } })).statusCode).toBe(401);
  });

  it('estimates with the site’s engine: the same answer as the estimation route', async () => {
    const { key } = await partner();
    const body = { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers };
    const widget = await ctx.app.inject({ method: 'POST', url: `/api/widget/v1/estimate?key=${key}`, headers: { origin: PARTNER }, payload: body });
    expect(widget.statusCode).toBe(200);
    const site = await postJson(ctx.app, '/api/v1/estimation/estimates', body);
    expect(widget.json().message).toEqual(site.json().message);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/widget/v1/estimate', headers: { origin: STRANGER }, payload: { ...body, key } });
    expect(refused.statusCode).toBe(403);
  });

  it('delivers a lead with consent by e-mail and by a webhook signed with HMAC-SHA256 over the timestamp and body', async () => {
    const { key, saved, token } = await partner({ leadsWebhookUrl: 'http://127.0.0.1:1/replaced' });
    const resaved = await put('/api/v1/developer/widget', settings({ leadsWebhookUrl: hook.url }), token);
    // The secret is answered once, when the first webhook URL is set.
    expect(saved.leadsWebhookSecret).toMatch(/^whsec_/);
    expect(resaved.json().message.leadsWebhookSecret).toBeUndefined();
    const estimate = { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers };
    const lead = { name: 'Sam Buyer', email: 'sam@example.com', phone: '5125550100', estimate };
    const send = (body: object, origin = PARTNER) => ctx.app.inject({ method: 'POST', url: `/api/widget/v1/leads?key=${key}`, headers: { origin }, payload: body });

    expect((await send({ ...lead, consent: false })).statusCode).toBe(400);
    expect((await send(lead)).statusCode).toBe(400);
    expect((await send({ ...lead, consent: true }, STRANGER)).statusCode).toBe(403);
    const accepted = await send({ ...lead, consent: true });
    expect(accepted.statusCode).toBe(202);

    const mail = await ctx.readMail('leads@broker.example');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Sam Buyer');
    expect(mail[0]!.text).toContain('sam@example.com');

    const until = Date.now() + 15_000;
    while (hook.received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.received).toHaveLength(1);
    const { headers, body } = hook.received[0]!;
    const signature = String(headers['x-homeworth-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(saved.leadsWebhookSecret, body, signature)).toBe(true);
    expect(verifyWebhook(saved.leadsWebhookSecret, body.replace('Sam', 'Pam'), signature)).toBe(false);
    expect(verifyWebhook('whsec_other', body, signature)).toBe(false);
    const site = (await postJson(ctx.app, '/api/v1/estimation/estimates', estimate)).json().message;
    expect(JSON.parse(body)).toMatchObject({
      type: 'widget.lead',
      lead: { name: 'Sam Buyer', email: 'sam@example.com', estimate: { totalEstimatedProjectCost: site.totalEstimatedProjectCost } },
    });
  });
});
