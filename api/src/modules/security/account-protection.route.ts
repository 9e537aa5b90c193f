import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_PROTECTION_CODES as CODES, ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { AccountMailContext } from './account-mail.service';
import type { AccountLimits } from './account-throttle';
import { withPasswordAttempt, withSecondStepAttempt } from './account-throttle';
import { accountActivity, recordAccountEvent } from './account-activity.service';
import { emailSentResponseSchema, signInResponseSchema } from './account.schema';
import * as s from './account-protection.schema';
import { readSessionToken } from './session-cookie';
import type { SessionSettings } from './session-start';
import { completeSignIn, finishFirstStep } from './sign-in-finish';
import { sendSignInLink, useSignInLink } from './sign-in-link.service';
import { signedInDevices, signOutEverywhereElse, signOutSession } from './signed-in-devices.service';
import { checkSecondStep, confirmEnrolment, finishPendingSignIn, hasTwoStep, pendingSignInUser, removeTwoStep, startEnrolment, twoStepRecoveryCodesLeft } from './two-step.service';
import { userRow } from './profile.service';
import { authenticateCredentials, toSessionUser } from './user.service';
import { withSessionRole } from './session-role';

/** What the account protection routes need. */
export interface AccountProtectionOptions extends SessionSettings {
  mail: AccountMailContext;
  limits: AccountLimits;
  authRateLimit: RateLimitSetting;
  /** The key that encrypts authenticator secrets. */
  twoStepKey: Buffer;
  /** Admins must use two-step sign-in. */
  adminEmails: readonly string[];
}

const tags = ['security'];

