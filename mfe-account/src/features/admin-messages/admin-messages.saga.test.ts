import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './admin-messages.api';
import { adminMessagesSaga } from './admin-messages.saga';
import { messagesRequested, replySent } from './admin-messages.slice';

jest.mock('./admin-messages.api');
const fetchMessages = jest.mocked(api.fetchMessages);
const sendReply = jest.mocked(api.sendReply);

const start = () => runSagaAlone(adminMessagesSaga, { adminMessages: { filter: 'answered' } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('admin messages saga', () => {
  beforeEach(() => {
    fetchMessages.mockReset();
    sendReply.mockReset();
  });

  it('a 403 says the page is for administrators', async () => {
    fetchMessages.mockRejectedValue(new ApiError(403, [{ code: 'FORBIDDEN', message: 'You do not have permission to do this.' }]));
    const saga = start();
    saga.put(messagesRequested('open'));
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'adminMessages/messagesFailed', payload: { error: 'This page is for Homeworth administrators.', forbidden: true } });
    saga.task.cancel();
  });

  it('an admin without two-step sign-in is told to set it up in the profile', async () => {
    const message = 'Admin pages need two-step sign-in. Turn it on in your profile under "Two-step sign-in".';
    fetchMessages.mockRejectedValue(new ApiError(403, [{ code: 'TWO_STEP_REQUIRED', message }]));
    const saga = start();
    saga.put(messagesRequested('open'));
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'adminMessages/messagesFailed', payload: { error: message, forbidden: true, twoStepMissing: true } });
    saga.task.cancel();
  });

  it('a reply is sent, announced, and the list is loaded again under the current filter', async () => {
    sendReply.mockResolvedValue(undefined);
    fetchMessages.mockResolvedValue([]);
    const saga = start();
    saga.put(replySent({ id: 7, message: 'Thanks, fixed.' }));
    await tick();
    await tick();
    expect(sendReply).toHaveBeenCalledWith(7, 'Thanks, fixed.');
    expect(saga.dispatched).toContainEqual({ type: 'adminMessages/actionDone', payload: 'Reply sent by email.' });
    expect(saga.dispatched).toContainEqual({ type: 'adminMessages/messagesRequested', payload: 'answered' });
    saga.task.cancel();
  });
});
