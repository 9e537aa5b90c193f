import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailSendBudget } from './mail-budget.tables';

/** Hands out permission to send, at most `perMinute` per minute across every process on the database. */
export interface SendBudget {
  /** Resolves when one more send fits this minute's budget (waits for the next minute when it is spent). */
  take(): Promise<void>;
}

/** Sends granted per database round trip (fewer when the budget is smaller). */
const GRANT_CHUNK = 25;

/**
 * The per-minute send budget of the mail provider (config MAIL_SEND_PER_MINUTE), counted per minute of
 * the database's clock in `mail_send_budget`, so every process and worker shares it. A process takes
 * grants of a few sends at a time (one upsert each) and uses them within that minute; a grant left
 * unused at the end of a batch is lost, which only ever sends less than the budget.
 */
export function sendBudget(db: Database, perMinute: number, grantChunk = GRANT_CHUNK): SendBudget {
  const chunk = Math.max(1, Math.min(grantChunk, perMinute));
  let tokens = 0;
  let validUntil = 0;
  let lastMinute = '';
  let queue: Promise<void> = Promise.resolve();

  async function refill(): Promise<void> {
    for (;;) {
      const result = (await db.execute(sql`
        insert into ${mailSendBudget} (minute, sent, last_grant)
        values (date_trunc('minute', now()), least(${chunk}::int, ${perMinute}::int), least(${chunk}::int, ${perMinute}::int))
        on conflict (minute) do update set
          last_grant = greatest(0, least(${chunk}::int, ${perMinute}::int - ${mailSendBudget.sent})),
          sent = ${mailSendBudget.sent} + greatest(0, least(${chunk}::int, ${perMinute}::int - ${mailSendBudget.sent}))
        returning last_grant as "grant", minute::text as minute,
          ceil(extract(epoch from (minute + interval '1 minute' - now())) * 1000)::int as "msLeft"`)) as unknown as {
        rows: { grant: number; minute: string; msLeft: number }[];
      };
      const row = result.rows[0]!;
      if (row.minute !== lastMinute) {
        lastMinute = row.minute;
        await db.execute(sql`delete from ${mailSendBudget} where minute < now() - interval '1 hour'`);
      }
      if (row.grant > 0) {
        tokens = row.grant;
        validUntil = Date.now() + row.msLeft;
        return;
      }
      // unref: a process stopping does not wait for the next minute's budget.
      await new Promise((resolve) => setTimeout(resolve, Math.max(row.msLeft, 10)).unref());
    }
  }

  return {
    take() {
      // One taker at a time, so concurrent senders of this process share a grant instead of each asking.
      const turn = queue.then(async () => {
        if (tokens <= 0 || Date.now() >= validUntil) await refill();
        tokens -= 1;
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
