import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { ApiError } from './envelope';

/** Answer to a NUL character in any part of a request. */
export const NUL_CHARACTER_MESSAGE = 'contains a character that is not allowed';

// Deeper than any body a route accepts; deeper values are left to the route's own schema.
const MAX_DEPTH = 64;

/** The dotted path of the first string (or key) holding a NUL character, or undefined. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNulCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * preValidation hook: no text the API takes may hold a NUL character (PostgreSQL cannot store one,
 * and no form of the product sends one). 400 VALIDATION with `args.field`, before any route runs.
 */
export async function rejectNulCharacters(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const found = findNulCharacter(value);
    if (!found) continue;
    // A wildcard route's parameter is named "*": it is the request's path.
    const field = found === 'request' ? part : found === '*' ? 'path' : found;
    throw new ApiError(400, ERROR_CODES.validation, `${field}: ${NUL_CHARACTER_MESSAGE}`, { field });
  }
}
