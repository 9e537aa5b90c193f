import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One load of a remote in a browser, as the shell reported it. Nothing personal: no user, no address,
 * no page; only which build loaded, how, and how fast.
 */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** ok, failed or timeout. */
    outcome: text('outcome').notNull(),
    ms: integer('ms').notNull(),
    /** The browser got this remote as a canary. */
    canary: boolean('canary').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The health page and the canary watch read one remote's (and version's) loads since a time.
  (table) => [index('remote_loads_remote_version_at_idx').on(table.remote, table.version, table.at), index('remote_loads_at_idx').on(table.at)],
);
