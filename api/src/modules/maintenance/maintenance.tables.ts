import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { userProperties } from '../property';
import type { HomeSystems, Recurrence } from './maintenance.schema';

// Tables of the maintenance plan. Dates are calendar dates (no time of day).

/**
 * The plan of one user's home: `applicableKey` names the library tasks that applied when the plan
 * was last made, so a change of the home's facts (or systems) is noticed and the plan made again.
 */
export const maintenancePlans = pgTable('maintenance_plans', {
  userPropertyId: integer('user_property_id')
    .primaryKey()
    .references(() => userProperties.id, { onDelete: 'cascade' }),
  applicableKey: text('applicable_key').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One task of a home's plan: a library task (`slug`) with the owner's settings, or the owner's own
 * task (`slug` null, with its own title and rule). Library tasks that stop applying are kept with
 * `applicable` false, so their history stays; the owner's deleted tasks keep theirs too (`deleted_at`).
 */
export const maintenancePlanTasks = pgTable(
  'maintenance_plan_tasks',
  {
    id: serial('id').primaryKey(),
    userPropertyId: integer('user_property_id')
      .notNull()
      .references(() => userProperties.id, { onDelete: 'cascade' }),
    slug: text('slug'),
    title: text('title'),
    why: text('why'),
    doneBy: text('done_by'),
    minutes: integer('minutes'),
    /** The owner's rule: a changed frequency of a library task, or a custom task's own rule. */
    recurrence: jsonb('recurrence').$type<Recurrence>(),
    enabled: boolean('enabled').notNull().default(true),
    applicable: boolean('applicable').notNull().default(true),
    /** The date the rule's occurrences count from (first due date, last completion). */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    nextDue: date('next_due', { mode: 'string' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('maintenance_plan_tasks_home_slug').on(table.userPropertyId, table.slug),
    check('maintenance_plan_tasks_custom_has_title', sql`${table.slug} is not null or (${table.title} is not null and ${table.recurrence} is not null)`),
    index('maintenance_plan_tasks_due_idx').on(table.userPropertyId, table.nextDue),
  ],
);

/** What can happen to a task. */
export const MAINTENANCE_EVENT_KINDS = ['completed', 'skipped', 'snoozed'] as const;

/** The history of a home's tasks: completions (when, by whom, for how much), skips and snoozes. */
export const maintenanceTaskEvents = pgTable(
  'maintenance_task_events',
  {
    id: serial('id').primaryKey(),
    planTaskId: integer('plan_task_id')
      .notNull()
      .references(() => maintenancePlanTasks.id, { onDelete: 'cascade' }),
    userPropertyId: integer('user_property_id')
      .notNull()
      .references(() => userProperties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAINTENANCE_EVENT_KINDS }).notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    doneBy: text('done_by', { enum: ['DIY', 'PRO'] }),
    proName: text('pro_name'),
    costCents: integer('cost_cents'),
    note: text('note'),
    snoozedTo: date('snoozed_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('maintenance_task_events_kind_known', sql`${table.kind} in ('completed', 'skipped', 'snoozed')`),
    index('maintenance_task_events_home_idx').on(table.userPropertyId, table.eventDate),
  ],
);

/** The owner's answers about the home's systems (fuel, basement, septic...); no row means the defaults. */
export const maintenanceHomeSystems = pgTable('maintenance_home_systems', {
  userPropertyId: integer('user_property_id')
    .primaryKey()
    .references(() => userProperties.id, { onDelete: 'cascade' }),
  systems: jsonb('systems').$type<HomeSystems>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A home's private calendar feed: only the SHA-256 of its token is stored; deleting the row revokes it. */
export const maintenanceCalendarFeeds = pgTable('maintenance_calendar_feeds', {
  userPropertyId: integer('user_property_id')
    .primaryKey()
    .references(() => userProperties.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