/** Sign-in links, two-step sign-in, signed-in devices and account activity (under /api/v1/security). */
export const accountProtectionRoutes: FastifyPluginAsyncZod<AccountProtectionOptions> = async (app, options) => {
  const { db, twoStepKey: key } = options;
  const config = { rateLimit: options.authRateLimit };
  const signedIn = { preHandler: app.authenticate };
  const me = (request: { sessionUser: { userId: number } | null }) => request.sessionUser!.userId;
  const currentToken = (request: Parameters<typeof readSessionToken>[0]) => readSessionToken(request) ?? '';

  app.post(
    '/sign-in-link',
    {
      config,
      schema: {
        tags,
        summary: 'Email a single-use sign-in link (15 minutes)',
        body: s.signInLinkBodySchema,
        response: { 200: emailSentResponseSchema, ...failureResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await sendSignInLink(db, options.mail, request.body.email, options.limits);
      return ok({ emailSent: true as const });
    },
  );

  app.post(
    '/sign-in-link/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with an emailed link (the confirmation page button)',
        body: s.signInLinkConfirmBodySchema,
        response: { 200: signInResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await withSessionRole(db, await useSignInLink(db, request.body.email, request.body.token));
      return finishFirstStep(options, request, reply, user, 'SIGN_IN_LINK');
    },
  );

  app.post(
    '/sign-in/second-step',
    {
      config,
      schema: {
        tags,
        summary: 'Finish a sign-in with an authenticator or recovery code',
        body: s.secondStepBodySchema,
        response: { 200: signInResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { pendingSignIn, code, remember } = request.body;
      // Wrong codes are counted per account: new pending sign-ins do not buy a guesser more tries.
      const account = await userRow(db, await pendingSignInUser(db, pendingSignIn));
      await withSecondStepAttempt(db, account.email, options.limits, () => finishPendingSignIn(db, key, pendingSignIn, code));
      const user = await withSessionRole(db, toSessionUser(account));
      return completeSignIn(options, request, reply, user, 'SIGN_IN', remember === true);
    },
  );

  app.get(
    '/two-step',
    { ...signedIn, schema: { tags, summary: 'Whether two-step sign-in is on', response: { 200: s.twoStepStatusResponseSchema, ...failureResponses(401) } } },
    async (request) => {
      const user = request.sessionUser!;
      const enabled = await hasTwoStep(db, user.userId);
      const required = options.adminEmails.includes(user.userEmail.toLowerCase());
      return ok({ enabled, recoveryCodesLeft: enabled ? await twoStepRecoveryCodesLeft(db, user.userId) : 0, required });
    },
  );

  app.post(
    '/two-step/enrolment',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Start two-step enrolment: the secret and otpauth URI, shown once',
        response: { 200: s.twoStepEnrolmentResponseSchema, ...failureResponses(401, 403, 409) },
      },
    },
    async (request) => ok(await startEnrolment(db, key, me(request), request.sessionUser!.userEmail)),
  );

  app.post(
    '/two-step/enrolment/confirm',
    {
      ...signedIn,
      config,
      schema: {
        tags,
        summary: 'Turn two-step sign-in on with a first code; the recovery codes, shown once',
        body: s.twoStepCodeBodySchema,
        response: { 200: s.recoveryCodesResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const recoveryCodes = await confirmEnrolment(db, key, me(request), request.body.code);
      await recordAccountEvent(db, me(request), 'TWO_STEP_ON', request);
      return ok({ recoveryCodes });
    },
  );

  app.post(
    '/two-step/disable',
    {
      ...signedIn,
      config,
      schema: {
        tags,
        summary: 'Turn two-step sign-in off (password and a code)',
        body: s.twoStepDisableBodySchema,
        response: { 200: s.twoStepOffResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      if (!(await hasTwoStep(db, user.userId))) throw new ApiError(400, CODES.twoStepCodeInvalid, 'Two-step sign-in is not on.');
      await withPasswordAttempt(db, user.userEmail, options.limits, () => authenticateCredentials(db, user.userEmail, request.body.password)).catch((error: unknown) => {
        // A wrong password here is a form error, not a failed sign-in.
        if (error instanceof ApiError && error.status === 401) throw new ApiError(400, ERROR_CODES.invalid, MESSAGES.signInInvalidCredentials, { field: 'password' });
        throw error;
      });
      await withSecondStepAttempt(db, user.userEmail, options.limits, () => checkSecondStep(db, key, user.userId, request.body.code));
      await removeTwoStep(db, user.userId);
      await recordAccountEvent(db, user.userId, 'TWO_STEP_OFF', request);
      return ok({ enabled: false as const });
    },
  );

  app.get(
    '/sessions',
    { ...signedIn, schema: { tags, summary: "Where you're signed in: the live sessions", response: { 200: s.signedInDevicesResponseSchema, ...failureResponses(401) } } },
    async (request) => ok({ sessions: await signedInDevices(db, me(request), readSessionToken(request)) }),
  );

  app.delete(
    '/sessions/:deviceSessionId',
    {
      ...signedIn,
      schema: { tags, summary: 'Sign out another session', params: s.sessionIdParamsSchema, response: { 200: s.signedOutResponseSchema, ...failureResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const signedOut = await signOutSession(db, me(request), request.params.deviceSessionId, currentToken(request));
      if (signedOut === 0) throw new ApiError(404, ERROR_CODES.notFound, 'No other session of yours has this id.');
      await recordAccountEvent(db, me(request), 'SESSION_SIGNED_OUT', request);
      return ok({ signedOut });
    },
  );

  app.post(
    '/sessions/sign-out-others',
    { ...signedIn, schema: { tags, summary: 'Sign out everywhere else', response: { 200: s.signedOutResponseSchema, ...failureResponses(401, 403) } } },
    async (request) => {
      const signedOut = await signOutEverywhereElse(db, me(request), currentToken(request));
      await recordAccountEvent(db, me(request), 'SIGNED_OUT_EVERYWHERE_ELSE', request);
      return ok({ signedOut });
    },
  );

  app.get(
    '/account-activity',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Account activity, newest first (page with ?before=<id>)',
        querystring: s.activityQuerySchema,
        response: { 200: s.activityResponseSchema, ...failureResponses(400, 401) },
      },
    },
    async (request) => ok(await accountActivity(db, me(request), request.query.before)),
  );
};
