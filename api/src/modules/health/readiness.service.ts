/* eslint-disable security/detect-non-literal-fs-filename -- checks the configured data folder, never a request's text. */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../../config';
import type { Database } from '../../db/database';

/** Why a process should not be sent traffic yet; null when it is ready. */
export type NotReadyReason = 'database-unreachable' | 'migrations-pending' | null;

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build ships (drizzle-kit's journal): each one's tag and timestamp. */
export function shippedMigrations(migrationsDir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/**
 * Whether the database answers and holds every migration this build ships. Drizzle's migrator
 * records each applied migration in drizzle.__drizzle_migrations with the journal's timestamp
 * (`created_at` = `when`), so a missing timestamp means the schema is older than the code.
 */
export async function notReadyReason(db: Database, shipped: readonly JournalEntry[]): Promise<NotReadyReason> {
  let applied: Set<number>;
  try {
    // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
    const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as { rows: { created_at: string | number }[] };
    applied = new Set(result.rows.map((row) => Number(row.created_at)));
  } catch (error) {
    // No migrations table at all is a schema behind the code; anything else, a database we cannot use.
    if ((error as { code?: string; cause?: { code?: string } }).code === '42P01' || (error as { cause?: { code?: string } }).cause?.code === '42P01') return 'migrations-pending';
    return 'database-unreachable';
  }
  return shipped.every((entry) => applied.has(entry.when)) ? null : 'migrations-pending';
}
