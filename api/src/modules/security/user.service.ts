import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, displayNameOf, roleFromRoleId, type RoleId, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users, type UserRow } from './users.tables';
import { ApiError } from '../../http/envelope';
import { hashPassword, verifyAgainstNoAccount, verifyPassword } from './password.service';
import { assertStrongPassword } from './password-strength';
import { userProfiles } from './security.tables';
import { accountCreated } from './account-lookups';

/** A contractor's company, sent from /signup/new-contractor (the professional claim's fields). */
export interface NewProfessional {
  companyName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The fields a new account is created from (already validated). */
export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roleId: RoleId;
  /** The terms acceptance the signup form sends (always true from the form). */
  termsAccepted?: boolean;
  professional?: NewProfessional;
}

/** Emails are compared and stored lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The SessionUser view of a user row. Pro status arrives with payments; until then agents are AGENT. */
export function toSessionUser(user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'accountStatus'>): SessionUser {
  return {
    userId: user.id,
    userEmail: user.email,
    userFirstName: user.firstName,
    userLastName: user.lastName,
    displayName: displayNameOf(user.firstName, user.email),
    roleId: user.roleId,
    userRole: roleFromRoleId(user.roleId),
    accountStatus: user.accountStatus,
  };
}

/** The user with this email, if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

function emailInUse(): ApiError {
  return new ApiError(409, ERROR_CODES.emailExists, MESSAGES.emailInUse);
}

/**
 * PostgreSQL's unique_violation, whether drizzle hands over the driver error or wraps it in `cause`.
 * Duck-typed rather than `instanceof Error`: PGlite's errors may come from another JS realm.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Called when a sign-up names an account without a password: its owner is mailed a link to claim it. */
export type PasswordlessAccountNotice = (user: UserRow) => Promise<void>;

/**
 * Creates an account awaiting email verification; 409 code 10001 when the email is taken. A sign-up
 * never attaches to an existing account: one without a password (an invited client, a Google
 * sign-in) answers the same 409, and only its owner can claim it through the link `notice` mails.
 * The password is checked and hashed first, so a taken email answers in the same time as a new one.
 */
export async function createAccount(db: Database, account: NewAccount, notice: PasswordlessAccountNotice): Promise<SessionUser> {
  const email = normalizeEmail(account.email);
  assertStrongPassword(account.password, 'password', [email, account.firstName, account.lastName]);
  const passwordHash = await hashPassword(account.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.passwordHash === null) await notice(existing);
    throw emailInUse();
  }
  try {
    // One transaction: an account never exists without its profile rows.
    const user = await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ email, passwordHash, firstName: account.firstName, lastName: account.lastName, roleId: account.roleId }).returning();
      if (!row) throw new Error('user insert returned no row');
      await tx.insert(userProfiles).values({ userId: row.id, termsAcceptedAt: account.termsAccepted ? sql`now()` : null });
      // The role's own rows (an agent's empty profile, a contractor's record) belong to the modules above.
      await accountCreated(tx as unknown as Database, { userId: row.id, email, roleId: account.roleId, ...(account.professional ? { professional: account.professional } : {}) });
      return row;
    });
    return toSessionUser(user);
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/**
 * Checks credentials. The spec tells an unknown email (code 401, "No user found for this email.")
 * from a wrong password (10003) on purpose, and email-exists reveals accounts anyway, so the
 * messages stay; what is hidden is timing: every path verifies one argon2 hash.
 */
export async function authenticateCredentials(db: Database, email: string, password: string): Promise<SessionUser> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyAgainstNoAccount(password);
    throw new ApiError(401, ERROR_CODES.noUser, MESSAGES.signInNoUser);
  }
  // Accounts without a password (invited clients, Google sign-ins) never match a password.
  const matches = user.passwordHash === null ? await verifyAgainstNoAccount(password) : await verifyPassword(user.passwordHash, password);
  if (!matches) {
    throw new ApiError(401, ERROR_CODES.invalid, MESSAGES.signInInvalidCredentials);
  }
  return toSessionUser(user);
}

/**
 * What the signup form's debounced pre-check needs to know about an email: only whether it is
 * taken (an account without a password is not told apart, so the answer names no claimable account).
 */
export async function emailStatus(db: Database, email: string): Promise<{ exists: boolean }> {
  return { exists: (await findUserByEmail(db, email)) !== undefined };
}
