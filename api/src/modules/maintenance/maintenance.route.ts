import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, type LockableReportSection } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import { optionalSessionUser } from '../security';
import { ownUserProperty, reportBlockAccess } from '../property';
import type { PropertyDataProvider } from '../property';
import { partsOf, todayOf } from './calendar-date';
import { createFeedToken, feedStatus, feedUrl, homeOfFeedToken, revokeFeed, tasksCalendar } from './calendar-feed.service';
import {
  completeTask,
  createCustomTask,
  deleteCustomTask,
  ownedTask,
  setTaskEnabled,
  setTaskRecurrence,
  skipTask,
  snoozeTask,
  updateCustomTask,
} from './maintenance-actions.service';
import { itemOf, planHistory, taskView } from './maintenance-plan.service';
import * as s from './maintenance.schema';
import { ownedPlanScope, requireUser, resolvePlanScope, saveHomeSystems, type MaintenanceDeps } from './plan-home.service';
import { monthOf, monthView, taskList, tasksCount, upcomingTasks, weekTasks, yearView } from './plan-views';
import { replacementBudget } from './replacement-budget';
import { TASK_LIBRARY, componentName } from './task-library';
import { recurrenceText } from './recurrence';

/** What the maintenance routes need from the app. */
export interface MaintenanceRoutesOptions {
  db: Database;
  /** The property data provider (config PROPERTY_DATA_PROVIDER). */
  provider: PropertyDataProvider;
  /** The site's public origin, for the calendar feed URL and links in events. */
  siteOrigin: string;
}

const tags = ['maintenance'];
const ICS_TYPE = 'text/calendar; charset=utf-8';

