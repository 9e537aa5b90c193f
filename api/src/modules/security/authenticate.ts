import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES, type Role, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { readSessionToken } from './session-cookie';
import { findSessionUser } from './session.service';

// How later modules protect a route:
//   app.get('/x', { preHandler: [app.authenticate, requireRole('AGENT', 'AGENT_PRO')] }, handler)
// and then read `request.sessionUser`.

/** A preHandler that only looks at the request. */
export type RequestGuard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`, null before it runs. */
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: loads the session user from the cookie or answers 401 UNAUTHENTICATED. */
    authenticate: RequestGuard;
  }
}

function notSignedIn(): ApiError {
  return new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
}

/** Adds `request.sessionUser` and `app.authenticate` to the root instance (call once, before routes). */
export function registerAuthentication(app: FastifyInstance, db: Database): void {
  app.decorateRequest('sessionUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    const user = token === undefined ? null : await findSessionUser(db, token);
    if (!user) throw notSignedIn();
    request.sessionUser = user;
  });
}

/** preHandler after `app.authenticate`: 403 FORBIDDEN unless the user has one of `roles`. */
export function requireRole(...roles: Role[]): RequestGuard {
  return async (request) => {
    const user = request.sessionUser;
    if (!user) throw notSignedIn();
    if (!roles.includes(user.userRole)) throw new ApiError(403, ERROR_CODES.forbidden, MESSAGES.forbidden);
  };
}
