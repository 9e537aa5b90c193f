import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the httpOnly cookie that carries the opaque session token over plain HTTP (local development). */
export const SESSION_COOKIE_NAME = 'hw_session';

/**
 * Its name over HTTPS: the browser accepts a `__Host-` cookie only when it is Secure, for path /
 * and without a Domain, so no subdomain or plain-HTTP page can plant or shadow the session.
 */
export const HOST_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** Cookie settings that do not depend on the session. */
export interface SessionCookieSettings {
  secure: boolean;
}

// httpOnly keeps the token from scripts; Lax keeps it off cross-site POSTs (the CSRF header is the second lock).
// Secure always with COOKIE_SECURE, else whenever the request came over HTTPS ('auto').
function baseOptions(settings: SessionCookieSettings): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secure ? true : 'auto' };
}

// request.protocol is 'https' when the request came over TLS or X-Forwarded-Proto from a trusted proxy says so.
function cookieNameFor(request: FastifyRequest): string {
  return request.protocol === 'https' ? HOST_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}

/** The session token the request carries, if any (either name: a site moved to HTTPS keeps its sessions). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[HOST_SESSION_COOKIE_NAME] ?? request.cookies[SESSION_COOKIE_NAME];
}

/** Sends the session cookie for `ttlDays`, the lifetime the server also enforces through `expires_at`. */
export function setSessionCookie(reply: FastifyReply, token: string, ttlDays: number, settings: SessionCookieSettings): void {
  const name = cookieNameFor(reply.request);
  const options = name === HOST_SESSION_COOKIE_NAME ? { ...baseOptions(settings), secure: true } : baseOptions(settings);
  reply.setCookie(name, token, { ...options, maxAge: ttlDays * 24 * 60 * 60 });
  // The plain name would otherwise shadow nothing but linger: drop it once the __Host- one is set.
  if (name === HOST_SESSION_COOKIE_NAME && reply.request.cookies[SESSION_COOKIE_NAME] !== undefined) reply.clearCookie(SESSION_COOKIE_NAME, baseOptions(settings));
}

/** Tells the browser to drop the session cookie (under both names). */
export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(SESSION_COOKIE_NAME, baseOptions(settings));
  if (reply.request.protocol === 'https') reply.clearCookie(HOST_SESSION_COOKIE_NAME, { ...baseOptions(settings), secure: true });
}
