import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { clientOf, createApiProxy, sendEnvelopeError } from './api-proxy';
import { injectDocument, pageDocuments } from './prerender';
import { injectFrames, isGuestRequest, pageFrames } from './page-frame';
import { redirectFor } from '../../shell/src/routing/route-table';
import { pageStartElement, type EarlyScript, type PageStart } from '@homeworth/shared-lib/domain';
import { earlyScriptFor, earlyScriptTag, injectIntoHead, routePreloads } from './route-preload';
import { HSTS, securityHeaders } from './security-headers';
import { PRECOMPRESSED } from './precompress';
import { DEV_RELOAD_PATH, type DevReload } from './dev-reload';
import { browserBucket, releaseStateReader } from './browser-remotes';
import { remotesForBrowser } from './releases/release-store';
import { widgetFrame } from './widget-frame';
import { FRAME_PATH, GATEWAY_PATH } from '../../widget/src/widget-contract';

/**
 * A small static server that serves one built app as if it were deployed on
 * its own host: content-hashed assets cached for a year, entry files,
 * manifests and remotes.json never cached, CORS open so the shell's origin can
 * read a remote's manifest, gzip when the browser accepts it, and the browser
 * protections of `security-headers.ts` on every answer. The shell's server also
 * forwards `/api` to the API, so the session cookie stays first-party, and serves
 * each browser its remotes (browser-remotes.ts: the live builds, or a canary for the
 * browsers in its share). Any request it cannot make sense of gets a 4xx; none can stop it.
 */
export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Forward `/api/*` to this origin, e.g. http://127.0.0.1:4000 (same as `apiOrigins: [apiOrigin]`). */
  apiOrigin?: string;
  /** Forward `/api/*` to these origins in turn, skipping one that refuses the connection. */
  apiOrigins?: readonly string[];
  /** A TLS-terminating proxy in front of this server whose X-Forwarded-For/-Proto the /api proxy believes. */
  edgeProxies?: readonly string[];
  /**
   * The live remotes.json (the shell): its release state (releases.json beside it, else this file), read again
   * when either changes, gives each browser its remotes at `/remotes.json` and in the page; the origins of its
   * live and canary builds enter the CSP.
   */
  remotesFile?: string;
  /** Pre-render pages from the API's documents, and serve sitemap.xml, robots.txt and the blog feeds from it (the shell). */
  prerender?: boolean;
  /** Origins a browser's remote overrides may load from (the shell): allowed by the CSP and written into the page. */
  overrideOrigins?: readonly string[];
  /** Preload, in index.html, the manifest, remoteEntry.js and first chunks of the remote owning the page (the shell; needs remotesFile). */
  preloadRemotes?: boolean;
  /** An early script of this site's own (the single app of the benchmark), as a remote's routes.json names one; needs prerender. */
  earlyScript?: EarlyScript;
  /** `npm run dev` only: serve the live-reload stream at DEV_RELOAD_PATH. */
  devReload?: DevReload;
  /** A remote's release folders (`<version>/...`, never changed once written), served under RELEASES_PATH like a CDN path. */
  releasesRoot?: string;
  /** The estimator widget's build (the shell): its loader and files under WIDGET_PATH, its framed page and gateway (needs the /api proxy). */
  widgetRoot?: string;
}

/** Where the shell serves the estimator widget partners embed (`/widget/estimator.js`). */
export const WIDGET_PATH = '/widget/';

/** Where a remote's server serves its versioned releases: `/releases/<version>/mf-manifest.json`. */
export const RELEASES_PATH = '/releases/';
/** A release folder never changes: every file in it may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Site-root files the API makes (served through the /api proxy under these API paths). */
const API_SITE_FILES: Readonly<Record<string, string>> = {
  '/sitemap.xml': '/api/v1/seo/sitemap.xml',
  '/robots.txt': '/api/v1/seo/robots.txt',
  '/blog/feed': '/api/v1/blog/feed/rss',
  '/blog/feed/': '/api/v1/blog/feed/rss',
  '/blog/feed/atom': '/api/v1/blog/feed/atom',
  '/blog/feed/atom/': '/api/v1/blog/feed/atom',
};

/** Longest request target served; longer ones get 414. */
export const MAX_URL_LENGTH = 8 * 1024;

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

// Control characters never belong in a file name; NUL makes fs throw.
const CONTROL = /[\u0000-\u001f\u007f]/;

