import { ApiError, apiRequest, recordAnalyticsEvent } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as reportApi from '../../shared/home-report.api';
import { reportUnlockSaga } from './report-unlock.saga';
import { unlockConfirmed, unlockOffered, verificationResendRequested } from './report-unlock.slice';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), recordAnalyticsEvent: jest.fn(), apiRequest: jest.fn() }));
jest.mock('../../shared/home-report.api');
const mockedReport = jest.mocked(reportApi);
const analytics = jest.mocked(recordAnalyticsEvent);
const request = jest.mocked(apiRequest);

function start(target: { kind: 'property'; kukunId: number } | { kind: 'sample' } | null = null) {
  return runSagaAlone(reportUnlockSaga, { homeReport: { target } });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('report unlock saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('records the paywall trigger and offers a guest full access without reading the limits', async () => {
    const saga = start();
    saga.put(unlockOffered({ reason: 'guest' }));
    await settle();
    expect(analytics).toHaveBeenCalledWith({ category: 'paywall', step: 'trigger', detail: 'blurred-data:guest' });
    expect(mockedReport.fetchAddressRemaining).not.toHaveBeenCalled();
    expect(saga.dispatched).toEqual([{ type: 'reportUnlock/unlockModalOpened', payload: { modal: 'getFullAccess' } }]);
    saga.task.cancel();
  });

  it('opens the modal that fits the addresses left', async () => {
    mockedReport.fetchAddressRemaining.mockResolvedValueOnce({ addressRemainingCount: 2, addressLimitBanner: false });
    mockedReport.fetchAddressRemaining.mockResolvedValueOnce({ addressRemainingCount: 0, addressLimitBanner: true });
    mockedReport.fetchAddressRemaining.mockResolvedValueOnce({ addressRemainingCount: 0, addressLimitBanner: false });
    const saga = start();
    for (let i = 0; i < 3; i += 1) {
      saga.put(unlockOffered({ reason: 'free' }));
      await settle();
    }
    expect(saga.dispatched).toEqual([
      { type: 'reportUnlock/unlockModalOpened', payload: { modal: 'prePaidAddress', remaining: 2 } },
      { type: 'reportUnlock/unlockModalOpened', payload: { modal: 'newAddressOrContactUs', remaining: 0 } },
      { type: 'reportUnlock/unlockModalOpened', payload: { modal: 'unlockData', remaining: 0 } },
    ]);
    saga.task.cancel();
  });

  it('unlocks the home, closes the modal and loads the report again for the target on the page', async () => {
    mockedReport.unlockReport.mockResolvedValue({ upgraded: true, limits: { addressRemainingCount: 2 } });
    const saga = start({ kind: 'property', kukunId: 4242 });
    saga.put(unlockConfirmed({ kukunId: 4242 }));
    await settle();
    expect(mockedReport.unlockReport).toHaveBeenCalledWith(4242);
    expect(saga.dispatched).toEqual([
      { type: 'reportUnlock/unlockModalClosed', payload: undefined },
      { type: 'homeReport/reportRequested', payload: { kind: 'property', kukunId: 4242 } },
    ]);
    saga.task.cancel();
  });

  it('turns OUT_OF_ADDRESSES and EMAIL_NOT_VERIFIED into their modals and other refusals into the message', async () => {
    mockedReport.unlockReport.mockRejectedValueOnce(new ApiError(403, [{ code: 'OUT_OF_ADDRESSES', message: 'You have used all your addresses.' }]));
    mockedReport.unlockReport.mockRejectedValueOnce(new ApiError(403, [{ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email.' }]));
    mockedReport.unlockReport.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Property not found.' }]));
    const saga = start();
    for (let i = 0; i < 3; i += 1) {
      saga.put(unlockConfirmed({ kukunId: 4242 }));
      await settle();
    }
    expect(saga.dispatched).toEqual([
      { type: 'reportUnlock/unlockModalOpened', payload: { modal: 'unlockData', remaining: 0 } },
      { type: 'reportUnlock/unlockModalOpened', payload: { modal: 'verifyEmailModalBlurred' } },
      { type: 'reportUnlock/unlockFailed', payload: 'Property not found.' },
    ]);
    saga.task.cancel();
  });

  it('sends the verification email again', async () => {
    request.mockResolvedValue({});
    const saga = start();
    saga.put(verificationResendRequested());
    await settle();
    expect(request).toHaveBeenCalledWith({ method: 'POST', url: '/v1/security/resend-verification' });
    expect(saga.dispatched).toEqual([{ type: 'reportUnlock/verificationResent', payload: undefined }]);
    saga.task.cancel();
  });
});
