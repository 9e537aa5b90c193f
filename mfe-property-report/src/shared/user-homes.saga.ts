import { eventChannel } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, dispatchAddressLimit, selectHome, subscribePaymentCompleted, type MyHome } from '@homeworth/shared-lib';
import { sessionChanged } from '@homeworth/shared-lib/remote';
import { addUserHome, fetchUserHomes, fetchUserLimits, upgradeUserHome, type UserHome, type UserLimits } from './user-homes.api';
import {
  addHomeFailed,
  addHomeRequested,
  addHomeSucceeded,
  homesCleared,
  homesFailed,
  homesLoaded,
  homesRequested,
  upgradeFailed,
  upgradeRequested,
  upgradeSucceeded,
} from './user-homes.slice';

/** The `my_home` cookie value of a user's home. */
export function myHomeOf(home: UserHome): MyHome {
  const p = home.property;
  return {
    propertyId: p.kukunId,
    userPropertyId: home.userPropertyId,
    address: p.address,
    unitNumber: p.unitNumber,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    claimed: home.claimed,
  };
}

function* loadHomes() {
  try {
    const [homes, limits]: [UserHome[], UserLimits] = yield all([call(fetchUserHomes), call(fetchUserLimits)]);
    yield put(homesLoaded({ homes, limits }));
    if (limits.addressRemainingCount <= 0) yield call(dispatchAddressLimit, { reached: true });
  } catch {
    yield put(homesFailed());
  }
}

function* addHome(action: ReturnType<typeof addHomeRequested>) {
  try {
    const { home, limits }: { home: UserHome; limits: UserLimits } = yield call(addUserHome, action.payload.kukunId);
    yield put(addHomeSucceeded({ home, limits }));
    // The new home becomes the selected one (my_home, kukun_id, hw:property-selected).
    yield call(selectHome, myHomeOf(home), home.property.kukunId);
    if (limits.addressRemainingCount <= 0) yield call(dispatchAddressLimit, { reached: true });
  } catch (error) {
    const out = error instanceof ApiError && error.code === 'OUT_OF_ADDRESSES';
    if (out) yield call(dispatchAddressLimit, { reached: true });
    yield put(addHomeFailed({ outOfAddresses: out, message: error instanceof Error ? error.message : 'The home could not be added.' }));
  }
}

/** Upgrade to paid; with no address left the out-of-address modal offers address packs (the payment flow). */
function* upgradeHome(action: ReturnType<typeof upgradeRequested>) {
  try {
    const { home, limits }: { home: UserHome; limits: UserLimits } = yield call(upgradeUserHome, action.payload.userPropertyId);
    yield put(upgradeSucceeded({ home, limits }));
    if (limits.addressRemainingCount <= 0) yield call(dispatchAddressLimit, { reached: true });
  } catch (error) {
    const out = error instanceof ApiError && error.code === 'OUT_OF_ADDRESSES';
    if (out) yield call(dispatchAddressLimit, { reached: true });
    yield put(
      upgradeFailed({ userPropertyId: action.payload.userPropertyId, outOfAddresses: out, message: error instanceof Error ? error.message : 'The home could not be upgraded.' }),
    );
  }
}

function* followSession(action: ReturnType<typeof sessionChanged>) {
  if (action.payload.isLoggedIn) yield put(homesRequested());
  else yield put(homesCleared());
}

/** A purchase finished in the shell: the homes and the address counter change (a bundle may unlock a home). */
const purchases = () => eventChannel<true>((emit) => subscribePaymentCompleted(() => emit(true)));

function* reloadHomes() {
  yield put(homesRequested());
}

/** The user's homes: loaded on sign-in, cleared on sign-out; the add flow (claiming is the owner-claim feature). */
export function* userHomesSaga() {
  yield all([
    takeLatest(sessionChanged.type, followSession),
    takeLatest(homesRequested.type, loadHomes),
    takeLatest(purchases(), reloadHomes),
    takeLeading(addHomeRequested.type, addHome),
    // One upgrade at a time: a double click sends one request (the API also uses one address for parallel ones).
    takeLeading(upgradeRequested.type, upgradeHome),
  ]);
}
