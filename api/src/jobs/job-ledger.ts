import { eq } from 'drizzle-orm';
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
