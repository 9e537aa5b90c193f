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
import * as schema from './schema';

/** The drizzle handle the services use; the same type whether PGlite or a PostgreSQL server is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** Where the data lives: a PostgreSQL URL, a PGlite data folder, or PGlite in memory (tests). */
export interface OpenDatabaseOptions {
  url?: string;
  dataDir?: string;
  inMemory?: boolean;
}

/** An open database with its migrations applied. */
export interface OpenDatabase {
  db: Database;
  driver: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Opens the database and applies the committed migrations in api/drizzle/ (idempotent). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.url) return openPostgres(options.url);
  if (options.inMemory) return openPglite(undefined);
  if (options.dataDir) return openPglite(options.dataDir);
  throw new Error('openDatabase needs a url, a dataDir or inMemory: true');
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new Pool({ connectionString: url });
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db, driver: 'postgres', close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function openPglite(dataDir: string | undefined): Promise<OpenDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db, driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
