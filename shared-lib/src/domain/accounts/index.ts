// Accounts and where they go: roles, the session user, profile rules, account protections, safe and post-login redirects, the blog access token, and the routes each app owns.
// Imported as @homeworth/shared-lib/domain/accounts (or through @homeworth/shared-lib/domain).
export { roleFromRoleId, isAgentRole, ROLES, type Role, ROLE_IDS, type SignupUserType, type RoleId, SIGNUP_ROLE_IDS } from './roles';
export { displayNameOf, type AccountStatus, type SessionUser } from './session-user';
export {
  normaliseRoutePath,
  matchesRoutePattern,
  matchesPathTemplate,
  sharedRoutePath,
  findRouteConflicts,
  routesFileProblems,
  pageStartElement,
  type RouteAccess,
  type AppRoute,
  type EarlyScript,
  type AppRoutesFile,
  type AppClaim,
  type RouteConflict,
  PAGE_START_ELEMENT_ID,
  REMOTE_OVERRIDES_KEY,
  type PageStart,
} from './app-routes';
export {
  personNameProblem,
  phoneDigits,
  formatPhone,
  mobileProblem,
  profileEmailProblem,
  profileImageProblem,
  PROFILE_MESSAGES,
  MAX_PROFILE_IMAGE_BYTES,
  PROFILE_IMAGE_SIZE,
  PROFILE_IMAGE_TYPES,
} from './account-rules';
export {
  safeReferrer,
  allowedReferrer,
  redirectAfterLogin,
  destinationAfterSignup,
  type PostLoginFacts,
  type PostLoginRedirect,
  PAYMENT_ROLE_KEY,
  MAIN_SITE_PATH,
  APP_HOST_PATHS,
  ALLOWED_REFERRER_PATHS,
} from './post-login-redirect';
export { safeRedirectPath, MAX_REDIRECT_LENGTH } from './safe-redirect';
export { isBlogUrl, withBlogAccessToken, BLOG_ORIGIN, BLOG_ACCESS_PARAM, BLOG_TOKEN_TTL_SECONDS } from './blog-access';
export { ACCOUNT_PROTECTION_CODES, ACCOUNT_PROTECTION_MESSAGES, ACCOUNT_EVENT_KINDS, type AccountEventKind, ACCOUNT_EVENT_LABELS, RECOVERY_CODE_COUNT } from './account-protection';
export { isOverrideOrigin, overrideAllowed, splitOverrides } from './remote-overrides';
