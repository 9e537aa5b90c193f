import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './directory.api';
import type { DirectoryData, DirectoryQuery } from './directory.api';
import { directorySaga } from './directory.saga';
import { directoryRequested, localitiesRequested } from './directory.slice';

jest.mock('./directory.api');
const mocked = jest.mocked(api);

const QUERY: DirectoryQuery = { zipCode: '78701' };

const start = () => runSagaAlone(directorySaga);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contractor directory saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('searches with the query and keeps only the latest answer when the visitor searches again', async () => {
    const first = { results: [{ kukunUrl: 'first' }] } as unknown as DirectoryData;
    const second = { results: [{ kukunUrl: 'second' }] } as unknown as DirectoryData;
    let answerFirst: (data: DirectoryData) => void = () => undefined;
    mocked.fetchDirectory.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce(second);
    const saga = start();
    saga.put(directoryRequested(QUERY));
    saga.put(directoryRequested({ ...QUERY, zipCode: '78702' }));
    answerFirst(first);
    await tick();
    expect(mocked.fetchDirectory).toHaveBeenNthCalledWith(1, QUERY);
    expect(mocked.fetchDirectory).toHaveBeenNthCalledWith(2, { ...QUERY, zipCode: '78702' });
    expect(saga.dispatched).toEqual([{ type: 'directory/directoryLoaded', payload: second }]);
    saga.task.cancel();
  });

  it("shows the API's words for an unknown place and the generic message otherwise; a cleared query asks nothing", async () => {
    const unknown = { code: 'NOT_FOUND', message: 'We do not know this ZIP code. Check it and try again.' };
    mocked.fetchDirectory.mockRejectedValueOnce(new ApiError(404, [unknown])).mockRejectedValueOnce(new ApiError(503, [{ code: 'INTERNAL', message: 'down' }]));
    const saga = start();
    saga.put(directoryRequested(QUERY));
    await tick();
    saga.put(directoryRequested(QUERY));
    await tick();
    saga.put(directoryRequested(null));
    await tick();
    expect(mocked.fetchDirectory).toHaveBeenCalledTimes(2);
    expect(saga.dispatched).toEqual([
      { type: 'directory/directoryFailed', payload: unknown.message },
      { type: 'directory/directoryFailed', payload: MESSAGES.genericError },
    ]);
    saga.task.cancel();
  });

  it('loads the localities, and a failed list puts nothing (the search works without it)', async () => {
    const localities = [{ locality: 'austin-tx', city: 'Austin', state: 'TX', count: 12 }];
    mocked.fetchLocalities.mockResolvedValueOnce(localities).mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'down' }]));
    const saga = start();
    saga.put(localitiesRequested());
    await tick();
    saga.put(localitiesRequested());
    await tick();
    expect(saga.dispatched).toEqual([{ type: 'directory/localitiesLoaded', payload: localities }]);
    saga.task.cancel();
  });
});
