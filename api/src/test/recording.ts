import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import type { Mailer, MailMessage } from '../providers/mail/mailer';

// Test doubles that record what the code under test did: the emails a mailer accepted, the statements a database was sent.

/** A mailer that records each email it accepts; `failFrom(k, n)` makes the n sends after the k-th throw. */
export function recordingMailer() {
  const accepted: MailMessage[] = [];
  let calls = 0;
  let limit = Infinity;
  let failures = 0;
  const mailer: Mailer = {
    async send(message) {
      calls += 1;
      if (calls > limit && calls <= limit + failures) throw new Error('SMTP 421 try again later');
      accepted.push(message);
    },
  };
  return { mailer, accepted, failFrom: (k: number, n: number) => ((limit = k), (failures = n)) };
}

/** The same database through a client that counts the statements sent to it. */
export function countingDb(db: Database): { db: Database; count: () => number } {
  let statements = 0;
  const client = (db as unknown as { $client: object }).$client;
  const counted = new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (prop === 'query') return (...args: unknown[]) => ((statements += 1), (value as (...a: unknown[]) => unknown).apply(target, args));
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
  const wrapped = 'exec' in client ? drizzlePglite({ client: counted as never, schema }) : drizzleNodePg({ client: counted as never, schema });
  return { db: wrapped as unknown as Database, count: () => statements };
}
