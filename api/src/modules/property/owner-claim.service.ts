import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  CLAIM_ERROR_CODES,
  CLAIM_MESSAGES,
  CLAIM_WRONG_ANSWERS_PER_DAY,
  CLAIMED_HOMES_LIMIT,
  claimEligibility,
  isClaimLimitReached,
  verificationMatches,
  type ClaimStatus,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { PropertyRow } from './property-identity.service';
import { ownerClaimAttempts, properties, userProperties } from './property.tables';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { buildReport } from './report.service';
import { ownUserProperty, viewUserProperty, type UserPropertyView } from './user-property.service';

/** What the claim checks against: the home's value (from the report) and its parcel number (never shown). */
export interface ClaimRecord {
  currentValue: number;
  parcelNumber: string;
}

/** The claim record of a home: its value from the report and the parcel number from the provider. */
export function claimRecordOf(provider: PropertyDataProvider, property: PropertyRow): ClaimRecord {
  return { currentValue: buildReport(provider, property).summary.currentValue, parcelNumber: provider.homeFacts(property).parcelNumber };
}

type Outcome = (typeof ownerClaimAttempts.$inferInsert)['outcome'];

/** Midnight UTC of the day `now` falls in: wrong answers count from here. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function claimedCountOf(db: Database | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userProperties)
    .where(and(eq(userProperties.userId, userId), eq(userProperties.claimed, true)));
  return row?.n ?? 0;
}

async function claimedByAnyone(db: Database | Tx, kukunId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userProperties.id })
    .from(userProperties)
    .where(and(eq(userProperties.kukunId, kukunId), eq(userProperties.claimed, true)));
  return row !== undefined;
}

/** The claim rules for one home and the signed-in user. */
export async function claimStatus(db: Database, userId: number, kukunId: number, currentValue: number, now = new Date()): Promise<ClaimStatus> {
  const [mine] = await db
    .select()
    .from(userProperties)
    .where(and(eq(userProperties.userId, userId), eq(userProperties.kukunId, kukunId)));
  const claimedCount = await claimedCountOf(db, userId);
  const claimedByYou = mine?.claimed ?? false;
  const facts = { hasValue: currentValue > 0, claimed: claimedByYou || (await claimedByAnyone(db, kukunId)), claimedByYou, claimedCount };
  return {
    kukunId,
    hasValue: facts.hasValue,
    claimed: facts.claimed,
    claimedByYou,
    userPropertyId: mine?.id ?? null,
    claimedCount,
    claimLimit: CLAIMED_HOMES_LIMIT,
    claimLimitReached: isClaimLimitReached(claimedCount),
    eligibility: claimEligibility(facts),
    verificationLocked: (await wrongAnswersToday(db, userId, kukunId, now)) >= CLAIM_WRONG_ANSWERS_PER_DAY,
  };
}

