import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from '../db/database';

/** A statement the app sent to the database, with its parameters. */
export interface CapturedQuery {
  text: string;
  params: unknown[];
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * Records the statements the app sends through the database client while `capture` runs (the
 * client under drizzle: PGlite's or the node-postgres pool's `query`). Statements inside a
 * transaction go through another handle and are not seen: the measured paths read outside them.
 */
export function queryRecorder(db: Database) {
  const client = (db as unknown as { $client: PGlite | Pool }).$client as unknown as { query: QueryFn };
  const original = client.query.bind(client) as QueryFn;
  let recording: CapturedQuery[] | null = null;
  client.query = (...args: unknown[]) => {
    if (recording) {
      const [first, second] = args;
      if (typeof first === 'string') recording.push({ text: first, params: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        recording.push({ text: config.text, params: config.values ?? (Array.isArray(second) ? second : []) });
      }
    }
    return original(...args);
  };
  return {
    /** Runs `work` and answers the statements it sent. */
    async capture(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    /** Puts the client's own `query` back. */
    restore(): void {
      client.query = original;
    },
    /** The plan of a statement as EXPLAIN (FORMAT JSON) gives it, with sequential scans made a last resort. */
    explain: (query: CapturedQuery) => explainWithoutSeqScan(db, original, query),
  };
}

/** One node of an EXPLAIN (FORMAT JSON) plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Join Filter'?: string;
  'Hash Cond'?: string;
  'Merge Cond'?: string;
  Plans?: PlanNode[];
}

// With enable_seqscan off the planner takes any usable index however small the table: a sequential
// scan left in the plan means no index serves the statement, which is what must not happen on a table
// that grows with users (at a small seeded size a scan would otherwise be the cheaper, honest choice).
// Hash and merge joins are off too: on tables of a few rows, hashing or merging a whole table (walked
// by its primary key) looks cheapest, a plan a table of real size does not get when an index serves
// the join's condition; a nested loop shows whether one does.
const PLANNER_OFF = ['set enable_seqscan = off', 'set enable_mergejoin = off', 'set enable_hashjoin = off'];
const PLANNER_RESET = ['reset enable_seqscan', 'reset enable_mergejoin', 'reset enable_hashjoin'];
async function explainWithoutSeqScan(db: Database, query: QueryFn, statement: CapturedQuery): Promise<PlanNode> {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  const text = `explain (format json) ${statement.text}`;
  if ('connect' in client && typeof (client as Pool).connect === 'function' && !('dumpDataDir' in client)) {
    const connection = await (client as Pool).connect();
    try {
      for (const statement of PLANNER_OFF) await connection.query(statement);
      const result = await connection.query(text, statement.params);
      return planOf(result.rows[0]);
    } finally {
      for (const statement of PLANNER_RESET) await connection.query(statement);
      connection.release();
    }
  }
  for (const setting of PLANNER_OFF) await query(setting);
  try {
    const result = (await query(text, statement.params)) as { rows: unknown[] };
    return planOf(result.rows[0]);
  } finally {
    for (const setting of PLANNER_RESET) await query(setting);
  }
}

function planOf(row: unknown): PlanNode {
  const value = Object.values(row as Record<string, unknown>)[0];
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

// Nodes through which a LIMIT above still stops the scan below early (a sort or an aggregate reads all its input first).
const STREAMING = new Set(['Limit', 'Result', 'Subquery Scan', 'Incremental Sort', 'Merge Append', 'Append', 'Unique', 'Gather Merge']);

/** The leading column of each index, by table (what an index condition can start from). */
export type LeadingColumns = ReadonlyMap<string, readonly string[]>;

/** Reads the leading column of every index of the public schema. */
export async function leadingColumns(db: Database): Promise<LeadingColumns> {
  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  const result = (await client.query("select tablename, indexdef from pg_indexes where schemaname = 'public'")) as { rows: Array<{ tablename: string; indexdef: string }> };
  const map = new Map<string, string[]>();
  for (const { tablename, indexdef } of result.rows) {
    const leading = /\(\s*\(*\s*(?:lower\()?\(*"?([a-z_]+)"?/.exec(indexdef.slice(indexdef.indexOf(' USING ')))?.[1];
    if (leading) map.set(tablename, [...(map.get(tablename) ?? []), leading]);
  }
  return map;
}

/**
 * The reads of a plan that grow with a whole table: a sequential scan, or a walk over a whole index
 * (no index condition, no LIMIT stopping it early) of a table none of whose indexes starts with a
 * column the walk filters or joins on (so no index could serve it: the planner did not just prefer
 * the walk on a small table). Each as "<table> (<how>)".
 */
export function unboundedScans(plan: PlanNode, indexes: LeadingColumns, limited = false, joinCondition = ''): string[] {
  const type = plan['Node Type'];
  const table = plan['Relation Name'];
  const own: string[] = [];
  if (type === 'Seq Scan' && table) own.push(`${table} (seq scan)`);
  if ((type === 'Index Scan' || type === 'Index Only Scan') && table && !plan['Index Cond'] && !limited) {
    const conditions = `${plan.Filter ?? ''} ${joinCondition}`;
    const words = new Set(conditions.split(/[^a-z_]+/));
    const servable = (indexes.get(table) ?? []).some((column) => words.has(column));
    if (!servable) own.push(`${table} (whole index ${plan['Index Name']})`);
  }
  const children = plan.Plans ?? [];
  const passLimit = type === 'Limit' || (limited && STREAMING.has(type));
  // A join's condition reaches its inner side through the nodes that only hold rows for it.
  const join = `${plan['Join Filter'] ?? ''} ${plan['Hash Cond'] ?? ''} ${plan['Merge Cond'] ?? ''} ${type === 'Materialize' || type === 'Hash' ? joinCondition : ''}`;
  return [
    ...own,
    ...children.flatMap((child, i) =>
      // The outer side of a nested loop streams; its inner side runs once per outer row, by its own condition.
      unboundedScans(child, indexes, passLimit || (limited && (type === 'Nested Loop' || type === 'Merge Join') && i === 0), join),
    ),
  ];
}
