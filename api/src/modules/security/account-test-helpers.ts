import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../providers/mail/mail.tables';

/** The token of the newest emailed link to `to` whose URL contains `path`. */
export async function tokenFromOutbox(db: Database, to: string, path: string): Promise<string> {
  const [message] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const link = message?.text.split(/\s/).find((word) => word.includes(path));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link emailed to ${to}`);
  return token;
}
