/** Roles the shell and the API know. */
export const ROLES = ['GUEST', 'STANDARD', 'AGENT', 'AGENT_PRO', 'PROFESSIONAL'] as const;

/** A user's role in the product. */
export type Role = (typeof ROLES)[number];

/** Signup role ids: homeowner 2, contractor 3, agent 7. */
export const ROLE_IDS = { homeowner: 2, contractor: 3, agent: 7 } as const;

/** The `user` query parameter of `/signup`. */
export type SignupUserType = keyof typeof ROLE_IDS;

/** A role id accepted at signup. */
export type RoleId = (typeof ROLE_IDS)[SignupUserType];

/** Every role id accepted at signup, for validation. */
export const SIGNUP_ROLE_IDS: readonly RoleId[] = [ROLE_IDS.homeowner, ROLE_IDS.contractor, ROLE_IDS.agent];

/** Maps a signup role id (and the agent's Pro state) to the product role. */
export function roleFromRoleId(roleId: number, isPro = false): Role {
  if (roleId === ROLE_IDS.agent) return isPro ? 'AGENT_PRO' : 'AGENT';
  if (roleId === ROLE_IDS.contractor) return 'PROFESSIONAL';
  if (roleId === ROLE_IDS.homeowner) return 'STANDARD';
  return 'GUEST';
}

/** True for the roles the spec treats as agents (free or Pro). */
export function isAgentRole(role: Role): boolean {
  return role === 'AGENT' || role === 'AGENT_PRO';
}
