import { ACCOUNT_PROTECTION_CODES, ACCOUNT_PROTECTION_MESSAGES, ERROR_CODES, MESSAGES, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { RequestGuard } from '../security';
import { hasTwoStep } from '../security';

/**
 * Admins (the admin role) are the verified accounts whose email is in
 * the configured list (ADMIN_EMAILS). Verified, so nobody becomes admin by signing up first with a
 * listed address; configuration, so no route can grant the role.
 */
export function isAdmin(user: Pick<SessionUser, 'userEmail' | 'accountStatus'>, adminEmails: readonly string[]): boolean {
  return user.accountStatus === 'VERIFIED' && adminEmails.includes(user.userEmail.toLowerCase());
}

/**
 * preHandler after `app.authenticate`: 403 FORBIDDEN unless the signed-in user is an admin, and 403
 * TWO_STEP_REQUIRED for an admin without two-step sign-in. (Organisation owners of the data products
 * will get the same two-step rule here when that role exists.)
 */
export function requireAdmin(adminEmails: readonly string[], db: Database): RequestGuard {
  return async (request) => {
    const user = request.sessionUser;
    if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
    if (!isAdmin(user, adminEmails)) throw new ApiError(403, ERROR_CODES.forbidden, MESSAGES.forbidden);
    if (!(await hasTwoStep(db, user.userId))) throw new ApiError(403, ACCOUNT_PROTECTION_CODES.twoStepRequired, ACCOUNT_PROTECTION_MESSAGES.twoStepRequired);
  };
}
