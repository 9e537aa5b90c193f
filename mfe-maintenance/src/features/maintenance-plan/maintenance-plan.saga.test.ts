import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from '../../shared/plan/maintenance-plan.api';
import { maintenancePlanSaga } from './maintenance-plan.saga';
import { customTaskRequested, monthOpened, planOpened, taskChangeRequested, type MaintenancePlanState } from './maintenance-plan.slice';

jest.mock('../../shared/plan/maintenance-plan.api');
const mocked = jest.mocked(api);

const overviewOf = (userPropertyId: number) => ({ home: { userPropertyId }, counts: {}, week: [], overdue: [], upcoming: [], off: [], history: [] }) as unknown as api.PlanOverview;
const OCCURRENCES = [{ taskId: 3, date: '2026-11-28', title: 'Clean the gutters' }] as unknown as api.Occurrence[];
const GUTTERS = { taskId: 3, title: 'Clean the gutters', nextDue: '2027-05-28', recurrenceText: 'Every 6 months' } as unknown as api.PlanTask;

function start(plan: Partial<MaintenancePlanState>) {
  return runSagaAlone(maintenancePlanSaga, { maintenancePlan: { home: 9, today: '2026-11-23', month: null, ...plan } });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('maintenance plan saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the plan of the home on the day in the state', async () => {
    mocked.fetchPlanOverview.mockResolvedValue(overviewOf(9));
    const saga = start({ home: 9 });
    saga.put(planOpened({ home: 9, today: '2026-11-23' }));
    await settle();
    expect(mocked.fetchPlanOverview).toHaveBeenCalledWith(9, '2026-11-23');
    expect(saga.dispatched).toEqual([{ type: 'maintenancePlan/planLoaded', payload: overviewOf(9) }]);
    saga.task.cancel();
  });

  it("falls back to the API's own choice of home when the selected home is not this user's (404)", async () => {
    mocked.fetchPlanOverview.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Home not found.' }]));
    mocked.fetchPlanOverview.mockResolvedValueOnce(overviewOf(12));
    const saga = start({ home: 77 });
    saga.put(planOpened({ home: 77, today: '2026-11-23' }));
    await settle();
    expect(mocked.fetchPlanOverview.mock.calls).toEqual([
      [77, '2026-11-23'],
      [null, '2026-11-23'],
    ]);
    expect(saga.dispatched).toEqual([{ type: 'maintenancePlan/planLoaded', payload: overviewOf(12) }]);
    saga.task.cancel();
  });

  it("shows the API's message for other failures, without retrying", async () => {
    mocked.fetchPlanOverview.mockRejectedValue(new ApiError(400, [{ code: 'VALIDATION', message: 'Pick a valid date.' }]));
    const saga = start({ home: 9 });
    saga.put(planOpened({ home: 9, today: '2026-11-23' }));
    await settle();
    expect(mocked.fetchPlanOverview).toHaveBeenCalledTimes(1);
    expect(saga.dispatched).toEqual([{ type: 'maintenancePlan/planFailed', payload: 'Pick a valid date.' }]);
    saga.task.cancel();
  });

  it('sends a completion, reads the plan and month again, and says when the task is next due', async () => {
    mocked.changeTask.mockResolvedValue(GUTTERS);
    mocked.fetchPlanOverview.mockResolvedValue(overviewOf(9));
    mocked.fetchMonth.mockResolvedValue(OCCURRENCES);
    const change: api.TaskChange = { kind: 'complete', taskId: 3, completion: { date: '2026-11-23', doneBy: 'DIY' } };
    const saga = start({ home: 9, month: '2026-11' });
    saga.put(taskChangeRequested(change));
    await settle();
    expect(mocked.changeTask).toHaveBeenCalledWith(change);
    expect(mocked.fetchMonth).toHaveBeenCalledWith(9, '2026-11');
    expect(saga.dispatched).toEqual([
      { type: 'maintenancePlan/planLoaded', payload: overviewOf(9) },
      { type: 'maintenancePlan/monthLoaded', payload: { month: '2026-11', occurrences: OCCURRENCES } },
      { type: 'maintenancePlan/taskChanged', payload: 'Marked done. Next due Fri, May 28, 2027.' },
    ]);
    saga.task.cancel();
  });

  it("adds an own task and names it; a refused task shows the API's message", async () => {
    mocked.addCustomTask.mockResolvedValueOnce(GUTTERS);
    mocked.addCustomTask.mockRejectedValueOnce(new Error('offline'));
    mocked.fetchPlanOverview.mockResolvedValue(overviewOf(9));
    const draft: api.CustomTaskDraft = { userPropertyId: 9, title: 'Clean the gutters', recurrence: { freq: 'MONTHLY', interval: 6 }, doneBy: 'DIY' };
    const saga = start({ home: 9, month: null });
    saga.put(customTaskRequested(draft));
    await settle();
    saga.put(customTaskRequested(draft));
    await settle();
    expect(mocked.addCustomTask).toHaveBeenCalledWith(draft);
    expect(mocked.fetchMonth).not.toHaveBeenCalled();
    expect(saga.dispatched).toEqual([
      { type: 'maintenancePlan/planLoaded', payload: overviewOf(9) },
      { type: 'maintenancePlan/taskChanged', payload: 'Added “Clean the gutters”. Next due Fri, May 28, 2027.' },
      { type: 'maintenancePlan/planFailed', payload: MESSAGES.genericError },
    ]);
    saga.task.cancel();
  });

  it('reads the month shown when it opens', async () => {
    mocked.fetchMonth.mockResolvedValue(OCCURRENCES);
    const saga = start({ home: 9, month: '2026-12' });
    saga.put(monthOpened('2026-12'));
    await settle();
    expect(mocked.fetchMonth).toHaveBeenCalledWith(9, '2026-12');
    expect(saga.dispatched).toEqual([{ type: 'maintenancePlan/monthLoaded', payload: { month: '2026-12', occurrences: OCCURRENCES } }]);
    saga.task.cancel();
  });
});
