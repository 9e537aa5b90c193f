import { ApiError, ERROR_CODES, MESSAGES, navigateTo, refreshSession } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './password.api';
import { passwordSaga } from './password.saga';
import { changePasswordRequested, forgotPasswordRequested } from './password.slice';

jest.mock('./password.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), navigateTo: jest.fn(), refreshSession: jest.fn() }));
const mocked = jest.mocked(api);
const navigate = jest.mocked(navigateTo);
const refresh = jest.mocked(refreshSession);

const start = () => runSagaAlone(passwordSaga);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const failed = (message: string) => ({ type: 'password/passwordFlowFailed', payload: message });

describe('password saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    window.scrollTo = jest.fn();
  });

  it("sends the forgot-password email to the trimmed address; an unknown email gets the spec's sentence at the top", async () => {
    mocked.forgotPassword.mockResolvedValueOnce({ emailSent: true }).mockRejectedValueOnce(new ApiError(404, [{ code: ERROR_CODES.noUser, message: 'no user' }]));
    const saga = start();
    saga.put(forgotPasswordRequested('  jane@example.com '));
    await tick();
    expect(mocked.forgotPassword).toHaveBeenCalledWith('jane@example.com');
    saga.put(forgotPasswordRequested('nobody@example.com'));
    await tick();
    expect(saga.dispatched).toEqual([{ type: 'password/forgotPasswordSent', payload: 'jane@example.com' }, failed(MESSAGES.forgotPasswordNoUser)]);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('after a reset by emailed link, refreshes the session and sends the user to sign in again', async () => {
    mocked.changePassword.mockResolvedValue({ passwordChanged: true });
    refresh.mockResolvedValue({} as Awaited<ReturnType<typeof refreshSession>>);
    const request = { accessToken: 'reset-tok', userPass: 'N3w!passw0rd', rePassword: 'N3w!passw0rd' };
    const saga = start();
    saga.put(changePasswordRequested(request));
    await tick();
    expect(mocked.changePassword).toHaveBeenCalledWith(request);
    expect(saga.dispatched).toEqual([{ type: 'password/passwordChanged', payload: undefined }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?passwordChanged=1');
    saga.task.cancel();
  });

  it("a wrong previous password gets the spec's sentence, the API's rule messages are shown as they are, and a signed-in change stays on the page", async () => {
    const rule = { code: ERROR_CODES.validation, message: 'Passwords do not match' };
    mocked.changePassword
      .mockRejectedValueOnce(new ApiError(400, [{ code: ERROR_CODES.invalid, message: 'Invalid password' }]))
      .mockRejectedValueOnce(new ApiError(400, [rule]))
      .mockResolvedValueOnce({ passwordChanged: true });
    const request = { previousPassword: 'Wr0ng!pass', userPass: 'N3w!passw0rd', rePassword: 'N3w!passw0rd' };
    const saga = start();
    for (let i = 0; i < 3; i += 1) {
      saga.put(changePasswordRequested(request));
      await tick();
    }
    expect(saga.dispatched).toEqual([failed(MESSAGES.changePasswordFailed), failed(rule.message), { type: 'password/passwordChanged', payload: undefined }]);
    expect(refresh).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    saga.task.cancel();
  });
});
