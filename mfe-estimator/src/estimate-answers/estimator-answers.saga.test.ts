import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import { estimatorAnswersSaga } from './estimator-answers.saga';
import { answerChanged, estimateLoaded, estimatorAnswersSlice, finishLevelChanged, projectOpened } from './estimator-answers.slice';
import { readSavedEstimate } from './saved-estimate';

// No HTTP here: the saga's boundary is the tab's real sessionStorage (jsdom), read back as a reload would.

/** Runs the saga against the real slice, so what it persists is what the reducer made. */
const start = () => runSagaWithReducer(estimatorAnswersSaga, estimatorAnswersSlice.reducer, (state) => ({ estimatorAnswers: state }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('estimator answers saga', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps every answer and finish level change of the open project for a reload', async () => {
    const { dispatch, task } = start();
    dispatch(projectOpened({ project: 'Kitchen-Renovation-Cost', saved: null }));
    dispatch(answerChanged({ step: 'room-size', value: 180 }));
    await flush();
    expect(readSavedEstimate('Kitchen-Renovation-Cost')).toEqual({ answers: { 'room-size': 180 }, finishLevel: 'midrange' });
    dispatch(finishLevelChanged('upscale'));
    dispatch(answerChanged({ step: 'room-size', value: undefined }));
    await flush();
    expect(readSavedEstimate('Kitchen-Renovation-Cost')).toEqual({ answers: {}, finishLevel: 'upscale' });
    task.cancel();
  });

  it('a saved plan opened replaces what the tab kept; nothing is written before a project is open', async () => {
    const { dispatch, task } = start();
    dispatch(answerChanged({ step: 'room-size', value: 90 }));
    await flush();
    expect(sessionStorage.length).toBe(0);
    dispatch(estimateLoaded({ project: 'Installing-Deck', saved: { answers: { 'deck-material': 'composite' }, finishLevel: 'basic' } }));
    await flush();
    expect(readSavedEstimate('Installing-Deck')).toEqual({ answers: { 'deck-material': 'composite' }, finishLevel: 'basic' });
    task.cancel();
  });
});
