import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A small static server that serves one built app as if it were deployed on
 * its own host: content-hashed assets cached for a year, entry files,
 * manifests and remotes.json never cached, CORS open so the shell's origin can
 * read a remote's manifest, gzip when the browser accepts it. The shell's
 * server also forwards `/api` to the API, so the session cookie stays first-party.
 */
export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Forward `/api/*` to this origin, e.g. http://127.0.0.1:4000. */
  apiOrigin?: string;
  /** Serve `/remotes.json` from this file, read on every request. */
  remotesFile?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

function cacheControl(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse, origin: string): void {
  const target = new URL(req.url ?? '/', origin);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, errors: [{ code: 'API_UNAVAILABLE', message: 'An error has occurred. Please try again later.' }] }));
  });
  req.pipe(upstream);
}

function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, body: Buffer): void {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const headers: http.OutgoingHttpHeaders = {
    'content-type': type,
    'cache-control': cacheControl(file),
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
  };
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024 && !type.startsWith('image/png');
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
    body = zlib.gzipSync(body);
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res: http.ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*' });
  res.end('Not found');
}

/** Starts the server; resolves once it listens. */
export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.apiOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) {
      proxy(req, res, options.apiOrigin);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (options.remotesFile && url.pathname === '/remotes.json') {
      fs.readFile(options.remotesFile, (err, body) => (err ? notFound(res) : send(req, res, 'remotes.json', body)));
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      notFound(res);
      return;
    }
    const file = path.join(root, pathname);
    // Never serve outside the app's folder.
    if (!file.startsWith(root + path.sep) && file !== root) {
      notFound(res);
      return;
    }
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) {
        fs.readFile(file, (readErr, body) => (readErr ? notFound(res) : send(req, res, file, body)));
      } else if (options.spaFallback && !path.extname(pathname)) {
        const index = path.join(root, 'index.html');
        fs.readFile(index, (readErr, body) => (readErr ? notFound(res) : send(req, res, index, body)));
      } else {
        notFound(res);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