/** /api/v1/maintenance: the home maintenance plan. */
export const maintenanceRoutes: FastifyPluginAsyncZod<MaintenanceRoutesOptions> = async (app, options) => {
  const deps: MaintenanceDeps = { db: options.db, provider: options.provider };
  const { db } = deps;

  /** The caller's user id, or null for a guest. */
  async function callerOf(request: FastifyRequest): Promise<number | null> {
    return (await optionalSessionUser(db, request))?.userId ?? null;
  }

  /** Today and the plan scope of a request's home; a report's home (kukunId) needs the report tier that opens `section`. */
  async function scopeOf(request: FastifyRequest, home: { userPropertyId?: number | undefined; kukunId?: number | undefined }, section: LockableReportSection = 'propertyItems') {
    const today = todayOf();
    const caller = await optionalSessionUser(db, request);
    const reportHome = home.kukunId === undefined ? undefined : { kukunId: home.kukunId, caller, section };
    return { today, scope: await resolvePlanScope(deps, caller?.userId ?? null, home.userPropertyId, partsOf(today).year, reportHome) };
  }

  /** The signed-in user's id (401 otherwise). */
  async function userOf(request: FastifyRequest): Promise<number> {
    return requireUser(await callerOf(request));
  }

  const read = failureResponses(400, 401, 403, 404);
  const change = failureResponses(400, 401, 404, 409);

  app.get(
    '/task-list',
    {
      schema: {
        tags,
        summary: "A home's maintenance plan: every task with its next due date and status",
        querystring: s.taskListQuerySchema,
        response: { 200: s.taskListResponseSchema, ...read },
      },
    },
    async (request) => {
      const { today, scope } = await scopeOf(request, request.query);
      return ok({ home: scope.home, today, tasks: await taskList(db, scope, today, request.query.status) });
    },
  );

  app.get(
    '/get-tasks-count',
    {
      schema: {
        tags,
        summary: 'Tasks due this week (Monday to Sunday), upcoming, overdue and done this week',
        querystring: s.tasksCountQuerySchema,
        response: { 200: s.tasksCountResponseSchema, ...read },
      },
    },
    async (request) => {
      const { today, scope } = await scopeOf(request, request.query);
      return ok({ home: scope.home, ...(await tasksCount(db, scope, request.query.date ?? today)) });
    },
  );

  app.get(
    '/get-week-tasks',
    {
      schema: {
        tags,
        summary: 'The Monday-to-Sunday week containing a date (default today): tasks due and tasks done',
        querystring: s.weekTasksQuerySchema,
        response: { 200: s.weekTasksResponseSchema, ...read },
      },
    },
    async (request) => {
      const { today, scope } = await scopeOf(request, request.query);
      const date = request.query.date ?? today;
      return ok({ home: scope.home, ...(await weekTasks(db, scope, date, date)) });
    },
  );

  app.get(
    '/get-upcoming-tasks',
    {
      schema: {
        tags,
        summary: 'Enabled tasks due from a date (default today) within a number of days (default 365)',
        querystring: s.upcomingTasksQuerySchema,
        response: { 200: s.upcomingTasksResponseSchema, ...read },
      },
    },
    async (request) => {
      const { today, scope } = await scopeOf(request, request.query);
      return ok({ home: scope.home, ...(await upcomingTasks(db, scope, request.query.from ?? today, request.query.days, today)) });
    },
  );

  app.get(
    '/month',
    {
      schema: {
        tags,
        summary: 'Every occurrence of a month: done, overdue, due and projected repeats',
        querystring: s.monthQuerySchema,
        response: { 200: s.monthResponseSchema, ...read },
      },
    },
    async (request) => {
      const { today, scope } = await scopeOf(request, request.query);
      return ok({ home: scope.home, ...(await monthView(db, scope, request.query.month ?? monthOf(today), today)) });
    },
  );

  app.get(
    '/year',
    {
      schema: {
        tags,
        summary: 'Twelve months of occurrences from a month (default this month), for the printable plan',
        querystring: s.yearQuerySchema,
        response: { 200: s.yearResponseSchema, ...read },
      },
    },
    async (request) => {
      const { today, scope } = await scopeOf(request, request.query);
      return ok({ home: scope.home, months: await yearView(db, scope, request.query.from ?? monthOf(today), today) });
    },
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        summary: 'What was done (when, by whom, for how much), skipped or snoozed, newest first',
        querystring: s.homeQuerySchema,
        response: { 200: s.historyResponseSchema, ...read },
      },
    },
    async (request) => {
      const { scope } = await scopeOf(request, request.query);
      return ok({ home: scope.home, events: await planHistory(db, scope.userPropertyId) });
    },
  );

  app.get(
    '/replacement-budget',
    {
      schema: {
        tags,
        summary: 'Remaining life and replacement cost of each component; 10-year spending and the monthly set-aside',
        querystring: s.homeQuerySchema,
        response: { 200: s.replacementBudgetResponseSchema, ...read },
      },
    },
    async (request) => {
      const { today, scope } = await scopeOf(request, request.query, 'condition');
      // The components' ages, lives and costs open where the report opens them, the caller's own homes included.
      const access = await reportBlockAccess(db, await optionalSessionUser(db, request), scope.property, 'replacementBudget');
      if (!access.open) return ok({ home: scope.home, locked: { requires: access.requires, userPropertyId: access.userPropertyId } });
      const { summary, condition } = scope.report;
      const budget = replacementBudget(
        {
          state: scope.property.state,
          city: scope.property.city,
          zipCode: scope.property.zipCode,
          buildingArea: summary.buildingArea,
          yearBuilt: summary.yearBuilt,
          currentValue: summary.currentValue,
          components: condition.components,
        },
        partsOf(today).year,
      );
      return ok({ home: scope.home, locked: null, ...budget });
    },
  );

  app.get(
    '/home-systems',
    {
      schema: {
        tags,
        summary: "The home's systems the plan's tasks depend on (the defaults until the owner answers)",
        querystring: s.homeQuerySchema,
        response: { 200: s.homeSystemsResponseSchema, ...read },
      },
    },
    async (request) => {
      const { scope } = await scopeOf(request, request.query);
      return ok({ home: scope.home, systems: scope.profile.systems, answered: scope.systemsAnswered });
    },
  );

  app.put(
    '/home-systems',
    {
      schema: {
        tags,
        summary: "The owner's answers about the home's systems; the plan is made again, history and own tasks kept",
        body: s.homeSystemsBodySchema,
        response: { 200: s.homeSystemsResponseSchema, ...change },
      },
    },
    async (request) => {
      const { userPropertyId, ...systems } = request.body;
      const today = todayOf();
      await ownedPlanScope(deps, await userOf(request), userPropertyId, partsOf(today).year);
      await saveHomeSystems(db, userPropertyId, systems);
      const scope = await ownedPlanScope(deps, await userOf(request), userPropertyId, partsOf(today).year);
      return ok({ home: scope.home, systems: scope.profile.systems, answered: true });
    },
  );

  app.get('/library', { schema: { tags, summary: 'The maintenance task library (sources named in each task)', response: { 200: s.libraryResponseSchema } } }, async () =>
    ok({
      tasks: TASK_LIBRARY.map((t) => ({
        slug: t.slug,
        title: t.title,
        why: t.why,
        how: t.how,
        recurrence: t.recurrence,
        recurrenceText: recurrenceText(t.recurrence),
        bestMonths: t.bestMonths,
        doneBy: t.doneBy,
        minutes: t.minutes,
        cost: t.cost,
        neglectCost: t.neglectCost,
        component: t.component,
        componentName: componentName(t.component),
      })),
    }),
  );

  // ---- One task ----

  app.post(
    '/tasks/:taskId/complete',
    {
      schema: {
        tags,
        summary: 'Complete a task on a date; the next due date counts from it',
        params: s.taskParamsSchema,
        body: s.completeBodySchema,
        response: { 200: s.taskResponseSchema, ...change },
      },
    },
    async (request) => ok({ task: await completeTask(db, await userOf(request), request.params.taskId, request.body, todayOf()) }),
  );

  app.post(
    '/tasks/:taskId/snooze',
    {
      schema: {
        tags,
        summary: 'Snooze a task to a date, or by a number of days',
        params: s.taskParamsSchema,
        body: s.snoozeBodySchema,
        response: { 200: s.taskResponseSchema, ...change },
      },
    },
    async (request) => ok({ task: await snoozeTask(db, await userOf(request), request.params.taskId, request.body, todayOf()) }),
  );

  app.post(
    '/tasks/:taskId/skip',
    { schema: { tags, summary: "Skip a task's due occurrence: it moves to the next one", params: s.taskParamsSchema, response: { 200: s.taskResponseSchema, ...change } } },
    async (request) => ok({ task: await skipTask(db, await userOf(request), request.params.taskId, todayOf()) }),
  );

  app.put(
    '/tasks/:taskId/enabled',
    { schema: { tags, summary: 'Turn a task off, or on again', params: s.taskParamsSchema, body: s.enabledBodySchema, response: { 200: s.taskResponseSchema, ...change } } },
    async (request) => ok({ task: await setTaskEnabled(db, await userOf(request), request.params.taskId, request.body.enabled, todayOf()) }),
  );

  app.put(
    '/tasks/:taskId/recurrence',
    {
      schema: {
        tags,
        summary: "Change a task's frequency (null: the library's)",
        params: s.taskParamsSchema,
        body: s.recurrenceBodySchema,
        response: { 200: s.taskResponseSchema, ...change },
      },
    },
    async (request) => ok({ task: await setTaskRecurrence(db, await userOf(request), request.params.taskId, request.body.recurrence, todayOf()) }),
  );

  app.get('/tasks/:taskId/ics', { schema: { tags, summary: 'One task as an .ics file', params: s.taskParamsSchema } }, async (request, reply) => {
    const row = await ownedTask(db, await userOf(request), request.params.taskId);
    const task = taskView(itemOf(row), todayOf());
    if (!task.enabled) throw new ApiError(409, 'TASK_OFF', 'This task is turned off. Turn it on first.');
    const home = await ownUserProperty(db, await userOf(request), row.userPropertyId);
    const filename = `${task.slug ?? `task-${task.taskId}`}.ics`;
    return reply
      .header('content-type', ICS_TYPE)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(tasksCalendar(`Homeworth: ${task.title}`, [task], options.siteOrigin, `${home.properties.address}, ${home.properties.city}`));
  });

  // ---- The owner's own tasks ----

  app.post(
    '/custom-tasks',
    { schema: { tags, summary: 'Add your own task with its own recurrence', body: s.customTaskBodySchema, response: { 201: s.taskResponseSchema, ...change } } },
    async (request, reply) => {
      const { userPropertyId, ...input } = request.body;
      return reply.status(201).send(ok({ task: await createCustomTask(db, await userOf(request), userPropertyId, input, todayOf()) }));
    },
  );

  app.put(
    '/custom-tasks/:taskId',
    { schema: { tags, summary: 'Edit your own task', params: s.taskParamsSchema, body: s.customTaskUpdateBodySchema, response: { 200: s.taskResponseSchema, ...change } } },
    async (request) => ok({ task: await updateCustomTask(db, await userOf(request), request.params.taskId, request.body, todayOf()) }),
  );

  app.delete(
    '/custom-tasks/:taskId',
    { schema: { tags, summary: 'Delete your own task (its history stays)', params: s.taskParamsSchema, response: { 200: s.deletedResponseSchema, ...change } } },
    async (request) => {
      await deleteCustomTask(db, await userOf(request), request.params.taskId);
      return ok({ deleted: true as const });
    },
  );

  // ---- Calendar feed ----

  app.get(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary: "Whether the home's private calendar feed is live (its URL is shown once, when made)",
        querystring: s.calendarFeedQuerySchema,
        response: { 200: s.calendarFeedResponseSchema, ...read },
      },
    },
    async (request) => {
      await ownUserProperty(db, await userOf(request), request.query.userPropertyId);
      return ok({ ...(await feedStatus(db, request.query.userPropertyId)), url: null });
    },
  );

  app.post(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary: 'A new private calendar feed URL for the home (the previous one stops working)',
        body: s.calendarFeedBodySchema,
        response: { 200: s.calendarFeedResponseSchema, ...change },
      },
    },
    async (request) => {
      await ownUserProperty(db, await userOf(request), request.body.userPropertyId);
      const token = await createFeedToken(db, request.body.userPropertyId);
      return ok({ ...(await feedStatus(db, request.body.userPropertyId)), url: feedUrl(options.siteOrigin, token) });
    },
  );

  app.delete(
    '/calendar-feed',
    { schema: { tags, summary: "Revoke the home's calendar feed", querystring: s.calendarFeedQuerySchema, response: { 200: s.calendarFeedResponseSchema, ...change } } },
    async (request) => {
      await ownUserProperty(db, await userOf(request), request.query.userPropertyId);
      await revokeFeed(db, request.query.userPropertyId);
      return ok({ active: false, createdAt: null, url: null });
    },
  );

  app.get(
    '/calendar/:token',
    { schema: { tags, summary: 'The private calendar feed (ICS) of a home: the upcoming tasks, as get-upcoming-tasks lists them', params: s.calendarTokenParamsSchema } },
    async (request, reply) => {
      const token = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(request.params.token)?.[1];
      const owner = token ? await homeOfFeedToken(db, token) : null;
      if (!owner) throw new ApiError(404, ERROR_CODES.notFound, 'This calendar feed does not exist or was revoked.');
      const today = todayOf();
      const scope = await resolvePlanScope(deps, owner.userId, owner.userPropertyId, partsOf(today).year);
      const { tasks } = await upcomingTasks(db, scope, today, 365, today);
      const address = `${scope.home.address}, ${scope.home.city}`;
      return reply
        .header('content-type', ICS_TYPE)
        .header('cache-control', 'private, max-age=900')
        .send(tasksCalendar(`Homeworth maintenance: ${address}`, tasks, options.siteOrigin, address));
    },
  );
};
