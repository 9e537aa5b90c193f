import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnalyticsCategory } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';

/** Messages sent through the contact-us form; kept so the sales and support teams can answer them. */
export const contactMessages = pgTable('contact_messages', {
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
});

/** Pages signed-in users opened (shell-and-account.md §4: a visit is tracked on each route change). */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_category_step_idx').on(table.category, table.step)],
);
