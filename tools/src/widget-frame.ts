import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { findEstimatorProject } from '@homeworth/shared-lib/domain';
import { sendEnvelopeError } from './api-proxy';
import { FRAME_PARAMS, FRAME_START_ID, GATEWAY_PATH, PARTNER_ORIGIN_HEADER, PUBLISHABLE_KEY, type FrameStart, type WidgetBranding } from '../../widget/src/widget-contract';

/**
 * The site's side of the white-label estimator (the shell's server): the estimator page partners frame, and
 * the gateway its calls go through. The page is served only for an origin the API accepts for the key, with
 * `frame-ancestors` naming that origin alone, so the browser itself refuses to show it on any other site;
 * the gateway forwards the page's calls to `/api/widget/v1/*` as coming from that origin (the API checks it
 * again on every call). Calls reach the gateway only from the estimator page itself (same origin).
 */
export interface WidgetFrameOptions {
  /** The widget's build (widget/dist). */
  root: string;
  /** The API origins (the first that answers serves the branding). */
  apiOrigins: readonly string[];
  /** The shell's /api proxy: the gateway forwards through it. */
  proxy: (req: http.IncomingMessage, res: http.ServerResponse, target: string) => Promise<void>;
  /** The visitor's address and scheme (as the /api proxy forwards them): the API's per-visitor limits and the page's own origin. */
  clientOf: (req: http.IncomingMessage) => { client: string; proto: 'http' | 'https' };
}

const GATEWAY_ROUTES = new Set(['estimate', 'leads']);
const BRANDING_TIMEOUT_MS = 5000;

/** A serialized origin (`https://partner.example`), or null for anything else. */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) return null;
    return url.origin;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A logo URL the page may show: https, or http on this machine's loopback (development); else none. */
export function logoUrlOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) ? url.href : null;
  } catch {
    return null;
  }
}

/** The partner's brand from the API's config answer (`{ organizationName, primaryColor, logoUrl, leadsEnabled }`). */
export function brandingOf(config: Record<string, unknown>): WidgetBranding {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    partnerName: text(config.organizationName)?.slice(0, 120) ?? 'Our partner',
    primaryColor: text(config.primaryColor),
    logoUrl: logoUrlOf(config.logoUrl),
    leadsEnabled: config.leadsEnabled === true,
  };
}

/** The frame page's policy: its own scripts only, the partner's logo, and `origin` as its only possible embedder. */
export function frameContentSecurityPolicy(partnerOrigin: string, logoUrl: string | null): string {
  const logo = logoUrl ? ` ${new URL(logoUrl).origin}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${logo}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${partnerOrigin}`,
  ].join('; ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: http.ServerResponse, status: number, html: string, headers: http.OutgoingHttpHeaders): void {
  res.removeHeader('x-frame-options');
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(html), ...headers });
  res.end(html);
}

