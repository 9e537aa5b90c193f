import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { MultiprojectMode } from '@homeworth/shared-lib/domain';
import { multiprojectOpened, type MultiprojectAnswersState } from './multiproject-answers.slice';
import { readSavedMultiproject } from './saved-multiproject';

/** State slice holder, as the root reducer names it. */
export interface WithMultiprojectAnswers {
  multiprojectAnswers: MultiprojectAnswersState;
}

/** The combined estimate of a mode, restored from this tab's session storage on first open; `ready` once the store holds it. */
export function useMultiproject(mode: MultiprojectMode): { ready: boolean; state: MultiprojectAnswersState } {
  const dispatch = useDispatch();
  const state = useSelector((s: WithMultiprojectAnswers) => s.multiprojectAnswers);
  useEffect(() => {
    if (state.mode !== mode) dispatch(multiprojectOpened({ mode, saved: readSavedMultiproject(mode) }));
  }, [dispatch, mode, state.mode]);
  return { ready: state.mode === mode, state };
}
