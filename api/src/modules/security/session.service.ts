import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@homeworth/shared-lib/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { sessions, users } from './users.tables';
import { toSessionUser } from './user.service';
import { readSessionToken } from './session-cookie';
import { withSessionRole } from './session-role';

// Opaque session tokens: 32 random bytes, sent only in the cookie; the database keeps their SHA-256.
// A plain hash suffices (no salt, no argon2) because the token has 256 bits of entropy.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 hex of a session token, the form stored in `sessions.token_hash`. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The device a session was started on (for "Where you're signed in"). */
export interface SessionDevice {
  userAgent: string;
  ipPrefix: string;
}

/** Starts a session for `userId` lasting `ttlDays` (on the database clock) and returns its token for the cookie. */
export async function createSession(db: Database, userId: number, ttlDays: number, device: SessionDevice = { userAgent: '', ipPrefix: '' }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId, expiresAt: sql`now() + make_interval(days => ${ttlDays})`, ...device });
  return token;
}

/** Last-seen times are written at most this often per session, not on every request. */
export const LAST_SEEN_INTERVAL_MINUTES = 5;

/** The columns a session lookup reads: the user, the session and whether its last-seen time is due. */
export const liveSessionColumns = {
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    roleId: users.roleId,
    accountStatus: users.accountStatus,
  },
  sessionId: sessions.id,
  stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(mins => ${LAST_SEEN_INTERVAL_MINUTES})`,
};

/** What a session lookup read (liveSessionColumns). */
export interface LiveSessionRow {
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'accountStatus'>;
  sessionId: number;
  stale: boolean;
}

/** The stored hash of a cookie's token, or null for a token that cannot be one. */
export function sessionTokenHashOf(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hashSessionToken(token) : null;
}

/**
 * The condition of a live session (not expired, not revoked) with this token hash (a value, a prepared
 * statement's placeholder, or any of several). Read on every request, never cached: a revoked session stops
 * working at once on every replica.
 */
export function liveSessionWhere(tokenHash: string | Placeholder | string[]): SQL {
  const token = Array.isArray(tokenHash) ? inArray(sessions.tokenHash, tokenHash) : eq(sessions.tokenHash, tokenHash);
  return and(token, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))!;
}

/** The session user of a row read with liveSessionColumns: its last-seen time written when due, the role rule applied. */
export async function sessionUserOfRow(db: Database, row: LiveSessionRow): Promise<SessionUser> {
  if (row.stale)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  return withSessionRole(db, toSessionUser(row.user));
}

/** The user of a live session (not expired, not revoked), or null. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const tokenHash = sessionTokenHashOf(token);
  if (tokenHash === null) return null;
  const [row] = await db.select(liveSessionColumns).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(liveSessionWhere(tokenHash)).limit(1);
  return row ? sessionUserOfRow(db, row) : null;
}

/** Ends a session; unknown or already revoked tokens are left alone. */
export async function revokeSession(db: Database, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password change, reset): stolen cookies stop working. */
export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The signed-in user of a route open to guests, or null. */
export async function optionalSessionUser(db: Database, request: FastifyRequest): Promise<SessionUser | null> {
  const token = readSessionToken(request);
  // eslint-disable-next-line security/detect-possible-timing-attacks -- compares with undefined (is there a cookie), not a secret
  if (token === undefined) return null;
  return findSessionUser(db, token);
}
