import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ERROR_CODES, MESSAGES, PROFILE_IMAGE_SIZE, PROFILE_MESSAGES, phoneDigits, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users, type UserRow } from './users.tables';
import { ApiError } from '../../http/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { ProfileUpdate } from './profile.schema';
import { hashPassword } from './password.service';
import { assertStrongPassword } from './password-strength';
import { userProfiles } from './security.tables';
import { endEveryWayIn } from './account-token.service';
import { findUserByEmail, toSessionUser } from './user.service';

/** The profile page's data (see profile.schema.ts). */
export interface Profile {
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userPhone: string;
  monthlyNewsletter: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  hasProfileImage: boolean;
  isPasswordExist: boolean;
}

/** What a profile update changed that the route must act on. */
export interface ProfileUpdateResult {
  user: SessionUser;
  profile: Profile;
  /** A new email needs a verification link. */
  emailChanged: boolean;
  /** A first password revoked every session; the route signs this browser in again. */
  passwordCreated: boolean;
}

/** The user's row; 401 when the account is gone. */
export async function userRow(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  return user;
}

async function profileRow(db: Database, userId: number) {
  // Accounts made before profiles existed get their row on first read.
  await db.insert(userProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  if (!row) throw new Error('profile row missing');
  return row;
}

/** The signed-in user's profile. */
export async function getProfile(db: Database, userId: number): Promise<Profile> {
  const user = await userRow(db, userId);
  const row = await profileRow(db, userId);
  return {
    userFirstName: user.firstName,
    userLastName: user.lastName,
    userEmail: user.email,
    userPhone: row.phone ?? '',
    monthlyNewsletter: row.monthlyNewsletter,
    emailNotifications: row.emailNotifications,
    smsNotifications: row.smsNotifications,
    hasProfileImage: row.profileImageKey !== null,
    isPasswordExist: user.passwordHash !== null,
  };
}

/**
 * Saves the profile form. An account without a password must create one first
 * ("Password creation required to save changes"); a new email goes back to VERIFICATION_PENDING.
 */
export async function updateProfile(db: Database, userId: number, update: ProfileUpdate): Promise<ProfileUpdateResult> {
  const user = await userRow(db, userId);
  const passwordCreated = user.passwordHash === null;
  if (passwordCreated && update.password === undefined) {
    throw new ApiError(400, 'PASSWORD_REQUIRED', MESSAGES.passwordCreationRequired, { field: 'password' });
  }
  if (!passwordCreated && update.password !== undefined) {
    throw new ApiError(400, ERROR_CODES.validation, 'password: this account has a password; use Change password.', { field: 'password' });
  }
  if (passwordCreated && update.password) assertStrongPassword(update.password, 'password', [user.email, update.firstName, update.lastName]);
  const emailChanged = update.email !== user.email;
  if (emailChanged && (await findUserByEmail(db, update.email))) throw new ApiError(409, ERROR_CODES.emailExists, MESSAGES.emailInUse);

  const [updated] = await db
    .update(users)
    .set({
      firstName: update.firstName,
      lastName: update.lastName,
      email: update.email,
      ...(emailChanged ? { accountStatus: 'VERIFICATION_PENDING' as const } : {}),
      ...(passwordCreated && update.password ? { passwordHash: await hashPassword(update.password) } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  await profileRow(db, userId);
  await db
    .update(userProfiles)
    .set({
      phone: phoneDigits(update.phone),
      monthlyNewsletter: update.monthlyNewsletter,
      emailNotifications: update.emailNotifications,
      smsNotifications: update.smsNotifications,
      updatedAt: sql`now()`,
    })
    .where(eq(userProfiles.userId, userId));
  if (passwordCreated) await endEveryWayIn(db, userId);
  return { user: toSessionUser(updated), profile: await getProfile(db, userId), emailChanged, passwordCreated };
}

/** Storage key of a user's profile image. */
export function profileImageKey(userId: number): string {
  return `profile-images/${userId}.png`;
}

/**
 * Stores a profile image: png or jpeg only (by content, not by the name the browser gave),
 * resized to 180x180 and kept as png through the storage provider.
 */
export async function saveProfileImage(db: Database, storage: FileStorage, userId: number, data: Buffer): Promise<Profile> {
  let resized: Buffer;
  try {
    const { format } = await sharp(data).metadata();
    if (format !== 'png' && format !== 'jpeg') throw new Error(`format ${format}`);
    resized = await sharp(data).rotate().resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' }).png().toBuffer();
  } catch {
    throw new ApiError(400, ERROR_CODES.validation, PROFILE_MESSAGES.fileTypeNotAllowed, { field: 'image' });
  }
  const key = profileImageKey(userId);
  await storage.put(key, resized);
  await profileRow(db, userId);
  await db
    .update(userProfiles)
    .set({ profileImageKey: key, updatedAt: sql`now()` })
    .where(eq(userProfiles.userId, userId));
  return getProfile(db, userId);
}

/** The user's stored profile image, or null (the page then shows the default picture). */
export async function readProfileImage(db: Database, storage: FileStorage, userId: number): Promise<Buffer | null> {
  const row = await profileRow(db, userId);
  return row.profileImageKey ? storage.get(row.profileImageKey) : null;
}
