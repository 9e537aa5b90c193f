import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import { SHARE_MESSAGES, type EstimateResult, type SharedEstimate } from '@homeworth/shared-lib/domain';
import { fetchEstimate } from './estimate-result.api';
import { sharedEstimateRequest } from './shared-estimate.api';
import { sharedEstimateSaga } from './shared-estimate.saga';
import { sharedEstimateOpened, sharedEstimateSlice, sharedFinishLevelChanged } from './shared-estimate.slice';

// The HTTP calls are the unit boundary; the share and pricing routes are covered by the API tests.
jest.mock('./estimate-result.api');
jest.mock('./shared-estimate.api');
const mockedShared = jest.mocked(sharedEstimateRequest);
const mockedPrice = jest.mocked(fetchEstimate);

// Only identity and the fields the saga reads matter here: the figures are the API's.
const MIDRANGE = { finishLevel: 'midrange', totalEstimatedProjectCost: 41000 } as unknown as EstimateResult;
const UPSCALE = { finishLevel: 'upscale', totalEstimatedProjectCost: 52000 } as unknown as EstimateResult;
const SHARED = {
  senderName: 'Robin',
  agent: null,
  estimate: MIDRANGE,
  plan: { projectNameAsKey: ['Kitchen-Renovation-Cost'], answers: { 'kitchen-size': 'medium' } },
} as unknown as SharedEstimate;

const start = () => runSagaWithReducer(sharedEstimateSaga, sharedEstimateSlice.reducer, (state) => ({ sharedEstimate: state }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shared estimate saga', () => {
  beforeEach(() => {
    mockedShared.mockReset();
    mockedPrice.mockReset();
  });

  it('opens the link and prices the shared answers at another finish level', async () => {
    mockedShared.mockResolvedValueOnce(SHARED);
    mockedPrice.mockResolvedValueOnce(UPSCALE);
    const { dispatch, state, task } = start();
    dispatch(sharedEstimateOpened('abc.def'));
    await flush();
    dispatch(sharedFinishLevelChanged('upscale'));
    await flush();
    expect(mockedShared).toHaveBeenCalledWith('abc.def');
    expect(mockedPrice).toHaveBeenCalledWith({ project: 'Kitchen-Renovation-Cost', finishLevel: 'upscale', answers: SHARED.plan.answers });
    expect(state()).toMatchObject({ status: 'ready', view: { result: UPSCALE, finishLevel: 'upscale', loading: false, error: null } });
    task.cancel();
  });

  it('goes back to the priced finish level with the reason when pricing fails', async () => {
    mockedShared.mockResolvedValueOnce(SHARED);
    mockedPrice.mockRejectedValueOnce(new Error('Network Error'));
    const { dispatch, state, task } = start();
    dispatch(sharedEstimateOpened('abc.def'));
    await flush();
    dispatch(sharedFinishLevelChanged('upscale'));
    await flush();
    expect(state()).toMatchObject({ status: 'ready', view: { result: MIDRANGE, finishLevel: 'midrange', loading: false, error: MESSAGES.genericError } });
    task.cancel();
  });

  it('says the link is not found for no token or an unknown one, and gives other failures their message', async () => {
    mockedShared.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Not found' }])).mockRejectedValueOnce(new Error('Network Error'));
    const { dispatch, state, task } = start();
    dispatch(sharedEstimateOpened(''));
    await flush();
    expect(state()).toEqual({ status: 'not-found', message: SHARE_MESSAGES.linkNotFound });
    dispatch(sharedEstimateOpened('gone'));
    await flush();
    expect(state()).toEqual({ status: 'not-found', message: SHARE_MESSAGES.linkNotFound });
    dispatch(sharedEstimateOpened('abc.def'));
    await flush();
    expect(state()).toEqual({ status: 'error', message: MESSAGES.genericError });
    task.cancel();
  });
});
