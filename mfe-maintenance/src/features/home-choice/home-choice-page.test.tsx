import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { readMyHome, writeMyHome, type UserPropertyEntry } from '@homeworth/shared-lib';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as api from './home-choice.api';
import { HomeChoicePage } from './home-choice-page.component';

jest.mock('./home-choice.api');
const mocked = jest.mocked(api);

const home = (userPropertyId: number, address: string, claimed = false): UserPropertyEntry => ({
  userPropertyId,
  claimed,
  property: { propertyId: 100 + userPropertyId, kukunId: 100 + userPropertyId, address, city: 'Denver', state: 'CO', zipCode: '80202' },
});

describe('/my-maintenance/user-property', () => {
  afterEach(() => {
    cleanup();
    mockSignOut();
    writeMyHome(null);
    jest.resetAllMocks();
  });

  it('switches the plan to another of the user’s homes and remembers it as the selected home', async () => {
    mockSignIn();
    writeMyHome({ propertyId: 101, userPropertyId: 1, address: '418 Juniper Court', city: 'Denver', state: 'CO', zipCode: '80202' }, 101);
    mocked.fetchUserHomes.mockResolvedValue([home(1, '418 Juniper Court', true), home(2, '12 Elm Street')]);
    const remote = createRemoteStore(rootReducer, rootSagas);
    render(
      <Provider store={remote.store}>
        <MockProviders>
          <MemoryRouter initialEntries={['/my-maintenance/user-property']}>
            <Routes>
              <Route path="/my-maintenance/user-property" element={<HomeChoicePage />} />
              <Route path="/my-maintenance/app" element={<h1>The plan</h1>} />
            </Routes>
          </MemoryRouter>
        </MockProviders>
      </Provider>,
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByText('Shown in your plan').closest('li')?.textContent).toContain('418 Juniper Court');

    fireEvent.click(screen.getByRole('button', { name: 'Show the plan of 12 Elm Street' }));
    expect(readMyHome()).toMatchObject({ userPropertyId: 2, address: '12 Elm Street', propertyId: 102 });
    expect(screen.getByRole('heading', { name: 'The plan' })).toBeTruthy();
    remote.dispose();
  });
});
