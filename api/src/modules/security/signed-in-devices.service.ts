import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from './users.tables';
import { deviceName } from './client-info';
import { hashSessionToken } from './session.service';

// "Where you're signed in": the live sessions of a user, and signing one or all others out.

const live = (userId: number) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The user's live sessions, most recently seen first; `current` marks the one of `currentToken`. */
export async function signedInDevices(db: Database, userId: number, currentToken: string | undefined) {
  const currentHash = currentToken === undefined ? '' : hashSessionToken(currentToken);
  const rows = await db.select().from(sessions).where(live(userId)).orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    sessionId: row.id,
    device: deviceName(row.userAgent),
    ipPrefix: row.ipPrefix,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/** Ends one other live session of the user; how many ended (0: not theirs, not live, or this very session). */
export async function signOutSession(db: Database, userId: number, sessionId: number, currentToken: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(live(userId), eq(sessions.id, sessionId), ne(sessions.tokenHash, hashSessionToken(currentToken))))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every live session of the user but the current one; how many ended. */
export async function signOutEverywhereElse(db: Database, userId: number, currentToken: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(live(userId), ne(sessions.tokenHash, hashSessionToken(currentToken))))
    .returning({ id: sessions.id });
  return ended.length;
}
