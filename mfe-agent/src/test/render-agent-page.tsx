import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../app/root';

/** Renders one agent page with the app's real store and root saga, as mount does; call `dispose()` after. */
export async function renderAgentPage(page: ReactElement) {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter>{page}</MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return remote;
}
