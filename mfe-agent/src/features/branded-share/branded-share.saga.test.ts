import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { createBrandedEstimate, createBrandedShare, fetchSavedEstimates, type BrandedShare, type SavedEstimate, type ShareAddress } from './branded-share.api';
import { brandedShareSaga } from './branded-share.saga';
import {
  brandedEstimateReady,
  brandedEstimateRequested,
  brandedEstimatesFailed,
  brandedShareFailed,
  brandedShareReady,
  brandedShareRequested,
  savedEstimatesLoaded,
  savedEstimatesRequested,
} from './branded-share.slice';

// The HTTP calls are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('./branded-share.api');
const mockedCreate = jest.mocked(createBrandedShare);
const mockedEstimates = jest.mocked(fetchSavedEstimates);
const mockedEstimateShare = jest.mocked(createBrandedEstimate);

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

  it('lists the saved estimates and makes the links of each estimate asked for, two at once', async () => {
    const plans = [{ userPropertyPlanId: 7 }, { userPropertyPlanId: 8 }] as SavedEstimate[];
    mockedEstimates.mockResolvedValueOnce(plans);
    mockedEstimateShare.mockImplementation(async (planId) => ({ url: `/result-page?share=${planId}`, pdfUrl: `/${planId}.pdf` }));
    const saga = start();
    saga.put(savedEstimatesRequested());
    saga.put(brandedEstimateRequested(7));
    saga.put(brandedEstimateRequested(8));
    await flush();
    expect(saga.dispatched).toEqual([
      savedEstimatesLoaded(plans),
      brandedEstimateReady({ planId: 7, share: { url: '/result-page?share=7', pdfUrl: '/7.pdf' } }),
      brandedEstimateReady({ planId: 8, share: { url: '/result-page?share=8', pdfUrl: '/8.pdf' } }),
    ]);
    saga.task.cancel();
  });

  it("shows the API's refusal of the saved estimates", async () => {
    mockedEstimates.mockRejectedValueOnce(new ApiError(403, [{ code: 'PRO_REQUIRED', message: 'Branded reports are part of Agent Pro.' }]));
    const saga = start();
    saga.put(savedEstimatesRequested());
    await flush();
    expect(saga.dispatched).toEqual([brandedEstimatesFailed('Branded reports are part of Agent Pro.')]);
    saga.task.cancel();
  });
});
