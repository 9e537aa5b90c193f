import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { CLIENT_EMAIL_EXISTS_ERROR, addClientErrorMessage, type AgentCount, type ClientDraft } from '@homeworth/shared-lib/domain';
import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import { rootReducer } from '../../app/root-reducer';
import * as api from '../../shared/agent-clients.api';
import { CLIENT_LIMIT_CODE } from '../../shared/agent-clients.api';
import { agentClientsSaga } from './agent-clients.saga';
import {
  clientAddFailed,
  clientAddRequested,
  clientAdded,
  clientDeleteFailed,
  clientDeleteRequested,
  clientDeleted,
  clientLimitReached,
  clientsLoaded,
  clientsRequested,
  countLoaded,
} from './agent-clients.slice';

// The HTTP calls are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('../../shared/agent-clients.api');
const mocked = jest.mocked(api);

const PAGE: api.ClientPage = { clients: [], total: 0, page: 1, pageSize: 25, counts: { all: 0, live: 0, preview: 0, invited: 0, joined: 0, incomplete: 0 } };
const COUNT = { live: 3, limit: 5, paymentRole: 'AGENT' } as unknown as AgentCount & { paymentRole: 'AGENT' };
const DRAFT: ClientDraft = { firstName: 'Bo', lastName: 'Li', emailAddress: 'bo.li@example.com', phoneNumber: '', address: '', city: '', state: '', zipCode: '', notes: '' };

const start = () => runSagaWithReducer(agentClientsSaga, rootReducer);

const wait = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('agent clients saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.fetchClients.mockResolvedValue(PAGE);
    mocked.fetchAgentCount.mockResolvedValue(COUNT);
  });

  it('asks for the page of the current query once typing pauses, and for the count only until it is known', async () => {
    const saga = start();
    saga.dispatch(clientsRequested({ q: 'B' }));
    saga.dispatch(clientsRequested({ q: 'Bo', filter: 'live' }));
    await wait(300);
    expect(mocked.fetchClients).toHaveBeenCalledTimes(1);
    expect(mocked.fetchClients).toHaveBeenCalledWith({ sort: 'name', q: 'Bo', filter: 'live', page: 1 });
    expect(saga.dispatched).toContainEqual(clientsLoaded(PAGE));
    expect(saga.dispatched).toContainEqual(countLoaded(COUNT));
    const countCalls = mocked.fetchAgentCount.mock.calls.length;
    saga.dispatch(clientsRequested({ page: 2 }));
    await wait();
    expect(mocked.fetchClients).toHaveBeenLastCalledWith({ sort: 'name', q: 'Bo', filter: 'live', page: 2 });
    expect(mocked.fetchAgentCount).toHaveBeenCalledTimes(countCalls);
    saga.task.cancel();
  });

  it('adds a client, reloads the list and the count; the free limit opens the wall; other refusals use the spec’s texts', async () => {
    mocked.createClient.mockResolvedValueOnce({ id: 1 } as unknown as Awaited<ReturnType<typeof api.createClient>>);
    const saga = start();
    saga.dispatch(clientAddRequested(DRAFT));
    await wait();
    expect(mocked.createClient).toHaveBeenCalledWith(DRAFT);
    expect(saga.dispatched.slice(1, 3)).toEqual([clientAdded(), clientsRequested()]);
    expect(saga.dispatched).toContainEqual(countLoaded(COUNT));

    mocked.createClient.mockRejectedValueOnce(new ApiError(403, [{ code: CLIENT_LIMIT_CODE, message: 'Free agents can have 5 live clients.' }]));
    saga.dispatch(clientAddRequested(DRAFT));
    await wait();
    expect(saga.dispatched.at(-1)).toEqual(clientLimitReached());

    mocked.createClient.mockRejectedValueOnce(new ApiError(409, [{ code: 'CONFLICT', message: CLIENT_EMAIL_EXISTS_ERROR }]));
    saga.dispatch(clientAddRequested(DRAFT));
    await wait();
    expect(saga.dispatched.at(-1)).toEqual(clientAddFailed('Email address already has a Kukun account, and cannot be added.'));

    mocked.createClient.mockRejectedValueOnce(new Error('Network Error'));
    saga.dispatch(clientAddRequested(DRAFT));
    await wait();
    expect(saga.dispatched.at(-1)).toEqual(clientAddFailed(addClientErrorMessage(null)));
    saga.task.cancel();
  });

  it("deletes a client and reloads the count; a refusal shows the API's message", async () => {
    mocked.removeClient.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Client not found.' }]));
    const saga = start();
    saga.dispatch(clientDeleteRequested(4));
    await wait();
    expect(mocked.removeClient).toHaveBeenCalledWith(4);
    expect(saga.dispatched.slice(1)).toEqual([clientDeleted(4), countLoaded(COUNT)]);
    saga.dispatch(clientDeleteRequested(5));
    await wait();
    expect(saga.dispatched.at(-1)).toEqual(clientDeleteFailed('Client not found.'));
    expect(saga.dispatched).not.toContainEqual(clientDeleteFailed(MESSAGES.genericError));
    saga.task.cancel();
  });
});
