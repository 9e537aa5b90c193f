import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import type { Saga } from 'redux-saga';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer } from '../app/root';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders `routes` at `url` with the app's real reducers and the given sagas, as mount does, and the
 * current path beside them (read it with `currentPath()`). Returns the remote store.
 */
export function renderWithRoutes(url: string, sagas: readonly Saga[], routes: ReactNode) {
  const remote = createRemoteStore(rootReducer, sagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>{routes}</Routes>
          <Location />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  return remote;
}

/** The path the rendered routes are at now. */
export const currentPath = () => screen.getByTestId('location').textContent;