// A refusal says why, and may be shown anywhere: it carries nothing of the partner's.
function refusal(res: http.ServerResponse, status: number, message: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Estimator unavailable</title></head><body><main><h1 style="font:600 1.1rem system-ui,sans-serif">Estimator unavailable</h1><p style="font:1rem system-ui,sans-serif">${escapeHtml(message)}</p></main></body></html>`;
  page(res, status, html, { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *" });
}

/**
 * Asks the API for the key's branding as the partner's page would (Origin and Referer of the partner), on
 * behalf of the visitor (X-Forwarded-For, as the /api proxy sends it), so the API's per-visitor limit applies.
 */
async function fetchConfig(
  apiOrigins: readonly string[],
  key: string,
  partnerOrigin: string,
  visitor: { client: string; proto: string },
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  let lastError: unknown;
  for (const api of apiOrigins) {
    try {
      const response = await fetch(`${api}/api/widget/v1/config?key=${encodeURIComponent(key)}`, {
        headers: { origin: partnerOrigin, referer: `${partnerOrigin}/`, accept: 'application/json', 'x-forwarded-for': visitor.client, 'x-forwarded-proto': visitor.proto },
        signal: AbortSignal.timeout(BRANDING_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { message?: Record<string, unknown> } | null;
      return { status: response.status, body: body?.message && typeof body.message === 'object' ? body.message : null };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export function widgetFrame(options: WidgetFrameOptions) {
  const template = () => fs.promises.readFile(path.join(options.root, 'frame.html'), 'utf8');

  /** GET /widget/frame?key=&project=&origin= */
  async function frame(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const key = query.get(FRAME_PARAMS.key) ?? '';
    const project = findEstimatorProject(query.get(FRAME_PARAMS.project) ?? '');
    const partnerOrigin = originOf(query.get(FRAME_PARAMS.origin));
    if (!PUBLISHABLE_KEY.test(key) || !project || !partnerOrigin) {
      return refusal(res, 400, 'The estimator embed needs a publishable key (pk_...) and a known project (data-project).');
    }
    let config: Awaited<ReturnType<typeof fetchConfig>>;
    try {
      config = await fetchConfig(options.apiOrigins, key, partnerOrigin, options.clientOf(req));
    } catch {
      return refusal(res, 502, 'The estimator is unavailable right now. Please try again later.');
    }
    if (config.status === 403 || config.status === 401 || config.status === 404) {
      return refusal(res, 403, 'This estimator is not available on this site.');
    }
    if (config.status === 429) return refusal(res, 429, 'The estimator is busy. Please try again in a minute.');
    if (config.status !== 200 || !config.body) return refusal(res, 502, 'The estimator is unavailable right now. Please try again later.');
    let html: string;
    try {
      html = await template();
    } catch {
      return refusal(res, 503, 'The estimator is not built on this server.');
    }
    const start: FrameStart = { key, project: project.slug, partnerOrigin, branding: brandingOf(config.body) };
    // `<` escaped: the JSON cannot close its script element whatever the partner's name says.
    const data = `<script type="application/json" id="${FRAME_START_ID}">${JSON.stringify(start).replace(/</g, '\\u003c')}</script>`;
    html = html.replace('</head>', `${data}\n</head>`).replace('<title>Renovation cost estimator</title>', `<title>${escapeHtml(`${project.displayName} cost estimator`)}</title>`);
    page(res, 200, html, { 'content-security-policy': frameContentSecurityPolicy(partnerOrigin, start.branding.logoUrl), vary: 'origin' });
  }

  /** POST /widget/v1/{estimate,leads}: the frame page's calls, forwarded as the partner's page. */
  function gateway(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
    const route = pathname.slice(GATEWAY_PATH.length);
    if (!GATEWAY_ROUTES.has(route)) return sendEnvelopeError(res, 404, 'NOT_FOUND', 'Not found.');
    if (req.method !== 'POST') return sendEnvelopeError(res, 405, 'METHOD_NOT_ALLOWED', 'Use POST.');
    const ownOrigin = `${options.clientOf(req).proto}://${req.headers.host ?? ''}`;
    const fetchSite = req.headers['sec-fetch-site'];
    const sameOrigin = fetchSite ? fetchSite === 'same-origin' : req.headers.origin === ownOrigin;
    if (!sameOrigin || (req.headers.origin && req.headers.origin !== ownOrigin)) {
      return sendEnvelopeError(res, 403, 'ORIGIN_NOT_ALLOWED', 'The widget API is called by the estimator page only.');
    }
    const partnerOrigin = originOf(String(req.headers[PARTNER_ORIGIN_HEADER] ?? ''));
    if (!partnerOrigin) return sendEnvelopeError(res, 400, 'VALIDATION_FAILED', 'The partner origin is missing.');
    // Nothing of the visitor's session on this site goes with a partner's call.
    for (const name of ['cookie', 'authorization', PARTNER_ORIGIN_HEADER, 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']) delete req.headers[name];
    req.headers.origin = partnerOrigin;
    req.headers.referer = `${partnerOrigin}/`;
    const query = req.url!.slice(pathname.length);
    void options.proxy(req, res, `/api/widget/v1/${route}${query}`);
  }

  return { frame, gateway };
}
