import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/envelope';
import { properties, userProperties } from '../property.tables';
import { reportHistory } from './report-history.tables';

/** The order history's tool name and version. */
export const IHOME_REPORT_TOOL = { toolName: 'IHOME_REPORT', toolVersion: 1 } as const;

/** Answered (404) for a home that is not in the user's report history. */
export const NOT_IN_HISTORY_MESSAGE = 'This report is not in your report history.';

/** One report of the history. */
export interface ReportHistoryEntry {
  kukunId: number;
  address: string;
  unitNumber: string;
  city: string;
  state: string;
  zipCode: string;
  /** When the user last opened the report (null: bought, never opened since). */
  lastOpenedAt: string | null;
  openCount: number;
  /** The user paid for this home's full report (its tier is paid). */
  bought: boolean;
  /** When the entry was last active: the last opening, else when the home was added. */
  activityAt: string;
}

/** Counts one opening of a home's report by a signed-in user (and shows the entry again if it was deleted). */
export async function recordReportOpened(db: Database, userId: number, kukunId: number): Promise<void> {
  await db
    .insert(reportHistory)
    .values({ userId, kukunId, lastOpenedAt: new Date(), openCount: 1 })
    .onConflictDoUpdate({
      target: [reportHistory.userId, reportHistory.kukunId],
      set: { lastOpenedAt: sql`now()`, openCount: sql`${reportHistory.openCount} + 1`, hiddenAt: null },
    });
}

/**
 * The user's report history, newest first: every report opened, and every home bought (paid tier),
 * except the entries the user deleted.
 */
export async function reportHistoryOf(db: Database, userId: number, limit = 200): Promise<ReportHistoryEntry[]> {
  const activityAt = sql<Date>`coalesce(${reportHistory.lastOpenedAt}, ${userProperties.createdAt})`;
  // The user's own homes of the history first (their opened reports and bought homes, by their
  // indexes), then those homes' properties: never a walk over every property.
  const mine = union(
    db.select({ kukunId: reportHistory.kukunId }).from(reportHistory).where(eq(reportHistory.userId, userId)),
    db
      .select({ kukunId: userProperties.kukunId })
      .from(userProperties)
      .where(and(eq(userProperties.userId, userId), eq(userProperties.tier, 'paid'))),
  ).as('mine');
  const rows = await db
    .select({ property: properties, lastOpenedAt: reportHistory.lastOpenedAt, openCount: reportHistory.openCount, tier: userProperties.tier, activityAt })
    .from(mine)
    .innerJoin(properties, eq(properties.kukunId, mine.kukunId))
    .leftJoin(reportHistory, and(eq(reportHistory.kukunId, properties.kukunId), eq(reportHistory.userId, userId)))
    .leftJoin(userProperties, and(eq(userProperties.kukunId, properties.kukunId), eq(userProperties.userId, userId)))
    .where(and(or(isNotNull(reportHistory.userId), eq(userProperties.tier, 'paid')), isNull(reportHistory.hiddenAt)))
    .orderBy(desc(activityAt), desc(properties.kukunId))
    .limit(limit);
  return rows.map((r) => ({
    kukunId: r.property.kukunId,
    address: r.property.address,
    unitNumber: r.property.unitNumber,
    city: r.property.city,
    state: r.property.state,
    zipCode: r.property.zipCode,
    lastOpenedAt: r.lastOpenedAt?.toISOString() ?? null,
    openCount: r.openCount ?? 0,
    bought: r.tier === 'paid',
    activityAt: new Date(r.activityAt).toISOString(),
  }));
}

/** Deletes a report from the user's history (hides it; only the user's own entry). 404 when it is not there. */
export async function deleteReportHistoryEntry(db: Database, userId: number, kukunId: number): Promise<void> {
  const entries = await reportHistoryOf(db, userId);
  if (!entries.some((e) => e.kukunId === kukunId)) throw new ApiError(404, 'NOT_FOUND', NOT_IN_HISTORY_MESSAGE);
  await db
    .insert(reportHistory)
    .values({ userId, kukunId, hiddenAt: new Date() })
    .onConflictDoUpdate({ target: [reportHistory.userId, reportHistory.kukunId], set: { hiddenAt: sql`now()` } });
}
