import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import {
  defaultEstimatorAnswers,
  ESTIMATOR_GATE_CODES,
  LIMIT_MODAL_TITLES,
  type EstimateRequest,
  type EstimateResult,
  type MultiprojectEstimateRequest,
  type MultiprojectEstimateResult,
} from '@homeworth/shared-lib/domain';
import { fetchEstimate, fetchMultiprojectEstimate } from './estimate-result.api';
import { estimateResultSaga } from './estimate-result.saga';
import { estimateRequested, estimateResultSlice } from './estimate-result.slice';

// The API is replaced here only; pricing is covered by the API tests and the e2e journeys.
jest.mock('./estimate-result.api');
const mockedSingle = jest.mocked(fetchEstimate);
const mockedMultiproject = jest.mocked(fetchMultiprojectEstimate);

const SINGLE: EstimateRequest = { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost') };
const MULTIPROJECT: MultiprojectEstimateRequest = { finishLevel: 'upscale', projects: [{ project: SINGLE.project, answers: SINGLE.answers }] };
// Only identity matters to the saga and the slice: the figures are the API's (covered there).
const SINGLE_RESULT = { total: 41000 } as unknown as EstimateResult;
const MULTIPROJECT_RESULT = { combined: { total: 73000 } } as unknown as MultiprojectEstimateResult;

/** Runs the saga against the real slice: every action it puts goes through the reducer. */
const start = () => runSagaWithReducer(estimateResultSaga, estimateResultSlice.reducer, (state) => ({ estimateResult: state }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('estimate result saga (single project and multiproject share one slice)', () => {
  beforeEach(() => {
    mockedSingle.mockReset();
    mockedMultiproject.mockReset();
  });

  it('prices each page through its own route and keeps the two results apart', async () => {
    mockedSingle.mockResolvedValue(SINGLE_RESULT);
    mockedMultiproject.mockResolvedValue(MULTIPROJECT_RESULT);
    const { dispatch, state, task } = start();
    dispatch(estimateRequested({ kind: 'single', request: SINGLE }));
    expect(state().single.loading).toBe(true);
    expect(state().multiproject.loading).toBe(false);
    dispatch(estimateRequested({ kind: 'multiproject', request: MULTIPROJECT }));
    await flush();
    expect(mockedSingle).toHaveBeenCalledWith(SINGLE);
    expect(mockedMultiproject).toHaveBeenCalledWith(MULTIPROJECT);
    expect(state()).toEqual({
      single: { loading: false, result: SINGLE_RESULT, error: null, limitModalTitle: null },
      multiproject: { loading: false, result: MULTIPROJECT_RESULT, error: null, limitModalTitle: null },
    });
    task.cancel();
  });

  it('a newer request of a page cancels its older one, not the other page’s', async () => {
    let resolveFirst: (r: EstimateResult) => void = () => undefined;
    mockedSingle.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve))).mockResolvedValueOnce({ total: 52000 } as unknown as EstimateResult);
    mockedMultiproject.mockResolvedValue(MULTIPROJECT_RESULT);
    const { dispatch, state, task } = start();
    dispatch(estimateRequested({ kind: 'single', request: SINGLE }));
    dispatch(estimateRequested({ kind: 'multiproject', request: MULTIPROJECT }));
    dispatch(estimateRequested({ kind: 'single', request: { ...SINGLE, finishLevel: 'upscale' } }));
    await flush();
    resolveFirst(SINGLE_RESULT);
    await flush();
    expect(state().single.result).toEqual({ total: 52000 });
    expect(state().multiproject.result).toBe(MULTIPROJECT_RESULT);
    task.cancel();
  });

  it('a gated guest gets the limit modal on that page only; another failure shows the API’s message', async () => {
    mockedMultiproject.mockRejectedValue(new ApiError(403, [{ code: ESTIMATOR_GATE_CODES.signUpRequired, message: 'Sign up to estimate several projects' }]));
    mockedSingle.mockRejectedValue(new Error('network down'));
    const { dispatch, state, task } = start();
    dispatch(estimateRequested({ kind: 'multiproject', request: MULTIPROJECT }));
    dispatch(estimateRequested({ kind: 'single', request: SINGLE }));
    await flush();
    expect(state().multiproject).toEqual({ loading: false, result: null, error: null, limitModalTitle: 'Sign up to estimate several projects' });
    expect(state().single).toEqual({ loading: false, result: null, error: MESSAGES.genericError, limitModalTitle: null });
    task.cancel();
  });

  it('the permutation and per-email limits open the limit modal with their own titles', async () => {
    mockedSingle.mockRejectedValue(new ApiError(403, [{ code: ESTIMATOR_GATE_CODES.permutationLimit, message: LIMIT_MODAL_TITLES.customize }]));
    mockedMultiproject.mockRejectedValue(new ApiError(403, [{ code: ESTIMATOR_GATE_CODES.emailProjectLimit, message: LIMIT_MODAL_TITLES.unlock }]));
    const { dispatch, state, task } = start();
    dispatch(estimateRequested({ kind: 'single', request: SINGLE }));
    dispatch(estimateRequested({ kind: 'multiproject', request: MULTIPROJECT }));
    await flush();
    expect(state().single.limitModalTitle).toBe('Customize your estimate for free');
    expect(state().multiproject.limitModalTitle).toBe('Unlock the Customization Tools and Premium Content');
    task.cancel();
  });
});
