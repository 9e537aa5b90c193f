import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { DATA_API_ERROR_CODES } from '../developer';

/** The data API's stable error codes (the documented ones the guard adds: API_KEY_*, SCOPE_MISSING, RATE_LIMITED, QUOTA_EXHAUSTED). */
export const DATA_ERROR_CODES = { notFound: ERROR_CODES.notFound, validation: DATA_API_ERROR_CODES.validationFailed } as const;

/** 404 NOT_FOUND in the envelope. */
export const notFound = (message: string) => new ApiError(404, DATA_ERROR_CODES.notFound, message);
/** 400 VALIDATION_FAILED in the envelope, naming the field. */
export const invalid = (message: string, field: string) => new ApiError(400, DATA_ERROR_CODES.validation, message, { field });

interface Envelope {
  success?: boolean;
  errors?: { code: unknown }[];
}

/**
 * The platform answers bad input with the code VALIDATION; partners' clients read the data API's own
 * documented code, so answers of this plugin's routes say VALIDATION_FAILED (same status and message).
 */
export function useDataErrorCodes(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    const envelope = payload as Envelope | null;
    if (envelope?.success !== false || !Array.isArray(envelope.errors)) return payload;
    return { ...envelope, errors: envelope.errors.map((e) => (e.code === ERROR_CODES.validation ? { ...e, code: DATA_ERROR_CODES.validation } : e)) };
  });
}
