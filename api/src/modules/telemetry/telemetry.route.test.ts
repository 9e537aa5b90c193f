import { eq, getTableColumns } from 'drizzle-orm';
import { users } from '../../db/schema';
import { getAs, postJson, signUpAndGetToken, useTestApp, type TestContext } from '../../test/test-app';
import { turnOnTwoStepFor } from '../security/account-test-helpers';
import { readReleases } from '../../../../tools/src/releases/release-store';
import { remoteLoads } from './telemetry.tables';
import { ADMIN_EMAIL, insertLoads, REMOTE, releaseTwoVersions, tempRemotesFile, V1, V2 } from './telemetry-test-helpers';

const LOADS = '/api/v1/telemetry/remote-loads';
const HEALTH = '/api/v1/telemetry/remotes';
const remotes = tempRemotesFile();
async function adminToken(t: TestContext): Promise<string> {
  const token = await signUpAndGetToken(t.app, { email: ADMIN_EMAIL, firstName: 'Ada' });
  await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, ADMIN_EMAIL));
  await turnOnTwoStepFor(t, ADMIN_EMAIL);
  return token;
}

const load = (overrides: Record<string, unknown> = {}) => ({ remote: REMOTE, version: '1.0.0', outcome: 'ok', ms: 420, ...overrides });

