// The security module's public entry: accounts, sessions, sign-in and the request guards. It sits at
// the bottom of the module graph: it imports no other module.
import type { ApiApp } from '../../http/api-app';
import { securityRoutes, type SecurityRoutesOptions } from './security.route';
import { userSessionValueRoutes } from './user-session-values.route';

export { registerAuthentication, requireRole, type RequestGuard } from './authenticate';
export { LOGIN_DELAY, type LoginDelaySetting } from './account-throttle';
export { layout } from './account-mail.service';
export { signInResponseSchema } from './account.schema';
export { sessionUserSchema } from './security.schema';
export { remoteGoogleVerifier, type GoogleVerifier } from './google-login.service';
export { readProfileImage, userRow } from './profile.service';
export { SESSION_COOKIE_NAME, readSessionToken } from './session-cookie';
export { setSessionRoleRule, type SessionRoleRule } from './session-role';
export { setAccountLookups, type AccountLookups, type LoginHome, type NewAccountRows, type ProfessionalSummary } from './account-lookups';
export type { SessionSettings } from './session-start';
export { findSessionUser, hashSessionToken, liveSessionColumns, liveSessionWhere, optionalSessionUser, sessionTokenHashOf, sessionUserOfRow } from './session.service';
export { finishFirstStep } from './sign-in-finish';
export { decryptSecret, encryptSecret, twoStepKeyFrom } from './totp';
export { hasTwoStep } from './two-step.service';
export { findUserByEmail, isUniqueViolation, normalizeEmail, toSessionUser, type NewProfessional } from './user.service';
// Tables other modules reference (foreign keys to users) or join; their owners write them here.
export { sessions, users } from './users.tables';
export { userProfiles } from './security.tables';

/** Serves /api/v1/security: sign-up, sign-in, sessions, account, profile and the user's stored UI values. */
export async function securityModule(app: ApiApp, options: SecurityRoutesOptions): Promise<void> {
  await app.register(securityRoutes, { prefix: '/api/v1/security', ...options });
  await app.register(userSessionValueRoutes, { prefix: '/api/v1/security', db: options.db });
}
