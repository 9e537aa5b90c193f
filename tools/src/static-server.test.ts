import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { OPEN_REDIRECT_PAYLOADS, badRawRequests } from '@homeworth/shared-lib/test-fixtures';
import { refusedSafely, sendRaw } from './test/raw-http';
import { startStaticServer } from './static-server';

type Seen = { url: string; headers: http.IncomingHttpHeaders };

const servers: http.Server[] = [];
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

/** A plain server on a loopback port that records every request it gets. */
async function recordingServer(answer = (req: http.IncomingMessage) => JSON.stringify({ url: req.url })): Promise<{ port: number; seen: Seen[]; server: http.Server }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer(req));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { port: portOf(server), seen, server };
}

let root: string;
let remotesFile: string;
let attacker: Awaited<ReturnType<typeof recordingServer>>;
let api: Awaited<ReturnType<typeof recordingServer>>;
let shellPort: number;
let remotePort: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(root, 'main.js'), 'console.log("main")');
  fs.writeFileSync(path.join(root, 'app.0123abcd.js'), 'console.log("hashed")');
  // Outside the served folder, in its own: the release state (releases.json) sits beside it.
  remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hw-static-remotes-')), 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ mfe_account: 'http://localhost:3901/mf-manifest.json', mfe_agent: 'https://cdn.example/agent/mf-manifest.json' }));
  attacker = await recordingServer();
  api = await recordingServer((req) => JSON.stringify({ url: req.url, forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] }));
  const shell = await startStaticServer({ root, port: 0, spaFallback: true, apiOrigins: [`http://127.0.0.1:${api.port}`], remotesFile });
  const remote = await startStaticServer({ root, port: 0 });
  servers.push(shell, remote);
  shellPort = portOf(shell);
  remotePort = portOf(remote);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(path.dirname(remotesFile), { recursive: true, force: true });
});

