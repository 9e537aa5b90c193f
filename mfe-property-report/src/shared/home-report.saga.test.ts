import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './home-report.api';
import { homeReportSaga } from './home-report.saga';
import { reportRequested } from './home-report.slice';

jest.mock('./home-report.api');
const fetchReport = jest.mocked(api.fetchReport);

const reportOf = (kukunId: number) => ({ report: { kukunId } }) as unknown as api.ReportAnswer;

const start = () => runSagaAlone(homeReportSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home report saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the report of the home asked for', async () => {
    fetchReport.mockResolvedValue(reportOf(4242));
    const saga = start();
    saga.put(reportRequested({ kind: 'property', kukunId: 4242 }));
    await settle();
    expect(fetchReport).toHaveBeenCalledWith({ kind: 'property', kukunId: 4242 });
    expect(saga.dispatched).toEqual([{ type: 'homeReport/reportLoaded', payload: reportOf(4242) }]);
    saga.task.cancel();
  });

  it('tells a missing home (404) from other failures, with their messages', async () => {
    fetchReport.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Property not found.' }]));
    fetchReport.mockRejectedValueOnce(new ApiError(503, [{ code: 'UNAVAILABLE', message: 'The valuation service is busy.' }]));
    fetchReport.mockRejectedValueOnce(new Error('offline'));
    const saga = start();
    for (const kukunId of [1, 2, 3]) {
      saga.put(reportRequested({ kind: 'property', kukunId }));
      await settle();
    }
    expect(saga.dispatched).toEqual([
      { type: 'homeReport/reportFailed', payload: { notFound: true, message: 'Property not found.' } },
      { type: 'homeReport/reportFailed', payload: { notFound: false, message: 'The valuation service is busy.' } },
      { type: 'homeReport/reportFailed', payload: { notFound: false, message: 'The report could not be loaded.' } },
    ]);
    saga.task.cancel();
  });

  it('shows only the newest report when an older request answers late (takeLatest)', async () => {
    let answerOld: (r: api.ReportAnswer) => void = () => undefined;
    fetchReport.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)));
    fetchReport.mockResolvedValueOnce(reportOf(0));
    const saga = start();
    saga.put(reportRequested({ kind: 'property', kukunId: 4242 }));
    saga.put(reportRequested({ kind: 'sample' }));
    await settle();
    answerOld(reportOf(4242));
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'homeReport/reportLoaded', payload: reportOf(0) }]);
    saga.task.cancel();
  });
});
