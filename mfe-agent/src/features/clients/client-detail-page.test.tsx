import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import { sampleAgentClient } from '@homeworth/shared-lib/test-fixtures';
import { ClientDetailPage } from './client-detail-page.component';
import { clientDetailLoaded } from './client-detail.slice';

async function renderClientPage() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={['/agent/clients/1']}>
          <Routes>
            <Route path="/agent/clients/:clientId" element={<ClientDetailPage />} />
          </Routes>
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return remote;
}

const home = (id: number, selected: boolean, claimed = false) => ({
  userPropertyId: id,
  address: `${id} Oak Street`,
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  claimed,
  selected,
  currentValue: 512_000,
  valueChange: 12_500,
});

describe('ClientDetailPage (/agent/clients/:clientId)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the client, homes with claimed marked, value and change, the partial notification choice, and notes', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderClientPage();
    act(() => {
      remote.store.dispatch(
        clientDetailLoaded({
          client: sampleAgentClient({ accountStatus: 'Active', valid: true }),
          homes: { homes: [home(1, true, true), home(2, false)], notificationPreference: 'partial' },
          notes: [{ id: 9, body: 'Wants a pool', createdAt: '2026-11-20T15:00:00.000Z', updatedAt: '2026-11-20T15:00:00.000Z', edited: false }],
        }),
      );
    });
    expect(screen.getByRole('heading', { name: 'Maria Lopez', level: 1 })).toBeTruthy();
    expect(screen.getByText('Joined')).toBeTruthy();
    expect(screen.getByText('(512) 555-0142')).toBeTruthy();
    const homes = screen.getByRole('region', { name: 'Homes' });
    expect(homes.textContent).toContain('Notifications: partial');
    expect(homes.textContent).toContain('Claimed');
    expect(homes.textContent).toContain('Estimated value $512,000 (+$12,500 in a year)');
    const boxes = screen.getAllByRole('checkbox', { name: 'Notify me about this home' }) as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false]);
    expect(screen.getByText('Wants a pool')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Edit note from / })).toBeTruthy();
    remote.dispose();
  });
});
