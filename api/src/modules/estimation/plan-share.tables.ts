import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';
import { estimatorPlans } from './estimation.tables';

// Sharing saved plans: share entries and the count of shared PDF reports.

/**
 * One emailed share: a recipient of a plan. Rows are the count of shared reports per user,
 * so deleting the plan keeps them (plan_id becomes null) and the limit cannot be reset that way.
 */
export const estimatorPlanShares = pgTable(
  'estimator_plan_shares',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => estimatorPlans.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    sharedType: integer('shared_type').notNull(),
    templateName: text('template_name').notNull(),
    pdfAttached: boolean('pdf_attached').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estimator_plan_shares_user_id_idx').on(table.userId), check('estimator_plan_shares_shared_type_known', sql`${table.sharedType} between 1 and 5`)],
);

/**
 * The read-only share link of a plan. The token is `<linkId>.<HMAC-SHA256(secret, linkId)>`:
 * only the random link id is stored, so a database copy without the server secret opens nothing,
 * while the owner can be shown the same link again. Revoking deletes the row.
 */
export const estimatorShareLinks = pgTable('estimator_share_links', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .unique()
    .references(() => estimatorPlans.id, { onDelete: 'cascade' }),
  linkId: text('link_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
