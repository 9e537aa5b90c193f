import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../developer';

/** A batch valuation an organisation sent: its items are valued by a durable job, in chunks. */
export const dataBatches = pgTable(
  'data_batches',
  {
    id: text('id').primaryKey(),
    /** The organisation whose key created it: only it can read the batch. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** queued, running, done. */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    webhookUrl: text('webhook_url'),
    /** delivered or failed (after the last retry); null while pending or without a webhook. */
    webhookStatus: text('webhook_status'),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('data_batches_organization_idx').on(table.organizationId, table.createdAt)],
);

/** One address or fact record of a batch, in the order sent, and its value or error once done. */
export const dataBatchItems = pgTable(
  'data_batch_items',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => dataBatches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: jsonb('error').$type<{ code: string; message: string }>(),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.position] })],
);

/** Each organisation's webhook signing secret, AES-256-GCM encrypted with a key derived from the server secret. */
export const dataWebhookSecrets = pgTable('data_webhook_secrets', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
