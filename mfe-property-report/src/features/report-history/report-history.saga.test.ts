import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './report-history.api';
import { reportHistorySaga } from './report-history.saga';
import { entryDeleteRequested, historyRequested } from './report-history.slice';

jest.mock('./report-history.api');
const mocked = jest.mocked(api);

const ENTRIES = [{ kukunId: 4242, address: '418 Juniper Court', viewedAt: '2026-11-20T10:00:00.000Z' }] as unknown as api.ReportHistoryEntry[];

const start = () => runSagaAlone(reportHistorySaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('report history saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the history, and puts the failure when it cannot', async () => {
    mocked.fetchReportHistory.mockResolvedValueOnce(ENTRIES);
    mocked.fetchReportHistory.mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'Something broke.' }]));
    const saga = start();
    saga.put(historyRequested());
    await settle();
    saga.put(historyRequested());
    await settle();
    expect(saga.dispatched).toEqual([
      { type: 'reportHistory/historyLoaded', payload: ENTRIES },
      { type: 'reportHistory/historyFailed', payload: undefined },
    ]);
    saga.task.cancel();
  });

  it('deletes one entry once even on a double click (takeLeading)', async () => {
    mocked.deleteReportHistoryEntry.mockResolvedValue({});
    const saga = start();
    saga.put(entryDeleteRequested({ kukunId: 4242 }));
    saga.put(entryDeleteRequested({ kukunId: 4242 }));
    await settle();
    expect(mocked.deleteReportHistoryEntry).toHaveBeenCalledTimes(1);
    expect(mocked.deleteReportHistoryEntry).toHaveBeenCalledWith(4242);
    expect(saga.dispatched).toEqual([{ type: 'reportHistory/entryDeleted', payload: { kukunId: 4242 } }]);
    saga.task.cancel();
  });

  it("shows the API's refusal of a delete", async () => {
    mocked.deleteReportHistoryEntry.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'This report is not in your history.' }]));
    const saga = start();
    saga.put(entryDeleteRequested({ kukunId: 5555 }));
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'reportHistory/entryDeleteFailed', payload: 'This report is not in your history.' }]);
    saga.task.cancel();
  });
});
