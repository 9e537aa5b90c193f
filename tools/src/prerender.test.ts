import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pageStartElement } from '@homeworth/shared-lib/domain';
import { injectIntoHead } from './route-preload';
import { startStaticServer } from './static-server';

const INDEX =
  '<!doctype html><html><head><title>Homeworth</title><meta name="description" content="default" /></head><body><main id="main" tabindex="-1"><div id="area-shell"></div><div id="area-mfe-account"></div><div id="area-mfe-property-report"></div></main></body></html>';

/** What a guest gets where no document applies: the app, and the page-start block saying the visitor is a guest. */
const GUEST_INDEX = injectIntoHead(INDEX, [pageStartElement({ guest: true })]);

const DOCUMENTS: Record<string, { status: number; title: string; html: string }> = {
  '/blog/a-post': { status: 200, title: 'A post | Homeworth', html: '<h1>A post</h1><p>The body text.</p>' },
  '/blog/missing': { status: 404, title: 'Page not found | Homeworth', html: '<h1>We couldn’t find that page</h1>' },
};

const servers: http.Server[] = [];
let shell: string;
let apiUp = true;
const apiSeen: string[] = [];

beforeAll(async () => {
  const api = http.createServer((req, res) => {
    apiSeen.push(req.url!);
    if (!apiUp) return req.socket.destroy();
    const url = new URL(req.url!, 'http://api');
    if (url.pathname === '/api/v1/seo/sitemap.xml') return res.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset/>');
    if (url.pathname === '/api/v1/blog/feed/rss') return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>');
    const doc = DOCUMENTS[url.searchParams.get('path') ?? ''];
    if (!doc) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"errors":[]}');
    const message = {
      ...doc,
      description: `About ${doc.title} "quoted"`,
      canonical: `https://site${url.searchParams.get('path')}`,
      og: { type: 'article', title: doc.title, url: 'https://site/x' },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, message }));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  servers.push(api);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-prerender-'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  const server = await startStaticServer({ root, port: 0, spaFallback: true, prerender: true, apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  servers.push(server);
  shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe('pre-rendered pages', () => {
  it('puts the page document into index.html: head tags and the main text', async () => {
    const response = await fetch(`${shell}/blog/a-post`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>A post | Homeworth</title>');
    expect(html).not.toContain('<title>Homeworth</title>');
    expect(html).toContain('<meta name="description" content="About A post | Homeworth &quot;quoted&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://site/blog/a-post" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(/<main id="main" tabindex="-1">\s*<noscript id="hw-prerendered"><h1>A post<\/h1><p>The body text.<\/p><\/noscript>/);
  });

  it("gives a guest's /login its frame (the sign-in card's heading and lead) and a signed-in browser the plain app", async () => {
    const guest = await fetch(`${shell}/login`);
    expect(guest.headers.get('vary')).toMatch(/cookie/);
    const html = await guest.text();
    expect(html).toContain('<div id="area-mfe-account"><section class="hw-frame-auth" data-hw-frame><h1>Sign in</h1>');
    expect(html).toMatch(/<style id="hw-frame-css">[^<]*\.hw-frame-auth\{[^<]*<\/style>\s*<\/head>/);
    const signedIn = await fetch(`${shell}/login`, { headers: { cookie: 'hw_session=abc' } });
    expect(await signedIn.text()).toBe(INDEX);
  });

  it("gives a guest's / the shell's own landing page, no remote's frame, and a signed-in browser the plain app", async () => {
    const guestHome = await (await fetch(`${shell}/`)).text();
    expect(guestHome).toBe(GUEST_INDEX);
    expect(guestHome).not.toContain('hw-frame-dashboard');
    expect(await (await fetch(`${shell}/`, { headers: { cookie: 'user_profile=x' } })).text()).toBe(INDEX);
  });

  it('answers 404 with the not-found document, and the plain app for a path without one', async () => {
    const missing = await fetch(`${shell}/blog/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('We couldn’t find that page');
    const plain = await fetch(`${shell}/contact-us`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(GUEST_INDEX);
  });

  it('serves the plain app when the API is down, and sitemap.xml and the feed from the API', async () => {
    expect(await (await fetch(`${shell}/sitemap.xml`)).text()).toBe('<urlset/>');
    const feed = await fetch(`${shell}/blog/feed/`);
    expect(feed.headers.get('content-type')).toMatch(/rss/);
    apiUp = false;
    const page = await fetch(`${shell}/about-us`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(GUEST_INDEX);
    apiUp = true;
  });
});
