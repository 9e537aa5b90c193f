import { ApiError } from '@homeworth/shared-lib';
import { CLIENT_EMAIL_EXISTS_ERROR, type AgentClient, type ClientDraft } from '@homeworth/shared-lib/domain';
import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import { rootReducer } from '../../app/root-reducer';
import * as clientsApi from '../../shared/agent-clients.api';
import * as api from './client-detail.api';
import { clientDetailSaga } from './client-detail.saga';
import {
  clientDetailFailed,
  clientDetailLoaded,
  clientEditFailed,
  clientEditRequested,
  clientEdited,
  clientOpened,
  clientRemoveRequested,
  clientRemoved,
  noteAddRequested,
  notesLoaded,
} from './client-detail.slice';

// The HTTP calls are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('./client-detail.api');
jest.mock('../../shared/agent-clients.api');
const mocked = jest.mocked(api);
const mockedClients = jest.mocked(clientsApi);

// Only identity matters to the saga: the contents are the API's.
const CLIENT = { id: 12, firstName: 'Bo', lastName: 'Li' } as unknown as AgentClient;
const HOMES = { homes: [] } as unknown as api.ClientHomes;
const NOTES = [{ id: 3, body: 'Called on Monday' }] as unknown as api.ClientNote[];
const DRAFT: ClientDraft = { firstName: 'Bo', lastName: 'Li', emailAddress: 'bo.li@example.com', phoneNumber: '', address: '', city: '', state: '', zipCode: '', notes: '' };

const start = () => runSagaWithReducer(clientDetailSaga, rootReducer);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client detail saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.fetchClient.mockResolvedValue(CLIENT);
    mocked.fetchHomes.mockResolvedValue(HOMES);
    mocked.fetchNotes.mockResolvedValue(NOTES);
  });

  it('loads the client, its homes and notes; a note change goes to the open client and reloads the notes', async () => {
    mocked.createNote.mockResolvedValue(NOTES[0]!);
    const saga = start();
    saga.dispatch(clientOpened(12));
    await flush();
    expect(mocked.fetchClient).toHaveBeenCalledWith(12);
    expect(saga.dispatched.at(-1)).toEqual(clientDetailLoaded({ client: CLIENT, homes: HOMES, notes: NOTES }));
    saga.dispatch(noteAddRequested('Called on Monday'));
    await flush();
    expect(mocked.createNote).toHaveBeenCalledWith(12, 'Called on Monday');
    expect(mocked.fetchNotes).toHaveBeenLastCalledWith(12);
    expect(saga.dispatched.at(-1)).toEqual(notesLoaded(NOTES));
    saga.task.cancel();
  });

  it('edits and deletes the open client; a refused edit uses the spec’s text', async () => {
    mockedClients.saveClient.mockResolvedValueOnce(CLIENT).mockRejectedValueOnce(new ApiError(409, [{ code: 'CONFLICT', message: CLIENT_EMAIL_EXISTS_ERROR }]));
    mockedClients.removeClient.mockResolvedValue(undefined);
    const saga = start();
    saga.dispatch(clientOpened(12));
    await flush();
    saga.dispatch(clientEditRequested(DRAFT));
    await flush();
    expect(mockedClients.saveClient).toHaveBeenCalledWith(12, DRAFT);
    expect(saga.dispatched.at(-1)).toEqual(clientEdited(CLIENT));
    saga.dispatch(clientEditRequested(DRAFT));
    await flush();
    expect(saga.dispatched.at(-1)).toEqual(clientEditFailed('Email address already has a Kukun account, and cannot be added.'));
    saga.dispatch(clientRemoveRequested());
    await flush();
    expect(mockedClients.removeClient).toHaveBeenCalledWith(12);
    expect(saga.dispatched.at(-1)).toEqual(clientRemoved());
    saga.task.cancel();
  });

  it("another agent's client shows the API's message", async () => {
    mocked.fetchClient.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Client not found.' }]));
    const saga = start();
    saga.dispatch(clientOpened(99));
    await flush();
    expect(saga.dispatched.at(-1)).toEqual(clientDetailFailed('Client not found.'));
    saga.task.cancel();
  });
});
