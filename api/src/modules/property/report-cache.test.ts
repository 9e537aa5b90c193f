import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { buildApp, type App } from '../../app';
import { SESSION_COOKIE_NAME } from '../security';
import { sampleParcelNumber } from './providers/sample-parcel-number';
import { propertyDataProvider } from './providers/sample-data.provider';
import { etagMatches, REPORT_FACTS_TTL_MS, ReportCache } from './report-cache';
import { SAMPLE_ADDRESS, SAMPLE_REPORT_MAX_AGE } from './property.route';

// Each test signs up users (argon2id hashing), slow on a busy machine.
jest.setTimeout(30_000);

const HOMES = '/api/v1/property/user-properties';
const reportUrl = (kukunId: number) => `/api/v1/property/properties/${kukunId}/report`;

describe('report cache', () => {
  const t = useTestApp({ claimRateLimit: { max: 10_000, timeWindow: '1 hour' } });

  async function identify(address: string, city = 'Denver', state = 'CO', zipCode = '80202'): Promise<number> {
    return (await postJson(t.app, '/api/v1/property/kukun-id', { address, city, state, zipCode })).json().message.kukunId;
  }
  /** A signed-up owner who claimed a Denver home: the owner sees every section and may correct facts. */
  async function claimedHome() {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const kukunId = await identify('12 Juniper Street');
    const userPropertyId: number = (await postJson(t.app, HOMES, { kukunId }, owner)).json().message.home.userPropertyId;
    const claimed = await postJson(t.app, `${HOMES}/${userPropertyId}/claim`, { parcelLast4: sampleParcelNumber(kukunId).slice(-4), attestOwner: true }, owner);
    expect(claimed.statusCode).toBe(200);
    return { owner, kukunId, userPropertyId };
  }
  const correct = (owner: string, userPropertyId: number, body: object) =>
    t.app.inject({ method: 'PUT', url: `${HOMES}/${userPropertyId}/owner-facts`, headers: CSRF_HEADERS, payload: body, cookies: { [SESSION_COOKIE_NAME]: owner } });
  const readAs = (app: App, kukunId: number, token?: string, ifNoneMatch?: string) =>
    app.inject({
      method: 'GET',
      url: reportUrl(kukunId),
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      ...(token ? { cookies: { [SESSION_COOKIE_NAME]: token } } : {}),
    });

  it('answers a new value after the owner corrects a fact, and the old ETag no longer matches', async () => {
    const { owner, kukunId, userPropertyId } = await claimedHome();
    const first = await readAs(t.app, kukunId, owner);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toBe('Cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+\.[\w-]+"$/);
    // Read twice (the second from the cache): the same answer and ETag.
    const again = await readAs(t.app, kukunId, owner);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    const before = first.json().message.summary;
    expect((await correct(owner, userPropertyId, { buildingArea: before.buildingArea + 600 })).statusCode).toBe(200);
    const after = await readAs(t.app, kukunId, owner, etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().message.summary.buildingArea).toBe(before.buildingArea + 600);
    expect(after.json().message.summary.currentValue).toBeGreaterThan(before.currentValue);
    expect(after.headers.etag).not.toBe(etag);
    // The score route reads the same cache.
    expect((await getAs(t.app, `/api/v1/property/properties/${kukunId}/score`)).json().message.propertyValue).toBe(after.json().message.summary.currentValue);
  });

  it("answers 304 with no body to a current If-None-Match, and the ETag and sections follow the caller's tier", async () => {
    const { owner, kukunId } = await claimedHome();
    const guest = await readAs(t.app, kukunId);
    const ownerRead = await readAs(t.app, kukunId, owner);
    // One cached report, filtered per caller: the guest gets locked sections, the owner everything.
    expect(guest.json().message.access.level).toBe('guest');
    expect(guest.json().message.condition).toMatchObject({ locked: true, requires: 'full' });
    expect(ownerRead.json().message.access.level).toBe('full');
    expect(ownerRead.json().message.condition.components.length).toBeGreaterThan(0);
    expect(guest.headers.etag).not.toBe(ownerRead.headers.etag);

    const notModified = await readAs(t.app, kukunId, undefined, String(guest.headers.etag));
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // No length of a body that is not there (a client would wait for it on a kept-alive connection).
    expect(notModified.headers['content-length']).toBeUndefined();
    expect(notModified.headers.etag).toBe(guest.headers.etag);
    expect(notModified.headers['cache-control']).toBe('private, no-cache');
    // The guest's ETag is not the owner's: the owner gets the full report, not a 304.
    const crossed = await readAs(t.app, kukunId, owner, String(guest.headers.etag));
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().message.access.level).toBe('full');
    // A list of ETags, one of them current.
    expect((await readAs(t.app, kukunId, owner, `W/"stale.tag", ${String(ownerRead.headers.etag)}`)).statusCode).toBe(304);
  });

  it("lets everyone keep a guest's sample home report for a while (the same for everyone)", async () => {
    const sampleId = await identify(SAMPLE_ADDRESS.address, SAMPLE_ADDRESS.city, SAMPLE_ADDRESS.state, SAMPLE_ADDRESS.zipCode);
    const sample = await readAs(t.app, sampleId);
    expect(sample.json().message.access).toMatchObject({ level: 'full', reason: 'sample' });
    expect(sample.headers['cache-control']).toBe(`public, max-age=${SAMPLE_REPORT_MAX_AGE}`);
    expect((await getAs(t.app, '/api/v1/property/sample-report')).headers['cache-control']).toBe(`public, max-age=${SAMPLE_REPORT_MAX_AGE}`);
    // A signed-in member's answer names their own access: private.
    const member = await signUpAndGetToken(t.app, { email: 'member@example.com' });
    expect((await readAs(t.app, sampleId, member)).headers['cache-control']).toBe('private, no-cache');
  });

  it('two API processes on one database each cache; the one that saved a correction answers it at once, the other within the TTL', async () => {
    // A replica as production runs it: it keeps a home's facts version for the default TTL.
    const second = await buildApp({ db: t.db, workers: false, reportFactsTtlMs: REPORT_FACTS_TTL_MS });
    try {
      const { owner, kukunId, userPropertyId } = await claimedHome();
      const before = (await readAs(second, kukunId, owner)).json().message.summary;
      expect((await readAs(t.app, kukunId, owner)).json().message.summary.bedrooms).toBe(before.bedrooms);
      // The correction goes through the first process, which forgets its copy of the home's facts.
      expect((await correct(owner, userPropertyId, { bedrooms: before.bedrooms + 2 })).statusCode).toBe(200);
      expect((await readAs(t.app, kukunId, owner)).json().message.summary.bedrooms).toBe(before.bedrooms + 2);
      // The second reads the new facts version from the database once its copy is older than the TTL.
      await new Promise((resolve) => setTimeout(resolve, REPORT_FACTS_TTL_MS + 50));
      expect((await readAs(second, kukunId, owner)).json().message.summary.bedrooms).toBe(before.bedrooms + 2);
    } finally {
      await second.close();
    }
  });

  it('keeps at most its bound of reports, dropping the least recently used', async () => {
    const cache = new ReportCache(t.db, propertyDataProvider(), { maxEntries: 2 });
    const inputs = async (address: string) => (await cache.inputs(await identify(address)))!;
    const [a, b, c] = [await inputs('1 Elm Street'), await inputs('2 Elm Street'), await inputs('3 Elm Street')];
    const firstA = cache.report(a);
    expect(cache.report(a)).toBe(firstA);
    const firstB = cache.report(b);
    cache.report(a); // a is now the most recently used
    cache.report(c); // evicts b
    expect(cache.size).toBe(2);
    expect(cache.report(a)).toBe(firstA);
    const rebuiltB = cache.report(b);
    expect(rebuiltB).not.toBe(firstB);
    expect(rebuiltB.hash).toBe(firstB.hash);
    // Another day is another valuation.
    expect(cache.report(a, new Date(2031, 0, 2))).not.toBe(firstA);
  });

  it('reads a home again once its kept read is older than the TTL, or at once after forget', async () => {
    const cache = new ReportCache(t.db, propertyDataProvider(), { factsTtlMs: 1_000 });
    const kukunId = await identify('4 Elm Street');
    const first = await cache.inputs(kukunId, 10_000);
    expect(first?.factsVersion).toBe(0);
    expect(await cache.inputs(kukunId, 10_999)).toBe(first);
    const reread = await cache.inputs(kukunId, 11_000);
    expect(reread).not.toBe(first);
    expect(reread).toEqual(first);
    cache.forget(kukunId);
    expect(await cache.inputs(kukunId, 11_001)).not.toBe(reread);
    // An unknown home is not kept.
    expect(await cache.inputs(12_345, 11_001)).toBeUndefined();
  });
});

describe('etagMatches', () => {
  it('compares weakly, in a list, and * matches anything', () => {
    expect(etagMatches('W/"a.b"', 'W/"a.b"')).toBe(true);
    expect(etagMatches('"a.b"', 'W/"a.b"')).toBe(true);
    expect(etagMatches('W/"x", W/"a.b"', 'W/"a.b"')).toBe(true);
    expect(etagMatches('*', 'W/"a.b"')).toBe(true);
    expect(etagMatches('W/"a.c"', 'W/"a.b"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a.b"')).toBe(false);
  });
});
