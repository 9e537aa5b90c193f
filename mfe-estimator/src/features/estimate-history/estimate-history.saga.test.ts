import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import type { EstimatorPlan } from '@homeworth/shared-lib/domain';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { deletePlanRequest, fetchPlans } from '../../shared/saved-plans.api';
import { estimateHistorySaga } from './estimate-history.saga';
import { historyFailed, historyLoaded, historyRequested, planDeleted, planDeleteRequested } from './estimate-history.slice';

// The HTTP calls are the unit boundary; the real routes (and their ownership checks) are covered by the API tests and e2e.
jest.mock('../../shared/saved-plans.api');
const mockedFetch = jest.mocked(fetchPlans);
const mockedDelete = jest.mocked(deletePlanRequest);

// Only identity matters to the saga: the plans are the API's.
const PLANS = [{ userPropertyPlanId: 8, projectNameToDisplay: 'Kitchen Remodel' }] as unknown as EstimatorPlan[];

const start = () => runSagaAlone(estimateHistorySaga);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('estimate history saga', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
    mockedDelete.mockReset();
  });

  it('loads the saved plans and deletes the one asked for', async () => {
    mockedFetch.mockResolvedValue(PLANS);
    mockedDelete.mockResolvedValue({ deleted: true });
    const saga = start();
    saga.put(historyRequested());
    await flush();
    saga.put(planDeleteRequested(8));
    await flush();
    expect(mockedDelete).toHaveBeenCalledWith(8);
    expect(saga.dispatched).toEqual([historyLoaded(PLANS), planDeleted(8)]);
    saga.task.cancel();
  });

  it("a refused delete shows the API's message and keeps the plan; an unreachable API the generic error", async () => {
    mockedDelete.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Plan not found.' }]));
    mockedFetch.mockRejectedValue(new Error('Network Error'));
    const saga = start();
    saga.put(planDeleteRequested(99));
    await flush();
    saga.put(historyRequested());
    await flush();
    expect(saga.dispatched).toEqual([historyFailed('Plan not found.'), historyFailed(MESSAGES.genericError)]);
    saga.task.cancel();
  });
});
