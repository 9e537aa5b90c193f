import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { fetchAgentProfile, saveAgentProfile, uploadProfileImage, type AgentProfile } from './agent-profile.api';
import { agentProfileSaga } from './agent-profile.saga';
import { agentPhotoChosen, agentPhotoSaved, agentProfileFailed, agentProfileLoaded, agentProfileOpened, agentProfileSaveRequested, agentProfileSaved } from './agent-profile.slice';

// The HTTP calls are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('./agent-profile.api');
const mocked = { fetch: jest.mocked(fetchAgentProfile), save: jest.mocked(saveAgentProfile), upload: jest.mocked(uploadProfileImage) };

const PROFILE: AgentProfile = {
  firstName: 'Alex',
  lastName: 'Agent',
  username: '',
  email: 'alex@example.com',
  hasPhoto: false,
  phone: '5125550100',
  mlsLink: '',
  financingLink: '',
  insuranceLink: '',
  alertEmails: true,
  inviteOnAdd: false,
};
const { email: _email, hasPhoto: _hasPhoto, ...FORM } = PROFILE;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('agent profile saga', () => {
  beforeEach(() => Object.values(mocked).forEach((m) => m.mockReset()));

  it('loads the saved form, and saves it', async () => {
    mocked.fetch.mockResolvedValueOnce(PROFILE);
    mocked.save.mockResolvedValueOnce({ ...PROFILE, username: 'alex' });
    const saga = runSagaAlone(agentProfileSaga);
    saga.put(agentProfileOpened());
    await flush();
    saga.put(agentProfileSaveRequested({ ...FORM, username: 'alex' }));
    await flush();
    expect(mocked.save).toHaveBeenCalledWith({ ...FORM, username: 'alex' });
    expect(saga.dispatched).toEqual([agentProfileLoaded(PROFILE), agentProfileSaved({ ...PROFILE, username: 'alex' })]);
    saga.task.cancel();
  });

  it('names a refused field at its field, and says the generic error when the API cannot be reached', async () => {
    mocked.save
      .mockRejectedValueOnce(new ApiError(409, [{ code: 'USERNAME_TAKEN', message: 'This username is taken.', args: { field: 'username' } }]))
      .mockRejectedValueOnce(new Error('Network Error'));
    const saga = runSagaAlone(agentProfileSaga);
    saga.put(agentProfileSaveRequested(FORM));
    await flush();
    saga.put(agentProfileSaveRequested(FORM));
    await flush();
    expect(saga.dispatched).toEqual([
      agentProfileFailed({ message: 'This username is taken.', fieldErrors: { username: 'This username is taken.' } }),
      agentProfileFailed({ message: MESSAGES.genericError, fieldErrors: {} }),
    ]);
    saga.task.cancel();
  });

  it('uploads a png or jpeg photo and refuses another type without a request', async () => {
    mocked.upload.mockResolvedValueOnce(undefined);
    const saga = runSagaAlone(agentProfileSaga);
    saga.put(agentPhotoChosen(new File(['x'], 'card.gif', { type: 'image/gif' })));
    await flush();
    expect(mocked.upload).not.toHaveBeenCalled();
    saga.put(agentPhotoChosen(new File(['x'], 'card.png', { type: 'image/png' })));
    await flush();
    expect(saga.dispatched.slice(1)).toEqual([agentPhotoSaved()]);
    expect(saga.dispatched[0]?.type).toBe(agentProfileFailed.type);
    saga.task.cancel();
  });
});
