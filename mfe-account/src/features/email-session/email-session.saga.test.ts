import { ApiError, navigateTo } from '@homeworth/shared-lib';
import { EMAIL_LOGIN_PASSWORD_ACCOUNT, EMAIL_LOGIN_PASSWORD_REQUIRED, EMAIL_LOGIN_UNAUTHORIZED } from '@homeworth/shared-lib/domain';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './email-session.api';
import { emailSessionSaga } from './email-session.saga';
import { emailSessionRequested } from './email-session.slice';

jest.mock('./email-session.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), navigateTo: jest.fn() }));
const emailSessionLogin = jest.mocked(api.emailSessionLogin);
const navigate = jest.mocked(navigateTo);

const start = () => runSagaAlone(emailSessionSaga);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('email session saga (sign-in with an invitation link)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it("signs in with the link's email and token and opens the dashboard", async () => {
    emailSessionLogin.mockResolvedValue(undefined);
    const saga = start();
    saga.put(emailSessionRequested({ userEmail: 'maria@example.com', emailToken: 'tok-123' }));
    await tick();
    expect(emailSessionLogin).toHaveBeenCalledWith('maria@example.com', 'tok-123');
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(saga.dispatched).toEqual([]);
    saga.task.cancel();
  });

  it('shows the spec\'s "Unauthorized" for a used or expired link and stays on the page', async () => {
    emailSessionLogin.mockRejectedValue(new ApiError(401, [{ code: 'UNAUTHENTICATED', message: 'The link has expired.' }]));
    const saga = start();
    saga.put(emailSessionRequested({ userEmail: 'maria@example.com', emailToken: 'used' }));
    await tick();
    expect(saga.dispatched).toEqual([{ type: 'emailSession/emailSessionFailed', payload: EMAIL_LOGIN_UNAUTHORIZED }]);
    expect(EMAIL_LOGIN_UNAUTHORIZED).toBe('Unauthorized');
    expect(navigate).not.toHaveBeenCalled();
    saga.task.cancel();
  });

  it('tells an account that has a password to sign in with it', async () => {
    emailSessionLogin.mockRejectedValue(new ApiError(409, [{ code: EMAIL_LOGIN_PASSWORD_REQUIRED, message: EMAIL_LOGIN_PASSWORD_ACCOUNT }]));
    const saga = start();
    saga.put(emailSessionRequested({ userEmail: 'maria@example.com', emailToken: 'tok-123' }));
    await tick();
    expect(saga.dispatched).toEqual([{ type: 'emailSession/emailSessionNeedsPassword', payload: EMAIL_LOGIN_PASSWORD_ACCOUNT }]);
    expect(navigate).not.toHaveBeenCalled();
    saga.task.cancel();
  });
});
