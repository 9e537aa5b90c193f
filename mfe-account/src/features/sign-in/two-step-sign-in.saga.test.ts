import { ApiError, ROLE_IDS, loginWithDetails, loginWithSecondStep, navigateTo } from '@homeworth/shared-lib';
import { mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as blogApi from './blog-access.api';
import { secondStepRequested, signInRequested } from './sign-in.slice';

jest.mock('./blog-access.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), navigateTo: jest.fn(), loginWithDetails: jest.fn(), loginWithSecondStep: jest.fn() }));

const flush = () => new Promise((r) => setTimeout(r, 0));
const refusal = (status: number, code: string | number, message: string, args?: Record<string, unknown>) => new ApiError(status, [{ code, message, ...(args ? { args } : {}) }]);

describe('sign-in saga: account protections', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(blogApi.blogAccessTokenFor).mockResolvedValue(null);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('asks for the code after a right password, then signs in with it and redirects', async () => {
    jest.mocked(loginWithDetails).mockRejectedValue(refusal(401, 'TWO_STEP_CODE_REQUIRED', 'Enter the code.', { pendingSignIn: 'pending-1' }));
    jest.mocked(loginWithSecondStep).mockImplementation(async () => {
      const user = mockSignIn({ roleId: ROLE_IDS.homeowner });
      return { user, userProperties: [], claimedProperties: 0 };
    });
    const remote = createRemoteStore(rootReducer, rootSagas);
    remote.store.dispatch(signInRequested({ email: 'jane@example.com', password: 'Str0ng!pass', referrer: '/home-report' }));
    await flush();
    expect(remote.store.getState().signIn.pendingSignIn).toBe('pending-1');

    remote.store.dispatch(secondStepRequested({ code: ' 123456 ', referrer: '/home-report' }));
    await flush();
    await flush();
    expect(loginWithSecondStep).toHaveBeenCalledWith({ pendingSignIn: 'pending-1', code: '123456', remember: false });
    expect(remote.store.getState().signIn.pendingSignIn).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/home-report');
    remote.dispose();
  });

  it('"Remember me" chosen with the password is sent with the password and again with the code', async () => {
    jest.mocked(loginWithDetails).mockRejectedValue(refusal(401, 'TWO_STEP_CODE_REQUIRED', 'Enter the code.', { pendingSignIn: 'pending-2' }));
    jest.mocked(loginWithSecondStep).mockImplementation(async () => ({ user: mockSignIn({ roleId: ROLE_IDS.homeowner }), userProperties: [], claimedProperties: 0 }));
    const remote = createRemoteStore(rootReducer, rootSagas);
    remote.store.dispatch(signInRequested({ email: 'jane@example.com', password: 'Str0ng!pass', remember: true, referrer: null }));
    await flush();
    expect(loginWithDetails).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'Str0ng!pass', remember: true });

    remote.store.dispatch(secondStepRequested({ code: '123456', referrer: null }));
    await flush();
    await flush();
    expect(loginWithSecondStep).toHaveBeenCalledWith({ pendingSignIn: 'pending-2', code: '123456', remember: true });
    remote.dispose();
  });

  it('offers a sign-in link after three wrong passwords, or at once when the account must wait', async () => {
    jest.mocked(loginWithDetails).mockRejectedValue(refusal(401, 10003, 'Invalid credentials!'));
    const remote = createRemoteStore(rootReducer, rootSagas);
    for (let i = 0; i < 2; i += 1) {
      remote.store.dispatch(signInRequested({ email: 'jane@example.com', password: 'x', referrer: null }));
      await flush();
    }
    expect(remote.store.getState().signIn.offerSignInLink).toBe(false);
    jest
      .mocked(loginWithDetails)
      .mockRejectedValue(refusal(429, 'RATE_LIMITED', 'Too many attempts for this account. Please wait 15 seconds and try again.', { retryAfterSeconds: 15, signInLink: true }));
    remote.store.dispatch(signInRequested({ email: 'jane@example.com', password: 'x', referrer: null }));
    await flush();
    expect(remote.store.getState().signIn).toMatchObject({ offerSignInLink: true, error: 'Too many attempts for this account. Please wait 15 seconds and try again.' });
    remote.dispose();
  });
});
