import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../../http/envelope';
import type { DataApiCaller, DataScope } from '../developer';
import { DATA_API_ERROR_CODES } from '../developer';

/** Authenticates a key and checks its scope, limits and quota (the developer module's guard). */
export type DataApiGuardFactory = (scope: DataScope) => preHandlerAsyncHookHandler;

/** The organisation behind a guarded request; a route without a caller is a wiring mistake. */
export function callerOf(request: FastifyRequest): DataApiCaller {
  if (!request.dataApiCaller) throw new ApiError(401, DATA_API_ERROR_CODES.apiKeyMissing, 'Send your API key in the X-Api-Key header.');
  return request.dataApiCaller;
}
