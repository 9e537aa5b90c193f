import { call, delay, put, takeLatest } from 'redux-saga/effects';
import { fetchAddressSuggestions, type AddressSuggestion } from './address-suggestions.api';
import { addressSuggestionsFound, addressTyped, SUGGEST_FROM_LENGTH } from './address-suggestions.slice';

/** How many suggestions the form lists. */
const SHOWN = 8;

function* suggest(action: ReturnType<typeof addressTyped>) {
  if (action.payload.length < SUGGEST_FROM_LENGTH) return;
  // Typing: wait for a pause (takeLatest drops the earlier keystrokes).
  yield delay(250);
  try {
    const found: AddressSuggestion[] = yield call(fetchAddressSuggestions, action.payload);
    yield put(addressSuggestionsFound(found.slice(0, SHOWN)));
  } catch {
    // Suggestions only help: the address can still be typed in full.
    yield put(addressSuggestionsFound([]));
  }
}

/** Address suggestions for the client form, asked for once the agent pauses typing. */
export function* addressSuggestionsSaga() {
  yield takeLatest(addressTyped.type, suggest);
}
