import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import type { Session } from '@homeworth/shared-lib';
import { sessionChannel } from './session-channel';

/**
 * The session mirrored into a remote's store: add `session: sessionMirrorSlice.reducer`
 * to the root reducer and `sessionMirrorSaga` to the root sagas. `current` is null
 * until the session library has been heard from.
 */
export interface SessionMirrorState {
  current: Session | null;
}

const initialState: SessionMirrorState = { current: null };

export const sessionMirrorSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChanged: (state, action: PayloadAction<Session>) => {
      state.current = action.payload;
    },
  },
});

export const { sessionChanged } = sessionMirrorSlice.actions;

/** Keeps the store's session in step with the session library, including sign-outs in other apps. */
export function* sessionMirrorSaga() {
  const channel: EventChannel<Session> = yield call(sessionChannel);
  try {
    for (;;) {
      const session: Session = yield take(channel);
      yield put(sessionChanged(session));
    }
  } finally {
    channel.close();
  }
}
