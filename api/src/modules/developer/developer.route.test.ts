import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from '../security/session-cookie';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { usageCounted } from './data-api-guard';
import { guardedTestApi } from './developer-test-helpers';

jest.setTimeout(60_000);

describe('the developer portal API', () => {
  const ctx = useTestApp();
  let api: Awaited<ReturnType<typeof guardedTestApi>>;
  beforeAll(async () => {
    api = await guardedTestApi({ db: ctx.db });
  });
  afterAll(() => api.close());
  beforeEach(() => syncProductCatalogue(ctx.db));

  const del = (url: string, token: string) => ctx.app.inject({ method: 'DELETE', url, headers: { ...CSRF_HEADERS, cookie: `${SESSION_COOKIE_NAME}=${token}` } });
  const data = (path: string, key: string) => api.inject({ method: 'GET', url: path, headers: { 'x-api-key': key } });

  async function developer(email: string, name: string) {
    const token = await signUpAndGetToken(ctx.app, { email });
    const created = await postJson(ctx.app, '/api/v1/developer/organizations', { name }, token);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toEqual({ id: expect.stringMatching(/^org_/), name, plan: 'trial' });
    return { token, organizationId: created.json().message.id as string };
  }

  it('creates an organisation on the free trial, once per user', async () => {
    const { token } = await developer('cto@lender.example', 'Acme Lending');
    expect((await postJson(ctx.app, '/api/v1/developer/organizations', { name: 'Second' }, token)).statusCode).toBe(409);
    const organization = (await getAs(ctx.app, '/api/v1/developer/organization', token)).json().message;
    expect(organization).toMatchObject({ name: 'Acme Lending', plan: 'trial', role: 'owner', quota: { limit: 1000, used: 0 }, rateLimit: { requestsPerSecond: 5 } });
    expect(organization.plans.map((p: { id: string }) => p.id)).toEqual(['trial', 'growth', 'enterprise']);
    const stranger = await signUpAndGetToken(ctx.app, { email: 'nobody@example.com' });
    expect((await getAs(ctx.app, '/api/v1/developer/organization', stranger)).json().errors[0].code).toBe('NO_ORGANIZATION');
    expect((await getAs(ctx.app, '/api/v1/developer/organization')).statusCode).toBe(401);
  });

  it('creates a key whose secret is answered once, lists it by prefix and last four, rotates and revokes it', async () => {
    const { token } = await developer('cto@lender.example', 'Acme Lending');
    const created = await postJson(ctx.app, '/api/v1/developer/keys', { name: 'Production', scopes: ['valuation', 'property'], allowedIpRanges: ['0.0.0.0/0'] }, token);
    expect(created.statusCode).toBe(201);
    const { id, key, prefix, lastFour } = created.json().message;
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect([prefix, lastFour]).toEqual([key.slice(0, 7), key.slice(-4)]);
    const listed = await getAs(ctx.app, '/api/v1/developer/keys', token);
    expect(listed.body).not.toContain(key);
    expect(listed.json().message.keys).toEqual([expect.objectContaining({ id, name: 'Production', status: 'active', scopes: ['valuation', 'property'] })]);
    expect((await data('/data/valuation', key)).statusCode).toBe(200);

    const rotated = await postJson(ctx.app, `/api/v1/developer/keys/${id}/rotate`, undefined, token);
    expect(rotated.statusCode).toBe(200);
    const newKey = rotated.json().message.key as string;
    expect(newKey).not.toBe(key);
    expect((await data('/data/valuation', key)).statusCode).toBe(401);
    expect((await data('/data/valuation', newKey)).statusCode).toBe(200);

    expect((await del(`/api/v1/developer/keys/${id}`, token)).statusCode).toBe(200);
    const revoked = await data('/data/valuation', newKey);
    expect([revoked.statusCode, revoked.json().errors[0].code]).toEqual([401, 'API_KEY_INVALID']);
    expect((await getAs(ctx.app, '/api/v1/developer/keys', token)).json().message.keys[0].status).toBe('revoked');
  });

  it('refuses bad scopes, IP ranges and past expiries with 400', async () => {
    const { token } = await developer('cto@lender.example', 'Acme Lending');
    for (const body of [
      { name: 'x', scopes: ['everything'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['valuation'], allowedIpRanges: ['10.0.0.0/33'] },
      { name: 'x', scopes: ['valuation'], allowedIpRanges: ['not an ip'] },
      { name: 'x', scopes: ['valuation'], expiresAt: '2001-01-01T00:00:00Z' },
    ]) {
      const response = await postJson(ctx.app, '/api/v1/developer/keys', body, token);
      expect([response.statusCode, response.json().success]).toEqual([400, false]);
    }
  });

  it('reports usage by day and route (JSON and CSV), successful calls only', async () => {
    const { token } = await developer('cto@lender.example', 'Acme Lending');
    const { key } = (await postJson(ctx.app, '/api/v1/developer/keys', { name: 'Production', scopes: ['valuation'] }, token)).json().message;
    expect((await data('/data/valuation', key)).statusCode).toBe(200);
    expect((await data('/data/valuation', key)).statusCode).toBe(200);
    // Refused (scope) and wrong-key calls are not usage.
    expect((await data('/data/permits', key)).statusCode).toBe(403);
    expect((await data('/data/valuation', `${key}x`)).statusCode).toBe(401);
    await usageCounted();
    const usage = (await getAs(ctx.app, '/api/v1/developer/usage', token)).json().message;
    const today = new Date().toISOString().slice(0, 10);
    expect(usage).toMatchObject({ total: 2, byDay: [{ day: today, calls: 2 }], byRoute: [{ route: 'GET /data/valuation', calls: 2 }], quota: { limit: 1000, used: 2 } });
    const csv = await getAs(ctx.app, '/api/v1/developer/usage.csv', token);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toMatch(new RegExp(`^${today},GET /data/valuation,key_[^,]+,Production,sk_.{4}….{4},2$`));
    expect((await getAs(ctx.app, '/api/v1/developer/usage?from=2026-02-01&to=2026-01-01', token)).statusCode).toBe(400);
  });

  it('never shows or changes another organisation’s keys or usage (404 for every id of theirs)', async () => {
    const victim = await developer('victim@lender.example', 'Victim Lending');
    const attacker = await developer('attacker@broker.example', 'Attacker Brokers');
    const { id, key } = (await postJson(ctx.app, '/api/v1/developer/keys', { name: 'Victim key', scopes: ['valuation'] }, victim.token)).json().message;
    expect((await data('/data/valuation', key)).statusCode).toBe(200);
    await usageCounted();

    expect((await postJson(ctx.app, `/api/v1/developer/keys/${id}/rotate`, undefined, attacker.token)).statusCode).toBe(404);
    expect((await del(`/api/v1/developer/keys/${id}`, attacker.token)).statusCode).toBe(404);
    expect((await getAs(ctx.app, '/api/v1/developer/keys', attacker.token)).json().message.keys).toEqual([]);
    expect((await getAs(ctx.app, '/api/v1/developer/usage', attacker.token)).json().message.total).toBe(0);
    expect((await getAs(ctx.app, '/api/v1/developer/usage.csv', attacker.token)).body).not.toContain(id);
    // The victim's key still works and its usage is intact.
    expect((await data('/data/valuation', key)).statusCode).toBe(200);
    await usageCounted();
    expect((await getAs(ctx.app, '/api/v1/developer/usage', victim.token)).json().message.total).toBe(2);
  });

  it('buys Growth through the checkout: once paid the organisation’s plan and limits change and a receipt is mailed', async () => {
    const { token } = await developer('cto@lender.example', 'Acme Lending');
    const checkout = await postJson(ctx.app, '/api/v1/developer/plan/checkout', { plan: 'growth' }, token);
    expect(checkout.statusCode).toBe(200);
    const { checkoutUrl, amountCents } = checkout.json().message;
    expect(amountCents).toBe(49900);
    expect((await getAs(ctx.app, '/api/v1/developer/organization', token)).json().message.plan).toBe('trial');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBeLessThan(400);
    const organization = (await getAs(ctx.app, '/api/v1/developer/organization', token)).json().message;
    expect(organization).toMatchObject({ plan: 'growth', quota: { limit: 100_000 }, rateLimit: { requestsPerSecond: 20 } });
    const mail = await ctx.readMail('cto@lender.example');
    expect(mail.some((m) => m.subject.includes('Data API Growth'))).toBe(true);
    // The generic checkout does not sell data plans (they belong to an organisation).
    expect((await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'DATA_PLAN_GROWTH_MONTHLY' }, token)).statusCode).toBe(400);
  });
});
