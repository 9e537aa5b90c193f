import { call, put, select, takeLatest } from 'redux-saga/effects';
import { fetchClaimedHomeFacts } from './home-facts.api';
import { homeFactsFromLink, mergeHomeFacts, readHomeFacts, writeHomeFacts, type HomeFacts } from './home-facts';
import { homeFactsKnown, homeFactsRequested, type HomeFactsState } from './home-facts.slice';

const selectFacts = (state: { homeFacts: HomeFactsState }) => state.homeFacts.facts;

/** Gathers the home's facts: a report link's query first, else what this tab kept, completed by the signed-in owner's claimed home. */
export function* homeFactsSaga() {
  // The claimed home's facts, asked for once per sign-in while the estimator is open (undefined: not asked yet).
  let claimed: HomeFacts | null | undefined;
  yield takeLatest(homeFactsRequested.type, function* gather(action: ReturnType<typeof homeFactsRequested>) {
    if (!action.payload.signedIn) claimed = undefined;
    else if (claimed === undefined) {
      try {
        claimed = (yield call(fetchClaimedHomeFacts)) as HomeFacts | null;
      } catch {
        claimed = null; // Without the claimed home the questions are simply not prefilled.
      }
    }
    const known: HomeFacts | null = yield select(selectFacts);
    const base: HomeFacts | null = homeFactsFromLink(action.payload.search) ?? known ?? (yield call(readHomeFacts));
    const facts = mergeHomeFacts(base, claimed ?? null);
    if (facts && JSON.stringify(facts) !== JSON.stringify(known)) {
      yield call(writeHomeFacts, facts);
      yield put(homeFactsKnown(facts));
    }
  });
}