/** Wrong answers this user gave for this home since midnight UTC. */
async function wrongAnswersToday(db: Database | Tx, userId: number, kukunId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ownerClaimAttempts)
    .where(
      and(
        eq(ownerClaimAttempts.userId, userId),
        eq(ownerClaimAttempts.kukunId, kukunId),
        eq(ownerClaimAttempts.outcome, 'wrong-answer'),
        gte(ownerClaimAttempts.attemptedAt, startOfUtcDay(now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims a home after the owner's verification: valid only when a value exists and
 * nobody has claimed it, within the user's claim limit, and when the answer matches the record.
 * After CLAIM_WRONG_ANSWERS_PER_DAY wrong answers for a home in a day (UTC), the user's next
 * attempts at it are refused (429) until the next day. Every attempt is logged with its outcome.
 * Claiming your own claimed home again answers it unchanged.
 *
 * Runs in a transaction that locks the user's row, then the home's row, so two claims of the
 * same home, or two claims by one user, run one after the other: neither the checks nor the
 * count of wrong answers can be raced. The attempt is logged in the same transaction, and the
 * refusal is thrown after it commits.
 */
/**
 * Claims a home for a user whose ownership was proved another way (a mailed code, a reviewed document):
 * the same value, already-claimed and claim-limit rules, under the same locks as claimHome. `tx` is a
 * transaction that the caller opened (the proof is used up in it); the refusal is thrown.
 */
export async function claimProvedHome(tx: Tx, userId: number, userPropertyId: number, kukunId: number, currentValue: number, now = new Date()): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  await tx.select({ id: properties.kukunId }).from(properties).where(eq(properties.kukunId, kukunId)).for('update');
  const [mine] = await tx.select({ claimed: userProperties.claimed }).from(userProperties).where(eq(userProperties.id, userPropertyId));
  if (mine?.claimed) return;
  await assertClaimable(tx, userId, kukunId, currentValue);
  await tx.update(userProperties).set({ claimed: true }).where(eq(userProperties.id, userPropertyId));
  await tx.insert(ownerClaimAttempts).values({ userId, kukunId, attemptedAt: now, outcome: 'claimed' });
}

/** Refuses (409) a home that cannot be claimed by this user now: claimed, without a value, or past the claim limit. */
export async function assertClaimable(db: Database | Tx, userId: number, kukunId: number, currentValue: number): Promise<void> {
  const eligibility = claimEligibility({
    hasValue: currentValue > 0,
    claimed: await claimedByAnyone(db, kukunId),
    claimedByYou: false,
    claimedCount: await claimedCountOf(db, userId),
  });
  if (eligibility === 'already-claimed') throw new ApiError(409, CLAIM_ERROR_CODES.alreadyClaimed, CLAIM_MESSAGES.alreadyClaimed);
  if (eligibility === 'no-value') throw new ApiError(409, CLAIM_ERROR_CODES.noValue, CLAIM_MESSAGES.noValue);
  if (eligibility === 'claim-limit-reached') {
    throw new ApiError(409, CLAIM_ERROR_CODES.claimLimitReached, CLAIM_MESSAGES.claimLimitReached, { claimLimit: CLAIMED_HOMES_LIMIT });
  }
}

export async function claimHome(
  db: Database,
  userId: number,
  userPropertyId: number,
  record: ClaimRecord,
  answer: { parcelLast4: string },
  now = new Date(),
): Promise<UserPropertyView> {
  const row = await ownUserProperty(db, userId, userPropertyId);
  if (row.user_properties.claimed) return viewUserProperty(row.user_properties, row.properties);
  const kukunId = row.properties.kukunId;
  const { outcome, wrong, home } = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    await tx.select({ id: properties.kukunId }).from(properties).where(eq(properties.kukunId, kukunId)).for('update');
    let wrong = await wrongAnswersToday(tx, userId, kukunId, now);
    const eligibility = claimEligibility({
      hasValue: record.currentValue > 0,
      claimed: await claimedByAnyone(tx, kukunId),
      claimedByYou: false,
      claimedCount: await claimedCountOf(tx, userId),
    });
    let outcome: Outcome;
    let home: UserPropertyView | null = null;
    if (wrong >= CLAIM_WRONG_ANSWERS_PER_DAY) outcome = 'locked';
    else if (eligibility !== 'eligible' && eligibility !== 'claimed-by-you') outcome = eligibility;
    else if (!verificationMatches(answer, record)) {
      outcome = 'wrong-answer';
      wrong += 1;
    } else {
      outcome = 'claimed';
      const [updated] = await tx.update(userProperties).set({ claimed: true }).where(eq(userProperties.id, userPropertyId)).returning();
      home = viewUserProperty(updated!, row.properties);
    }
    await tx.insert(ownerClaimAttempts).values({ userId, kukunId, attemptedAt: now, outcome });
    return { outcome, wrong, home };
  });
  switch (outcome) {
    case 'claimed':
      return home!;
    case 'locked':
      throw new ApiError(429, CLAIM_ERROR_CODES.tooManyAttempts, CLAIM_MESSAGES.tooManyAttempts);
    case 'already-claimed':
      throw new ApiError(409, CLAIM_ERROR_CODES.alreadyClaimed, CLAIM_MESSAGES.alreadyClaimed);
    case 'no-value':
      throw new ApiError(409, CLAIM_ERROR_CODES.noValue, CLAIM_MESSAGES.noValue);
    case 'claim-limit-reached':
      throw new ApiError(409, CLAIM_ERROR_CODES.claimLimitReached, CLAIM_MESSAGES.claimLimitReached, { claimLimit: CLAIMED_HOMES_LIMIT });
    case 'wrong-answer':
      throw new ApiError(422, CLAIM_ERROR_CODES.verificationFailed, CLAIM_MESSAGES.verificationFailed, {
        field: 'parcelLast4',
        attemptsLeft: Math.max(0, CLAIM_WRONG_ANSWERS_PER_DAY - wrong),
      });
  }
}
