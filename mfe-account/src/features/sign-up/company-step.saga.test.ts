import { ApiError, navigateTo } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as contractorApi from '../../shared/contractor-profile.api';
import { signUpSaga } from './sign-up.saga';
import { companyStepRequested } from './sign-up.slice';

jest.mock('../../shared/contractor-profile.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), navigateTo: jest.fn() }));
const fetchOwnProfile = jest.mocked(contractorApi.fetchOwnProfile);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the company step of contractor sign-up', () => {
  it('shows the form until a company exists, sends a finished sign-up to the welcome page, and tells a signed-out visitor apart', async () => {
    fetchOwnProfile
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ professionalId: 7 } as Awaited<ReturnType<typeof contractorApi.fetchOwnProfile>>)
      .mockRejectedValueOnce(new ApiError(401, [{ code: 'UNAUTHORIZED', message: 'Sign in' }]))
      .mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'boom' }]));
    const saga = runSagaAlone(signUpSaga, { signUp: {} });
    for (let i = 0; i < 4; i++) {
      saga.put(companyStepRequested());
      await settle();
    }
    expect(saga.dispatched.map((a) => a.payload)).toEqual(['form', 'signed-out', 'failed']);
    expect(jest.mocked(navigateTo)).toHaveBeenCalledWith('/signup/new-contractor/welcome', { replace: true });
    saga.task.cancel();
  });
});
