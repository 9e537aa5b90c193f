import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from './static-server';
import { brandingOf, frameContentSecurityPolicy, logoUrlOf, originOf } from './widget-frame';

// The static server's side of the widget, with a recording stand-in for the API (the API's own rules,
// publishable keys and origins, are proven by the API's tests and the e2e against the real routes).
const PARTNER = 'http://partner.test:3010';
const servers: http.Server[] = [];
const seen: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let root: string;
let shell: string;
let apiUp = true;
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-widget-'));
  fs.writeFileSync(path.join(root, 'estimator.js'), '(()=>{})();');
  fs.writeFileSync(path.join(root, 'frame.0123abcd.js'), 'console.log("frame")');
  fs.writeFileSync(path.join(root, 'frame.html'), '<!doctype html><html><head><title>Renovation cost estimator</title></head><body></body></html>');
  const api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      if (!apiUp) return req.socket.destroy();
      const listed = req.headers.origin === PARTNER;
      res.writeHead(listed ? 200 : 403, { 'content-type': 'application/json' });
      const branding = { organizationName: 'Acme </script><script>alert(1)</script>', primaryColor: '#ff6600', logoUrl: 'https://cdn.acme.example/logo.png', leadsEnabled: true };
      res.end(
        JSON.stringify(
          listed
            ? { success: true, message: req.url?.startsWith('/api/widget/v1/config') ? branding : { ok: true } }
            : { success: false, errors: [{ code: 'ORIGIN_NOT_ALLOWED', message: 'no' }] },
        ),
      );
    });
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const server = await startStaticServer({ root: fs.mkdtempSync(path.join(os.tmpdir(), 'hw-shell-')), port: 0, apiOrigin: `http://127.0.0.1:${portOf(api)}`, widgetRoot: root });
  servers.push(api, server);
  shell = `http://127.0.0.1:${portOf(server)}`;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
  apiUp = true;
});

const frameUrl = (key: string, project: string, origin: string) => `${shell}/widget/frame?key=${key}&project=${project}&origin=${encodeURIComponent(origin)}`;

describe('the widget files', () => {
  it('serves the loader to any page, never cached for long, and the hashed frame script for a year', async () => {
    const loader = await fetch(`${shell}/widget/estimator.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${shell}/widget/frame.0123abcd.js`)).headers.get('cache-control')).toContain('immutable');
  });

  it('never serves the frame template on its own', async () => {
    expect((await fetch(`${shell}/widget/frame.html`)).status).toBe(404);
  });
});

describe('the framed estimator page', () => {
  it("is served for a listed origin with that origin as its only possible embedder and the partner's branding", async () => {
    const response = await fetch(frameUrl('pk_test_12345678', 'kitchen-renovation-cost', PARTNER), { headers: { cookie: 'hw_session=secret' } });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${PARTNER}`);
    expect(csp).toContain("img-src 'self' data: https://cdn.acme.example");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    // The partner's name cannot close the data element.
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="hw-widget-start">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({
      key: 'pk_test_12345678',
      project: 'Kitchen-Renovation-Cost',
      partnerOrigin: PARTNER,
      branding: { partnerName: 'Acme </script><script>alert(1)</script>', primaryColor: '#ff6600', logoUrl: 'https://cdn.acme.example/logo.png', leadsEnabled: true },
    });
    expect(html).toContain('<title>Kitchen cost estimator</title>');
    // The API was asked as the partner's page would ask, without the visitor's cookie.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/api/widget/v1/config?key=pk_test_12345678');
    expect(seen[0]!.headers.origin).toBe(PARTNER);
    expect(seen[0]!.headers.cookie).toBeUndefined();
    // On behalf of the visitor, so the API's per-visitor limit counts the visitor, not this server.
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('is refused (403) for an origin the API does not accept for the key', async () => {
    const response = await fetch(frameUrl('pk_test_12345678', 'Kitchen-Renovation-Cost', 'http://evil.test'));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This estimator is not available on this site.');
  });

  it('answers 400 for a missing key, an unknown project or an origin that is not one, without asking the API', async () => {
    for (const url of [
      frameUrl('sk_live_12345678', 'Kitchen-Renovation-Cost', PARTNER),
      frameUrl('pk_test_12345678', 'No-Such-Project', PARTNER),
      frameUrl('pk_test_12345678', 'Kitchen-Renovation-Cost', `${PARTNER}/page`),
      frameUrl('pk_test_12345678', 'Kitchen-Renovation-Cost', 'javascript:alert(1)'),
    ]) {
      expect((await fetch(url)).status).toBe(400);
    }
    expect(seen).toEqual([]);
  });

  it('answers 502 when the API is down', async () => {
    apiUp = false;
    expect((await fetch(frameUrl('pk_test_12345678', 'Kitchen-Renovation-Cost', PARTNER))).status).toBe(502);
  });
});

describe("the frame's gateway", () => {
  const post = (route: string, headers: Record<string, string>) =>
    fetch(`${shell}/widget/v1/${route}?key=pk_test_12345678`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"project":"Kitchen-Renovation-Cost"}',
    });

  it("forwards the estimator page's own calls to the widget API as the partner's page, without the visitor's cookie", async () => {
    const response = await post('estimate', { origin: shell, 'sec-fetch-site': 'same-origin', 'x-widget-origin': PARTNER, cookie: 'hw_session=secret' });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: '/api/widget/v1/estimate?key=pk_test_12345678', body: '{"project":"Kitchen-Renovation-Cost"}' });
    expect(seen[0]!.headers).toMatchObject({ origin: PARTNER, referer: `${PARTNER}/` });
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers['x-widget-origin']).toBeUndefined();
    expect((await post('leads', { origin: shell, 'x-widget-origin': PARTNER })).status).toBe(200);
  });

  it('refuses calls from any other page (403), so no site can claim to be the partner through it', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site', 'x-widget-origin': PARTNER },
      { origin: 'http://evil.test', 'x-widget-origin': PARTNER },
      { origin: shell, 'sec-fetch-site': 'same-site', 'x-widget-origin': PARTNER },
    ];
    for (const headers of attempts) expect((await post('estimate', headers)).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('answers 400 without a partner origin, 404 for another route and 405 for another method', async () => {
    expect((await post('estimate', { origin: shell })).status).toBe(400);
    expect((await post('config', { origin: shell, 'x-widget-origin': PARTNER })).status).toBe(404);
    expect((await fetch(`${shell}/widget/v1/estimate`)).status).toBe(405);
    expect(seen).toEqual([]);
  });
});

describe('widget helpers', () => {
  it('accepts only bare http(s) origins and https (or loopback http) logos', () => {
    expect(originOf('https://partner.example')).toBe('https://partner.example');
    expect(originOf('https://partner.example/')).toBeNull();
    expect(originOf('null')).toBeNull();
    expect(logoUrlOf('http://cdn.example/logo.png')).toBeNull();
    expect(logoUrlOf('http://127.0.0.1:3010/logo.png')).toBe('http://127.0.0.1:3010/logo.png');
    expect(logoUrlOf('javascript:alert(1)')).toBeNull();
  });

  it("reads the API's branding, with a fallback name and no lead form unless the partner takes leads", () => {
    expect(brandingOf({ organizationName: 'Acme', primaryColor: '#123456', logoUrl: 'http://cdn.example/x.png' })).toEqual({
      partnerName: 'Acme',
      primaryColor: '#123456',
      logoUrl: null,
      leadsEnabled: false,
    });
    expect(brandingOf({}).partnerName).toBe('Our partner');
    expect(frameContentSecurityPolicy(PARTNER, null)).toContain("img-src 'self' data:;");
  });
});
