import { and, count, eq, sql } from 'drizzle-orm';
import {
  CLAIM_ERROR_CODES, CLAIM_MESSAGES, CLAIMED_HOMES_LIMIT, claimEligibility, isClaimLimitReached, verificationMatches, type ClaimStatus,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { properties, userProperties } from './property.tables';
import { ownUserProperty, viewUserProperty, type UserPropertyView } from './user-property.service';


/** The facts the report provides for a claim: its value and the bedroom count on record. */
export interface ClaimRecord {
  currentValue: number;
  bedrooms: number;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function claimedCountOf(db: Database | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userProperties).where(and(eq(userProperties.userId, userId), eq(userProperties.claimed, true)));
  return row?.n ?? 0;
}

async function claimedByAnyone(db: Database | Tx, kukunId: number): Promise<boolean> {
  const [row] = await db.select({ id: userProperties.id }).from(userProperties).where(and(eq(userProperties.kukunId, kukunId), eq(userProperties.claimed, true)));
  return row !== undefined;
}

/** The claim rules for one home and the signed-in user. */
export async function claimStatus(db: Database, userId: number, kukunId: number, currentValue: number): Promise<ClaimStatus> {
  const [mine] = await db.select().from(userProperties).where(and(eq(userProperties.userId, userId), eq(userProperties.kukunId, kukunId)));
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
  };
}

/**
 * Claims a home (§4) after the owner's verification: valid only when a value exists and
 * nobody has claimed it, within the user's claim limit, and when the answer matches the record.
 * Claiming your own claimed home again answers it unchanged.
 *
 * Runs in a transaction that locks the user's row, then the home's row, so two claims of the
 * same home, or two claims by one user, run one after the other: neither check can be raced.
 */
export async function claimHome(db: Database, userId: number, userPropertyId: number, record: ClaimRecord, answer: { bedrooms: number }): Promise<UserPropertyView> {
  const row = await ownUserProperty(db, userId, userPropertyId);
  if (row.user_properties.claimed) return viewUserProperty(row.user_properties, row.properties);
  const kukunId = row.properties.kukunId;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    await tx.select({ id: properties.kukunId }).from(properties).where(eq(properties.kukunId, kukunId)).for('update');
    const eligibility = claimEligibility({
      hasValue: record.currentValue > 0,
      claimed: await claimedByAnyone(tx, kukunId),
      claimedByYou: false,
      claimedCount: await claimedCountOf(tx, userId),
    });
    if (eligibility === 'already-claimed') throw new ApiError(409, CLAIM_ERROR_CODES.alreadyClaimed, CLAIM_MESSAGES.alreadyClaimed);
    if (eligibility === 'no-value') throw new ApiError(409, CLAIM_ERROR_CODES.noValue, CLAIM_MESSAGES.noValue);
    if (eligibility === 'claim-limit-reached') {
      throw new ApiError(409, CLAIM_ERROR_CODES.claimLimitReached, CLAIM_MESSAGES.claimLimitReached, { claimLimit: CLAIMED_HOMES_LIMIT });
    }
    if (!verificationMatches(answer, record)) throw new ApiError(422, CLAIM_ERROR_CODES.verificationFailed, CLAIM_MESSAGES.verificationFailed, { field: 'bedrooms' });
    const [updated] = await tx.update(userProperties).set({ claimed: true }).where(eq(userProperties.id, userPropertyId)).returning();
    return viewUserProperty(updated!, row.properties);
  });
}
