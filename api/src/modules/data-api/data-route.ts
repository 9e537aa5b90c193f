import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import type { DataScope } from '../developer';
import type { DataApiGuardFactory } from './data-api.caller';

/** Where every data route is served. */
export const DATA_API_PREFIX = '/api/data/v1';

/** One data route: what it serves and needs, with the examples its OpenAPI entry shows. */
export interface DataRouteDoc {
  method: 'GET' | 'POST';
  /** Fastify path under the prefix, e.g. `/properties/:id`. */
  url: string;
  scope: DataScope;
  summary: string;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** The `message` of the success envelope (or the CSV text when `csv`). */
  response: z.ZodType;
  status?: 200 | 202;
  csv?: boolean;
  paginated?: boolean;
  example: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; response: unknown };
}

/** The guard, and the list of routes served (in order) that the OpenAPI document is built from. */
export interface DataRouteContext {
  guard: DataApiGuardFactory;
  routes: DataRouteDoc[];
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers a data route behind the guard (its scope). Hidden from the site's OpenAPI document: the
 * data API has its own, built from `ctx.routes`.
 */
export function dataRoute(app: ApiApp, ctx: DataRouteContext, doc: DataRouteDoc, handler: Handler): void {
  ctx.routes.push(doc);
  const status = doc.status ?? 200;
  // Typed loosely: each handler casts its validated input to its own schema's type.
  const schema: FastifySchema & { hide: boolean } = {
    hide: true,
    ...(doc.params ? { params: doc.params } : {}),
    ...(doc.querystring ? { querystring: doc.querystring } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    response: { ...(doc.csv ? {} : { [status]: successSchema(doc.response) }), ...failureResponses(400, 401, 403, 404, 429) },
  };
  app.route({
    method: doc.method,
    url: doc.url,
    preHandler: ctx.guard(doc.scope),
    schema,
    handler: async (request, reply) => {
      const result = await handler(request, reply);
      if (doc.csv) return result;
      reply.status(status);
      return ok(result);
    },
  });
}
