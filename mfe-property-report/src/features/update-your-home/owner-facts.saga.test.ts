import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as reportApi from '../../shared/home-report.api';
import * as api from './owner-facts.api';
import { ownerFactsSaga } from './owner-facts.saga';
import { ownerFactsRequested, ownerFactsSubmitted } from './owner-facts.slice';

jest.mock('./owner-facts.api');
jest.mock('../../shared/home-report.api');
const mocked = jest.mocked(api);
const mockedReport = jest.mocked(reportApi);

const VIEW = { userPropertyId: 9, kukunId: 4242, canEdit: true, ownerReported: ['bedrooms'], history: [] } as unknown as api.OwnerFactsView;
const REPORT = { summary: { currentValue: 668000, propertyScore: 74 } } as unknown as reportApi.ReportAnswer;
const SUBMITTED = { userPropertyId: 9, kukunId: 4242, change: { bedrooms: 4 }, before: { value: 655000, score: 71 } };

const start = () => runSagaAlone(ownerFactsSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('owner facts saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it("loads the home's facts, and puts the failure when it cannot", async () => {
    mocked.fetchOwnerFacts.mockResolvedValueOnce(VIEW);
    mocked.fetchOwnerFacts.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Home not found.' }]));
    const saga = start();
    saga.put(ownerFactsRequested({ userPropertyId: 9 }));
    await settle();
    saga.put(ownerFactsRequested({ userPropertyId: 77 }));
    await settle();
    expect(mocked.fetchOwnerFacts.mock.calls).toEqual([[9], [77]]);
    expect(saga.dispatched).toEqual([
      { type: 'ownerFacts/ownerFactsLoaded', payload: VIEW },
      { type: 'ownerFacts/ownerFactsFailed', payload: undefined },
    ]);
    saga.task.cancel();
  });

  it('saves the correction, reloads the report and puts the value and score before and after', async () => {
    mocked.saveOwnerFacts.mockResolvedValue(VIEW);
    mockedReport.fetchReport.mockResolvedValue(REPORT);
    const saga = start();
    saga.put(ownerFactsSubmitted(SUBMITTED));
    await settle();
    expect(mocked.saveOwnerFacts).toHaveBeenCalledWith(9, { bedrooms: 4 });
    expect(mockedReport.fetchReport).toHaveBeenCalledWith({ kind: 'property', kukunId: 4242 });
    expect(saga.dispatched).toEqual([
      { type: 'homeReport/reportLoaded', payload: REPORT },
      { type: 'ownerFacts/ownerFactsSaved', payload: { view: VIEW, outcome: { before: { value: 655000, score: 71 }, after: { value: 668000, score: 74 } } } },
    ]);
    saga.task.cancel();
  });

  it("shows the API's refusal at its field and does not reload the report", async () => {
    const refusal = { code: 'VALIDATION', message: 'Bedrooms must be between 0 and 20.', args: { field: 'bedrooms' } };
    mocked.saveOwnerFacts.mockRejectedValue(new ApiError(400, [refusal]));
    const saga = start();
    saga.put(ownerFactsSubmitted({ ...SUBMITTED, change: { bedrooms: 99 } }));
    await settle();
    expect(mockedReport.fetchReport).not.toHaveBeenCalled();
    expect(saga.dispatched).toEqual([{ type: 'ownerFacts/ownerFactsRefused', payload: { field: 'bedrooms', message: refusal.message } }]);
    saga.task.cancel();
  });
});
