import { call, select, takeEvery } from 'redux-saga/effects';
import type { EstimatorAnswersState } from './estimator-answers.slice';
import { answerChanged, estimateLoaded, finishLevelChanged } from './estimator-answers.slice';
import { writeSavedEstimate } from './saved-estimate';

const selectAnswers = (state: { estimatorAnswers: EstimatorAnswersState }) => state.estimatorAnswers;

function* persist() {
  const { project, answers, finishLevel }: EstimatorAnswersState = yield select(selectAnswers);
  if (project) yield call(writeSavedEstimate, project, { answers, finishLevel });
}

/** Writes the answers to sessionStorage after every change, so a reload keeps them. */
export function* estimatorAnswersSaga() {
  yield takeEvery([answerChanged.type, finishLevelChanged.type, estimateLoaded.type], persist);
}
