import { z } from 'zod';
import type { ReportAccessLevel } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { isCalendarDate, isCalendarMonth } from './calendar-date';

// Request and response shapes of the maintenance plan, /api/v1/estimation/home-maintenance
// (the contract's calls are task-list, get-tasks-count, get-week-tasks and get-upcoming-tasks;
// the rest are this product's own). Dates are calendar dates `YYYY-MM-DD`.

const MAX_ID = 2_147_483_647;
const id = () => z.coerce.number().int().positive().max(MAX_ID);

/** A real calendar date `YYYY-MM-DD` (2026-02-30 is refused). */
export const calendarDateSchema = z.string().refine(isCalendarDate, { message: 'Enter a real date as YYYY-MM-DD.' });
/** A real month `YYYY-MM`. */
export const calendarMonthSchema = z.string().refine(isCalendarMonth, { message: 'Enter a real month as YYYY-MM.' });

/** How often a task repeats. */
export const RECURRENCE_FREQUENCIES = ['WEEKLY', 'MONTHLY', 'YEARLY'] as const;
/** The longest interval of each frequency (a task repeats at least once every 10 years). */
export const MAX_RECURRENCE_INTERVAL = { WEEKLY: 52, MONTHLY: 24, YEARLY: 10 } as const;

/**
 * A recurrence rule, a subset of iCalendar's RRULE: FREQ, INTERVAL and BYMONTH. Occurrences fall on
 * the anchor's day of the month (clamped to the month's end), every `interval` weeks, months or years
 * counted from the anchor; with `byMonth` only in those months (YEARLY with byMonth [4, 10]: every
 * April and October; MONTHLY with byMonth [5..9]: monthly from May to September).
 */
export const recurrenceSchema = z
  .object({
    freq: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number().int().min(1),
    byMonth: z.array(z.number().int().min(1).max(12)).min(1).max(12).optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.interval > MAX_RECURRENCE_INTERVAL[rule.freq]) {
      ctx.addIssue({
        code: 'custom',
        path: ['interval'],
        message: `A ${rule.freq.toLowerCase()} task repeats at most every ${MAX_RECURRENCE_INTERVAL[rule.freq]} ${rule.freq === 'WEEKLY' ? 'weeks' : rule.freq === 'MONTHLY' ? 'months' : 'years'}.`,
      });
    }
    if (rule.byMonth && new Set(rule.byMonth).size !== rule.byMonth.length) {
      ctx.addIssue({ code: 'custom', path: ['byMonth'], message: 'Name each month once.' });
    }
    // Every 2 months in February only might never fall due: months narrow a weekly or monthly rule only at interval 1.
    if (rule.byMonth && rule.freq !== 'YEARLY' && rule.interval !== 1) {
      ctx.addIssue({ code: 'custom', path: ['byMonth'], message: 'Months can be chosen for a weekly or monthly task only when it repeats every week or every month.' });
    }
  });
/** A recurrence rule. */
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** Who does a task: the owner (DIY) or a professional. */
export const WHO_DOES = ['DIY', 'PRO'] as const;
export type WhoDoes = (typeof WHO_DOES)[number];

