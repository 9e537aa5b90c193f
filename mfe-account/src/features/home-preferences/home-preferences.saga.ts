import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES, dispatchAddressLimit, fetchOrderSummary, firstValidHome, readMyHome, selectHome, type MyHome, type OrderSummary } from '@homeworth/shared-lib';
import type { HomePreferences } from '@homeworth/shared-lib/domain';
import { chooseMyHome, isMyHome } from '../../shared/my-home';
import { claimHome, deleteHome, fetchHomePreferences, fetchUserHomes, saveHome, saveHomePreferences, unclaimHome, upgradeHomeToPaid, type UserHome } from './home-preferences.api';
import {
  claimRequested,
  homeActionFailed,
  homeActionRequested,
  homeRemoved,
  homesPageFailed,
  homesPageLoaded,
  homesPageRequested,
  homeUpdated,
  preferenceChanged,
  preferencesStored,
  summaryLoaded,
  type HomePreferencesState,
} from './home-preferences.slice';

/** What the page says after each change. */
export const HOME_NOTICES = {
  saved: 'Saved. This home stays in your list.',
  paid: 'Upgraded to paid. This home is now a paid address.',
  claimed: 'You have claimed this home.',
  unclaimed: 'You have unclaimed this home.',
  deleted: 'The home has been removed from your list.',
} as const;

const OUT_OF_ADDRESSES = 'OUT_OF_ADDRESSES';

type State = { homePreferences: HomePreferencesState };

// The API words its refusals for people (the envelope's message); anything unexpected is the generic sentence.
function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.genericError;
}

/** Keeps my_home in step with a changed home (its claimed flag), or moves it when the home is gone. */
function* followMyHome(home: UserHome | null, removedId: number | null) {
  const myHome: MyHome | null = yield call(readMyHome);
  if (home && isMyHome(home, myHome)) {
    yield call(chooseMyHome, home);
    return;
  }
  if (removedId !== null && myHome?.userPropertyId === removedId) {
    const left: UserHome[] = yield select((s: State) => s.homePreferences.homes);
    const next = firstValidHome(left);
    yield call(selectHome, next?.home ?? null, next?.kukunId ?? null);
  }
}

function* loadPage() {
  try {
    const [homes, summary]: [UserHome[], OrderSummary] = yield all([call(fetchUserHomes), call(fetchOrderSummary)]);
    const answers: HomePreferences[] = yield all(homes.map((h) => call(fetchHomePreferences, h.userPropertyId)));
    const preferences = Object.fromEntries(homes.map((h, i) => [h.userPropertyId, answers[i]!]));
    yield put(homesPageLoaded({ homes, summary, preferences }));
  } catch (error) {
    yield put(homesPageFailed(messageOf(error)));
  }
}

function* refreshSummary() {
  try {
    const summary: OrderSummary = yield call(fetchOrderSummary);
    yield put(summaryLoaded(summary));
  } catch {
    // The counters stay as they were; the change itself succeeded and is shown.
  }
}

function* runHomeAction(action: ReturnType<typeof homeActionRequested>) {
  const { userPropertyId } = action.payload;
  try {
    switch (action.payload.action) {
      case 'save': {
        const home: UserHome = yield call(saveHome, userPropertyId);
        yield put(homeUpdated({ home, notice: HOME_NOTICES.saved }));
        return;
      }
      case 'upgrade': {
        const { home }: { home: UserHome } = yield call(upgradeHomeToPaid, userPropertyId);
        yield put(homeUpdated({ home, notice: HOME_NOTICES.paid }));
        yield call(refreshSummary);
        return;
      }
      case 'unclaim': {
        const home: UserHome = yield call(unclaimHome, userPropertyId);
        yield put(homeUpdated({ home, notice: HOME_NOTICES.unclaimed }));
        yield call(followMyHome, home, null);
        return;
      }
      case 'delete': {
        yield call(deleteHome, userPropertyId);
        yield put(homeRemoved({ userPropertyId, notice: HOME_NOTICES.deleted }));
        yield call(followMyHome, null, userPropertyId);
        return;
      }
    }
  } catch (error) {
    const outOfAddresses = error instanceof ApiError && error.code === OUT_OF_ADDRESSES;
    // The shell's address-limit banner listens for this, as it does when adding a home fails.
    if (outOfAddresses) yield call(dispatchAddressLimit, { reached: true });
    yield put(homeActionFailed({ userPropertyId, message: messageOf(error), outOfAddresses }));
  }
}

function* runClaim(action: ReturnType<typeof claimRequested>) {
  const { userPropertyId, parcelLast4 } = action.payload;
  try {
    const home: UserHome = yield call(claimHome, userPropertyId, { parcelLast4, attestOwner: true });
    yield put(homeUpdated({ home, notice: HOME_NOTICES.claimed }));
    yield call(followMyHome, home, null);
  } catch (error) {
    yield put(homeActionFailed({ userPropertyId, message: messageOf(error) }));
  }
}

function* storePreferences(action: ReturnType<typeof preferenceChanged>) {
  const { userPropertyId, key, value } = action.payload;
  const wanted: HomePreferences | undefined = yield select((s: State) => s.homePreferences.preferences[userPropertyId]);
  if (!wanted) return;
  try {
    const preferences: HomePreferences = yield call(saveHomePreferences, userPropertyId, wanted);
    yield put(preferencesStored({ userPropertyId, preferences, changed: { key, value } }));
  } catch (error) {
    yield put(homeActionFailed({ userPropertyId, message: messageOf(error), preferences: { ...wanted, [key]: !value } }));
  }
}

/** `/user/home-preferences`: load homes, counters and preferences; save, upgrade, claim, unclaim, delete, preferences. */
export function* homePreferencesSaga() {
  yield all([
    takeLatest(homesPageRequested.type, loadPage),
    takeEvery(homeActionRequested.type, runHomeAction),
    takeEvery(claimRequested.type, runClaim),
    takeEvery(preferenceChanged.type, storePreferences),
  ]);
}
