import { put, take } from 'redux-saga/effects';
import { createRemoteStore } from './create-remote-spa';

type State = { pings: number };
const reducer = (state: State = { pings: 0 }, action: { type: string }): State => (action.type === 'pong' ? { pings: state.pings + 1 } : state);

describe('createRemoteStore', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('restarts a crashed feature saga and keeps the others running', () => {
    let starts = 0;
    function* flaky() {
      starts += 1;
      yield take('ping');
      if (starts === 1) throw new Error('first run crashes');
      yield put({ type: 'pong' });
    }
    function* steady() {
      for (;;) {
        yield take('ping');
        yield put({ type: 'pong' });
      }
    }
    const remote = createRemoteStore(reducer, [flaky, steady]);
    remote.store.dispatch({ type: 'ping' }); // flaky crashes and restarts; steady pongs
    remote.store.dispatch({ type: 'ping' }); // both pong
    expect(starts).toBe(2);
    expect(remote.store.getState().pings).toBe(3);
    remote.dispose();
  });

  it('stops every feature saga on dispose', () => {
    function* steady() {
      for (;;) {
        yield take('ping');
        yield put({ type: 'pong' });
      }
    }
    const remote = createRemoteStore(reducer, [steady]);
    remote.dispose();
    remote.store.dispatch({ type: 'ping' });
    expect(remote.store.getState().pings).toBe(0);
  });
});
