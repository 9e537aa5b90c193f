import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchProjectGuides, type GuidePost } from './project-guides.api';
import { guidesLoaded, guidesRequested } from './project-guides.slice';

function* load(action: ReturnType<typeof guidesRequested>) {
  const slug = action.payload;
  try {
    const posts: GuidePost[] = yield call(fetchProjectGuides, slug);
    yield put(guidesLoaded({ slug, posts }));
  } catch {
    // The guides only add reading: without the blog the question page shows none.
    yield put(guidesLoaded({ slug, posts: [] }));
  }
}

/** Reads the blog's guides of the project a question page shows. */
export function* projectGuidesSaga() {
  yield takeLatest(guidesRequested.type, load);
}