const get = (port: number, target: string) => sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nCookie: hw_session=the-secret\r\nConnection: close\r\n\r\n`);

describe("the shell's /api proxy forwards only to the API", () => {
  // Every host-changing shape, aimed at the attacker's server: the open-redirect payloads with the
  // attacker's host, as paths and with /api in front, plus absolute-form request lines.
  const targets = () => {
    const host = `127.0.0.1:${attacker.port}`;
    const payloads = OPEN_REDIRECT_PAYLOADS.map((p) => p.replaceAll('evil.example', host)).filter((p) => !/[\s\u0000-\u001f]/.test(p));
    return [
      `//${host}/api/x`,
      `http://${host}/api/x`,
      `https://${host}/api/x`,
      `http://${host}`,
      ...payloads.map((p) => `${p}/api/x`),
      ...payloads.map((p) => `/api/${p.replace(/^\/+/, '')}`),
      ...payloads.map((p) => `/api${p.startsWith('/') ? '' : '/'}${p}`),
    ];
  };

  it('never reaches a second server, whatever the request target', async () => {
    const list = targets();
    expect(list.length).toBeGreaterThan(100);
    for (const target of list) {
      const outcome = await get(shellPort, target);
      expect({ target, ok: outcome !== 'timeout' }).toEqual({ target, ok: true });
    }
    expect(attacker.seen).toEqual([]);
    // What was forwarded went to the API, with the path the client asked for.
    for (const seen of api.seen) expect(seen.url.startsWith('/api')).toBe(true);
  });

  it('answers absolute-form and //host targets with 400 in the envelope', async () => {
    for (const target of [`//127.0.0.1:${attacker.port}/api/x`, `http://127.0.0.1:${attacker.port}/api/x`]) {
      const outcome = await get(shellPort, target);
      expect(outcome).toMatchObject({ status: 400 });
      expect(typeof outcome === 'object' && outcome.text).toContain('"success":false');
    }
  });

  it('sets X-Forwarded-For to the connecting address and X-Forwarded-Proto, whatever the client sent', async () => {
    const response = await fetch(`http://127.0.0.1:${shellPort}/api/v1/whoami?x=1`, { headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/api/v1/whoami?x=1', forwardedFor: '127.0.0.1', proto: 'http' });
    // The API's answer keeps the API's own headers: the pages' CSP is not laid over it.
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('believes X-Forwarded-For and X-Forwarded-Proto only from a configured edge proxy (HTTPS in front makes cookies Secure)', async () => {
    const behindEdge = await startStaticServer({ root, port: 0, apiOrigins: [`http://127.0.0.1:${api.port}`], edgeProxies: ['127.0.0.1'] });
    servers.push(behindEdge);
    const response = await fetch(`http://127.0.0.1:${portOf(behindEdge)}/api/v1/whoami`, {
      headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9', 'X-Forwarded-Proto': 'https' },
    });
    expect(await response.json()).toEqual({ url: '/api/v1/whoami', forwardedFor: '203.0.113.9', proto: 'https' });
    const garbage = await fetch(`http://127.0.0.1:${portOf(behindEdge)}/api/v1/whoami`, { headers: { 'X-Forwarded-For': 'not-an-address', 'X-Forwarded-Proto': 'gopher' } });
    expect(await garbage.json()).toEqual({ url: '/api/v1/whoami', forwardedFor: '127.0.0.1', proto: 'http' });
  });

  it('answers a body larger than the API takes with 413 in the envelope, and forwards a large upload', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await fetch(`http://127.0.0.1:${shellPort}/api/v1/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ success: false, errors: [{ code: 'PAYLOAD_TOO_LARGE' }] });
    const upload = await fetch(`http://127.0.0.1:${shellPort}/api/v1/upload`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: big });
    expect(upload.status).toBe(200);
  });

  it('uses several API origins in turn and skips one that refuses connections', async () => {
    const second = await recordingServer();
    const closed = await recordingServer();
    await new Promise((r) => closed.server.close(r));
    const shell = await startStaticServer({ root, port: 0, apiOrigins: [`http://127.0.0.1:${api.port}`, `http://127.0.0.1:${closed.port}`, `http://127.0.0.1:${second.port}`] });
    servers.push(shell);
    const before = api.seen.length;
    for (let i = 0; i < 6; i += 1) expect(await get(portOf(shell), `/api/ping/${i}`)).toMatchObject({ status: 200 });
    // Turns 0, 1, 2 repeated: the refused origin's turns fall to the one after it.
    expect(api.seen.length - before).toBe(2);
    expect(second.seen).toHaveLength(4);
  });

  it('answers 502 in the envelope when no API answers', async () => {
    const closed = await recordingServer();
    await new Promise((r) => closed.server.close(r));
    const shell = await startStaticServer({ root, port: 0, apiOrigins: [`http://127.0.0.1:${closed.port}`] });
    servers.push(shell);
    const response = await fetch(`http://127.0.0.1:${portOf(shell)}/api/health`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, errors: [{ code: 'API_UNAVAILABLE' }] });
  });
});

describe('static servers survive any request', () => {
  it.each([
    ['the shell', () => shellPort],
    ['a remote', () => remotePort],
  ])('%s answers every bad request with a 4xx or a close, and still serves files', async (_name, port) => {
    for (const { name, raw } of badRawRequests()) {
      const outcome = await sendRaw(port(), raw);
      expect({ name, outcome: refusedSafely(outcome) ? 'refused' : outcome }).toEqual({ name, outcome: 'refused' });
    }
    const response = await fetch(`http://127.0.0.1:${port()}/main.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("main")');
  });

  it('never serves a file outside the app folder', async () => {
    fs.writeFileSync(path.join(root, '..', `${path.basename(root)}-secret.txt`), 'secret');
    for (const target of [`/../${path.basename(root)}-secret.txt`, `/%2e%2e/${path.basename(root)}-secret.txt`, `/..%2f${path.basename(root)}-secret.txt`]) {
      const outcome = await get(remotePort, target);
      expect(typeof outcome === 'object' && outcome.text).not.toContain('secret');
    }
    fs.rmSync(path.join(root, '..', `${path.basename(root)}-secret.txt`));
  });
});

describe('browser protections on pages and assets', () => {
  it('sends nosniff, a Referrer-Policy, frame protection and a CSP naming the configured remotes', async () => {
    const page = await fetch(`http://127.0.0.1:${shellPort}/dashboard`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:3901 https:\/\/cdn\.example /);
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:3901 https:\/\/cdn\.example /);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends HSTS only when the page came over HTTPS, as a configured edge proxy says', async () => {
    const plain = await fetch(`http://127.0.0.1:${shellPort}/dashboard`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const behindEdge = await startStaticServer({ root, port: 0, edgeProxies: ['127.0.0.1'] });
    servers.push(behindEdge);
    const secure = await fetch(`http://127.0.0.1:${portOf(behindEdge)}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`http://127.0.0.1:${portOf(behindEdge)}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('reads a changed remotes.json into the CSP without a restart', async () => {
    const before = fs.readFileSync(remotesFile, 'utf8');
    fs.writeFileSync(remotesFile, JSON.stringify({ mfe_account: 'http://127.0.0.1:4999/mf-manifest.json' }));
    const csp = (await fetch(`http://127.0.0.1:${shellPort}/`)).headers.get('content-security-policy') ?? '';
    fs.writeFileSync(remotesFile, before);
    expect(csp).toContain('http://127.0.0.1:4999');
    expect(csp).not.toContain('cdn.example');
  });

  it("allows the origins of a browser's remote overrides in the CSP and tells the page which they are", async () => {
    const shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-static-shell-'));
    fs.writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    const withOverrides = await startStaticServer({ root: shellRoot, port: 0, spaFallback: true, remotesFile, overrideOrigins: ['http://localhost:*'] });
    servers.push(withOverrides);
    const page = await fetch(`http://127.0.0.1:${portOf(withOverrides)}/dashboard`);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' http:\/\/localhost:3901 https:\/\/cdn\.example http:\/\/localhost:\* /);
    expect(await page.text()).toContain('"overrideOrigins":["http://localhost:*"]');
    // Without override origins (the production default) neither the CSP nor the page names any.
    const plain = await fetch(`http://127.0.0.1:${shellPort}/dashboard`);
    expect(plain.headers.get('content-security-policy')).not.toContain('localhost:*');
    expect(await plain.text()).not.toContain('overrideOrigins');
    fs.rmSync(shellRoot, { recursive: true, force: true });
  });

  it("protects a remote's assets too", async () => {
    const asset = await fetch(`http://127.0.0.1:${remotePort}/app.0123abcd.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

describe('compression', () => {
  /** The raw answer to a GET with this Accept-Encoding: headers and undecoded body. */
  function rawGet(port: number, target: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: target, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }
  const script = `console.log(${JSON.stringify('a bundle '.repeat(400))});`;

  beforeAll(() => {
    fs.writeFileSync(path.join(root, 'big.0123abcd.js'), script);
    fs.writeFileSync(path.join(root, 'big.0123abcd.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(root, 'unpacked.0123abcd.js'), script);
  });

  it("sends the build's Brotli file to a browser that accepts it, gzip to one that does not", async () => {
    const brotli = await rawGet(remotePort, '/big.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await rawGet(remotePort, '/big.0123abcd.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('gzips a file the build wrote no Brotli for, and sends a small one as it is', async () => {
    const unpacked = await rawGet(remotePort, '/unpacked.0123abcd.js', 'gzip, br');
    expect(unpacked.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(unpacked.body).toString()).toBe(script);
    const small = await rawGet(remotePort, '/main.js', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log("main")');
  });
});

describe('the site icon', () => {
  const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

  it("answers /favicon.ico with the app's favicon.svg, and a HEAD with its headers only", async () => {
    fs.writeFileSync(path.join(root, 'favicon.svg'), icon);
    const response = await fetch(`http://127.0.0.1:${shellPort}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(icon);
    const head = await fetch(`http://127.0.0.1:${shellPort}/favicon.ico`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    fs.rmSync(path.join(root, 'favicon.svg'));
  });

  it('serves a favicon.ico the build wrote as it is, and 404 when the app has no icon at all', async () => {
    fs.writeFileSync(path.join(root, 'favicon.ico'), 'ico');
    const ico = await fetch(`http://127.0.0.1:${remotePort}/favicon.ico`);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    expect(await ico.text()).toBe('ico');
    fs.rmSync(path.join(root, 'favicon.ico'));
    expect((await fetch(`http://127.0.0.1:${remotePort}/favicon.ico`)).status).toBe(404);
  });
});
