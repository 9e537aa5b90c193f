import type { SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';

/** Raises a signed-in user's role from what a higher module knows (an agent's paid Pro tier). */
export type SessionRoleRule = (db: Database, user: SessionUser) => Promise<SessionUser>;

// Set once when the app is composed: sessions sit below payment, so payment hands its rule down.
let roleRule: SessionRoleRule = async (_db, user) => user;

/** Sets the rule every session lookup and sign-in applies to the user's role. */
export function setSessionRoleRule(rule: SessionRoleRule): void {
  roleRule = rule;
}

/** The user with the role rule applied. */
export function withSessionRole(db: Database, user: SessionUser): Promise<SessionUser> {
  return roleRule(db, user);
}
