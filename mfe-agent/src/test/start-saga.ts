import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { rootReducer, type AgentState } from '../app/root-reducer';

/**
 * Runs one saga against the app's real reducers, as the store would: every action (the test's and the
 * saga's own puts) updates the state its selects read and reaches its takes. `dispatched` lists them in order.
 */
export function startSaga(saga: Saga) {
  const channel = stdChannel();
  let state: AgentState = rootReducer(undefined, { type: 'init' });
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = (action: { type: string }) => {
    dispatched.push(action);
    state = rootReducer(state, action);
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => state }, saga);
  return { dispatch, dispatched, task };
}
