import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the httpOnly cookie that carries the opaque session token. */
export const SESSION_COOKIE_NAME = 'hw_session';

/** Cookie settings that do not depend on the session. */
export interface SessionCookieSettings {
  secure: boolean;
}

// httpOnly keeps the token from scripts; Lax keeps it off cross-site POSTs (the CSRF header is the second lock).
// Secure always with COOKIE_SECURE, else whenever the request came over HTTPS ('auto').
function baseOptions(settings: SessionCookieSettings): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secure ? true : 'auto' };
}

/** The session token the request carries, if any. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE_NAME];
}

/** Sends the session cookie for `ttlDays`, the lifetime the server also enforces through `expires_at`. */
export function setSessionCookie(reply: FastifyReply, token: string, ttlDays: number, settings: SessionCookieSettings): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, { ...baseOptions(settings), maxAge: ttlDays * 24 * 60 * 60 });
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(SESSION_COOKIE_NAME, baseOptions(settings));
}
