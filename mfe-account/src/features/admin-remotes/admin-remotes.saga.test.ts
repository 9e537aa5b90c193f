import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './admin-remotes.api';
import { adminRemotesSaga } from './admin-remotes.saga';
import { healthRequested, rollbackRequested } from './admin-remotes.slice';

jest.mock('./admin-remotes.api');
const fetchRemoteHealth = jest.mocked(api.fetchRemoteHealth);
const rollBackRemote = jest.mocked(api.rollBackRemote);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('remote health saga', () => {
  beforeEach(() => {
    fetchRemoteHealth.mockReset();
    rollBackRemote.mockReset();
  });

  it('a 403 says the page is for administrators', async () => {
    fetchRemoteHealth.mockRejectedValue(new ApiError(403, [{ code: 'FORBIDDEN', message: 'You do not have permission to do this.' }]));
    const saga = runSagaAlone(adminRemotesSaga, {});
    saga.put(healthRequested());
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'adminRemotes/healthFailed', payload: { error: 'This page is for Homeworth administrators.', forbidden: true } });
    saga.task.cancel();
  });

  it('a rollback says which version is live and loads the page again; a 409 shows its message', async () => {
    rollBackRemote.mockResolvedValueOnce('1.0.0');
    fetchRemoteHealth.mockResolvedValue({ lastHour: [], lastDay: [], remotes: [] });
    const saga = runSagaAlone(adminRemotesSaga, {});
    saga.put(rollbackRequested('mfe_agent'));
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'adminRemotes/rollbackDone', payload: 'mfe_agent is back on 1.0.0.' });
    expect(saga.dispatched).toContainEqual({ type: 'adminRemotes/healthRequested', payload: undefined });

    rollBackRemote.mockRejectedValueOnce(new ApiError(409, [{ code: 10003, message: 'mfe_agent has no earlier version to go back to.' }]));
    saga.put(rollbackRequested('mfe_agent'));
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'adminRemotes/rollbackFailed', payload: 'mfe_agent has no earlier version to go back to.' });
    saga.task.cancel();
  });
});
