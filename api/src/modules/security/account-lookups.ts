import type { Database } from '../../db/database';

/** A home of the user as sign-in returns it (shell-and-account.md §3, property in the user's list). */
export interface LoginHome {
  userPropertyId: number;
  claimed: boolean;
  isSavedAddress: boolean;
  isPaidAddress: boolean;
  validAddress: boolean;
  property: { propertyId: number; kukunId: number; address: string; unitNumber: string; city: string; state: string; zipCode: string };
}

/**
 * What sign-in and the account routes ask the modules above security (which own homes and plans).
 * Set once when the app is composed; until then a user has no homes and no plans.
 */
export interface AccountLookups {
  /** The user's homes, oldest first, so sign-in can set the first valid one as my_home. */
  homesOf(db: Database, userId: number): Promise<LoginHome[]>;
  /** Whether the estimate plan is the user's. */
  ownsPlan(db: Database, userId: number, planId: number): Promise<boolean>;
}

let lookups: AccountLookups = { homesOf: async () => [], ownsPlan: async () => false };

/** Sets the lookups; called by the app when it composes the modules. */
export function setAccountLookups(next: AccountLookups): void {
  lookups = next;
}

/** The user's homes as sign-in returns them. */
export function homesForLogin(db: Database, userId: number): Promise<LoginHome[]> {
  return lookups.homesOf(db, userId);
}

/** Whether the estimate plan is the user's. */
export function ownsPlan(db: Database, userId: number, planId: number): Promise<boolean> {
  return lookups.ownsPlan(db, userId, planId);
}
