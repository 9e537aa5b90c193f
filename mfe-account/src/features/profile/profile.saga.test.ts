import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './profile.api';
import { profileSaga } from './profile.saga';
import { profileSaveRequested } from './profile.slice';

jest.mock('./profile.api');
const saveProfile = jest.mocked(api.saveProfile);

const FORM = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.new@example.com',
  phone: '5125550100',
  monthlyNewsletter: false,
  emailNotifications: true,
  smsNotifications: false,
};

const start = () => runSagaAlone(profileSaga, { profile: { profile: { userEmail: 'jane.doe@example.com' } } });

describe('profile saga: changing the email', () => {
  beforeEach(() => {
    saveProfile.mockReset();
    window.scrollTo = jest.fn();
  });

  it("sends the current password and shows the API's refusal at that field", async () => {
    const refusal = { code: 'REAUTHENTICATION_REQUIRED', message: 'The current password is not correct.', args: { field: 'currentPassword' } };
    saveProfile.mockRejectedValue(new ApiError(400, [refusal]));
    const saga = start();
    saga.put(profileSaveRequested({ ...FORM, currentPassword: 'Wr0ng!pass' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saveProfile).toHaveBeenCalledWith({ ...FORM, currentPassword: 'Wr0ng!pass' });
    expect(saga.dispatched).toContainEqual({ type: 'profile/profileFailed', payload: { message: refusal.message, field: 'currentPassword' } });
    saga.task.cancel();
  });

  it('shows the per-account lockout in its own words', async () => {
    const lockout = { code: 'RATE_LIMITED', message: 'Too many attempts for this account. Please wait 15 minutes and try again.' };
    saveProfile.mockRejectedValue(new ApiError(429, [lockout]));
    const saga = start();
    saga.put(profileSaveRequested({ ...FORM, currentPassword: 'Str0ng!pass' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saga.dispatched).toContainEqual({ type: 'profile/profileFailed', payload: { message: lockout.message, field: null } });
    expect(saga.dispatched).not.toContainEqual(expect.objectContaining({ payload: expect.objectContaining({ message: MESSAGES.genericError }) }));
    saga.task.cancel();
  });
});
