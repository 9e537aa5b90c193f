import { call, select, takeEvery } from 'redux-saga/effects';
import { multiprojectAnswerChanged, multiprojectFinishLevelChanged, multiprojectLoaded, multiprojectStarted, type MultiprojectAnswersState } from './multiproject-answers.slice';
import { writeSavedMultiproject } from './saved-multiproject';

const selectState = (state: { multiprojectAnswers: MultiprojectAnswersState }) => state.multiprojectAnswers;

function* persist() {
  const { mode, answers, finishLevel }: MultiprojectAnswersState = yield select(selectState);
  if (mode) yield call(writeSavedMultiproject, mode, { answers, finishLevel });
}

/** Writes the combined estimate to sessionStorage after every change, so a reload keeps it. */
export function* multiprojectAnswersSaga() {
  yield takeEvery([multiprojectStarted.type, multiprojectLoaded.type, multiprojectAnswerChanged.type, multiprojectFinishLevelChanged.type], persist);
}
