import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp } from './api-app';

/** An old URL prefix that now lives elsewhere; everything under it is redirected with its method kept. */
export interface MovedPrefix {
  from: string;
  to: string;
}

/**
 * Routes moved to the module their URL names answer their old path for one version with a
 * 308 Permanent Redirect: the method and body are kept, so POST/PUT/DELETE callers follow it too.
 * The redirects are left out of the API description.
 */
export function registerMovedRoutes(app: ApiApp, moves: readonly MovedPrefix[]): void {
  for (const { from, to } of moves) {
    const redirect = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(to + request.url.slice(from.length), 308);
    app.all(from, { schema: { hide: true } }, redirect);
    app.all(`${from}/*`, { schema: { hide: true } }, redirect);
  }
}
