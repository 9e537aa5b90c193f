// Developer-allowed emails: see developer-emails.tables.ts.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { developerAllowedEmails } from './developer-emails.tables';
import { users } from '../security';
import { isPaidAccount } from '../payment';

/** Replaces the stored list with the configured one (lower-cased). */
export async function syncDeveloperEmails(db: Database, emails: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(developerAllowedEmails);
    if (emails.length > 0)
      await tx
        .insert(developerAllowedEmails)
        .values([...new Set(emails.map((e) => e.toLowerCase()))].map((email) => ({ email })))
        .onConflictDoNothing();
  });
}

/** Whether the user's email is developer-allowed. */
export async function isDeveloperAccount(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ email: developerAllowedEmails.email })
    .from(developerAllowedEmails)
    .innerJoin(users, eq(users.email, developerAllowedEmails.email))
    .where(eq(users.id, userId))
    .limit(1);
  return rows.length > 0;
}

/** A paid account's project limits: a Paid order that cost money, or a developer-allowed email. */
export async function hasHigherProjectLimits(db: Database, userId: number): Promise<boolean> {
  const [paid, developer] = await Promise.all([isPaidAccount(db, userId), isDeveloperAccount(db, userId)]);
  return paid || developer;
}
