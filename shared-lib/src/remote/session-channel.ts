import { eventChannel, type EventChannel } from 'redux-saga';
import { getSession, subscribeSession, type Session } from '@homeworth/shared-lib';

/**
 * The session as a saga channel: emits the current session once, then after
 * every change from any app. Close it to unsubscribe.
 */
export function sessionChannel(): EventChannel<Session> {
  return eventChannel<Session>((emit) => {
    // Emitted asynchronously: an eventChannel must not emit during its subscriber.
    const first = setTimeout(() => emit(getSession()), 0);
    const unsubscribe = subscribeSession(emit);
    return () => {
      clearTimeout(first);
      unsubscribe();
    };
  });
}
