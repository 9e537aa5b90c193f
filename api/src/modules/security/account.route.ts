import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { z } from 'zod';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { recordAccountEvent } from './account-activity.service';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { AccountMailContext } from './account-mail.service';
import type { AccountLimits } from './account-throttle';
import {
  changePasswordBodySchema,
  emailSentResponseSchema,
  forgotPasswordBodySchema,
  passwordChangedResponseSchema,
  professionalResponseSchema,
  resendResponseSchema,
  verifyEmailBodySchema,
} from './account.schema';
import { changePassword, requestPasswordReset, resetPassword, startEmailVerification, verifyEmail } from './account.service';
import { requireRole } from './authenticate';
import { professionalOf } from './account-lookups';
import { userResponseSchema } from './security.schema';
import { undoEmailChange } from './email-change.service';
import { clearSessionCookie } from './session-cookie';
import { startSession, type SessionSettings } from './session-start';

/** What the account routes need. */
export interface AccountRoutesOptions extends SessionSettings {
  mail: AccountMailContext;
  /** Per-account budgets of password checks and reset emails. */
  limits: AccountLimits;
  /** Per-IP budget of forgot password, password change, verification and resend. */
  authRateLimit: RateLimitSetting;
}

const tags = ['security'];

/** Email verification, resend, forgot / change password and the contractor's professional record. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, mail, limits } = options;
  const config = { rateLimit: options.authRateLimit };

  app.post(
    '/verify-email',
    {
      config,
      schema: {
        tags,
        summary: 'Verify the email with the emailed token (VERIFICATION_PENDING -> VERIFIED)',
        body: verifyEmailBodySchema,
        response: { 200: userResponseSchema, ...failureResponses(400, 403, 429) },
      },
    },
    async (request) => ok({ user: await verifyEmail(db, request.body.token) }),
  );

  app.post(
    '/resend-verification',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Email a new verification link to the signed-in user',
        response: { 200: resendResponseSchema, ...failureResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      if (user.accountStatus === 'VERIFIED') return ok({ emailSent: false, alreadyVerified: true });
      await startEmailVerification(db, mail, user);
      return ok({ emailSent: true, alreadyVerified: false });
    },
  );

  app.post(
    '/forgot-password',
    {
      config,
      schema: {
        tags,
        summary: 'Email a single-use password reset link (valid 1 hour)',
        body: forgotPasswordBodySchema,
        response: { 200: emailSentResponseSchema, ...failureResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(db, mail, request.body.email, limits);
      return ok({ emailSent: true as const });
    },
  );

  app.post(
    '/change-password',
    {
      config,
      schema: {
        tags,
        summary: 'Change the password: with previousPassword when signed in, or with the emailed accessToken',
        description: 'Every session of the user is revoked; a signed-in change keeps this browser signed in with a new session.',
        body: changePasswordBodySchema,
        response: { 200: passwordChangedResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { previousPassword, accessToken, userPass } = request.body;
      if (previousPassword !== undefined) {
        await app.authenticate(request);
        const userId = request.sessionUser!.userId;
        await changePassword(db, userId, previousPassword, userPass, limits);
        await startSession(options, request, reply, userId);
        await recordAccountEvent(db, userId, 'PASSWORD_CHANGED', request);
      } else if (accessToken !== undefined) {
        const user = await resetPassword(db, accessToken, userPass);
        await recordAccountEvent(db, user.userId, 'PASSWORD_CHANGED', request);
      } else {
        throw new ApiError(400, ERROR_CODES.validation, MESSAGES.changePasswordFailed);
      }
      return ok({ passwordChanged: true as const });
    },
  );

  app.post(
    '/undo-email-change',
    {
      config,
      schema: {
        tags,
        summary: 'Undo an email change with the link mailed to the previous address',
        description: 'Puts the previous email back and ends every session of the account (this browser is signed out too).',
        body: verifyEmailBodySchema,
        response: { 200: successSchema(z.object({ email: z.string() })), ...failureResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const email = await undoEmailChange(db, request.body.token);
      clearSessionCookie(reply, { secure: options.cookieSecure });
      return ok({ email });
    },
  );

  app.get(
    '/professional',
    {
      preHandler: [app.authenticate, requireRole('PROFESSIONAL')],
      schema: {
        tags,
        summary: "The signed-in contractor's professional record",
        response: { 200: professionalResponseSchema, ...failureResponses(401, 403, 404) },
      },
    },
    async (request) => ok({ professional: await professionalOf(db, request.sessionUser!.userId) }),
  );
};
