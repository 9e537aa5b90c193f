import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../../http/envelope';
import type { DataApiGuardFactory, DataApiScope } from '../data-api.caller';

// A guard built from the developer module's contract, for the data routes' tests until the real
// guard is merged: X-Api-Key or Bearer, 401 API_KEY_MISSING / API_KEY_INVALID, 403 SCOPE_MISSING.

interface TestKey {
  organizationId: string;
  keyId: string;
  scopes: readonly DataApiScope[];
}

const keys = new Map<string, TestKey>();

/** Makes a key for an organisation with the scopes; answers the secret. */
export function testApiKey(organizationId: string, scopes: readonly DataApiScope[]): string {
  const key = `sk_test_${randomBytes(12).toString('hex')}`;
  keys.set(key, { organizationId, keyId: randomBytes(4).toString('hex'), scopes });
  return key;
}

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

export const contractTestGuard: DataApiGuardFactory = (scope) => async (request) => {
  const key = presentedKey(request);
  if (!key) throw new ApiError(401, 'API_KEY_MISSING', 'Send your API key in the X-Api-Key header.');
  const found = keys.get(key);
  if (!found) throw new ApiError(401, 'API_KEY_INVALID', 'This API key is not valid.');
  if (!found.scopes.includes(scope)) throw new ApiError(403, 'SCOPE_MISSING', `This key lacks the ${scope} scope.`);
  (request as FastifyRequest & { dataApiCaller?: unknown }).dataApiCaller = { organizationId: found.organizationId, keyId: found.keyId, plan: 'trial', scopes: found.scopes };
};
