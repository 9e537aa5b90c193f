import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { defaultEstimatorAnswers, ESTIMATOR_PLAN_ID_KEY, type EstimateRequest, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { finishLevelChanged } from '../../estimate-answers/estimator-answers.slice';
import { deletePlanRequest } from '../../shared/saved-plans.api';
import { savePlanRequest } from './save-plan.api';
import { savePlanSaga } from './save-plan.saga';
import { savedPlanDeleted, savedPlanDeleteRequested, savePlanFailed, savePlanRequested, savePlanReset, savePlanSucceeded } from './save-plan.slice';

// The HTTP calls are the unit boundary; saving plans is covered by the API tests and the e2e journey.
// The guest's pending save after sign-in is tested in pending-save.test.ts.
jest.mock('./save-plan.api');
jest.mock('../../shared/saved-plans.api');
const mockedSave = jest.mocked(savePlanRequest);
const mockedDelete = jest.mocked(deletePlanRequest);

const REQUEST: EstimateRequest = { project: 'Kitchen-Renovation-Cost', finishLevel: 'upscale', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost') };
const PLAN = { userPropertyPlanId: 42 } as unknown as EstimatorPlan;

const start = () => runSagaAlone(savePlanSaga);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('save plan saga', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockedSave.mockReset();
    mockedDelete.mockReset();
  });

  it('saves the estimate, remembers the plan in this tab, and deleting it forgets it', async () => {
    mockedSave.mockResolvedValue(PLAN);
    mockedDelete.mockResolvedValue({ deleted: true });
    const saga = start();
    saga.put(savePlanRequested(REQUEST));
    await flush();
    expect(mockedSave).toHaveBeenCalledWith(REQUEST);
    expect(sessionStorage.getItem(ESTIMATOR_PLAN_ID_KEY)).toBe('42');
    saga.put(savedPlanDeleteRequested(42));
    await flush();
    expect(mockedDelete).toHaveBeenCalledWith(42);
    expect(sessionStorage.getItem(ESTIMATOR_PLAN_ID_KEY)).toBeNull();
    expect(saga.dispatched).toEqual([savePlanSucceeded(42), savedPlanDeleted()]);
    saga.task.cancel();
  });

  it("a refusal keeps the API's message and code (a plan limit offers the paywall); an unreachable API the generic error", async () => {
    mockedSave
      .mockRejectedValueOnce(new ApiError(403, [{ code: 'PLAN_LIMIT', message: 'You have saved the most plans your account allows.' }]))
      .mockRejectedValueOnce(new Error('Network Error'));
    const saga = start();
    saga.put(savePlanRequested(REQUEST));
    await flush();
    saga.put(savePlanRequested(REQUEST));
    await flush();
    expect(saga.dispatched).toEqual([savePlanFailed({ message: 'You have saved the most plans your account allows.', code: 'PLAN_LIMIT' }), savePlanFailed(MESSAGES.genericError)]);
    expect(sessionStorage.getItem(ESTIMATOR_PLAN_ID_KEY)).toBeNull();
    saga.task.cancel();
  });

  it('a new finish level makes it another, unsaved estimate', async () => {
    const saga = start();
    saga.put(finishLevelChanged('basic'));
    await flush();
    expect(saga.dispatched).toEqual([savePlanReset()]);
    saga.task.cancel();
  });
});
