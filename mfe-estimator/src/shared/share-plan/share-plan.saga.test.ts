import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { SHARE_MESSAGES, type ShareLink, type ShareResult } from '@homeworth/shared-lib/domain';
import { shareLinkRequest, sharePlanRequest } from './share-plan.api';
import { sharePlanSaga } from './share-plan.saga';
import { planShared, planShareFailed, planShareRequested, shareLinkReady, shareLinkRequested, shareModalOpened } from './share-plan.slice';

// The HTTP calls are the unit boundary; the share endpoints are covered by the API tests.
jest.mock('./share-plan.api');
const mockedShare = jest.mocked(sharePlanRequest);
const mockedLink = jest.mocked(shareLinkRequest);

const RESULT: ShareResult = { sent: 1, pdfAttached: true, sharedReportCount: 3, sharedReportLimit: 20, shareUrl: 'http://localhost:3000/result-page?share=a.b' };
const LINK: ShareLink = { token: 'a.b', url: 'http://localhost:3000/result-page?share=a.b', createdAt: '2026-01-01T00:00:00.000Z' };
const LIST = { shareList: [{ email: 'bob@example.com', sharedType: 1 as const }] };

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('share plan saga', () => {
  beforeEach(() => {
    mockedShare.mockReset();
    mockedLink.mockReset();
  });

  it('says what a list and a PDF to oneself did, and gives a failed PDF the spec message', async () => {
    mockedShare
      .mockResolvedValueOnce(RESULT)
      .mockResolvedValueOnce(RESULT)
      .mockRejectedValueOnce(new ApiError(502, [{ code: 'MAIL_FAILED', message: 'Bad gateway' }]));
    const saga = runSagaAlone(sharePlanSaga);
    saga.put(planShareRequested({ planId: 7, request: LIST }));
    await flush();
    saga.put(planShareRequested({ planId: 7, request: LIST, pdfTo: 'ann@example.com' }));
    await flush();
    saga.put(planShareRequested({ planId: 7, request: LIST, pdfTo: 'ann@example.com' }));
    await flush();
    expect(saga.dispatched).toEqual([
      planShared({ message: 'Sent to 1 person with the PDF report attached. You have shared 3 of 20 reports.', list: true }),
      planShared({ message: 'Your PDF report is on its way to ann@example.com.', list: false }),
      planShareFailed(SHARE_MESSAGES.pdfSendFailed),
    ]);
    saga.task.cancel();
  });

  it("drops the last modal's answer when the modal opens again", async () => {
    let answer: (link: ShareLink) => void = () => undefined;
    mockedLink.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))).mockRejectedValueOnce(new Error('Network Error'));
    const saga = runSagaAlone(sharePlanSaga);
    saga.put(shareLinkRequested(7));
    await flush();
    saga.put(shareModalOpened());
    answer(LINK);
    await flush();
    expect(saga.dispatched).toEqual([]);
    saga.put(shareLinkRequested(8));
    await flush();
    expect(saga.dispatched).toEqual([expect.objectContaining({ payload: MESSAGES.genericError })]);
    expect(saga.dispatched).not.toContainEqual(shareLinkReady(LINK));
    saga.task.cancel();
  });
});
