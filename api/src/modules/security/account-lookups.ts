import type { RoleId } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import type { NewProfessional } from './user.service';

/** A home of the user as sign-in returns it. */
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
  /** The contractor's professional record, or a 404 (sign-in reads it for a contractor). */
  professionalOf(db: Database, userId: number): Promise<ProfessionalSummary>;
  /** Writes the rows a new account's role starts with, in the sign-up's transaction (`db` is the transaction). */
  accountCreated(db: Database, account: NewAccountRows): Promise<void>;
}

/** The professional record sign-in reads for a contractor. */
export interface ProfessionalSummary {
  professionalId: number;
  companyName: string;
  kukunUrl: string;
}

/** A new account, as the modules that add its role's rows see it. */
export interface NewAccountRows {
  userId: number;
  email: string;
  roleId: RoleId;
  professional?: NewProfessional;
}

let lookups: AccountLookups = {
  homesOf: async () => [],
  ownsPlan: async () => false,
  professionalOf: async () => {
    throw new Error('account lookups are not set: the app sets them when it composes the modules');
  },
  accountCreated: async () => {},
};

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

/** The contractor's professional record, or a 404. */
export function professionalOf(db: Database, userId: number): Promise<ProfessionalSummary> {
  return lookups.professionalOf(db, userId);
}

/** Writes the rows a new account's role starts with. */
export function accountCreated(db: Database, account: NewAccountRows): Promise<void> {
  return lookups.accountCreated(db, account);
}
