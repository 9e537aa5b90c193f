import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { lingerOnRefusedBody } from './refused-body';

// The one place that shapes API responses: `{ success: true, message }` or `{ success: false, errors }`.

/** A code in `errors[].code`: the spec's numbers (401, 10001, 10003) or a name from ERROR_CODES. */
export type ErrorCode = string | number;

/** One entry of `errors`. */
export interface ErrorItem {
  code: ErrorCode;
  message: string;
  args?: Record<string, unknown>;
}

/** Body of every successful response. */
export interface SuccessEnvelope<T> {
  success: true;
  message: T;
}

/** Body of every failed response. */
export interface FailureEnvelope {
  success: false;
  errors: ErrorItem[];
}

/** An expected failure: thrown anywhere in a request, answered with its status and the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly args?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Wraps data in the success envelope. */
export function ok<T>(message: T): SuccessEnvelope<T> {
  return { success: true, message };
}

/** Builds the failure envelope for one error. */
export function failure(code: ErrorCode, message: string, args?: Record<string, unknown>): FailureEnvelope {
  return { success: false, errors: [args === undefined ? { code, message } : { code, message, args }] };
}

/** Zod schema of the success envelope around `data` (used as a route's response schema). */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: data });
}

/** Zod schema of the failure envelope. */
export const failureSchema = z
  .object({
    success: z.literal(false),
    errors: z.array(
      z.object({
        code: z.union([z.string(), z.number()]),
        message: z.string(),
        args: z.record(z.string(), z.unknown()).optional(),
      }),
    ),
  })
  .meta({ id: 'Failure', description: 'Failure envelope' });

/** Response schemas for the error statuses a route documents, e.g. `...failureResponses(400, 409)`. */
export function failureResponses<S extends number>(...statuses: S[]): Record<S, typeof failureSchema> {
  return Object.fromEntries(statuses.map((status) => [status, failureSchema])) as Record<S, typeof failureSchema>;
}

// Fastify's own 4xx errors (bad JSON, unsupported media type, body too large) get a code by status.
function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.validation;
    case 401:
      return ERROR_CODES.unauthenticated;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return ERROR_CODES.rateLimited;
    default:
      return 'BAD_REQUEST';
  }
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
}

// "firstName: Too small: ..." for zod's built-in checks; refinements already carry a catalogue sentence.
function describeIssue(issue: ValidationIssue, context: string | undefined): { message: string; field: string } {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
  const reason = issue.message ?? 'is invalid';
  return { field, message: issue.keyword === 'custom' ? reason : `${field}: ${reason}` };
}

/** Fastify error handler: every error leaves the API as the failure envelope with the right status. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.status === 413) lingerOnRefusedBody(request, reply);
    // A wait the caller is told about in the envelope is also told the standard way.
    if (error.status === 429 && typeof error.args?.['retryAfterSeconds'] === 'number') reply.header('retry-after', String(error.args['retryAfterSeconds']));
    return reply.status(error.status).send(failure(error.code, error.message, error.args));
  }

  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const first = error.validation?.[0];
    if (first) {
      const { field, message } = describeIssue(first, error.validationContext);
      return reply.status(400).send(failure(ERROR_CODES.validation, message, { field }));
    }
    return reply.status(400).send(failure(ERROR_CODES.validation, error.message));
  }

  if (isPostgresDataException(error)) {
    // The database refused a value (a NUL byte, an integer beyond its column, a malformed number):
    // the caller's input was bad, not the server. The database's own text stays out of the answer.
    return reply.status(400).send(failure(ERROR_CODES.validation, INVALID_VALUE_MESSAGE));
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's client-error messages are written for callers and never carry internals.
    if (status === 413) lingerOnRefusedBody(request, reply);
    return reply.status(status).send(failure(codeForClientStatus(status), error.message));
  }

  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(failure(ERROR_CODES.internal, MESSAGES.genericError));
}

/** Answer to a value the database cannot store or compare (PostgreSQL class 22, data exception). */
export const INVALID_VALUE_MESSAGE = 'A value in this request is not valid.';

// PostgreSQL's SQLSTATE class 22 is "data exception": bad input such as 22021 (a NUL byte), 22003
// (a number out of range) or 22P02 (malformed text for a type). Drivers and drizzle wrap it in `cause`.
function isPostgresDataException(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

// Router-level failures happen before any route is matched; their messages would echo the URL back.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
};

/** Fastify `frameworkErrors`: a malformed URL or an over-long path parameter gets the envelope too. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? MESSAGES.genericError;
  request.log.info({ code: error.code }, 'request refused by the router');
  return reply.status(status).send(failure(codeForClientStatus(status), message));
}

/** Not-found handler: unknown routes answer 404 with the envelope. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(failure(ERROR_CODES.notFound, MESSAGES.notFound));
}
