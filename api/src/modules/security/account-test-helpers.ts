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
