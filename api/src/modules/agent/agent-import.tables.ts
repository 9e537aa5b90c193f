import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';

/** Where an import stands: uploaded (mapping to check), previewed (preview rows made), confirmed (rows live), cancelled. */
export const IMPORT_STATUSES = ['uploaded', 'previewed', 'confirmed', 'cancelled'] as const;

/**
 * One contacts file an agent imported (`/agent/import-file`): the parsed cells, the column mapping
 * the agent settled on and each row's result, so the preview and the per-row report can be shown again.
 */
export const agentImports = pgTable(
  'agent_imports',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** csv, xlsx or vcard. */
    fileKind: text('file_kind').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** Cells of every data row, in header order. */
    rows: jsonb('rows').$type<string[][]>().notNull(),
    /** Client field -> header index (or null when no column holds it). */
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    /** Per-row outcome after the mapping step (see agent-import.service.ts). */
    results: jsonb('results').$type<unknown[]>(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('uploaded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_imports_agent_idx').on(table.agentUserId)],
);
