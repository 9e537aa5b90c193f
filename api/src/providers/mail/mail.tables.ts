import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What the outbox keeps of an attachment: enough to see that it was sent, not the bytes. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  bytes: number;
}

/**
 * Every email the API sends without an SMTP server: the development outbox, readable through
 * GET /api/v1/security/dev/outbox outside production (the e2e suite reads links from it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);
