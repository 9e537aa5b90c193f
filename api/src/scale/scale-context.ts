import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { insertRows, type Rows } from './bulk-insert';
import type { ScaleAddressBook } from './scale-addresses';
import type { ScaleRandom } from './scale-random';

/** What every part of the seeder shares: the database, the PRNG, the ids handed out, the homes so far. */
export interface ScaleContext {
  db: Database;
  random: ScaleRandom;
  seed: number;
  /** The one argon2id hash of SCALE_PASSWORD every seeded account gets. */
  passwordHash: string;
  now: Date;
  /** Today as YYYY-MM-DD (UTC). */
  today: string;
  addresses: ScaleAddressBook;
  /** Every seeded property, for report history and data-API look-ups. */
  kukunIds: number[];
  /** The next free id of each serial table the seeder writes ids into itself. */
  nextId: Record<string, number>;
  rows: Record<string, number>;
}

/** Inserts rows and counts them under the table's name. */
export async function write<T extends PgTable>(context: ScaleContext, name: string, table: T, rows: Rows<T>): Promise<void> {
  context.rows[name] = (context.rows[name] ?? 0) + (await insertRows(context.db, table, rows));
}

/** Takes `count` consecutive ids of a serial table and returns the first. */
export function takeIds(context: ScaleContext, table: string, count: number): number {
  const first = context.nextId[table]!;
  context.nextId[table] = first + count;
  return first;
}

/** A session token (the cookie's 43 base64url characters) that is the same for the same seed and name. */
export function scaleToken(seed: number, name: string): string {
  return createHash('sha256').update(`homeworth-scale:${seed}:${name}`).digest('base64url');
}

/** A moment `days` (fractional) before `now`. */
export const daysAgo = (context: ScaleContext, days: number): Date => new Date(context.now.getTime() - days * 86_400_000);

/** The database's own clock (so seeded "now" matches the server's `now()`). */
export async function databaseNow(db: Database): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as { rows: Array<{ now: string | Date }> };
  return new Date(result.rows[0]!.now);
}

export const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Maria',
  'Wei',
  'Aisha',
  'Diego',
  'Priya',
  'Olga',
  'Kenji',
  'Fatima',
  'Liam',
  'Sofia',
  'Noah',
];
export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Nguyen',
  'Chen',
  'Patel',
  'Kim',
  'Okafor',
];
