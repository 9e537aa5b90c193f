import { ApiError, refreshSession } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './account-security.api';
import { accountSecuritySaga } from './account-security.saga';
import { deviceSignOutRequested, emailChangeUndoRequested, twoStepDisableRequested } from './account-security.slice';

jest.mock('./account-security.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), refreshSession: jest.fn() }));
const mocked = jest.mocked(api);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account security saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('signs out every other device, says so and reloads the list; a refusal keeps the API words', async () => {
    mocked.signOutEverywhereElse.mockResolvedValueOnce({ signedOut: 2 });
    mocked.fetchSignedInDevices.mockResolvedValueOnce({ sessions: [] });
    mocked.signOutDevice.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'That device is already signed out.' }]));
    const saga = runSagaAlone(accountSecuritySaga);
    saga.put(deviceSignOutRequested({ done: 'Every other device is signed out.' }));
    await settle();
    saga.put(deviceSignOutRequested({ sessionId: 5, done: 'x' }));
    await settle();
    expect(mocked.signOutDevice).toHaveBeenCalledWith(5);
    expect(saga.dispatched).toEqual([
      { type: 'accountSecurity/deviceSignedOut', payload: 'Every other device is signed out.' },
      { type: 'accountSecurity/devicesLoaded', payload: [] },
      { type: 'accountSecurity/devicesFailed', payload: 'That device is already signed out.' },
    ]);
    saga.task.cancel();
  });

  it('turns two-step sign-in off with the password and a code, then reads the new status', async () => {
    mocked.disableTwoStep.mockResolvedValueOnce({ enabled: false });
    mocked.fetchTwoStep.mockResolvedValueOnce({ enabled: false, recoveryCodesLeft: 0, required: false });
    const saga = runSagaAlone(accountSecuritySaga);
    saga.put(twoStepDisableRequested({ password: 'Secret1!', code: '123456' }));
    await settle();
    expect(mocked.disableTwoStep).toHaveBeenCalledWith('Secret1!', '123456');
    expect(saga.dispatched).toEqual([{ type: 'accountSecurity/twoStepTurnedOff', payload: { enabled: false, recoveryCodesLeft: 0, required: false } }]);
    saga.task.cancel();
  });

  it('undoes an email change from its link and reads the session again; a used link keeps the API words', async () => {
    jest.mocked(refreshSession).mockRejectedValue(new Error('signed out'));
    mocked.undoEmailChange.mockResolvedValueOnce({ email: 'old@example.com' } as Awaited<ReturnType<typeof api.undoEmailChange>>);
    mocked.undoEmailChange.mockRejectedValueOnce(new ApiError(400, [{ code: 'INVALID_TOKEN', message: 'This link was already used.' }]));
    const saga = runSagaAlone(accountSecuritySaga);
    saga.put(emailChangeUndoRequested('t-1'));
    await settle();
    saga.put(emailChangeUndoRequested('t-2'));
    await settle();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(saga.dispatched.map((a) => a.payload)).toEqual([
      { status: 'done', email: 'old@example.com' },
      { status: 'failed', message: 'This link was already used.' },
    ]);
    saga.task.cancel();
  });
});
