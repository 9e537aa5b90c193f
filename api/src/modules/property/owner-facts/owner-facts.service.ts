import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { applyOwnerCorrection, CORRECTABLE_COMPONENTS, effectiveOwnerFacts, OWNER_FACT_LABELS, ownerFactsProblems, type OwnerFactsCorrection } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { users } from '../../security';
import { ApiError } from '../../../http/envelope';
import type { PropertyRow } from '../property-identity.service';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { FACT_KEYS, ownerReportedKeys, recordFactsOf } from './owner-facts-overlay';
import { buildReport } from '../report.service';
import { homeReport } from '../report-cache';
import { ownUserProperty } from '../user-property.service';
import { ownerHomeFactChanges, ownerHomeFacts } from './owner-facts.tables';

/** Answered (403) when someone who has not claimed the home tries to correct it. */
export const NOT_HOME_OWNER_MESSAGE = 'Only the owner who claimed this home can correct its facts. Claim the home first.';

/** The owner's corrections of a home, or null. */
export async function ownerCorrectionsOf(db: Database, kukunId: number): Promise<OwnerFactsCorrection | null> {
  const [row] = await db.select({ corrections: ownerHomeFacts.corrections }).from(ownerHomeFacts).where(eq(ownerHomeFacts.kukunId, kukunId));
  return row?.corrections ?? null;
}

/** The owners' corrections of many homes in one query (homes without any are absent). */
export async function ownerCorrectionsOfHomes(db: Database, kukunIds: readonly number[]): Promise<Map<number, OwnerFactsCorrection>> {
  if (kukunIds.length === 0) return new Map();
  const rows = await db
    .select({ kukunId: ownerHomeFacts.kukunId, corrections: ownerHomeFacts.corrections })
    .from(ownerHomeFacts)
    .where(inArray(ownerHomeFacts.kukunId, [...new Set(kukunIds)]));
  return new Map(rows.map((row) => [row.kukunId, row.corrections]));
}

/** The home report with the owner's corrections applied: the one cached report (report-cache.ts) every reader shares. */
export async function reportWithOwnerFacts(db: Database, provider: PropertyDataProvider, property: PropertyRow, now = new Date()) {
  // A row the report routes would not show (an address typed before the address rules) is still built for its owner.
  return (await homeReport(db, provider, property.kukunId, now)) ?? buildReport(provider, property, now.getFullYear(), await ownerCorrectionsOf(db, property.kukunId));
}

/** What /update-your-home shows: the record, the corrections, the facts in use and the history of changes. */
export async function ownerFactsView(db: Database, provider: PropertyDataProvider, userId: number, userPropertyId: number) {
  const row = await ownUserProperty(db, userId, userPropertyId);
  const kukunId = row.properties.kukunId;
  const record = recordFactsOf(provider.homeFacts(row.properties));
  const corrections = (await ownerCorrectionsOf(db, kukunId)) ?? {};
  const history = await db
    .select({
      fact: ownerHomeFactChanges.fact,
      oldValue: ownerHomeFactChanges.oldValue,
      newValue: ownerHomeFactChanges.newValue,
      changedAt: ownerHomeFactChanges.changedAt,
      userId: ownerHomeFactChanges.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ownerHomeFactChanges)
    .leftJoin(users, eq(users.id, ownerHomeFactChanges.userId))
    .where(eq(ownerHomeFactChanges.kukunId, kukunId))
    .orderBy(desc(ownerHomeFactChanges.changedAt), desc(ownerHomeFactChanges.id));
  return {
    userPropertyId,
    kukunId,
    canEdit: row.user_properties.claimed,
    record,
    corrections,
    facts: effectiveOwnerFacts(record, corrections),
    ownerReported: ownerReportedKeys(corrections),
    history: history.map((h) => ({
      fact: h.fact,
      label: OWNER_FACT_LABELS[h.fact] ?? h.fact,
      oldValue: h.oldValue,
      newValue: h.newValue,
      changedAt: h.changedAt.toISOString(),
      // Who: the owner sees "You" for their own changes, a former owner by initials only.
      changedBy: h.userId === userId ? 'You' : h.firstName ? `${h.firstName} ${(h.lastName ?? '').slice(0, 1)}.` : 'A former owner',
    })),
  };
}

/**
 * Corrects a claimed home's facts. Only the user who claimed it (403 otherwise; another user's home
 * is 404). The corrected facts are checked together (400 VALIDATION with args.field); each fact that
 * changes is logged old -> new. The home's row is locked, so two saves at once cannot lose a change.
 */
export async function correctOwnerFacts(
  db: Database,
  provider: PropertyDataProvider,
  userId: number,
  userPropertyId: number,
  change: OwnerFactsCorrection,
  currentYear = new Date().getFullYear(),
) {
  const row = await ownUserProperty(db, userId, userPropertyId);
  if (!row.user_properties.claimed) throw new ApiError(403, 'NOT_HOME_OWNER', NOT_HOME_OWNER_MESSAGE);
  const kukunId = row.properties.kukunId;
  const record = recordFactsOf(provider.homeFacts(row.properties));
  await db.transaction(async (tx) => {
    await tx.insert(ownerHomeFacts).values({ kukunId, corrections: {}, updatedByUserId: userId }).onConflictDoNothing();
    const [locked] = await tx.select().from(ownerHomeFacts).where(eq(ownerHomeFacts.kukunId, kukunId)).for('update');
    const current = locked?.corrections ?? {};
    const before = effectiveOwnerFacts(record, current);
    const { corrections, facts } = applyOwnerCorrection(record, current, change);
    const [problem] = ownerFactsProblems(facts, currentYear);
    if (problem) throw new ApiError(400, 'VALIDATION', problem.message, { field: problem.field });
    const changes = [
      ...FACT_KEYS.filter((k) => before[k] !== facts[k]).map((k) => ({ fact: k, oldValue: before[k], newValue: facts[k] })),
      ...CORRECTABLE_COMPONENTS.filter(({ key }) => before.componentYears[key] !== facts.componentYears[key]).map(({ key }) => ({
        fact: key,
        oldValue: before.componentYears[key]!,
        newValue: facts.componentYears[key]!,
      })),
    ];
    if (changes.length > 0) await tx.insert(ownerHomeFactChanges).values(changes.map((c) => ({ ...c, kukunId, userId })));
    // A new facts version retires every cached report of this home, in every API process (report-cache.ts).
    await tx
      .update(ownerHomeFacts)
      .set({ corrections, updatedByUserId: userId, updatedAt: new Date(), factsVersion: sql`${ownerHomeFacts.factsVersion} + 1` })
      .where(and(eq(ownerHomeFacts.kukunId, kukunId)));
  });
  return ownerFactsView(db, provider, userId, userPropertyId);
}
