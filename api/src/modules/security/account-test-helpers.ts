import { eq, sql } from 'drizzle-orm';
import { users } from './users.tables';
import { twoStepFactors } from './account-protection.tables';
import type { TestContext } from '../../test/test-app';

/** The token of the newest link to `path` in the mail delivered to `to` (read from the test's SMTP catcher). */
export async function tokenFromMail(t: TestContext, to: string, path: string): Promise<string> {
  for (const message of await t.readMail(to)) {
    const link = message.text.split(/\s/).find((word) => word.includes(path));
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (token) return token;
  }
  throw new Error(`no ${path} link emailed to ${to}`);
}

/** Marks the account of `email` as having two-step sign-in on (admin routes require it); the secret is a placeholder. */
export async function turnOnTwoStepFor(t: TestContext, email: string): Promise<void> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  await t.db.insert(twoStepFactors).values({ userId: user.id, secretEncrypted: 'test', enabledAt: sql`now()` });
}
