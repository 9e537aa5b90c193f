import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { SHARE_MESSAGES, type ShareLink, type ShareResult } from '@homeworth/shared-lib/domain';
import { revokeShareLinkRequest, shareLinkRequest, sharePlanRequest } from './share-plan.api';
import {
  planShared,
  planShareFailed,
  planShareRequested,
  shareLinkFailed,
  shareLinkReady,
  shareLinkRequested,
  shareLinkRevoked,
  shareLinkRevokeRequested,
  shareModalOpened,
} from './share-plan.slice';

/** Messages of a failed call: the API's sentence for refusals, the spec's for a PDF that could not be sent. */
function failureMessage(failure: unknown, pdf: boolean): string {
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) return failure.message;
  return pdf ? SHARE_MESSAGES.pdfSendFailed : failure instanceof ApiError ? failure.message : MESSAGES.genericError;
}

function* share(action: ReturnType<typeof planShareRequested | typeof shareModalOpened>) {
  if (!planShareRequested.match(action)) return;
  const { planId, request, pdfTo } = action.payload;
  try {
    const result: ShareResult = yield call(sharePlanRequest, planId, request);
    if (pdfTo) {
      const message = result.pdfAttached
        ? `Your PDF report is on its way to ${pdfTo}.`
        : `We emailed the link to this estimate to ${pdfTo}. Unlock the PDF report to get it attached.`;
      yield put(planShared({ message, list: false }));
    } else {
      const message = `Sent to ${result.sent} ${result.sent === 1 ? 'person' : 'people'}${result.pdfAttached ? ' with the PDF report attached' : ''}. You have shared ${result.sharedReportCount} of ${result.sharedReportLimit} reports.`;
      yield put(planShared({ message, list: true }));
    }
  } catch (failure) {
    yield put(planShareFailed(failureMessage(failure, Boolean(pdfTo))));
  }
}

function* createLink(action: ReturnType<typeof shareLinkRequested | typeof shareModalOpened>) {
  if (!shareLinkRequested.match(action)) return;
  try {
    const link: ShareLink = yield call(shareLinkRequest, action.payload);
    yield put(shareLinkReady(link));
  } catch (failure) {
    yield put(shareLinkFailed(failureMessage(failure, false)));
  }
}

function* revokeLink(action: ReturnType<typeof shareLinkRevokeRequested | typeof shareModalOpened>) {
  if (!shareLinkRevokeRequested.match(action)) return;
  try {
    yield call(revokeShareLinkRequest, action.payload);
    yield put(shareLinkRevoked());
  } catch (failure) {
    yield put(shareLinkFailed(failureMessage(failure, false)));
  }
}

/**
 * Emails a saved plan (to a list, or its PDF to the user) and makes or revokes its read-only link.
 * Opening the modal again cancels what the last one still had on its way, so its answer never shows here.
 */
export function* sharePlanSaga() {
  yield takeLatest([planShareRequested.type, shareModalOpened.type], share);
  yield takeLatest([shareLinkRequested.type, shareModalOpened.type], createLink);
  yield takeLatest([shareLinkRevokeRequested.type, shareModalOpened.type], revokeLink);
}