/** Where a plan task stands on a given day. */
export const TASK_STATUSES = ['overdue', 'due', 'upcoming', 'done', 'off'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A money figure with the source it comes from. */
const costSchema = z.object({
  /** DIY supplies in US dollars (null when the task needs none). */
  diySupplies: z.number().nullable(),
  /** A professional's price in US dollars (null when no source prices it). */
  pro: z.number().nullable(),
  source: z.string(),
});

/** What neglecting a task can cost, where a source gives a figure. */
const neglectCostSchema = z.object({ amount: z.number(), text: z.string(), source: z.string() }).nullable();

/** The home a plan belongs to (the sample home for guests and for users without a home). */
export const planHomeSchema = z.object({
  /** The user's home id (user property); null for the sample home. */
  userPropertyId: z.number().int().nullable(),
  kukunId: z.number().int(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  yearBuilt: z.number().int(),
  buildingArea: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  climateZone: z.object({ zone: z.string(), moisture: z.string(), label: z.string(), source: z.string() }),
  /** True for the sample home (labelled as sample data in the UI). */
  isSample: z.boolean(),
  /** True when the caller cannot change this plan (a guest, the sample home). */
  readOnly: z.boolean(),
});
export type PlanHome = z.infer<typeof planHomeSchema>;

/** The last time a task was done. */
const lastDoneSchema = z.object({ date: z.string(), doneBy: z.enum(WHO_DOES), proName: z.string().nullable(), cost: z.number().nullable() }).nullable();

/** One task of a home's plan: the library task (or the owner's own) with its schedule. */
export const planTaskSchema = z.object({
  /** The plan task's id (every route below that names a task takes this). */
  taskId: z.number().int(),
  /** The library task's stable slug; null for the owner's own task. */
  slug: z.string().nullable(),
  custom: z.boolean(),
  title: z.string(),
  /** What it is and why: the damage it prevents. */
  why: z.string(),
  /** Short steps. */
  how: z.array(z.string()),
  recurrence: recurrenceSchema,
  /** The library's rule when the owner changed the frequency (null for custom tasks or when unchanged). */
  defaultRecurrence: recurrenceSchema.nullable(),
  /** "Every 3 months", "Every year in April and October". */
  recurrenceText: z.string(),
  /** Months (1-12) the task is best done in; empty when any month suits. */
  bestMonths: z.array(z.number().int()),
  doneBy: z.enum(WHO_DOES),
  minutes: z.number().int(),
  cost: costSchema,
  neglectCost: neglectCostSchema,
  /** The home component it protects, e.g. "roof", "furnace", "pool". */
  component: z.string(),
  componentName: z.string(),
  enabled: z.boolean(),
  /** Next due date; null when turned off. */
  nextDue: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  lastDone: lastDoneSchema,
});
export type PlanTask = z.infer<typeof planTaskSchema>;

/** A completion, skip or snooze in a task's history. */
export const HISTORY_KINDS = ['completed', 'skipped', 'snoozed'] as const;
export const historyEventSchema = z.object({
  eventId: z.number().int(),
  taskId: z.number().int(),
  title: z.string(),
  kind: z.enum(HISTORY_KINDS),
  /** The day it was done (completed), or the day the event was recorded (skipped, snoozed). */
  date: z.string(),
  /** The due date the event was about. */
  dueDate: z.string().nullable(),
  doneBy: z.enum(WHO_DOES).nullable(),
  proName: z.string().nullable(),
  cost: z.number().nullable(),
  note: z.string().nullable(),
  /** Snoozed: the new due date. */
  snoozedTo: z.string().nullable(),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

// ---- Queries ----

/**
 * Which home: a user's home id; or `kukunId` (a home report: the user's plan of that home when it is in
 * their list, else the plan that home would get, read-only); without either the user's claimed home
 * (else first home, else the sample home); guests get the sample home.
 */
export const homeQuerySchema = z.object({ userPropertyId: id().optional(), kukunId: id().optional() }).strict();

/** GET task-list: the plan's tasks, optionally one status. */
export const taskListQuerySchema = homeQuerySchema.extend({ status: z.enum([...TASK_STATUSES, 'all']).default('all') }).strict();
export const taskListResponseSchema = successSchema(z.object({ home: planHomeSchema, today: z.string(), tasks: z.array(planTaskSchema) }));

/** GET get-tasks-count: counts on `date` (default today). */
export const tasksCountQuerySchema = homeQuerySchema.extend({ date: calendarDateSchema.optional() }).strict();
export const tasksCountResponseSchema = successSchema(
  z.object({
    home: planHomeSchema,
    date: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
    /** Enabled tasks due from `date` to the week's Sunday. */
    thisWeek: z.number().int(),
    /** Enabled tasks due after this week, within a year of `date`. */
    upcoming: z.number().int(),
    /** Enabled tasks due before `date`. */
    overdue: z.number().int(),
    /** Completions recorded for this home (the history's completed entries). */
    done: z.number().int(),
  }),
);

/** GET get-week-tasks: the Monday-to-Sunday week containing `date` (default today). */
export const weekTasksQuerySchema = tasksCountQuerySchema;
export const weekTasksResponseSchema = successSchema(
  z.object({
    home: planHomeSchema,
    weekStart: z.string(),
    weekEnd: z.string(),
    /** Tasks due in the week (status overdue when before today), then tasks completed in the week (status done, `nextDue` already moved on). */
    tasks: z.array(planTaskSchema.extend({ dueDate: z.string(), completedOn: z.string().nullable() })),
  }),
);

/** GET get-upcoming-tasks: enabled tasks due from `from` (default today) within `days` (default 365). The calendar feed lists exactly these. */
export const upcomingTasksQuerySchema = homeQuerySchema.extend({ from: calendarDateSchema.optional(), days: z.coerce.number().int().min(1).max(366).default(365) }).strict();
export const upcomingTasksResponseSchema = successSchema(z.object({ home: planHomeSchema, from: z.string(), to: z.string(), tasks: z.array(planTaskSchema) }));

/** One occurrence of a task on a day of a month or year view. */
export const occurrenceSchema = z.object({
  date: z.string(),
  taskId: z.number().int(),
  title: z.string(),
  component: z.string(),
  doneBy: z.enum(WHO_DOES),
  minutes: z.number().int(),
  /** done: completed that day; overdue: the next due date, passed; due: the next due date; projected: a later repeat of the rule. */
  status: z.enum(['done', 'overdue', 'due', 'projected']),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

/** GET month: every occurrence in `month` (default this month). */
export const monthQuerySchema = homeQuerySchema.extend({ month: calendarMonthSchema.optional() }).strict();
export const monthResponseSchema = successSchema(z.object({ home: planHomeSchema, month: z.string(), occurrences: z.array(occurrenceSchema) }));

/** GET year: twelve months from `from` (default this month), for the printable plan. */
export const yearQuerySchema = homeQuerySchema.extend({ from: calendarMonthSchema.optional() }).strict();
export const yearResponseSchema = successSchema(
  z.object({ home: planHomeSchema, months: z.array(z.object({ month: z.string(), occurrences: z.array(occurrenceSchema) })).length(12) }),
);

/** GET history: what was done, skipped or snoozed, newest first. */
export const historyResponseSchema = successSchema(z.object({ home: planHomeSchema, events: z.array(historyEventSchema) }));

// ---- One task ----

/** A task id in a path. */
export const taskParamsSchema = z.object({ taskId: id() });

export const taskResponseSchema = successSchema(z.object({ task: planTaskSchema }));

/** POST tasks/:taskId/complete: done on `date` (not in the future); the next due date counts from it. */
export const completeBodySchema = z
  .object({
    date: calendarDateSchema,
    doneBy: z.enum(WHO_DOES),
    /** The professional's name (only with doneBy PRO). */
    proName: z.string().trim().max(120).optional(),
    /** What it cost, in US dollars. */
    cost: z.number().min(0).max(1_000_000).optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .strict();

/** POST tasks/:taskId/snooze: to a date after today, or by 1-365 days from the due date; exactly one of them. */
export const snoozeBodySchema = z
  .object({ until: calendarDateSchema.optional(), days: z.number().int().min(1).max(365).optional() })
  .strict()
  .refine((b) => (b.until === undefined) !== (b.days === undefined), { message: 'Give either until (a date) or days, not both.' });

// POST tasks/:taskId/skip takes no body: the task moves to its next occurrence after the current due date.

/** PUT tasks/:taskId/enabled: turn a task off or on again (on: due again from today by its rule). */
export const enabledBodySchema = z.object({ enabled: z.boolean() }).strict();

/** PUT tasks/:taskId/recurrence: the owner's frequency, or null for the library's again. */
export const recurrenceBodySchema = z.object({ recurrence: recurrenceSchema.nullable() }).strict();

// ---- The owner's own tasks ----

/** POST custom-tasks: a task of the owner's with its own recurrence. */
export const customTaskBodySchema = z
  .object({
    userPropertyId: id(),
    title: z.string().trim().min(3).max(120),
    why: z.string().trim().max(1000).optional(),
    recurrence: recurrenceSchema,
    /** The first due date (default: today). */
    firstDue: calendarDateSchema.optional(),
    doneBy: z.enum(WHO_DOES).default('DIY'),
    minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
  })
  .strict();

/** PUT custom-tasks/:taskId: any of title, why, recurrence, nextDue, doneBy, minutes. */
export const customTaskUpdateBodySchema = z
  .object({
    title: z.string().trim().min(3).max(120).optional(),
    why: z.string().trim().max(1000).optional(),
    recurrence: recurrenceSchema.optional(),
    nextDue: calendarDateSchema.optional(),
    doneBy: z.enum(WHO_DOES).optional(),
    minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
  })
  .strict();

export const deletedResponseSchema = successSchema(z.object({ deleted: z.literal(true) }));

// ---- The home's systems (owner answers the report does not know) ----

export const HEATING_FUELS = ['gas', 'electric', 'heat-pump', 'oil', 'propane', 'wood', 'none'] as const;
export const FIREPLACES = ['none', 'wood', 'gas'] as const;

/** Systems the plan's applicability needs beyond the report's facts; defaults until the owner answers. */
export const homeSystemsSchema = z
  .object({
    heatingFuel: z.enum(HEATING_FUELS),
    centralAir: z.boolean(),
    basement: z.boolean(),
    crawlspace: z.boolean(),
    septic: z.boolean(),
    well: z.boolean(),
    pool: z.boolean(),
    fireplace: z.enum(FIREPLACES),
    deck: z.boolean(),
    sprinklers: z.boolean(),
    garage: z.boolean(),
    tanklessWaterHeater: z.boolean(),
  })
  .strict();
export type HomeSystems = z.infer<typeof homeSystemsSchema>;

export const homeSystemsResponseSchema = successSchema(z.object({ home: planHomeSchema, systems: homeSystemsSchema, answered: z.boolean() }));
/** PUT home-systems: the owner's answers; the plan is made again (history and own tasks kept). */
export const homeSystemsBodySchema = homeSystemsSchema.extend({ userPropertyId: id() }).strict();

// ---- Remaining life and replacement budget ----

const openBudgetSchema = z.object({
  home: planHomeSchema,
  locked: z.null(),
  year: z.number().int(),
  components: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      installYear: z.number().int(),
      age: z.number().int(),
      expectedLife: z.number(),
      /** Years the plan's maintenance adds to the expected life, where a source says so (else 0). */
      lifeExtension: z.number(),
      lifeExtensionSource: z.string().nullable(),
      remainingLife: z.number(),
      /** The year it is expected to need replacing (this year when already past its life). */
      replaceYear: z.number().int(),
      replacementCost: z.number().nullable(),
      /** The estimator project that prices the replacement, and its page. */
      projectSlug: z.string().nullable(),
      estimatorUrl: z.string().nullable(),
      lifeSource: z.string(),
    }),
  ),
  /** Expected replacement spending in each of the next 10 years (this year first). */
  series: z.array(z.object({ year: z.number().int(), amount: z.number(), components: z.array(z.string()) })).length(10),
  total10Years: z.number(),
  /** total10Years / 120, rounded up to the dollar: what to set aside each month. */
  monthlySetAside: z.number(),
});

/** A budget the caller's tier does not open: what unlocks it, and no figures. */
const lockedBudgetSchema = z.object({
  home: planHomeSchema,
  locked: z.object({ requires: z.enum(['guest', 'member', 'saved', 'full'] satisfies ReportAccessLevel[]), userPropertyId: z.number().int().nullable() }),
});

/** The replacement budget, or what unlocks it. */
export const replacementBudgetResponseSchema = successSchema(z.union([openBudgetSchema, lockedBudgetSchema]));

// ---- Calendar ----

/** GET calendar-feed: whether the home has a live feed (its URL is shown once, when made). */
export const calendarFeedResponseSchema = successSchema(z.object({ active: z.boolean(), createdAt: z.string().nullable(), url: z.string().nullable() }));
/** POST calendar-feed: a new private feed URL (any earlier one stops working); DELETE calendar-feed revokes it. */
export const calendarFeedBodySchema = z.object({ userPropertyId: id() }).strict();
export const calendarFeedQuerySchema = z.object({ userPropertyId: id() }).strict();
/** GET calendar/:token: the feed, `<token>.ics` (the parameter is named token so request logs leave it out). */
export const calendarTokenParamsSchema = z.object({ token: z.string().max(100) });

// ---- The library ----

export const libraryResponseSchema = successSchema(
  z.object({
    tasks: z.array(
      planTaskSchema.pick({
        slug: true,
        title: true,
        why: true,
        how: true,
        recurrence: true,
        recurrenceText: true,
        bestMonths: true,
        doneBy: true,
        minutes: true,
        cost: true,
        neglectCost: true,
        component: true,
        componentName: true,
      }),
    ),
  }),
);
