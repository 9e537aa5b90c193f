import { and, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobLedger } from './jobs.tables';

/**
 * Does `work` unless the ledger says a previous attempt with the same idempotency key already
 * did it, then records it. Returns false when the work was skipped.
 *
 * The record follows the work, so a crash in the instant between the two (the SMTP server has
 * accepted, the row is not written) repeats it once; a crash before or during the work, or after
 * the record, repeats nothing. Callers whose work cannot be undone keep that window short.
 */
export async function doOnce(db: Database, queue: string, key: string, work: () => Promise<void>): Promise<boolean> {
  const [done] = await db.select({ key: jobLedger.key }).from(jobLedger).where(eq(jobLedger.key, key));
  if (done) return false;
  await work();
  await db.insert(jobLedger).values({ queue, key }).onConflictDoNothing();
  return true;
}

/** What claimEach found for a set of keys. */
export interface LedgerClaims {
  /** Keys this claimant holds now (new claims, and its own from an attempt that stopped): do their work. */
  mine: Set<string>;
  /** Keys whose work is done already. */
  done: Set<string>;
}

/**
 * How old another claimant's claim must be before its work is taken over: older than every retry of the
 * attempt that made it (a batch job's retries end within about 75 minutes), so that attempt gave up. Its
 * work is then done once more at most when the attempt had done it and stopped before settling it, the
 * window doOnce has too.
 */
export const STALE_CLAIM_HOURS = 12;

/**
 * Claims many keys at once before their work (one read and one multi-row insert): a key is taken
 * by one claimant only; a claimant's retry takes back the claims it held when it stopped, and a claim
 * older than STALE_CLAIM_HOURS is taken over (one update, only when there is one). Each finished piece
 * of work is recorded with settleClaim; a failed one is given back with releaseClaims.
 */
export async function claimEach(db: Database, queue: string, keys: readonly string[], claimant: string): Promise<LedgerClaims> {
  const claims: LedgerClaims = { mine: new Set(), done: new Set() };
  if (keys.length === 0) return claims;
  const held = await db
    .select({ key: jobLedger.key, claimant: jobLedger.claimant, claimedAt: jobLedger.doneAt })
    .from(jobLedger)
    .where(inArray(jobLedger.key, [...keys]));
  const staleBefore = Date.now() - STALE_CLAIM_HOURS * 3_600_000;
  const stale: string[] = [];
  for (const row of held) {
    if (row.claimant === null) claims.done.add(row.key);
    else if (row.claimant === claimant) claims.mine.add(row.key);
    else if (row.claimedAt.getTime() < staleBefore) stale.push(row.key);
  }
  if (stale.length > 0) {
    // The database's clock decides, and a claim settled or taken meanwhile is left alone.
    const taken = await db
      .update(jobLedger)
      .set({ claimant, doneAt: sql`now()` })
      .where(
        and(
          inArray(jobLedger.key, stale),
          isNotNull(jobLedger.claimant),
          ne(jobLedger.claimant, claimant),
          lt(jobLedger.doneAt, sql`now() - make_interval(hours => ${STALE_CLAIM_HOURS})`),
        ),
      )
      .returning({ key: jobLedger.key });
    for (const row of taken) claims.mine.add(row.key);
  }
  const heldKeys = new Set(held.map((row) => row.key));
  const fresh = keys.filter((key) => !heldKeys.has(key));
  if (fresh.length > 0) {
    const inserted = await db
      .insert(jobLedger)
      .values(fresh.map((key) => ({ key, queue, claimant })))
      .onConflictDoNothing()
      .returning({ key: jobLedger.key });
    for (const row of inserted) claims.mine.add(row.key);
  }
  return claims;
}

/** Records the claimed work of `key` as done (right after it is, to keep the window in which a crash repeats it short). */
export async function settleClaim(db: Database, key: string, claimant: string): Promise<void> {
  await db
    .update(jobLedger)
    .set({ claimant: null, doneAt: sql`now()` })
    .where(and(eq(jobLedger.key, key), eq(jobLedger.claimant, claimant)));
}

/** Gives back claims whose work failed, so the retry does it. */
export async function releaseClaims(db: Database, keys: readonly string[], claimant: string): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(jobLedger).where(and(inArray(jobLedger.key, [...keys]), eq(jobLedger.claimant, claimant)));
}
