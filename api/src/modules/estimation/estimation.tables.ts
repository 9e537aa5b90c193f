import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { users } from '../security';

// Tables of the estimation context: saved estimator plans.

/**
 * A saved estimator plan: the answers and finish level it was priced with, and the
 * figures of that pricing (recomputed on the server, never taken from the client).
 */
export const estimatorPlans = pgTable(
  'estimator_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectSlug: text('project_slug').notNull(),
    projectName: text('project_name').notNull(),
    finishLevel: text('finish_level').notNull(),
    answers: jsonb('answers').$type<EstimatorAnswers>().notNull(),
    totalEstimatedProjectCost: integer('total_estimated_project_cost').notNull(),
    roi: integer('roi'),
    totalEquityBuild: integer('total_equity_build'),
    currentHomeValue: integer('current_home_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estimator_plans_user_id_idx').on(table.userId), check('estimator_plans_finish_level_known', sql`${table.finishLevel} in ('basic', 'midrange', 'upscale')`)],
);

/** A row of `estimator_plans`. */
export type EstimatorPlanRow = typeof estimatorPlans.$inferSelect;

/**
 * Projects a guest estimated under an email address (the combined flow's email step): the limit of
 * projects per email within a window is counted here, so clearing cookies does not reset it.
 */
export const estimatorEmailProjects = pgTable(
  'estimator_email_projects',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    projectSlug: text('project_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estimator_email_projects_email_idx').on(table.email, table.createdAt)],
);
