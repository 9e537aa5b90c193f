import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/** Rows as the table's own TypeScript field names (drizzle's insert shape). */
export type Rows<T extends PgTable> = ReadonlyArray<Partial<T['$inferInsert']>>;

// One statement per chunk: each column travels as one text-array literal and `unnest` turns the arrays back
// into rows, so a chunk of any size binds as many parameters as the table has columns (a multi-row
// VALUES list would bind rows x columns and hit the 65,535-parameter limit). Works the same on PGlite
// and on a PostgreSQL server, inside the real tables' constraints.
const CHUNK_ROWS = 5_000;

/** The cast of a column's text back to its type (serial ids are integers). */
function castOf(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  return sqlType;
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A PostgreSQL text-array literal: every element quoted (backslash and quote escaped), NULL unquoted. */
function arrayLiteral(values: ReadonlyArray<string | null>): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/** Inserts `rows` (every row with the same fields) into `table` in chunks; returns how many were inserted. */
export async function insertRows<T extends PgTable>(db: Database, table: T, rows: Rows<T>, chunkRows = CHUNK_ROWS): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const fields = Object.keys(rows[0]!).filter((field) => columns[field] !== undefined);
  const names = fields.map((field) => sql.identifier(columns[field]!.name));
  const casts = fields.map((field, i) => sql.raw(`u.c${i}::${castOf(columns[field]!.getSQLType())}`));
  const aliases = sql.raw(fields.map((_, i) => `c${i}`).join(', '));
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = rows.slice(start, start + chunkRows);
    const arrays: SQL[] = fields.map((field) => sql`${arrayLiteral(chunk.map((row) => textOf((row as Record<string, unknown>)[field])))}::text[]`);
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)}) select ${sql.join(casts, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
    );
  }
  return rows.length;
}

/** Moves a serial column's sequence past the ids the seeder wrote itself. */
export async function advanceSequence(db: Database, table: PgTable, column = 'id'): Promise<void> {
  const name = getTableName(table);
  await db.execute(sql`select setval(pg_get_serial_sequence(${name}, ${column}), greatest((select max(${sql.identifier(column)}) from ${sql.identifier(name)}), 1))`);
}

/** The highest id of a table (0 when empty): seeded ids continue after it. */
export async function maxId(db: Database, table: PgTable, column = 'id'): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(${sql.identifier(column)}), 0)::int as n from ${sql.identifier(getTableName(table))}`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
}
