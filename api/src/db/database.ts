/* eslint-disable security/detect-non-literal-fs-filename -- the data folder comes from the configuration, never a request's text. */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_DIR } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The drizzle handle the services use; the same type whether PGlite or a PostgreSQL server is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** Where the data lives: a PostgreSQL URL, a PGlite data folder, or PGlite in memory (tests). */
export interface OpenDatabaseOptions {
  url?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** With inMemory: start from this PGlite data-dir dump (`dumpDataDir`) instead of an empty cluster; the migrations still run. */
  loadDataDir?: Blob;
  /** Most connections the pool of one process opens to a PostgreSQL server (default 10, node-postgres' own). */
  poolMax?: number;
}

/** An open database with its migrations applied. */
export interface OpenDatabase {
  db: Database;
  driver: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Opens the database and applies the committed migrations in api/drizzle/ (idempotent). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.url) return openPostgres(options.url, options.poolMax);
  if (options.inMemory) return openPglite(undefined, options.loadDataDir);
  if (options.dataDir) return openPglite(options.dataDir);
  throw new Error('openDatabase needs a url, a dataDir or inMemory: true');
}

/** Opens a pool of connections to a PostgreSQL server and applies the migrations. */
export async function openPostgres(url: string, poolMax = 10): Promise<OpenDatabase> {
  const pool = new Pool({ connectionString: url, max: poolMax });
  // An idle connection the server closes (restart, failover) is dropped by the pool and replaced on
  // the next query; without a listener node-postgres would crash the process on it.
  pool.on('error', () => undefined);
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await migrateUnderLock(pool);
    return { db, driver: 'postgres', close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

// Replicas starting together would otherwise run the same migration twice; the advisory lock
// (held by one connection) makes the others wait and then find nothing left to apply.
const MIGRATION_LOCK_KEY = 4_000_012;

async function migrateUnderLock(pool: Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<OpenDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const opened = client;
    return {
      db,
      driver: 'pglite',
      close: async () => {
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    await client?.close();
    unlock();
    throw error;
  }
}

/** A data-dir dump (tar) of an in-memory PGlite with every migration applied: tests start from it instead of migrating again. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
