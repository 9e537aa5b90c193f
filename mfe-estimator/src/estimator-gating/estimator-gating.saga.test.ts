import type { EstimatorAccountLimits } from '@homeworth/shared-lib/domain';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { estimateSucceeded } from '../features/estimate-result/estimate-result.slice';
import { fetchAccountLimits, notifySuspiciousAccount } from './estimator-gating.api';
import { estimatorGatingSaga } from './estimator-gating.saga';
import { accountLimitsLoaded, accountLimitsRequested, suspiciousAccountNotified } from './estimator-gating.slice';

// The HTTP calls are the unit boundary; the rules themselves are decided and tested in the API.
jest.mock('./estimator-gating.api');
const mockedLimits = jest.mocked(fetchAccountLimits);
const mockedNotify = jest.mocked(notifySuspiciousAccount);

// Only the fields the saga reads matter; the figures are the API's.
const LIMITS = { isGuest: false, paid: false, totalCount: 2, savedProjectCount: 2, suspiciousAccount: null, paywallPricingId: 1 } as unknown as EstimatorAccountLimits;

const start = () => runSagaAlone(estimatorGatingSaga);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('estimator gating saga', () => {
  beforeEach(() => {
    mockedLimits.mockReset();
    mockedNotify.mockReset();
  });

  it('loads the limits on request and sends no notification when none is due', async () => {
    mockedLimits.mockResolvedValue(LIMITS);
    const saga = start();
    saga.put(accountLimitsRequested());
    await flush();
    expect(saga.dispatched).toEqual([accountLimitsLoaded(LIMITS)]);
    expect(mockedNotify).not.toHaveBeenCalled();
    saga.task.cancel();
  });

  it('after a priced result, sends the suspicious-account notification the API calls for, once', async () => {
    const due = { ...LIMITS, suspiciousAccount: { verifiedUser: true } };
    mockedLimits.mockResolvedValue(due);
    mockedNotify.mockResolvedValue({ recorded: true });
    const saga = start();
    saga.put(estimateSucceeded({ kind: 'single', result: { total: 41000 } } as unknown as Parameters<typeof estimateSucceeded>[0]));
    await flush();
    expect(mockedNotify).toHaveBeenCalledTimes(1);
    expect(mockedNotify).toHaveBeenCalledWith(true);
    expect(saga.dispatched).toEqual([accountLimitsLoaded(due), suspiciousAccountNotified({ verifiedUser: true })]);
    saga.task.cancel();
  });

  it('without the limits (API unreachable) nothing is put and the saga keeps listening', async () => {
    mockedLimits.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(LIMITS);
    const saga = start();
    saga.put(accountLimitsRequested());
    await flush();
    expect(saga.dispatched).toEqual([]);
    saga.put(accountLimitsRequested());
    await flush();
    expect(saga.dispatched).toEqual([accountLimitsLoaded(LIMITS)]);
    saga.task.cancel();
  });
});
