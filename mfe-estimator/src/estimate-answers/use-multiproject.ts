import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { MultiprojectMode } from '@homeworth/shared-lib/domain';
import { multiprojectOpened, type MultiprojectAnswersState } from './multiproject-answers.slice';
import { readSavedMultiproject } from './saved-multiproject';
import type { HomeFactsState } from '../home-facts/home-facts.slice';

/** State slice holder, as the root reducer names it. */
export interface WithMultiprojectAnswers {
  multiprojectAnswers: MultiprojectAnswersState;
}

/** The combined estimate of a mode, restored from this tab's session storage on first open; `ready` once the store holds it. */
export function useMultiproject(mode: MultiprojectMode): { ready: boolean; state: MultiprojectAnswersState } {
  const dispatch = useDispatch();
  const state = useSelector((s: WithMultiprojectAnswers) => s.multiprojectAnswers);
  const store = useStore<{ homeFacts: HomeFactsState }>();
  useEffect(() => {
    // The facts as they are now: a report link's may have arrived since this render.
    const facts = store.getState().homeFacts.facts;
    if (state.mode !== mode) dispatch(multiprojectOpened({ mode, saved: readSavedMultiproject(mode), facts }));
  }, [dispatch, store, mode, state.mode]);
  return { ready: state.mode === mode, state };
}
