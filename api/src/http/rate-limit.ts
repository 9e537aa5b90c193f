import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { ApiError } from './envelope';

/** A per-IP request budget for one route: `max` requests per `timeWindow` (ms or '1 minute'). */
export interface RateLimitSetting {
  max: number;
  timeWindow: number | string;
}

/** Sign-in and sign-up: 10 per minute per IP. */
export const AUTH_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindow: '1 minute' };

/** The email pre-check runs as the user types (debounced 1 s), so it gets a larger budget. */
export const EMAIL_CHECK_RATE_LIMIT: RateLimitSetting = { max: 60, timeWindow: '1 minute' };

/** @fastify/rate-limit's errorResponseBuilder: the thrown error reaches the envelope's error handler. */
export function rateLimitError(_request: FastifyRequest, _context: unknown): ApiError {
  return new ApiError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyRequests);
}
