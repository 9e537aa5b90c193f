import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from '../../shared/plan/maintenance-plan.api';
import { printablePlanSaga } from './printable-plan.saga';
import { printableOpened } from './printable-plan.slice';

jest.mock('../../shared/plan/maintenance-plan.api');
const mocked = jest.mocked(api);

const HOME = { userPropertyId: 9, address: '418 Juniper Court' } as unknown as api.PlanHome;
const MONTHS = [{ month: '2026-11', occurrences: [] }];
const HISTORY = [{ taskId: 3, kind: 'complete', date: '2026-10-02', proName: 'Acme Gutters' }] as unknown as api.HistoryEvent[];

const start = () => runSagaAlone(printablePlanSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('printable plan saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('reads the year and the history of the home and puts them together', async () => {
    mocked.fetchYear.mockResolvedValue({ home: HOME, months: MONTHS });
    mocked.fetchHistory.mockResolvedValue(HISTORY);
    const saga = start();
    saga.put(printableOpened({ home: 9, from: '2026-11-23' }));
    await settle();
    expect(mocked.fetchYear).toHaveBeenCalledWith(9, '2026-11-23');
    expect(mocked.fetchHistory).toHaveBeenCalledWith(9);
    expect(saga.dispatched).toEqual([{ type: 'printablePlan/printableLoaded', payload: { home: HOME, months: MONTHS, history: HISTORY } }]);
    saga.task.cancel();
  });

  it("shows the API's message when the year cannot be read", async () => {
    mocked.fetchYear.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Home not found.' }]));
    mocked.fetchHistory.mockResolvedValue(HISTORY);
    const saga = start();
    saga.put(printableOpened({ home: 77, from: '2026-11-23' }));
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'printablePlan/printableFailed', payload: 'Home not found.' }]);
    saga.task.cancel();
  });

  it('shows the generic error when the history request breaks', async () => {
    mocked.fetchYear.mockResolvedValue({ home: HOME, months: MONTHS });
    mocked.fetchHistory.mockRejectedValue(new Error('socket hang up'));
    const saga = start();
    saga.put(printableOpened({ home: null, from: '2026-11-23' }));
    await settle();
    expect(mocked.fetchHistory).toHaveBeenCalledWith(null);
    expect(saga.dispatched).toEqual([{ type: 'printablePlan/printableFailed', payload: MESSAGES.genericError }]);
    saga.task.cancel();
  });
});
