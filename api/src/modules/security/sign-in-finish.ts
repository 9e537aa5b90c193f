import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_PROTECTION_CODES as CODES, ACCOUNT_PROTECTION_MESSAGES as TEXT, type SessionUser } from '@homeworth/shared-lib/domain';
import { ApiError, ok } from '../../http/envelope';
import { recordAccountEvent } from './account-activity.service';
import { homesForLogin } from './account-lookups';
import { startSession, type SessionSettings } from './session-start';
import { createPendingSignIn, hasTwoStep } from './two-step.service';

// The end of every sign-in with a secret (password, emailed link, Google credential, authenticator code): the session,
// the activity entry and the sign-in answer.

/** How the first step was passed. */
export type SignInMethod = 'SIGN_IN' | 'SIGN_IN_LINK' | 'SIGN_IN_GOOGLE';

/** Starts the session and answers `{ user, userProperties, claimedProperties }`. */
export async function completeSignIn(settings: SessionSettings, request: FastifyRequest, reply: FastifyReply, user: SessionUser, method: SignInMethod, remember = false) {
  await startSession(settings, request, reply, user.userId, remember);
  await recordAccountEvent(settings.db, user.userId, method, request);
  const userProperties = await homesForLogin(settings.db, user.userId);
  return ok({ user, userProperties, claimedProperties: userProperties.filter((p) => p.claimed).length });
}

/**
 * After a right password or link: an account with two-step sign-in gets no session yet but 401
 * TWO_STEP_CODE_REQUIRED with `args.pendingSignIn`, a short-lived token the code is sent with.
 */
export async function finishFirstStep(settings: SessionSettings, request: FastifyRequest, reply: FastifyReply, user: SessionUser, method: SignInMethod, remember = false) {
  if (await hasTwoStep(settings.db, user.userId)) {
    const pendingSignIn = await createPendingSignIn(settings.db, user.userId);
    throw new ApiError(401, CODES.twoStepCodeRequired, TEXT.twoStepCodeRequired, { pendingSignIn, method });
  }
  return completeSignIn(settings, request, reply, user, method, remember);
}
