import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, isValidEmail } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import {
  emailExistsQuerySchema,
  emailExistsResponseSchema,
  signInBodySchema,
  signOutResponseSchema,
  signUpBodySchema,
  userResponseSchema,
} from './security.schema';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import { createSession, revokeSession } from './session.service';
import { authenticateCredentials, createAccount, emailStatus } from './user.service';

/** What the security routes need from the app. */
export interface SecurityRoutesOptions {
  db: Database;
  sessionTtlDays: number;
  cookieSecure: boolean;
  /** Per-IP limit on sign-in and sign-up (each counted separately). */
  authRateLimit: RateLimitSetting;
  /** Per-IP limit on the email pre-check, which otherwise lists accounts at machine speed. */
  emailCheckRateLimit: RateLimitSetting;
}

const tags = ['security'];

/** /api/v1/security: sign-up, sign-in, sign-out, me and the email pre-check. */
export const securityRoutes: FastifyPluginAsyncZod<SecurityRoutesOptions> = async (app, options) => {
  const { db } = options;
  const cookie = { secure: options.cookieSecure };

  // A fresh token on every sign-in (no session fixation); the one the browser held is revoked.
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const previous = readSessionToken(request);
    if (previous !== undefined) await revokeSession(db, previous);
    const token = await createSession(db, userId, options.sessionTtlDays);
    setSessionCookie(reply, token, options.sessionTtlDays, cookie);
  }

  app.post(
    '/sign-up',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: signUpBodySchema,
        response: { 201: userResponseSchema, ...failureResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isValidEmail(body.email)) throw new ApiError(400, ERROR_CODES.invalid, MESSAGES.invalidEmail);
      const user = await createAccount(db, body);
      await startSession(request, reply, user.userId);
      return reply.status(201).send(ok({ user }));
    },
  );

  app.post(
    '/sign-in',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInBodySchema,
        response: { 200: userResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await authenticateCredentials(db, request.body.email, request.body.password);
      await startSession(request, reply, user.userId);
      return ok({ user });
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'End the current session (succeeds when not signed in)',
        response: { 200: signOutResponseSchema, ...failureResponses(403) },
      },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token !== undefined) await revokeSession(db, token);
      clearSessionCookie(reply, cookie);
      return ok({ signedOut: true as const });
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: userResponseSchema, ...failureResponses(401) },
      },
    },
    async (request) => {
      const user = request.sessionUser;
      if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
      return ok({ user });
    },
  );

  app.get(
    '/email-exists',
    {
      config: { rateLimit: options.emailCheckRateLimit },
      schema: {
        tags,
        summary: 'Whether an account uses this email (signup pre-check)',
        querystring: emailExistsQuerySchema,
        response: { 200: emailExistsResponseSchema, ...failureResponses(400, 429) },
      },
    },
    async (request) => ok(await emailStatus(db, request.query.email)),
  );
};
