/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PAGE_START_ELEMENT_ID } from '@homeworth/shared-lib/domain';
import { routePreloads } from './route-preload';
import { startStaticServer } from './static-server';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './spa', assets: { js: { sync: ['601.abcd1234.js', '__federation_expose_spa.12345678.js'], async: ['9.00000000.js'] } } }],
};

const ESTIMATOR_ROUTE = { path: '/Kitchen-Renovation-Cost/*', access: 'public', title: 'Kitchen' };
const EARLY = { script: 'early.js', paths: ['/:project/estimator-result'] };

const servers: http.Server[] = [];
let estimator: string;
let hanging: string;
let shell: string;
/** The shell as deployed: pages pre-rendered, so a guest's page is told apart (and may carry the early script). */
let prerenderingShell: string;
let remotesFile: string;
let manifestReads = 0;

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  estimator = await listen((req, res) => {
    if (req.url === '/routes.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ routes: [ESTIMATOR_ROUTE], early: EARLY }));
    if (req.url === '/mf-manifest.json') {
      manifestReads += 1;
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    }
    res.writeHead(404).end();
  });
  // A remote that never answers.
  hanging = await listen(() => undefined);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-preload-'));
  remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ mfe_agent: `${hanging}/mf-manifest.json`, mfe_estimator: `${estimator}/mf-manifest.json` }));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Homeworth</title></head><body><main id="main"></main></body></html>');
  const server = await startStaticServer({ root: dir, port: 0, spaFallback: true, remotesFile, preloadRemotes: true });
  servers.push(server);
  shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const prerendering = await startStaticServer({ root: dir, port: 0, spaFallback: true, remotesFile, preloadRemotes: true, prerender: true });
  servers.push(prerendering);
  prerenderingShell = `http://127.0.0.1:${(prerendering.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

const readRemotes = () => JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as Record<string, string>;

describe('route preloads', () => {
  it('names the owning remote: its origin and manifest as links, its remoteEntry.js and the sync chunks of ./spa (not its async ones) for the shell to preload', async () => {
    // The hanging remote's routes.json is asked for too; the answer does not wait for it past the timeout.
    const { links, start } = await routePreloads(1000)(readRemotes(), '/kitchen-renovation-cost/property-address');
    expect(links).toEqual([`<link rel="preconnect" href="${estimator}" />`, `<link rel="preload" as="fetch" crossorigin="anonymous" href="${estimator}/mf-manifest.json" />`]);
    // What the shell reads at start: remotes.json, the routes of the remotes that answered and the owner's first chunks.
    expect(start).toEqual({
      remotes: readRemotes(),
      routes: { mfe_estimator: { routes: [ESTIMATOR_ROUTE] } },
      ownerScripts: [`${estimator}/remoteEntry.js`, `${estimator}/601.abcd1234.js`, `${estimator}/__federation_expose_spa.12345678.js`],
    });
  });

  it('gives nothing for a path no reachable remote claims, within its time limit', async () => {
    const started = Date.now();
    expect((await routePreloads(300)(readRemotes(), '/contact-us')).links).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps the remote files a few seconds: a second page does not read the manifest again', async () => {
    const preload = routePreloads(1000);
    const preloads = (pathname: string) => preload(readRemotes(), pathname);
    await preloads('/Kitchen-Renovation-Cost');
    const reads = manifestReads;
    await preloads('/Kitchen-Renovation-Cost/estimator-result');
    expect(manifestReads).toBe(reads);
  });

  it('gives a routes.json read before to the next page at once once its time is up, while it is read again', async () => {
    let slow = false;
    let reads = 0;
    const remote = await listen((req, res) => {
      if (req.url !== '/routes.json') return res.writeHead(404).end();
      reads += 1;
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ routes: [{ path: '/agent', access: 'public', title: 'Agent' }] }));
      if (slow) setTimeout(answer, 1000);
      else answer();
    });
    const preload = routePreloads(300);
    const remotes = { mfe_agent: `${remote}/mf-manifest.json` };
    expect((await preload(remotes, '/contact-us')).start?.routes).toHaveProperty('mfe_agent');
    // The remote now answers after the page's time limit, and the kept file is past its time.
    slow = true;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    try {
      expect((await preload(remotes, '/contact-us')).start?.routes).toHaveProperty('mfe_agent');
      // ...and it is read again meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reads).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it("takes the routes and files of a canary's stable build when the canary does not answer", async () => {
    const down = await listen((_req, res) => res.writeHead(404).end());
    const canary = `${down}/estimator/2.0.0/mf-manifest.json`;
    const { links, start } = await routePreloads(1000)({ mfe_estimator: canary }, '/kitchen-renovation-cost', { mfe_estimator: `${estimator}/mf-manifest.json` });
    // The browser is still given the canary (it falls back itself); the page's routes and preloads are the stable build's.
    expect(start).toEqual({
      remotes: { mfe_estimator: canary },
      routes: { mfe_estimator: { routes: [ESTIMATOR_ROUTE] } },
      ownerScripts: [`${estimator}/remoteEntry.js`, `${estimator}/601.abcd1234.js`, `${estimator}/__federation_expose_spa.12345678.js`],
    });
    expect(links).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${estimator}/mf-manifest.json" />`);
  });

  it('leaves out a remote whose routes.json is not valid', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-preload-'));
    const invalid = await listen((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ routes: [{ path: 'no-slash' }] })));
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ mfe_agent: `${invalid}/mf-manifest.json` }));
    const { start } = await routePreloads(1000)(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>, '/agent');
    expect(start?.routes).toEqual({});
  });

  it('is written into the index.html the shell serves for the page, with what the shell reads at start', async () => {
    // The first answer may come before the remotes do (at most the time limit); the next one has them.
    await fetch(`${shell}/Kitchen-Renovation-Cost`);
    const html = await (await fetch(`${shell}/Kitchen-Renovation-Cost`)).text();
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${estimator}/mf-manifest.json" />`);
    expect(html.indexOf('mf-manifest.json')).toBeLessThan(html.indexOf('</head>'));
    const block = new RegExp(`<script type="application/json" id="${PAGE_START_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(html.indexOf(block![0])).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(block![1]!)).toEqual({
      remotes: readRemotes(),
      routes: { mfe_estimator: { routes: [ESTIMATOR_ROUTE] } },
      ownerScripts: [`${estimator}/remoteEntry.js`, `${estimator}/601.abcd1234.js`, `${estimator}/__federation_expose_spa.12345678.js`],
    });
    // The owner's scripts are not fetched from the page's first byte: the shell's entry preloads them.
    expect(html).not.toContain('rel="preload" as="script"');
    const other = await (await fetch(`${shell}/contact-us`)).text();
    expect(other).not.toContain('rel="preload"');
    expect(other).toContain(`id="${PAGE_START_ELEMENT_ID}"`);
  });

  it("names the owner's early script on the paths it is for, and leaves it out of what the shell reads", async () => {
    const preload = routePreloads(1000);
    const preloads = (pathname: string) => preload(readRemotes(), pathname);
    const result = await preloads('/Kitchen-Renovation-Cost/estimator-result');
    expect(result.early).toBe(`${estimator}/early.js`);
    expect(result.start?.routes).toEqual({ mfe_estimator: { routes: [ESTIMATOR_ROUTE] } });
    expect((await preloads('/Kitchen-Renovation-Cost/property-address')).early).toBeNull();
    expect((await preloads('/contact-us')).early).toBeNull();
  });

  it("writes the early script into a guest's page after the page-start block it reads, never into a signed-in browser's", async () => {
    const page = `${prerenderingShell}/Kitchen-Renovation-Cost/estimator-result`;
    await fetch(page);
    const guest = await (await fetch(page)).text();
    const tag = `<script async src="${estimator}/early.js"></script>`;
    expect(guest).toContain(tag);
    expect(guest.indexOf(`id="${PAGE_START_ELEMENT_ID}"`)).toBeLessThan(guest.indexOf(tag));
    expect(guest.indexOf(tag)).toBeLessThan(guest.indexOf('</head>'));
    const signedIn = await (await fetch(page, { headers: { cookie: 'hw_session=abc' } })).text();
    expect(signedIn).toContain('remoteEntry.js');
    expect(signedIn).not.toContain('early.js');
    // Not on the paths it is not for; not on a server that does not tell guests apart.
    expect(await (await fetch(`${prerenderingShell}/Kitchen-Renovation-Cost`)).text()).not.toContain('early.js');
    expect(await (await fetch(`${shell}/Kitchen-Renovation-Cost/estimator-result`)).text()).not.toContain('early.js');
  });

  it('writes a site-own early script (the single app) into a guest page by its path', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-early-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Homeworth</title></head><body></body></html>');
    const server = await startStaticServer({ root: dir, port: 0, spaFallback: true, prerender: true, earlyScript: EARLY });
    servers.push(server);
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await (await fetch(`${site}/Bathroom-Remodel-Cost/estimator-result`)).text()).toContain('<script async src="/early.js"></script>');
    expect(await (await fetch(`${site}/Bathroom-Remodel-Cost`)).text()).not.toContain('early.js');
  });
});
