import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { ApiError } from '@homeworth/shared-lib';
import { defaultEstimatorAnswers, type EstimateRequest } from '@homeworth/shared-lib/domain';
import { saveCombinedRequest, savePlanRequest } from './save-plan.api';
import { savePlanSaga } from './save-plan.saga';
import { pendingSaveCheckRequested } from './save-plan.slice';
import { PENDING_SAVE_KEY, PENDING_SAVE_MAX_AGE_MS, readPendingSave, writePendingSave } from '../../shared/pending-save/pending-save';

// The API is replaced here only; saving plans is covered by the API tests and the e2e journey.
jest.mock('./save-plan.api');
const mockedSave = jest.mocked(savePlanRequest);
const mockedSaveCombined = jest.mocked(saveCombinedRequest);

const REQUEST: EstimateRequest = { project: 'Kitchen-Renovation-Cost', finishLevel: 'upscale', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost') };
const RESULT_PATH = '/Kitchen-Renovation-Cost/estimator-result';

function start() {
  const channel = stdChannel();
  const dispatched: { type: string; payload?: unknown }[] = [];
  // As in the store, what the saga puts is also seen by its own watchers.
  const dispatch = (a: { type: string }) => {
    dispatched.push(a);
    channel.put(a);
  };
  const task = runSaga({ channel, dispatch, getState: () => ({}) }, savePlanSaga as Saga);
  return { put: (action: { type: string }) => channel.put(action), dispatched, task };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a guest’s pending save', () => {
  beforeEach(() => {
    localStorage.clear();
    mockedSave.mockReset();
    mockedSaveCombined.mockReset();
    window.history.pushState(null, '', '/dashboard');
  });

  it('is kept in localStorage with a version, and read back only while fresh and same-site', () => {
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH }, 1000);
    expect(JSON.parse(localStorage.getItem(PENDING_SAVE_KEY)!)).toMatchObject({ version: 1, savedAt: 1000 });
    expect(readPendingSave(1000 + 60_000)).toEqual({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH });
    expect(readPendingSave(1000 + PENDING_SAVE_MAX_AGE_MS + 1)).toBeNull();
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: '//evil.example/x' }, 1000);
    expect(readPendingSave(2000)).toBeNull();
    localStorage.setItem(PENDING_SAVE_KEY, JSON.stringify({ version: 0, savedAt: 1000, save: { kind: 'project', request: REQUEST, returnPath: RESULT_PATH } }));
    expect(readPendingSave(2000)).toBeNull();
  });

  it('after sign-in: puts the answers back, saves the estimate, lands on its result page and forgets it', async () => {
    mockedSave.mockResolvedValue({ userPropertyPlanId: 42 } as never);
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH });
    const saga = start();
    saga.put(pendingSaveCheckRequested());
    await flush();
    expect(saga.dispatched.map((a) => a.type)).toEqual(['estimatorAnswers/estimateLoaded', 'savePlan/savePlanRequested', 'savePlan/savePlanSucceeded']);
    expect(saga.dispatched[0]!.payload).toEqual({ project: REQUEST.project, saved: { answers: REQUEST.answers, finishLevel: 'upscale' } });
    expect(mockedSave).toHaveBeenCalledWith(REQUEST);
    expect(window.location.pathname).toBe(RESULT_PATH);
    expect(localStorage.getItem(PENDING_SAVE_KEY)).toBeNull();
    saga.task.cancel();
  });

  it('saves a combined estimate the same way', async () => {
    mockedSaveCombined.mockResolvedValue([{ userPropertyPlanId: 7 }] as never);
    const answers = { projects: ['Installing-Deck', 'Garage-Door-Replacement'], shared: { 'property-address': { state: 'OH' } }, perProject: {} };
    writePendingSave({ kind: 'combined', mode: 'multiproject', answers, finishLevel: 'midrange', returnPath: '/multiproject/estimator-result' });
    const saga = start();
    saga.put(pendingSaveCheckRequested());
    await flush();
    expect(saga.dispatched.map((a) => a.type)).toEqual(['multiprojectAnswers/multiprojectLoaded', 'savePlan/saveCombinedRequested', 'savePlan/savePlanSucceeded']);
    expect(mockedSaveCombined.mock.calls[0]![0].projects.map((p) => p.project)).toEqual(['Installing-Deck', 'Garage-Door-Replacement']);
    expect(window.location.pathname).toBe('/multiproject/estimator-result');
    expect(localStorage.getItem(PENDING_SAVE_KEY)).toBeNull();
    saga.task.cancel();
  });

  it('is forgotten when the API refuses it (shown on the result page), kept when the API cannot be reached', async () => {
    mockedSave.mockRejectedValueOnce(new ApiError(403, [{ code: 'PLAN_LIMIT', message: 'Your plans can hold up to 15 projects.' }]));
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH });
    const saga = start();
    saga.put(pendingSaveCheckRequested());
    await flush();
    expect(saga.dispatched.at(-1)).toMatchObject({ type: 'savePlan/savePlanFailed', payload: { code: 'PLAN_LIMIT' } });
    expect(localStorage.getItem(PENDING_SAVE_KEY)).toBeNull();

    mockedSave.mockRejectedValueOnce(new Error('Network Error'));
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH });
    saga.put(pendingSaveCheckRequested());
    await flush();
    expect(readPendingSave()).not.toBeNull();
    saga.task.cancel();
  });

  it('saves the latest request only: a later request replaces an earlier one', async () => {
    mockedSave.mockResolvedValue({ userPropertyPlanId: 43 } as never);
    const bathroom: EstimateRequest = { project: 'Bathroom-Renovation-Cost', finishLevel: 'basic', answers: defaultEstimatorAnswers('Bathroom-Renovation-Cost') };
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH });
    writePendingSave({ kind: 'project', request: bathroom, returnPath: '/Bathroom-Renovation-Cost/estimator-result' });
    const saga = start();
    saga.put(pendingSaveCheckRequested());
    await flush();
    expect(mockedSave.mock.calls).toEqual([[bathroom]]);
    expect(saga.dispatched[0]!.payload).toEqual({ project: 'Bathroom-Renovation-Cost', saved: { answers: bathroom.answers, finishLevel: 'basic' } });
    expect(window.location.pathname).toBe('/Bathroom-Renovation-Cost/estimator-result');
    saga.task.cancel();
  });

  it('is consumed once: a second sign-in signal, here or in another tab, saves nothing more', async () => {
    let finish: (plan: never) => void = () => undefined;
    mockedSave.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH });
    const tab = start();
    const otherTab = start();
    tab.put(pendingSaveCheckRequested());
    // Taken before the API answers: neither this tab's second signal nor another tab finds it.
    expect(localStorage.getItem(PENDING_SAVE_KEY)).toBeNull();
    tab.put(pendingSaveCheckRequested());
    otherTab.put(pendingSaveCheckRequested());
    finish({ userPropertyPlanId: 42 } as never);
    await flush();
    tab.put(pendingSaveCheckRequested());
    await flush();
    expect(mockedSave).toHaveBeenCalledTimes(1);
    expect(otherTab.dispatched).toEqual([]);
    tab.task.cancel();
    otherTab.task.cancel();
  });

  it('survives the verification round trip: still there days later, until the signed-in estimator takes it', async () => {
    const asked = Date.now() - 3 * 24 * 60 * 60 * 1000;
    writePendingSave({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH }, asked);
    // Signing up and the verify-your-email page do not touch it.
    expect(readPendingSave()).toEqual({ kind: 'project', request: REQUEST, returnPath: RESULT_PATH });
    mockedSave.mockResolvedValue({ userPropertyPlanId: 44 } as never);
    const saga = start();
    saga.put(pendingSaveCheckRequested());
    await flush();
    expect(mockedSave).toHaveBeenCalledWith(REQUEST);
    expect(readPendingSave()).toBeNull();
    saga.task.cancel();
  });

  it('does nothing without a pending save', async () => {
    const saga = start();
    saga.put(pendingSaveCheckRequested());
    await flush();
    expect(saga.dispatched).toEqual([]);
    expect(window.location.pathname).toBe('/dashboard');
    saga.task.cancel();
  });
});