function cacheControl(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function plain(res: http.ServerResponse, status: number, text: string, headers: http.OutgoingHttpHeaders = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*', ...headers });
  res.end(text);
}

/**
 * The path of an origin-form request target (`/a/b?c` -> `/a/b`), or null for anything else:
 * absolute-form (`http://host/x`), `//host/x`, `*`, authority-form, over-long targets.
 */
export function originFormPath(target: string | undefined): string | null {
  if (!target || target.length > MAX_URL_LENGTH || !target.startsWith('/') || target.startsWith('//')) return null;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Starts the server; resolves once it listens. */
export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const releasesRoot = options.releasesRoot ? path.resolve(options.releasesRoot) : null;
  const apiOrigins = options.apiOrigins ?? (options.apiOrigin ? [options.apiOrigin] : []);
  const proxy = apiOrigins.length > 0 ? createApiProxy({ origins: apiOrigins, edgeProxies: options.edgeProxies ?? [] }) : null;
  const overrideOrigins = options.overrideOrigins ?? [];
  const releases = options.remotesFile ? releaseStateReader(options.remotesFile) : null;
  const protections = securityHeaders(releases ?? undefined, overrideOrigins);
  const edgeProxies = new Set((options.edgeProxies ?? []).map((address) => address.replace(/^::ffff:/, '')));
  const documents = options.prerender && apiOrigins[0] ? pageDocuments(apiOrigins[0]) : null;
  const remotesOfPage = options.preloadRemotes && releases ? routePreloads() : null;
  const widgetRoot = options.widgetRoot ? path.resolve(options.widgetRoot) : null;
  const widget = widgetRoot && proxy ? widgetFrame({ root: widgetRoot, apiOrigins, proxy, clientOf: (req) => clientOf(req, edgeProxies) }) : null;

  /** The remotes this browser is served (the canaries of its bucket, set in a cookie on its first answer); null without a release state. */
  function remotesOfBrowser(req: http.IncomingMessage, res: http.ServerResponse) {
    const state = releases?.();
    return state ? remotesForBrowser(state, browserBucket(req, res, clientOf(req, edgeProxies).proto === 'https')) : null;
  }

  /**
   * index.html for a client-side route, with the page's pre-rendered document when the API has one
   * (404 for an unknown post or city), its frame, its remote's preloads and what the shell reads at start.
   */
  function serveIndex(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
    const index = path.join(root, 'index.html');
    fs.readFile(index, (readErr, body) => {
      if (readErr) return notFound(res);
      if (!documents && !releases && !options.earlyScript && !overrideOrigins.length) return send(req, res, index, body);
      // The page the shell shows there: a signed-in browser's `/` is redirected to `/dashboard` before any remote loads.
      const guest = isGuestRequest(req.headers.cookie);
      const shown = redirectFor(pathname, !guest) ?? pathname;
      // A guest's page may carry frames (the navigation bar, the page's hero); a signed-in browser's never does.
      const frames = options.prerender ? pageFrames(shown, req.headers.cookie) : [];
      const browser = remotesOfBrowser(req, res);
      // The page's document and its remotes are asked for at the same time.
      void Promise.all([documents?.(pathname) ?? null, (browser && remotesOfPage?.(browser.remotes, shown, browser.stable)) ?? null]).then(([doc, remotes]) => {
        const start: PageStart = {
          ...remotes?.start,
          // A canary that fails to load gives way to the stable build in this browser.
          ...(browser && Object.keys(browser.stable).length ? { canaryStable: browser.stable } : {}),
          ...(options.prerender && guest ? { guest } : {}),
          ...(overrideOrigins.length ? { overrideOrigins: [...overrideOrigins] } : {}),
        };
        // A guest's page starts its first API request early when the page's app publishes a script for it.
        const early = options.prerender && guest ? (remotes?.early ?? earlyScriptFor(options.earlyScript, '/', shown)) : null;
        let html = doc ? injectDocument(body.toString('utf8'), doc) : body.toString('utf8');
        html = injectIntoHead(html, [...(remotes?.links ?? []), ...(Object.keys(start).length ? [pageStartElement(start)] : []), ...(early ? [earlyScriptTag(early)] : [])]);
        if (doc?.status !== 404) html = injectFrames(html, frames);
        // The page differs by cookie: its frame and guest flag when pre-rendered, its remotes by the browser's bucket.
        send(req, res, index, Buffer.from(html), doc?.status === 404 ? 404 : 200, options.prerender || browser ? { vary: 'cookie' } : {});
      });
    });
  }

  /**
   * Answers with `body` (the content of `file`): as `brotli` when the build wrote that and the browser
   * accepts it, else gzipped on the fly when worth it, else as it is.
   */
  function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, body: Buffer, status = 200, extra: http.OutgoingHttpHeaders = {}, brotli?: Buffer): void {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: http.OutgoingHttpHeaders = {
      'content-type': type,
      'cache-control': cacheControl(file),
      'access-control-allow-origin': '*',
      ...extra,
    };
    const gzip = !brotli && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024 && !type.startsWith('image/png');
    if (brotli || gzip) {
      headers['content-encoding'] = brotli ? 'br' : 'gzip';
      // A page with a frame differs by cookie too (a guest's frame is never served to a signed-in browser from a cache).
      headers.vary = headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding';
      body = brotli ?? zlib.gzipSync(body);
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A built file, with its precompressed `.br` twin when the browser accepts Brotli and the build wrote one. */
  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, extra: http.OutgoingHttpHeaders = {}): void {
    fs.readFile(file, (readErr, body) => {
      if (readErr) return notFound(res);
      if (!PRECOMPRESSED.test(file) || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return send(req, res, file, body, 200, extra);
      fs.readFile(`${file}.br`, (brErr, brotli) => send(req, res, file, body, 200, extra, brErr ? undefined : brotli));
    });
  }

  const notFound = (res: http.ServerResponse) => plain(res, 404, 'Not found');

  /** Browsers and crawlers ask for `/favicon.ico` whatever the page links: the build's .ico, else its favicon.svg. */
  function serveFavicon(req: http.IncomingMessage, res: http.ServerResponse): void {
    const ico = path.join(root, 'favicon.ico');
    fs.stat(ico, (err, stat) => sendFile(req, res, !err && stat.isFile() ? ico : path.join(root, 'favicon.svg')));
  }

  /** A file under `base` (the app's folder, or its releases folder for a release's files). */
  function serveFile(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, base = root): void {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      plain(res, 400, 'Bad request');
      return;
    }
    // Still encoded after one decoding (`%252e`): a name no build produces, only a probe.
    if (CONTROL.test(decoded) || decoded.includes('\\') || /%[0-9a-f]{2}/i.test(decoded)) {
      plain(res, 400, 'Bad request');
      return;
    }
    const file = path.join(base, decoded);
    // Never serve outside the app's folder (`..`, encoded or not).
    if (!file.startsWith(base + path.sep) && file !== base) {
      notFound(res);
      return;
    }
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) {
        sendFile(req, res, file, base === releasesRoot ? { 'cache-control': IMMUTABLE } : {});
      } else if (options.spaFallback && base === root && !path.extname(decoded)) {
        serveIndex(req, res, decoded);
      } else {
        notFound(res);
      }
    });
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const tooLong = (req.url?.length ?? 0) > MAX_URL_LENGTH;
    const pathname = tooLong ? null : originFormPath(req.url);
    if (proxy && pathname !== null && isApiPath(pathname)) {
      void proxy(req, res, req.url!);
      return;
    }
    // The framed estimator's calls, forwarded to the API as its partner's page (widget-frame.ts).
    if (widget && pathname !== null && pathname.startsWith(GATEWAY_PATH)) {
      widget.gateway(req, res, pathname);
      return;
    }
    if (proxy && options.prerender && pathname !== null && API_SITE_FILES[pathname] && (req.method === 'GET' || req.method === 'HEAD')) {
      void proxy(req, res, API_SITE_FILES[pathname] + req.url!.slice(pathname.length));
      return;
    }
    // The API sends its own protections; every answer of this server gets these.
    for (const [name, value] of Object.entries(protections())) res.setHeader(name, value);
    // HSTS only when the page was reached over HTTPS (here, or as a trusted edge proxy says).
    if (clientOf(req, edgeProxies).proto === 'https') res.setHeader('strict-transport-security', HSTS);
    if (tooLong) {
      plain(res, 414, 'URI too long', { connection: 'close' });
      return;
    }
    if (pathname === null) {
      // Absolute-form and `//host` targets would name another host: never followed, never proxied.
      if (proxy) sendEnvelopeError(res, 400, 'BAD_REQUEST', 'The request is not valid.');
      else plain(res, 400, 'Bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    if (options.devReload && pathname === DEV_RELOAD_PATH) {
      options.devReload.attach(res);
      return;
    }
    if (releases && pathname === '/remotes.json') {
      const browser = remotesOfBrowser(req, res);
      if (!browser) return notFound(res);
      // This browser's: never kept by a shared cache.
      send(req, res, 'remotes.json', Buffer.from(`${JSON.stringify(browser.remotes, null, 2)}\n`), 200, { 'cache-control': 'no-store', vary: 'cookie' });
      return;
    }
    if (widget && pathname === FRAME_PATH) {
      void widget.frame(req, res);
      return;
    }
    if (widgetRoot && pathname.startsWith(WIDGET_PATH)) {
      // frame.html is only the template of FRAME_PATH: alone it has no partner and no frame policy.
      if (pathname.endsWith('.html')) return notFound(res);
      serveFile(req, res, pathname.slice(WIDGET_PATH.length - 1), widgetRoot);
      return;
    }
    if (releasesRoot && pathname.startsWith(RELEASES_PATH)) {
      serveFile(req, res, pathname.slice(RELEASES_PATH.length - 1), releasesRoot);
      return;
    }
    if (pathname === '/favicon.ico') return serveFavicon(req, res);
    serveFile(req, res, pathname);
  }

  const server = http.createServer((req, res) => {
    // A client that goes away mid-answer is not an error of the server.
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    try {
      handle(req, res);
    } catch (error) {
      console.error('static server: request failed', error instanceof Error ? error.message : error);
      plain(res, 400, 'Bad request');
    }
  });
  // Request lines and headers Node cannot parse: a plain 400 (431 for huge headers), then close.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (error as { bytesParsed?: number }).bytesParsed === undefined) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'HPE_URI_TOO_LONG' ? '414 URI Too Long' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
