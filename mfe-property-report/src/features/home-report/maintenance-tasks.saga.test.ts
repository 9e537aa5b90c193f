import { getSession } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as homesApi from '../../shared/user-homes.api';
import * as api from './maintenance-tasks.api';
import { maintenanceTasksSaga } from './maintenance-tasks.saga';
import { maintenanceTasksRequested } from './maintenance-tasks.slice';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), getSession: jest.fn() }));
jest.mock('./maintenance-tasks.api');
jest.mock('../../shared/user-homes.api');
const mocked = jest.mocked(api);
const mockedHomes = jest.mocked(homesApi);
const session = jest.mocked(getSession);

const signedIn = (isLoggedIn: boolean) => session.mockReturnValue({ isLoggedIn } as ReturnType<typeof getSession>);
const MY_HOME = { userPropertyId: 9, property: { kukunId: 4242 } } as unknown as homesApi.UserHome;
const TASKS = [
  { taskId: 3, title: 'Clean the gutters', component: 'gutters', componentName: 'Gutters', doneBy: 'DIY', nextDue: '2026-11-28', recurrenceText: 'Every 6 months' },
] as api.ReportPlanTask[];

const start = () => runSagaAlone(maintenanceTasksSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('maintenance tasks saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it("shows the signed-in user's plan tasks of this home", async () => {
    signedIn(true);
    mockedHomes.fetchUserHomes.mockResolvedValue([MY_HOME]);
    mocked.fetchUpcomingPlan.mockResolvedValue({ home: { kukunId: 4242, userPropertyId: 9, isSample: false }, tasks: TASKS });
    const saga = start();
    saga.put(maintenanceTasksRequested(4242));
    await settle();
    expect(mocked.fetchUpcomingPlan).toHaveBeenCalledWith(9);
    expect(saga.dispatched).toEqual([{ type: 'maintenanceTasks/maintenanceTasksLoaded', payload: { kukunId: 4242, tasks: TASKS } }]);
    saga.task.cancel();
  });

  it("asks for no plan on a signed-in user's report of a home that is not theirs", async () => {
    signedIn(true);
    mockedHomes.fetchUserHomes.mockResolvedValue([MY_HOME]);
    const saga = start();
    saga.put(maintenanceTasksRequested(5555));
    await settle();
    expect(mocked.fetchUpcomingPlan).not.toHaveBeenCalled();
    expect(saga.dispatched).toEqual([{ type: 'maintenanceTasks/maintenanceTasksLoaded', payload: { kukunId: 5555, tasks: null } }]);
    saga.task.cancel();
  });

  it("a guest gets the sample plan only on the sample home's report; a failure shows no tasks", async () => {
    signedIn(false);
    mocked.fetchUpcomingPlan.mockResolvedValueOnce({ home: { kukunId: 1, userPropertyId: 0, isSample: true }, tasks: TASKS });
    mocked.fetchUpcomingPlan.mockResolvedValueOnce({ home: { kukunId: 1, userPropertyId: 0, isSample: true }, tasks: TASKS });
    mocked.fetchUpcomingPlan.mockRejectedValueOnce(new Error('offline'));
    const saga = start();
    for (const kukunId of [1, 4242, 1]) {
      saga.put(maintenanceTasksRequested(kukunId));
      await settle();
    }
    expect(mockedHomes.fetchUserHomes).not.toHaveBeenCalled();
    expect(mocked.fetchUpcomingPlan).toHaveBeenCalledWith(null);
    expect(saga.dispatched).toEqual([
      { type: 'maintenanceTasks/maintenanceTasksLoaded', payload: { kukunId: 1, tasks: TASKS } },
      { type: 'maintenanceTasks/maintenanceTasksLoaded', payload: { kukunId: 4242, tasks: null } },
      { type: 'maintenanceTasks/maintenanceTasksLoaded', payload: { kukunId: 1, tasks: null } },
    ]);
    saga.task.cancel();
  });
});
