import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchNeighborhoodProjects, type NeighborhoodProjects } from './neighborhood-projects.api';
import { projectsFailed, projectsLoaded, projectsRequested } from './neighborhood-projects.slice';

function* load(action: ReturnType<typeof projectsRequested>) {
  try {
    const data: NeighborhoodProjects = yield call(fetchNeighborhoodProjects, action.payload);
    yield put(projectsLoaded(data));
  } catch (error) {
    yield put(projectsFailed(error instanceof Error ? error.message : 'Nearby permits could not be loaded.'));
  }
}

/** Loads the permits near the home asked for; a newer home cancels an older request. */
export function* neighborhoodProjectsSaga() {
  yield takeLatest(projectsRequested.type, load);
}
