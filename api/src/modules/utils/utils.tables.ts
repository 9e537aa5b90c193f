import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnalyticsCategory } from '@homeworth/shared-lib/domain';
import { users } from '../security';

/** Messages sent through the contact-us form; kept so the sales and support teams can answer them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    // Set when a signed-in user wrote it; the message survives the account's deletion.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin marks the message answered (or replies); null: open. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Set when an admin carried out the account deletion this message asked for. */
    accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The admin inbox reads the newest 100 (all, answered, or the open ones) straight off an index.
    index('contact_messages_newest_idx').on(table.createdAt, table.id),
    index('contact_messages_open_newest_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.answeredAt} is null`),
    index('contact_messages_answered_newest_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.answeredAt} is not null`),
  ],
);

/** An admin's emailed replies to a contact-us message: the message's thread on the admin page. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    // Kept when the admin's own account is deleted later.
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_id_idx').on(table.messageId)],
);

/** Pages signed-in users opened: a visit is tracked on each route change. */
export const userVisits = pgTable(
  'user_visits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitUrl: text('visit_url').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_visits_user_id_idx').on(table.userId)],
);

/** Product analytics: banner clicks, paywall cancels, onboarding steps. Guests' events have no user. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    category: text('category').$type<AnalyticsCategory>().notNull(),
    step: text('step').notNull(),
    detail: text('detail'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The first-party visitor id of the consent cookie (null on events the product records itself). */
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_category_step_idx').on(table.category, table.step), index('analytics_events_created_at_idx').on(table.createdAt)],
);
