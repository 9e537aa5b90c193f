import http from 'node:http';
import net from 'node:net';

/**
 * The shell's `/api` proxy: forwards a request to one of the configured API origins and nowhere
 * else. The upstream is always a configured origin; only the request's own path and query (already
 * checked to be an origin-form target starting with a single `/`) are sent on, so neither `//host`
 * paths nor absolute-form request lines can point it at another host with the caller's cookie.
 */
export interface ApiProxyOptions {
  /** API origins (`http://127.0.0.1:4000`), used in turn; one that refuses connections is skipped. */
  origins: readonly string[];
  /** Largest body forwarded (default 1 MiB, the API's JSON limit); larger ones get 413 here. */
  maxBodyBytes?: number;
  /** Largest multipart body forwarded (default 16 MiB: the API takes 15 MB profile images). */
  maxUploadBytes?: number;
  /**
   * Addresses of a TLS-terminating proxy in front of this server (env EDGE_PROXIES). Only their
   * X-Forwarded-For and X-Forwarded-Proto are believed, so cookies turn Secure when the site is
   * served over HTTPS there; anyone else's are overwritten with what this server saw.
   */
  edgeProxies?: readonly string[];
}

/** The API's own body limit (Fastify's default). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** The API's largest upload, a 15 MB profile image, plus room for the multipart framing. */
export const API_UPLOAD_LIMIT_BYTES = 16 * 1024 * 1024;

// Headers that describe one connection, not the request: never forwarded.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** Answers with the API's error envelope. */
export function sendEnvelopeError(res: http.ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, errors: [{ code, message }] });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

const UNAVAILABLE = 'An error has occurred. Please try again later.';
const TOO_LARGE = 'The request is too large.';

function parseOrigins(origins: readonly string[]): URL[] {
  const parsed = origins.map((o) => new URL(o));
  if (parsed.length === 0) throw new Error('the /api proxy needs at least one API origin');
  for (const url of parsed) {
    if (url.protocol !== 'http:') throw new Error(`API origin ${url.href} must be http://host:port`);
  }
  return parsed;
}

// Reads the whole body, up to `limit` bytes; null when it is larger (the rest is not read).
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const plainAddress = (address: string) => address.replace(/^::ffff:/, '');

/** The connecting client and scheme: the socket's own, or what a trusted edge proxy in front says. */
export function clientOf(req: http.IncomingMessage, edgeProxies: ReadonlySet<string>): { client: string; proto: 'http' | 'https' } {
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  const ownProto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!edgeProxies.has(peer)) return { client: peer, proto: ownProto };
  // The edge appends the address it saw, so the rightmost entry is the one it vouches for.
  const vouched = plainAddress(
    String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .at(-1)
      ?.trim() ?? '',
  );
  return { client: net.isIP(vouched) ? vouched : peer, proto: req.headers['x-forwarded-proto'] === 'https' ? 'https' : ownProto };
}

/** Creates the proxy handler; `target` is the request's origin-form path and query. */
export function createApiProxy(options: ApiProxyOptions) {
  const origins = parseOrigins(options.origins);
  const maxBody = options.maxBodyBytes ?? API_BODY_LIMIT_BYTES;
  const maxUpload = options.maxUploadBytes ?? API_UPLOAD_LIMIT_BYTES;
  const edgeProxies = new Set((options.edgeProxies ?? []).map(plainAddress));
  let next = 0;

  // Sends the request to the origin `start + attempt` (round-robin start, then the ones after it).
  function forward(req: http.IncomingMessage, res: http.ServerResponse, target: string, body: Buffer, start: number, attempt: number): void {
    const origin = origins[(start + attempt) % origins.length]!;
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers.host = origin.host;
    // Overwritten, never appended: the API may believe these only because they come from here.
    const { client, proto } = clientOf(req, edgeProxies);
    headers['x-forwarded-for'] = client;
    headers['x-forwarded-proto'] = proto;
    delete headers['x-forwarded-host'];
    delete headers.forwarded;
    if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = body.length;

    let upstream: http.ClientRequest;
    try {
      upstream = http.request({ protocol: origin.protocol, hostname: origin.hostname, port: origin.port, path: target, method: req.method, headers });
    } catch {
      // Node refuses some targets and header values (raw spaces, control characters).
      sendEnvelopeError(res, 400, 'BAD_REQUEST', 'The request is not valid.');
      return;
    }
    upstream.on('response', (upstreamRes) => {
      const answer = { ...upstreamRes.headers };
      for (const name of HOP_BY_HOP) delete answer[name];
      res.writeHead(upstreamRes.statusCode ?? 502, answer);
      upstreamRes.pipe(res);
      upstreamRes.on('error', () => res.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A refused connection sent nothing: the next API origin may take the request.
      if (error.code === 'ECONNREFUSED' && attempt + 1 < origins.length) forward(req, res, target, body, start, attempt + 1);
      else sendEnvelopeError(res, 502, 'API_UNAVAILABLE', UNAVAILABLE);
    });
    upstream.end(body);
  }

  return async function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: string): Promise<void> {
    const multipart = String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/');
    let body: Buffer | null;
    try {
      body = await readBody(req, multipart ? maxUpload : maxBody);
    } catch {
      res.destroy();
      return;
    }
    if (body === null) {
      // The rest of the body is read and dropped, so the client gets to read the answer.
      req.resume();
      res.setHeader('connection', 'close');
      sendEnvelopeError(res, 413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
      return;
    }
    const start = next;
    next = (next + 1) % origins.length;
    forward(req, res, target, body, start, 0);
  };
}
