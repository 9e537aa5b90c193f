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
  sessionStateResponseSchema,
  signUpBodySchema,
  userResponseSchema,
} from './security.schema';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { AccountMailContext } from './account-mail.service';
import { accountRoutes } from './account.route';
import { googleLoginRoutes } from './google-login.route';
import type { GoogleVerifier } from './google-login.service';
import { signInResponseSchema } from './account.schema';
import { mailAccountClaimLink, startEmailVerification } from './account.service';
import { profileRoutes } from './profile.route';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { startSession as startNewSession } from './session-start';
import { findSessionUser, revokeSession } from './session.service';
import { authenticateCredentials, createAccount, emailStatus } from './user.service';
import { withSessionRole } from './session-role';
import { withPasswordAttempt, type AccountLimits } from './account-throttle';
import { recordFailedSignIn } from './account-activity.service';
import { accountProtectionRoutes } from './account-protection.route';
import { finishFirstStep } from './sign-in-finish';

/** What the security routes need from the app. */
export interface SecurityRoutesOptions extends AccountLimits {
  db: Database;
  sessionTtlDays: number;
  rememberedSessionTtlDays: number;
  cookieSecure: boolean;
  /** Per-IP limit on sign-in and sign-up (each counted separately). */
  authRateLimit: RateLimitSetting;
  /** Per-IP limit on the email pre-check, which otherwise lists accounts at machine speed. */
  emailCheckRateLimit: RateLimitSetting;
  /** The mail provider and the site URL for emailed links. */
  mail: AccountMailContext;
  /** The file storage provider (profile images). */
  storage: FileStorage;
  /** Google one-tap verifier; the external login is off without it. */
  google?: GoogleVerifier;
  /** The key that encrypts authenticator secrets (two-step sign-in). */
  twoStepKey: Buffer;
  /** Admins (ADMIN_EMAILS) must use two-step sign-in. */
  adminEmails: readonly string[];
}

const tags = ['security'];

/** /api/v1/security: sign-up, sign-in, sign-out, me, the email pre-check, and the account and profile routes. */
export const securityRoutes: FastifyPluginAsyncZod<SecurityRoutesOptions> = async (app, options) => {
  const { db } = options;
  const cookie = { secure: options.cookieSecure };

  const startSession = (request: FastifyRequest, reply: FastifyReply, userId: number) => startNewSession(options, request, reply, userId);

  // The sub-plugins get the settings, not this plugin's prefix (which would nest twice).
  const limits: AccountLimits = { loginDelay: options.loginDelay, passwordResetLimit: options.passwordResetLimit };
  const shared = {
    db,
    sessionTtlDays: options.sessionTtlDays,
    rememberedSessionTtlDays: options.rememberedSessionTtlDays,
    cookieSecure: options.cookieSecure,
    mail: options.mail,
    limits,
  };
  await app.register(accountRoutes, { ...shared, authRateLimit: options.authRateLimit });
  await app.register(profileRoutes, { ...shared, storage: options.storage });
  await app.register(googleLoginRoutes, { ...shared, google: options.google, authRateLimit: options.authRateLimit });
  await app.register(accountProtectionRoutes, { ...shared, authRateLimit: options.authRateLimit, twoStepKey: options.twoStepKey, adminEmails: options.adminEmails });

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
      const user = await createAccount(db, body, (existing) =>
        // The answer stays the same whether or not the claim link could be sent.
        mailAccountClaimLink(db, options.mail, existing, limits).catch((error: unknown) => request.log.error({ err: error }, 'account claim email not sent')),
      );
      await startSession(request, reply, user.userId);
      try {
        await startEmailVerification(db, options.mail, user);
      } catch (error) {
        // The account exists; the verify-your-email page offers a resend.
        request.log.error({ err: error }, 'verification email not sent');
      }
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
        response: { 200: signInResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const check = () => authenticateCredentials(db, email, password).catch((error: unknown) => recordFailedSignIn(db, email, request, error));
      const user = await withSessionRole(db, await withPasswordAttempt(db, email, limits, check));
      return finishFirstStep(options, request, reply, user, 'SIGN_IN', remember === true);
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
      // eslint-disable-next-line security/detect-possible-timing-attacks -- compares with undefined (is there a cookie), not a secret
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

  // A guest is a normal state, not an error: the apps ask here on every visit, so a browser
  // logs no failed request for a signed-out visitor. /me keeps its 401 for callers that need a user.
  app.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'Who is signed in: the user, or null for a guest',
        response: { 200: sessionStateResponseSchema, ...failureResponses(400) },
      },
    },
    async (request) => {
      const token = readSessionToken(request);
      const user = token === undefined ? null : await findSessionUser(db, token);
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
