import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../../http/envelope';

/** The scopes a data-API key can hold; each route needs one. */
export const DATA_API_SCOPES = ['property', 'valuation', 'condition', 'permits', 'renovation-costs', 'markets', 'batch'] as const;
export type DataApiScope = (typeof DATA_API_SCOPES)[number];

/** Who called, as the guard sets it on the request. */
export interface DataApiCallerView {
  organizationId: string;
  keyId: string;
}

/** Authenticates a key and checks its scope, limits and quota (the developer module's guard). */
export type DataApiGuardFactory = (scope: DataApiScope) => preHandlerAsyncHookHandler;

/** The organisation behind a guarded request; a route without a caller is a wiring mistake. */
export function callerOf(request: FastifyRequest): DataApiCallerView {
  const caller = (request as FastifyRequest & { dataApiCaller?: DataApiCallerView }).dataApiCaller;
  if (!caller) throw new ApiError(401, 'API_KEY_MISSING', 'Send your API key in the X-Api-Key header.');
  return caller;
}
