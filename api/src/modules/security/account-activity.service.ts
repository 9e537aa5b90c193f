import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type AccountEventKind } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import type { Database } from '../../db/database';
import { accountEvents } from './account-protection.tables';
import { clientInfo, deviceName } from './client-info';
import { findUserByEmail } from './user.service';

// The account activity log: what happened to an account, shown to its owner only. It keeps no
// secrets: the kind, when, the device name and the address without its host part.

/** Records one event of `userId`'s account, from the device of `request`. */
export async function recordAccountEvent(db: Database, userId: number, kind: AccountEventKind, request: FastifyRequest): Promise<void> {
  const { userAgent, ipPrefix } = clientInfo(request);
  await db.insert(accountEvents).values({ userId, kind, ipPrefix, device: deviceName(userAgent) });
}

/** Logs a wrong password for an existing account (then rethrows `error`); other failures are only rethrown. */
export async function recordFailedSignIn(db: Database, email: string, request: FastifyRequest, error: unknown): Promise<never> {
  if (error instanceof ApiError && error.code === ERROR_CODES.invalid) {
    const user = await findUserByEmail(db, email);
    if (user) await recordAccountEvent(db, user.id, 'SIGN_IN_FAILED', request);
  }
  throw error;
}

/** Events per page of the activity list. */
export const ACTIVITY_PAGE_SIZE = 20;

/** A page of the user's events, newest first; `before` is the id of the last event of the previous page. */
export async function accountActivity(db: Database, userId: number, before?: number) {
  const rows = await db
    .select({ id: accountEvents.id, kind: accountEvents.kind, device: accountEvents.device, ipPrefix: accountEvents.ipPrefix, createdAt: accountEvents.createdAt })
    .from(accountEvents)
    .where(and(eq(accountEvents.userId, userId), before === undefined ? undefined : lt(accountEvents.id, before)))
    .orderBy(desc(accountEvents.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const events = rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({ ...row, kind: row.kind as AccountEventKind, createdAt: row.createdAt.toISOString() }));
  return { events, nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? (events[events.length - 1]?.id ?? null) : null };
}