describe('remote-load reports', () => {
  const t = useTestApp({ remotesFile: remotes.file, adminEmails: [ADMIN_EMAIL], remoteLoadsRateLimit: { max: 3, timeWindow: '1 minute' } });
  beforeEach(() => remotes.reset());

  function beacon(payload: string, headers: Record<string, string> = {}, ip = '10.0.0.1') {
    // As navigator.sendBeacon sends a string: text/plain, no CSRF header.
    return t.app.inject({
      method: 'POST',
      url: LOADS,
      payload,
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers },
    });
  }

  it('stores a beacon (text/plain, no CSRF header) and answers 204, keeping nothing about the sender', async () => {
    const response = await beacon(JSON.stringify({ loads: [load(), load({ outcome: 'timeout', ms: 4000, canary: true })] }));
    expect(response.statusCode).toBe(204);
    const rows = await t.db.select().from(remoteLoads);
    expect(rows.map((r) => [r.remote, r.version, r.outcome, r.ms, r.canary])).toEqual([
      [REMOTE, '1.0.0', 'ok', 420, false],
      [REMOTE, '1.0.0', 'timeout', 4000, true],
    ]);
    expect(Object.keys(getTableColumns(remoteLoads)).sort()).toEqual(['at', 'canary', 'id', 'ms', 'outcome', 'remote', 'version']);
  });

  it('takes application/json too', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOADS, payload: { loads: [load()] }, headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(204);
  });

  it.each([
    ['an empty batch', { loads: [] }, 'loads'],
    ['more than 20 loads', { loads: Array.from({ length: 21 }, () => load()) }, 'loads'],
    ['an unknown outcome', { loads: [load({ outcome: 'slow' })] }, 'loads.0.outcome'],
    ['a time over 120 s', { loads: [load({ ms: 120_001 })] }, 'loads.0.ms'],
    ['a negative time', { loads: [load({ ms: -1 })] }, 'loads.0.ms'],
    ['a name over 100 characters', { loads: [load({ remote: 'x'.repeat(101) })] }, 'loads.0.remote'],
  ])('refuses %s with 400 VALIDATION', async (_what, body, field) => {
    const response = await beacon(JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', args: { field } }] });
  });

  it('refuses a body that is not JSON with 400 in the envelope', async () => {
    const response = await beacon('loads=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('refuses a report from another site (Sec-Fetch-Site or Origin) with 403 CSRF and stores nothing', async () => {
    const body = JSON.stringify({ loads: [load()] });
    expect((await beacon(body, { 'sec-fetch-site': 'cross-site' })).json()).toMatchObject({ errors: [{ code: 'CSRF' }] });
    expect((await beacon(body, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    const noFetchSite = await t.app.inject({ method: 'POST', url: LOADS, payload: body, headers: { 'content-type': 'text/plain', origin: 'https://evil.example' } });
    expect(noFetchSite.statusCode).toBe(403);
    expect(await t.db.select().from(remoteLoads)).toEqual([]);
  });

  it('limits reports per client address with 429', async () => {
    const body = JSON.stringify({ loads: [load()] });
    for (let i = 0; i < 3; i++) expect((await beacon(body, {}, '10.0.0.7')).statusCode).toBe(204);
    const limited = await beacon(body, {}, '10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errors: [{ code: 'RATE_LIMITED' }] });
    expect((await beacon(body, {}, '10.0.0.8')).statusCode).toBe(204);
  });

  describe('the admins’ remote health', () => {
    it('is for admins only', async () => {
      const token = await signUpAndGetToken(t.app, { email: 'sam@example.com' });
      expect((await getAs(t.app, HEALTH, token)).statusCode).toBe(403);
      expect((await postJson(t.app, `${HEALTH}/${REMOTE}/rollback`, {}, token)).statusCode).toBe(403);
      expect((await getAs(t.app, HEALTH)).statusCode).toBe(401);
    });

    it('computes loads, failure rate and p50/p95 per version for the last hour and day', async () => {
      await releaseTwoVersions(remotes.file);
      // 1.1.0: 10 loads this hour, 2 failed, successful ones 100..800 ms; 1.0.0: 4 loads three hours ago.
      await insertLoads(t, '1.1.0', 10, 2, { ms: (i) => i * 100 - 100 });
      await insertLoads(t, '1.0.0', 4, 1, { at: new Date(Date.now() - 3 * 3_600_000) });
      await insertLoads(t, '1.0.0', 2, 2, { at: new Date(Date.now() - 30 * 3_600_000) });
      const response = await getAs(t.app, HEALTH, await adminToken(t));
      expect(response.statusCode).toBe(200);
      const health = response.json().message;
      // Successful loads 100..800 ms: p50 = 450, p95 = 765 (linear interpolation, percentile_cont).
      expect(health.lastHour).toEqual([{ remote: REMOTE, version: '1.1.0', loads: 10, failures: 2, failureRate: 0.2, p50Ms: 450, p95Ms: 765 }]);
      expect(health.lastDay).toEqual([
        { remote: REMOTE, version: '1.0.0', loads: 4, failures: 1, failureRate: 0.25, p50Ms: 100, p95Ms: 100 },
        { remote: REMOTE, version: '1.1.0', loads: 10, failures: 2, failureRate: 0.2, p50Ms: 450, p95Ms: 765 },
      ]);
      const [remote] = health.remotes;
      expect(remote).toMatchObject({ remote: REMOTE, live: V2, liveReportedAs: '1.1.0', canary: null, previous: [V1, { version: 'unversioned' }] });
      expect(remote.history.map((e: { from: string; to: string }) => [e.from, e.to])).toEqual([
        ['1.0.0', '1.1.0'],
        ['unversioned', '1.0.0'],
      ]);
    });

    it('rolls back to the previous version (200), and answers 409 when there is none', async () => {
      const token = await adminToken(t);
      const none = await postJson(t.app, `${HEALTH}/${REMOTE}/rollback`, {}, token);
      expect(none.statusCode).toBe(409);
      expect(none.json().errors[0].message).toBe(`${REMOTE} has no earlier version to go back to.`);

      await releaseTwoVersions(remotes.file);
      const response = await postJson(t.app, `${HEALTH}/${REMOTE}/rollback`, {}, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toEqual({ remote: REMOTE, live: V1 });
      const state = readReleases(remotes.file);
      expect(state.remotes[REMOTE]?.live).toEqual(V1);
      expect(state.history.at(-1)).toMatchObject({ kind: 'rollback', by: 'ada.admin@homeworth.example', from: '1.1.0', to: '1.0.0', reason: 'rolled back from the admin page' });
      expect((await postJson(t.app, `${HEALTH}/mfe_nothing/rollback`, {}, token)).statusCode).toBe(404);
    });
  });
});
