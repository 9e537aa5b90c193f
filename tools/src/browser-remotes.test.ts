import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PAGE_START_ELEMENT_ID, type PageStart } from '@homeworth/shared-lib/domain';
import { BUCKET_COOKIE, BUCKET_MAX_AGE_S, bucketOf } from './browser-remotes';
import { changeReleases, releasesFileOf, startCanary, stopCanary } from './releases/release-store';
import { startStaticServer } from './static-server';

// Three origins of two loopback servers that have no remote on them (the page is served without preloads).
let LIVE: { mfe_estimator: string; mfe_agent: string };
let CANARY: string;
let ORIGINS: { live: string[]; canary: string };

let dir: string;
let remotesFile: string;
let shell: string;
const servers: http.Server[] = [];
const nothingHere: http.Server[] = [];

async function notFoundServer(): Promise<number> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  nothingHere.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const [one, two] = [await notFoundServer(), await notFoundServer()];
  LIVE = { mfe_estimator: `http://127.0.0.1:${one}/mf-manifest.json`, mfe_agent: `http://localhost:${one}/agent/1.0.0/mf-manifest.json` };
  CANARY = `http://127.0.0.1:${two}/estimator/2.0.0/mf-manifest.json`;
  ORIGINS = { live: [`http://127.0.0.1:${one}`, `http://localhost:${one}`], canary: `http://127.0.0.1:${two}` };
});

afterAll(async () => Promise.all(nothingHere.map((server) => new Promise((resolve) => server.close(resolve)))));

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-browser-remotes-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(LIVE));
  // The remotes' routes are not reachable here: the page carries remotes.json and the canaries' stable URLs all the same.
  const server = await startStaticServer({ root: path.join(dir, 'dist'), port: 0, spaFallback: true, remotesFile, preloadRemotes: true });
  servers.push(server);
  shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(dir, { recursive: true, force: true });
});

const withBucket = (bucket: number) => ({ headers: { cookie: `hw_session=x; ${BUCKET_COOKIE}=${bucket}` } });

function pageStartOf(html: string): PageStart {
  const block = new RegExp(`<script type="application/json" id="${PAGE_START_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return JSON.parse(block![1]!) as PageStart;
}

async function remotesJson(init?: RequestInit): Promise<Record<string, string>> {
  return (await (await fetch(`${shell}/remotes.json`, init)).json()) as Record<string, string>;
}

describe("the browser's bucket", () => {
  it('reads only a bucket the server could have set', () => {
    expect(bucketOf('a=1; hw_bucket=42; b=2')).toBe(42);
    expect(bucketOf('hw_bucket=0')).toBe(0);
    for (const bad of [undefined, '', 'hw_bucket=100', 'hw_bucket=-1', 'hw_bucket=abc', 'xhw_bucket=4']) expect(bucketOf(bad)).toBeNull();
  });

  it('is set once, on the first page answer, for a year, and kept by the answers after it', async () => {
    const first = await fetch(`${shell}/dashboard`);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d{1,2}; Max-Age=${BUCKET_MAX_AGE_S}; Path=/; SameSite=Lax; HttpOnly$`));
    expect(first.headers.get('vary')).toContain('cookie');
    const bucket = bucketOf(cookie.split(';')[0]);
    expect(bucket).not.toBeNull();

    const again = await fetch(`${shell}/dashboard`, withBucket(bucket!));
    expect(again.headers.get('set-cookie')).toBeNull();
    const json = await fetch(`${shell}/remotes.json`, withBucket(bucket!));
    expect(json.headers.get('set-cookie')).toBeNull();
    // A browser that asks for remotes.json first gets its bucket there.
    expect((await fetch(`${shell}/remotes.json`)).headers.get('set-cookie')).toMatch(new RegExp(`^${BUCKET_COOKIE}=`));
  });

  it('is Secure when the page came over HTTPS', async () => {
    const behindEdge = await startStaticServer({ root: path.join(dir, 'dist'), port: 0, spaFallback: true, remotesFile, edgeProxies: ['127.0.0.1'] });
    servers.push(behindEdge);
    const page = await fetch(`http://127.0.0.1:${(behindEdge.address() as AddressInfo).port}/dashboard`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure$/);
  });
});

describe('canary serving', () => {
  it('serves remotes.json as it is while no release was made, never from a shared cache', async () => {
    expect(fs.existsSync(releasesFileOf(remotesFile))).toBe(false);
    const answer = await fetch(`${shell}/remotes.json`, withBucket(3));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('vary')).toContain('cookie');
    expect(await answer.json()).toEqual(LIVE);
    const start = pageStartOf(await (await fetch(`${shell}/home-renovation-costs`, withBucket(3))).text());
    expect(start.remotes).toEqual(LIVE);
    expect(start.canaryStable).toBeUndefined();
  });

  it('gives the canary to the browsers whose bucket is below its share, in the page and in remotes.json, with the stable URL to fall back on', async () => {
    await changeReleases(remotesFile, startCanary('mfe_estimator', { version: '2.0.0', url: CANARY }, 30, 'test'));
    const canaryRemotes = { ...LIVE, mfe_estimator: CANARY };
    for (const bucket of [0, 29]) {
      expect(await remotesJson(withBucket(bucket))).toEqual(canaryRemotes);
      const start = pageStartOf(await (await fetch(`${shell}/home-renovation-costs`, withBucket(bucket))).text());
      expect(start.remotes).toEqual(canaryRemotes);
      expect(start.canaryStable).toEqual({ mfe_estimator: LIVE.mfe_estimator });
    }
    for (const bucket of [30, 99]) {
      expect(await remotesJson(withBucket(bucket))).toEqual(LIVE);
      const start = pageStartOf(await (await fetch(`${shell}/home-renovation-costs`, withBucket(bucket))).text());
      expect(start.remotes).toEqual(LIVE);
      expect(start.canaryStable).toBeUndefined();
    }
    // A browser with its cookie keeps what it got.
    const first = await fetch(`${shell}/dashboard`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    const got = pageStartOf(await first.text()).remotes?.mfe_estimator;
    expect(got).toBe(bucketOf(cookie)! < 30 ? CANARY : LIVE.mfe_estimator);
    expect((await remotesJson({ headers: { cookie } })).mfe_estimator).toBe(got);

    // Ending the canary is served at once, without a restart.
    await changeReleases(remotesFile, stopCanary('mfe_estimator', 'test', 'done'));
    expect(await remotesJson(withBucket(0))).toEqual(LIVE);
  });

  it('allows the origins of the live and the canary builds in the CSP, and only those', async () => {
    const sourcesOf = async (bucket: number, directive: string) => {
      const csp = (await fetch(`${shell}/dashboard`, withBucket(bucket))).headers.get('content-security-policy') ?? '';
      return new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(csp)![1]!.split(' ');
    };
    expect(await sourcesOf(50, 'script-src')).toEqual(["'self'", ...ORIGINS.live, 'https://accounts.google.com']);
    await changeReleases(remotesFile, startCanary('mfe_estimator', { version: '2.0.0', url: CANARY }, 10, 'test'));
    // Every browser's answer allows both: the canary's share may grow while a page is open.
    for (const bucket of [0, 50]) {
      for (const directive of ['script-src', 'connect-src']) {
        expect([...(await sourcesOf(bucket, directive))].sort()).toEqual(["'self'", ...ORIGINS.live, ORIGINS.canary, 'https://accounts.google.com'].sort());
      }
    }
  });

  it('answers 404 for remotes.json and sets no bucket when there are no remotes at all', async () => {
    fs.rmSync(remotesFile);
    const answer = await fetch(`${shell}/remotes.json`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
