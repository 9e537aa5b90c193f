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

/** onRequest hook: refuses state-changing /api/v1/ requests without the header with 403 CSRF. */
export async function csrfGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // The matched route, not the raw URL: encoded or odd spellings of a path cannot slip past the check.
  const route = request.routeOptions.url;
  if (!STATE_CHANGING_METHODS.has(request.method) || route === undefined || !route.startsWith(PROTECTED_PREFIX)) return;
  if (request.headers[CSRF_HEADER_NAME.toLowerCase()] !== CSRF_HEADER_VALUE) {
    throw new ApiError(403, ERROR_CODES.csrf, MESSAGES.csrf);
  }
}
