import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody } from '@homeworth/shared-lib/api-types';
import type { HomeChoice, PlanHome } from '../../plan-home';

// The maintenance plan API (api/src/modules/maintenance/maintenance.schema.ts is the contract),
// under /v1/maintenance.

const BASE = '/v1/maintenance';

export type { HomeChoice, PlanHome } from '../../plan-home';

type Plan = '/api/v1/maintenance';

/** One task of the plan with its schedule. */
export type PlanTask = ApiAnswer<`${Plan}/task-list`, 'get'>['tasks'][number];

/** A recurrence rule: a subset of iCalendar's RRULE. */
export type Recurrence = PlanTask['recurrence'];

/** Who does a task: the owner or a professional. */
export type WhoDoes = PlanTask['doneBy'];

/** A task of the week: due that week, or completed that week. */
export type WeekTask = ApiAnswer<`${Plan}/get-week-tasks`, 'get'>['tasks'][number];

/** Counts of the tabs on `date`. */
export type TaskCounts = Omit<ApiAnswer<`${Plan}/get-tasks-count`, 'get'>, 'home'>;

/** A completion, skip or snooze. */
export type HistoryEvent = ApiAnswer<`${Plan}/history`, 'get'>['events'][number];

/** A task on a day of the month or year view. */
export type Occurrence = ApiAnswer<`${Plan}/month`, 'get'>['occurrences'][number];

/** Everything the plan page shows for one home on one day. */
export interface PlanOverview {
  home: PlanHome;
  counts: TaskCounts;
  week: WeekTask[];
  overdue: PlanTask[];
  /** Enabled tasks due after this week, within a year. */
  upcoming: PlanTask[];
  off: PlanTask[];
  history: HistoryEvent[];
}

const homeParams = (userPropertyId: HomeChoice) => (userPropertyId ? { userPropertyId } : {});

/** Loads counts, the week, overdue, upcoming, turned-off tasks and the history of one home on `today`. */
export async function fetchPlanOverview(userPropertyId: HomeChoice, today: string): Promise<PlanOverview> {
  const params = homeParams(userPropertyId);
  const [counts, week, all, upcoming, history] = await Promise.all([
    apiRequest<TaskCounts & { home: PlanHome }>({ method: 'GET', url: `${BASE}/get-tasks-count`, params: { ...params, date: today } }),
    apiRequest<{ tasks: WeekTask[] }>({ method: 'GET', url: `${BASE}/get-week-tasks`, params: { ...params, date: today } }),
    apiRequest<{ tasks: PlanTask[] }>({ method: 'GET', url: `${BASE}/task-list`, params }),
    apiRequest<{ tasks: PlanTask[] }>({ method: 'GET', url: `${BASE}/get-upcoming-tasks`, params: { ...params, from: today } }),
    apiRequest<{ events: HistoryEvent[] }>({ method: 'GET', url: `${BASE}/history`, params }),
  ]);
  const { home, ...countFigures } = counts;
  const byDue = (a: PlanTask, b: PlanTask) => (a.nextDue ?? '').localeCompare(b.nextDue ?? '') || a.title.localeCompare(b.title);
  return {
    home,
    counts: countFigures,
    week: week.tasks,
    overdue: all.tasks.filter((t) => t.enabled && t.nextDue !== null && t.nextDue < today).sort(byDue),
    upcoming: upcoming.tasks.filter((t) => t.nextDue !== null && t.nextDue > counts.weekEnd).sort(byDue),
    off: all.tasks.filter((t) => !t.enabled),
    history: history.events,
  };
}

/** Every occurrence in `month` ("2026-11"). */
export async function fetchMonth(userPropertyId: HomeChoice, month: string): Promise<Occurrence[]> {
  return (await apiRequest<{ occurrences: Occurrence[] }>({ method: 'GET', url: `${BASE}/month`, params: { ...homeParams(userPropertyId), month } })).occurrences;
}

/** Twelve months from `from`, for the printable plan. */
export async function fetchYear(userPropertyId: HomeChoice, from: string): Promise<ApiAnswer<`${Plan}/year`, 'get'>> {
  return apiRequest({ method: 'GET', url: `${BASE}/year`, params: { ...homeParams(userPropertyId), from } });
}

/** The history of a home (for the printable plan's contacts). */
export async function fetchHistory(userPropertyId: HomeChoice): Promise<HistoryEvent[]> {
  return (await apiRequest<{ events: HistoryEvent[] }>({ method: 'GET', url: `${BASE}/history`, params: homeParams(userPropertyId) })).events;
}

/** What the owner records when a task is done. */
export type Completion = ApiBody<`${Plan}/tasks/{taskId}/complete`, 'post'>;

/** A change to one task: complete, snooze, skip, turn off or on, change its frequency; edit or delete an own task. */
export type TaskChange =
  | { kind: 'complete'; taskId: number; completion: Completion }
  | { kind: 'snooze'; taskId: number; until: string }
  | { kind: 'skip'; taskId: number }
  | { kind: 'enabled'; taskId: number; enabled: boolean }
  | { kind: 'recurrence'; taskId: number; recurrence: Recurrence | null }
  | { kind: 'edit'; taskId: number; fields: Omit<CustomTaskDraft, 'userPropertyId'> }
  | { kind: 'delete'; taskId: number };

/** Sends one task change; answers the task as it now stands (null once deleted). */
export async function changeTask(change: TaskChange): Promise<PlanTask | null> {
  const task = `${BASE}/tasks/${change.taskId}`;
  switch (change.kind) {
    case 'complete':
      return (await apiRequest<{ task: PlanTask }>({ method: 'POST', url: `${task}/complete`, data: change.completion })).task;
    case 'snooze':
      return (await apiRequest<{ task: PlanTask }>({ method: 'POST', url: `${task}/snooze`, data: { until: change.until } })).task;
    case 'skip':
      return (await apiRequest<{ task: PlanTask }>({ method: 'POST', url: `${task}/skip`, data: {} })).task;
    case 'enabled':
      return (await apiRequest<{ task: PlanTask }>({ method: 'PUT', url: `${task}/enabled`, data: { enabled: change.enabled } })).task;
    case 'recurrence':
      return (await apiRequest<{ task: PlanTask }>({ method: 'PUT', url: `${task}/recurrence`, data: { recurrence: change.recurrence } })).task;
    case 'edit': {
      const { firstDue, ...fields } = change.fields;
      const data = { ...fields, why: fields.why ?? '', nextDue: firstDue };
      return (await apiRequest<{ task: PlanTask }>({ method: 'PUT', url: `${BASE}/custom-tasks/${change.taskId}`, data })).task;
    }
    case 'delete':
      await apiRequest({ method: 'DELETE', url: `${BASE}/custom-tasks/${change.taskId}` });
      return null;
  }
}

/** The owner's own task. */
export type CustomTaskDraft = ApiBody<`${Plan}/custom-tasks`, 'post'>;

/** Adds the owner's own task with its own recurrence. */
export async function addCustomTask(draft: CustomTaskDraft): Promise<PlanTask> {
  return (await apiRequest<{ task: PlanTask }>({ method: 'POST', url: `${BASE}/custom-tasks`, data: draft })).task;
}

/** The `.ics` download of one task (a plain link: the browser saves the file). */
export const taskIcsUrl = (taskId: number) => `/api${BASE}/tasks/${taskId}/ics`;

/** The printable plan as a PDF (a plain link). */
export const planPdfUrl = (userPropertyId: HomeChoice) => `/api${BASE}/printable.pdf${userPropertyId ? `?userPropertyId=${userPropertyId}` : ''}`;
