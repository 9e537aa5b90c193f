import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import { multiprojectAnswersSaga } from './multiproject-answers.saga';
import { multiprojectAnswerChanged, multiprojectAnswersSlice, multiprojectFinishLevelChanged, multiprojectLoaded, multiprojectStarted } from './multiproject-answers.slice';
import { readSavedMultiproject } from './saved-multiproject';

// No HTTP here: the saga's boundary is the tab's real sessionStorage (jsdom), read back as a reload would.

/** Runs the saga against the real slice, so what it persists is what the reducer made. */
const start = () => runSagaWithReducer(multiprojectAnswersSaga, multiprojectAnswersSlice.reducer, (state) => ({ multiprojectAnswers: state }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('multiproject answers saga', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the selection, each answer and the finish level of the mode for a reload', async () => {
    const { dispatch, task } = start();
    dispatch(multiprojectStarted({ mode: 'multiproject', projects: ['Kitchen-Renovation-Cost'] }));
    await flush();
    expect(readSavedMultiproject('multiproject')?.answers.projects).toEqual(['Kitchen-Renovation-Cost']);
    dispatch(multiprojectAnswerChanged({ step: { project: null, step: 'home-size' }, value: 2100 }));
    dispatch(multiprojectAnswerChanged({ step: { project: 'Kitchen-Renovation-Cost', step: 'room-size' }, value: 180 }));
    dispatch(multiprojectFinishLevelChanged('upscale'));
    await flush();
    expect(readSavedMultiproject('multiproject')).toEqual({
      answers: { projects: ['Kitchen-Renovation-Cost'], shared: { 'home-size': 2100 }, perProject: { 'Kitchen-Renovation-Cost': { 'room-size': 180 } } },
      finishLevel: 'upscale',
    });
    expect(readSavedMultiproject('sell')).toBeNull();
    task.cancel();
  });

  it('a combined estimate coming back is kept under its own mode; nothing is written before a mode is chosen', async () => {
    const { dispatch, task } = start();
    dispatch(multiprojectFinishLevelChanged('basic'));
    await flush();
    expect(sessionStorage.length).toBe(0);
    const saved = { answers: { projects: ['Installing-Deck'], shared: {}, perProject: { 'Installing-Deck': {} } }, finishLevel: 'basic' as const };
    dispatch(multiprojectLoaded({ mode: 'sell', saved }));
    await flush();
    expect(readSavedMultiproject('sell')).toEqual(saved);
    task.cancel();
  });
});
