import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { createBrandedShare, type BrandedShare, type ShareAddress } from './branded-share.api';
import { brandedShareSaga } from './branded-share.saga';
import { brandedShareFailed, brandedShareReady, brandedShareRequested } from './branded-share.slice';

// The HTTP calls are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('./branded-share.api');
const mockedCreate = jest.mocked(createBrandedShare);

const ADDRESS: ShareAddress = { address: '12 Oak St', city: 'Austin', state: 'TX', zipCode: '78701' };
const LINKS: BrandedShare = { url: '/report/b/abc123', pdfUrl: '/api/v1/agent/branded-shares/abc123.pdf' };

const start = () => runSagaAlone(brandedShareSaga);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('branded share saga', () => {
  beforeEach(() => mockedCreate.mockReset());

  it('makes the links for the address asked for; an older request is dropped', async () => {
    let resolveFirst: (links: BrandedShare) => void = () => undefined;
    mockedCreate.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve))).mockResolvedValueOnce(LINKS);
    const saga = start();
    saga.put(brandedShareRequested({ ...ADDRESS, address: '1 Elm St' }));
    saga.put(brandedShareRequested(ADDRESS));
    await flush();
    resolveFirst({ url: '/report/b/old', pdfUrl: '/old.pdf' });
    await flush();
    expect(mockedCreate).toHaveBeenLastCalledWith(ADDRESS);
    expect(saga.dispatched).toEqual([brandedShareReady(LINKS)]);
    saga.task.cancel();
  });

  it("shows the API's refusal, and the generic error when the API cannot be reached", async () => {
    mockedCreate
      .mockRejectedValueOnce(new ApiError(403, [{ code: 'PRO_REQUIRED', message: 'Branded reports are part of Agent Pro.' }]))
      .mockRejectedValueOnce(new Error('Network Error'));
    const saga = start();
    saga.put(brandedShareRequested(ADDRESS));
    await flush();
    saga.put(brandedShareRequested(ADDRESS));
    await flush();
    expect(saga.dispatched).toEqual([brandedShareFailed('Branded reports are part of Agent Pro.'), brandedShareFailed(MESSAGES.genericError)]);
    saga.task.cancel();
  });
});
