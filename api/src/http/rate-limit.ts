import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { ApiError } from './envelope';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

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

/** A per-account budget: `max` attempts per `timeWindow` milliseconds. */
export interface AccountLimitSetting {
  max: number;
  timeWindow: number;
}

/** Password reset emails per email address: the reset form cannot be used to flood an inbox. */
export const PASSWORD_RESET_LIMIT: AccountLimitSetting = { max: 5, timeWindow: 60 * 60_000 };

/** The lockout answer of a spent per-account budget, saying how long it lasts. */
export function accountLimitError(retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 60 ? countOf(seconds, 'second') : countOf(minutes, 'minute');
  return new ApiError(429, ERROR_CODES.rateLimited, `Too many attempts for this account. Please wait ${wait} and try again.`, {
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  });
}
