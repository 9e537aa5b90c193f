import { CSRF_HEADERS, useTestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { createApiKey } from './api-key.service';
import { usageCounted } from './data-api-guard';
import { developerWithKey, guardedTestApi, setCallsThisMonth, type Developer } from './developer-test-helpers';
import { quotaResetsAt } from './plans';
import { SESSION_COOKIE_NAME } from '../security/session-cookie';
import { DATA_API_ERROR_CODES } from './data-api-error-codes';

jest.setTimeout(60_000);

describe('the data API guard', () => {
  const ctx = useTestApp();
  let api: Awaited<ReturnType<typeof guardedTestApi>>;
  let dev: Developer;

  beforeAll(async () => {
    api = await guardedTestApi({ db: ctx.db });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    dev = await developerWithKey(ctx.app, ctx.db, 'dev@lender.example');
  });

  const call = (path: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    api.inject({ method: 'GET', url: path, headers, ...(remoteAddress ? { remoteAddress } : {}) });
  const codeOf = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]!.code;
  const callsCounted = async (organizationId: string) => {
    await usageCounted();
    const result = (await ctx.db.execute(sql`select coalesce(sum(calls), 0)::int as calls from api_usage_daily where organization_id = ${organizationId}`)) as unknown as {
      rows: { calls: number }[];
    };
    return result.rows[0]!.calls;
  };

  it('lets a live key through with X-Api-Key or Authorization: Bearer and names its organisation', async () => {
    for (const headers of [{ 'x-api-key': dev.key }, { authorization: `Bearer ${dev.key}` }] as Record<string, string>[]) {
      const response = await call('/data/valuation', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().message.caller).toEqual({ organizationId: dev.organizationId, keyId: dev.keyId, plan: 'trial', scopes: expect.arrayContaining(['valuation']) });
      expect(String(response.headers['ratelimit-policy'])).toMatch(/^"burst";q=5;w=1, "monthly";q=1000;w=\d+$/);
      expect(String(response.headers['ratelimit'])).toMatch(/^"burst";r=\d;t=\d, "monthly";r=\d+;t=\d+$/);
    }
  });

  it('answers 401 API_KEY_MISSING without a key and 401 API_KEY_INVALID for a wrong, revoked or expired key', async () => {
    const missing = await call('/data/valuation');
    expect([missing.statusCode, codeOf(missing)]).toEqual([401, DATA_API_ERROR_CODES.apiKeyMissing]);
    const wrong = await call('/data/valuation', { 'x-api-key': `${dev.key.slice(0, -1)}x` });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([401, DATA_API_ERROR_CODES.apiKeyInvalid]);

    const expiring = await createApiKey(ctx.db, { organizationId: dev.organizationId, name: 'Short', scopes: ['valuation'], expiresAt: new Date(Date.now() + 60_000) });
    expect((await call('/data/valuation', { 'x-api-key': expiring.key })).statusCode).toBe(200);
    await ctx.db.execute(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`);
    const expired = await call('/data/valuation', { 'x-api-key': expiring.key });
    expect([expired.statusCode, codeOf(expired)]).toEqual([401, DATA_API_ERROR_CODES.apiKeyInvalid]);

    // Revoked through the portal: the very next call is refused (every call reads the database).
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/developer/keys/${dev.keyId}`,
      headers: { ...CSRF_HEADERS, cookie: `${SESSION_COOKIE_NAME}=${dev.token}` },
    });
    expect(revoke.statusCode).toBe(200);
    const revoked = await call('/data/valuation', { 'x-api-key': dev.key });
    expect([revoked.statusCode, codeOf(revoked)]).toEqual([401, DATA_API_ERROR_CODES.apiKeyInvalid]);
  });

  it('answers 403 SCOPE_MISSING for a route outside the key’s scopes', async () => {
    const { key } = await createApiKey(ctx.db, { organizationId: dev.organizationId, name: 'Values only', scopes: ['valuation'] });
    expect((await call('/data/valuation', { 'x-api-key': key })).statusCode).toBe(200);
    const refused = await call('/data/permits', { 'x-api-key': key });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, DATA_API_ERROR_CODES.scopeMissing]);
    expect(refused.headers['ratelimit-policy']).toBeDefined();
  });

  it('answers 403 IP_NOT_ALLOWED outside the key’s allowed IP ranges', async () => {
    const { key } = await createApiKey(ctx.db, { organizationId: dev.organizationId, name: 'Office', scopes: ['valuation'], allowedIpRanges: ['203.0.113.0/24', '2001:db8::/32'] });
    expect((await call('/data/valuation', { 'x-api-key': key }, '203.0.113.7')).statusCode).toBe(200);
    expect((await call('/data/valuation', { 'x-api-key': key }, '2001:db8::1')).statusCode).toBe(200);
    const outside = await call('/data/valuation', { 'x-api-key': key }, '198.51.100.7');
    expect([outside.statusCode, codeOf(outside)]).toEqual([403, DATA_API_ERROR_CODES.ipNotAllowed]);
  });

  it('answers 429 RATE_LIMITED with Retry-After past the trial’s 5 requests per second, per key', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await call('/data/valuation', { 'x-api-key': dev.key }));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(5);
    expect(codeOf(limited[0]!)).toBe(ERROR_CODES.rateLimited);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(String(limited[0]!.headers['ratelimit'])).toMatch(/^"burst";r=0;t=\d/);
    // Refused calls are not usage.
    expect(await callsCounted(dev.organizationId)).toBe(answers.filter((a) => a.statusCode === 200).length);
  });

  it('answers 429 QUOTA_EXHAUSTED with Retry-After until the month ends once the trial’s 1,000 calls are used', async () => {
    await setCallsThisMonth(ctx.db, dev.organizationId, 999);
    expect((await call('/data/valuation', { 'x-api-key': dev.key })).statusCode).toBe(200);
    await usageCounted();
    const refused = await call('/data/valuation', { 'x-api-key': dev.key });
    expect([refused.statusCode, codeOf(refused)]).toEqual([429, DATA_API_ERROR_CODES.quotaExhausted]);
    const untilReset = (quotaResetsAt().getTime() - Date.now()) / 1000;
    expect(Math.abs(Number(refused.headers['retry-after']) - untilReset)).toBeLessThan(5);
    expect(refused.json().errors[0].args.resetsAt).toBe(quotaResetsAt().toISOString());
    expect(String(refused.headers['ratelimit'])).toMatch(/"monthly";r=0;/);
  });

  it('counts only successful calls, by day, route and key', async () => {
    expect((await call('/data/valuation', { 'x-api-key': dev.key })).statusCode).toBe(200);
    expect((await call('/data/fail', { 'x-api-key': dev.key })).statusCode).toBe(500);
    expect((await call('/data/valuation', { 'x-api-key': 'sk_wrong' })).statusCode).toBe(401);
    await usageCounted();
    const rows = (await ctx.db.execute(sql`select key_id, route, calls from api_usage_daily`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ key_id: dev.keyId, route: 'GET /data/valuation', calls: 1 }]);
    // The failed call gave its share of the quota back.
    const month = (await ctx.db.execute(sql`select calls from api_usage_monthly`)) as unknown as { rows: { calls: number }[] };
    expect(month.rows).toEqual([{ calls: 1 }]);
  });

  it('never lets calls arriving together pass the quota (each takes its call with one conditional upsert)', async () => {
    const keys = [dev.key];
    for (let i = 0; i < 4; i += 1) keys.push((await createApiKey(ctx.db, { organizationId: dev.organizationId, name: `Worker ${i}`, scopes: ['valuation'] })).key);
    await setCallsThisMonth(ctx.db, dev.organizationId, 995);
    const answers = await Promise.all(keys.flatMap((key) => [1, 2, 3, 4].map(() => call('/data/valuation', { 'x-api-key': key }))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429).map(codeOf)).toEqual(Array(15).fill(DATA_API_ERROR_CODES.quotaExhausted));
    await usageCounted();
    const month = (await ctx.db.execute(sql`select calls from api_usage_monthly`)) as unknown as { rows: { calls: number }[] };
    expect(month.rows).toEqual([{ calls: 1000 }]);
  });

  it('keeps organisations apart: one’s quota and usage never touch another’s', async () => {
    const other = await developerWithKey(ctx.app, ctx.db, 'dev@insurer.example');
    await setCallsThisMonth(ctx.db, dev.organizationId, 1000);
    expect((await call('/data/valuation', { 'x-api-key': dev.key })).statusCode).toBe(429);
    const theirs = await call('/data/valuation', { 'x-api-key': other.key });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().message.caller.organizationId).toBe(other.organizationId);
    expect(await callsCounted(other.organizationId)).toBe(1);
  });
});
