import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import type { Database } from '../../db/database';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { reportCallerOf } from './report-caller';
import { reportHistory } from './report-history/report-history.tables';
import { REPORT_OPENINGS_FLUSH_MS, reportOpeningsOf } from './report-history/report-openings';

jest.setTimeout(60_000);

/**
 * The statements the app sends to the database while `run` runs: the job queue's own and the report
 * openings' batched write (made by a timer for many requests, not by the request) excluded. The caller
 * waits for the mail of its sign-ups first (`t.readMail()`): a mail job's ledger read is no request's.
 */
async function statementsDuring(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  // Both drivers (PGlite, a node-postgres pool) take every statement drizzle sends through `query`.
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const statements: string[] = [];
  const own = Object.prototype.hasOwnProperty.call(client, 'query');
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
    if (!text.includes('pgboss') && !text.includes('insert into report_history')) statements.push(text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (own) client.query = original;
    else delete (client as { query?: unknown }).query;
  }
  return statements;
}

describe("a signed-in member's home report", () => {
  // The home's facts are read again on every request here (the app's default keeps them a second).
  const t = useTestApp();
  const report = (kukunId: number, token?: string, app: App = t.app) => getAs(app, `/api/v1/property/properties/${kukunId}/report`, token);
  const kukunIdOf = async (address: string): Promise<number> =>
    (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Austin', state: 'TX', zipCode: '78704' })).json().message.kukunId;
  const historyRows = (userId: number) => t.db.select().from(reportHistory).where(eq(reportHistory.userId, userId));
  const userIdOf = async (token: string): Promise<number> => (await getAs(t.app, '/api/v1/security/me', token)).json().message.user.userId;

  /** A member who bought the home's full report (its tier is paid). */
  async function memberWithPaidHome(kukunId: number): Promise<string> {
    const token = await signUpAndGetToken(t.app);
    const added = await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
    await postJson(t.app, `/api/v1/property/user-properties/${added.json().message.home.userPropertyId}/upgrade-to-paid`, undefined, token);
    return token;
  }

  it('costs one database round trip more than a guest: the session, the user and their home in one read, no write', async () => {
    const kukunId = await kukunIdOf('20 Lamar Blvd');
    const token = await memberWithPaidHome(kukunId);
    await report(kukunId, token);
    await reportOpeningsOf(t.db).flush();
    await t.readMail();
    const guest = await statementsDuring(t.db, async () => expect((await report(kukunId)).statusCode).toBe(200));
    const answers: Awaited<ReturnType<typeof report>>[] = [];
    const member = await statementsDuring(t.db, async () => answers.push(await report(kukunId, token)));
    expect(answers[0]!.json().message.access).toMatchObject({ level: 'full', reason: 'paid' });
    // The guest reads the home's facts (kept a second outside tests); the member one read more.
    expect(guest).toHaveLength(1);
    expect(member).toHaveLength(2);
    expect(member.filter((s) => /^\s*(insert|update|delete)/i.test(s))).toEqual([]);
    // A revalidation (304) costs the same.
    const revalidated = await statementsDuring(t.db, async () =>
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/property/properties/${kukunId}/report`,
            headers: { 'if-none-match': answers[0]!.headers.etag as string },
            cookies: { hw_session: token },
          })
        ).statusCode,
      ).toBe(304),
    );
    expect(revalidated).toHaveLength(2);
  });

  it('reads the callers of requests that arrive together in one query, each with their own access', async () => {
    const [a, b] = [await kukunIdOf('24 Lamar Blvd'), await kukunIdOf('25 Lamar Blvd')];
    const owner = await memberWithPaidHome(a);
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const signedOut = await signUpAndGetToken(t.app, { email: 'gone@example.com' });
    await postJson(t.app, '/api/v1/security/sign-out', undefined, signedOut);
    const asked = [
      [owner, a],
      [owner, b],
      [other, a],
      [signedOut, a],
      ['not-a-token', a],
    ] as const;
    await t.readMail();
    const callers: Awaited<ReturnType<typeof reportCallerOf>>[] = [];
    const statements = await statementsDuring(t.db, async () => callers.push(...(await Promise.all(asked.map(([token, kukunId]) => reportCallerOf(t.db, token, kukunId, false))))));
    expect(statements).toHaveLength(1);
    expect(callers.map((c) => [c.user?.userEmail ?? null, c.access.level, c.access.reason])).toEqual([
      ['jane.doe@example.com', 'full', 'paid'],
      ['jane.doe@example.com', 'guest', 'unverified'],
      ['other@example.com', 'guest', 'unverified'],
      [null, 'guest', 'guest'],
      [null, 'guest', 'guest'],
    ]);
  });

  it('stops answering as the member at once after sign-out, on another replica too, and records no opening after it', async () => {
    const kukunId = await kukunIdOf('21 Lamar Blvd');
    const token = await memberWithPaidHome(kukunId);
    const userId = await userIdOf(token);
    // A second replica on the same database (in tests it shares this process's report cache).
    const replica = await buildApp({ db: t.db, workers: false });
    try {
      expect((await report(kukunId, token, replica)).json().message.access).toMatchObject({ level: 'full', reason: 'paid' });
      expect((await postJson(t.app, '/api/v1/security/sign-out', undefined, token)).statusCode).toBe(200);
      const after = await report(kukunId, token, replica);
      expect(after.statusCode).toBe(200);
      expect(after.json().message.access).toMatchObject({ level: 'guest', reason: 'guest', userPropertyId: null });
      expect(after.headers['cache-control']).toBe('private, no-cache');
      expect((await getAs(t.app, `/api/v1/property/properties/${kukunId}/report.pdf`, token)).statusCode).toBe(403);
    } finally {
      await replica.close();
    }
    expect((await historyRows(userId)).map((r) => r.openCount)).toEqual([1]);
  });

  it('writes every opening to the history in one batch after the flush interval, and the last ones when the app closes', async () => {
    const [a, b] = [await kukunIdOf('22 Lamar Blvd'), await kukunIdOf('23 Lamar Blvd')];
    const token = await signUpAndGetToken(t.app);
    const userId = await userIdOf(token);
    for (const kukunId of [a, a, a, b]) expect((await report(kukunId, token)).statusCode).toBe(200);
    // Written by the timer, without anyone reading the history.
    const until = Date.now() + REPORT_OPENINGS_FLUSH_MS * 10;
    while ((await historyRows(userId)).length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await historyRows(userId);
    expect(Object.fromEntries(rows.map((r) => [r.kukunId, r.openCount]))).toEqual({ [a]: 3, [b]: 1 });
    expect(rows.every((r) => r.lastOpenedAt !== null && r.hiddenAt === null)).toBe(true);

    // A replica that stops writes what it still holds before it lets go of the database.
    const replica = await buildApp({ db: t.db, workers: false });
    await report(a, token, replica);
    await replica.close();
    expect((await historyRows(userId)).find((r) => r.kukunId === a)?.openCount).toBe(4);
  });
});
