/**
 * How every remote becomes a single-spa
 * application. Imported by each remote and bundled into it (this entry is not a
 * shared singleton), so redux, redux-saga and react-router stay per remote,
 * while everything it takes from `@homeworth/shared-lib` is the one shared copy.
 */
import React, { useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, call, fork } from 'redux-saga/effects';
import { AppProviders, MESSAGES } from '@homeworth/shared-lib';

/** A remote's store with its running root saga. */
export interface RemoteStore<S> {
  store: ReturnType<typeof configureStore<S>>;
  /** Cancels the root saga; the store is then dropped with the React tree. */
  dispose: () => void;
}

/**
 * The root saga: each feature saga runs in its own restart loop, so one crash
 * is logged and restarts that saga without stopping the others. The loops are
 * attached (`fork`, not `spawn`) so that cancelling the root on unmount stops
 * every feature saga and its event-bus subscriptions.
 */
export function createRootSaga(sagas: readonly Saga[]): Saga {
  return function* rootSaga() {
    yield all(
      sagas.map((saga) =>
        fork(function* keepAlive() {
          for (;;) {
            try {
              yield call(saga);
              break;
            } catch (error) {
              console.error(`[saga] ${saga.name} crashed and restarts`, error);
            }
          }
        }),
      ),
    );
  };
}

/** Creates a remote's store and starts its root saga. */
export function createRemoteStore<S>(reducer: Reducer<S>, sagas: readonly Saga[]): RemoteStore<S> {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(createRootSaga(sagas));
  return { store, dispose: () => task.cancel() };
}

export interface RemoteSpaOptions<S> {
  /** The app's name, as in the shell's route table (`mfe-account`). */
  app: string;
  reducer: Reducer<S>;
  sagas: readonly Saga[];
  /** The app's routes, rendered inside its router. */
  Routes: ComponentType;
}

/**
 * The root component of a remote: its store and root saga (made on mount, stopped on unmount),
 * providers and router. single-spa mounts it in the federated site; the single-app build used
 * by the benchmark renders it directly.
 */
export function createRemoteRoot<S>({ app, reducer, sagas, Routes }: RemoteSpaOptions<S>): FunctionComponent {
  return function RemoteRoot() {
    const [remote] = useState(() => createRemoteStore(reducer, sagas));
    useEffect(() => () => remote.dispose(), [remote]);
    return (
      <Provider store={remote.store}>
        <AppProviders app={app}>
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </AppProviders>
      </Provider>
    );
  };
}

/**
 * single-spa lifecycles for a remote. Mount creates the store, root saga and
 * router; unmount removes them with the React root.
 */
export function createRemoteSpa<S>(options: RemoteSpaOptions<S>) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: createRemoteRoot(options),
    // Last resort if the providers themselves fail; AppProviders' boundary catches the rest.
    errorBoundary: () => <p role="alert">{MESSAGES.renderError}</p>,
  });
}
