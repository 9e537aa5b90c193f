import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { ApiError } from './envelope';

/**
 * CSRF defence by custom header: a cross-site form or image cannot set a custom header, and a
 * cross-site fetch that sets one needs a CORS preflight this API never grants. Together with the
 * SameSite=Lax session cookie this keeps other sites from acting with a signed-in user's cookie.
 */
export const CSRF_HEADER_NAME = CSRF_HEADER;
export { CSRF_HEADER_VALUE };

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIX = '/api/v1/';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route `navigator.sendBeacon` calls: a beacon cannot set the header, so the route refuses
     * cross-site requests itself (refuseCrossSite) and must never act with the session.
     */
    beacon?: boolean;
  }
}

/**
 * For a beacon route: 403 CSRF unless the browser says the request comes from this site. Sec-Fetch-Site
 * (every current browser sends it) must be same-origin; else Origin, when sent, must be the site's
 * origin or the addressed host. A request with neither comes from no browser page, so no other site
 * can have sent it; the route's rate limit bounds it.
 */
export function refuseCrossSite(request: FastifyRequest, siteOrigin: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) {
    if (fetchSite !== 'same-origin') throw new ApiError(403, ERROR_CODES.csrf, MESSAGES.csrf);
    return;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (origin !== siteOrigin && host !== request.headers.host) throw new ApiError(403, ERROR_CODES.csrf, MESSAGES.csrf);
}

/** onRequest hook: refuses state-changing /api/v1/ requests without the header with 403 CSRF (beacon routes check their origin instead). */
export async function csrfGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // The matched route, not the raw URL: encoded or odd spellings of a path cannot slip past the check.
  const route = request.routeOptions.url;
  if (!STATE_CHANGING_METHODS.has(request.method) || route === undefined || !route.startsWith(PROTECTED_PREFIX)) return;
  if (request.routeOptions.config.beacon === true) return;
  if (request.headers[CSRF_HEADER_NAME.toLowerCase()] !== CSRF_HEADER_VALUE) {
    throw new ApiError(403, ERROR_CODES.csrf, MESSAGES.csrf);
  }
}
