import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';
import { properties, userProperties } from './property.tables';

/** Where a letter is: waiting for the print job, handed to the printer, its code used, or void (too many wrong codes). */
export const OWNER_CLAIM_LETTER_STATUSES = ['queued', 'sent', 'used', 'void'] as const;

/**
 * A verification code mailed to a home's address. Only a salted SHA-256 of the code is kept; the
 * print job carries the code itself until the printer has it (like a mail job carries its link).
 */
export const ownerClaimLetters = pgTable(
  'owner_claim_letters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userPropertyId: integer('user_property_id')
      .notNull()
      .references(() => userProperties.id, { onDelete: 'cascade' }),
    kukunId: integer('kukun_id')
      .notNull()
      .references(() => properties.kukunId),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    status: text('status', { enum: OWNER_CLAIM_LETTER_STATUSES }).notNull().default('queued'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    /** The print provider's id of the letter, once it accepted it. */
    providerLetterId: text('provider_letter_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('owner_claim_letters_user_home_idx').on(table.userId, table.kukunId, table.requestedAt)],
);

/** A document's review: waiting for an admin, or decided. */
export const OWNER_CLAIM_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A deed or tax bill an owner uploaded for an admin to review; the file is in storage under `fileKey`. */
export const ownerClaimDocuments = pgTable(
  'owner_claim_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userPropertyId: integer('user_property_id')
      .notNull()
      .references(() => userProperties.id, { onDelete: 'cascade' }),
    kukunId: integer('kukun_id')
      .notNull()
      .references(() => properties.kukunId),
    kind: text('kind', { enum: ['deed', 'tax-bill'] }).notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: OWNER_CLAIM_DOCUMENT_STATUSES }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's words to the owner when rejecting. */
    reviewNote: text('review_note'),
  },
  (table) => [index('owner_claim_documents_status_idx').on(table.status, table.submittedAt), index('owner_claim_documents_user_home_idx').on(table.userId, table.kukunId)],
);
