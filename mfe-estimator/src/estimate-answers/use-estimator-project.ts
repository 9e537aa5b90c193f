import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type EstimatorProject } from '@homeworth/shared-lib';
import { findEstimatorProject } from '@homeworth/shared-lib/domain';
import { projectOpened, type EstimatorAnswersState } from './estimator-answers.slice';
import { readSavedEstimate } from './saved-estimate';
import type { HomeFactsState } from '../home-facts/home-facts.slice';

/** State slice holder, as the root reducer names it. */
export interface WithEstimatorAnswers {
  estimatorAnswers: EstimatorAnswersState;
}

/**
 * The project of the URL's slug and its answers, restored from this tab's session
 * storage on first open. `ready` is false until the store holds this project.
 */
export function useEstimatorProject(slug: string | undefined): { project: EstimatorProject | undefined; ready: boolean; state: EstimatorAnswersState } {
  const dispatch = useDispatch();
  const project = slug ? findEstimatorProject(slug) : undefined;
  const state = useSelector((s: WithEstimatorAnswers) => s.estimatorAnswers);
  const store = useStore<{ homeFacts: HomeFactsState }>();
  useEffect(() => {
    // The facts as they are now: a report link's may have arrived since this render.
    const facts = store.getState().homeFacts.facts;
    if (project && state.project !== project.slug) dispatch(projectOpened({ project: project.slug, saved: readSavedEstimate(project.slug), facts }));
  }, [dispatch, store, project, state.project]);
  return { project, ready: !!project && state.project === project.slug, state };
}
