import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import type { AgentClient } from '@homeworth/shared-lib/domain';
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

/** One complete client, as the clients API returns it. */
export function sampleClient(overrides: Partial<AgentClient> = {}): AgentClient {
  return {
    id: 1,
    firstName: 'Maria',
    lastName: 'Lopez',
    emailAddress: 'maria@example.com',
    phoneNumber: '5125550142',
    address: '12 Oak Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    notes: '',
    accountStatus: 'Inactive',
    recordStatus: 'live',
    invited: true,
    validAddress: true,
    valid: false,
    complete: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
