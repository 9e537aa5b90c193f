import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { rootReducer, rootSagas } from '../app/root';
import { DashboardPage } from './dashboard-page.component';

async function renderDashboard() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  // The session mirror saga emits the first session on the next tick.
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return remote;
}

describe('DashboardPage', () => {
  beforeEach(() => localStorage.clear());

  it('greets a new user with "Welcome" and a returning one with "Welcome back", by the session library’s display name', async () => {
    mockSignIn({ userFirstName: 'Morgan', userEmail: 'morgan@example.com' });
    const first = await renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome, Morgan' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    first.dispose();
    cleanup();

    const again = await renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome back, Morgan' })).toBeTruthy();
    again.dispose();
  });

  it('points an agent to the agent dashboard', async () => {
    mockSignIn({ userFirstName: 'Ava', roleId: ROLE_IDS.agent });
    const remote = await renderDashboard();
    expect(screen.getByRole('link', { name: 'Go to your agent dashboard' }).getAttribute('href')).toBe('/agent/dashboard');
    remote.dispose();
  });

  it('gives a homeowner no agent dashboard link', async () => {
    mockSignIn({ userFirstName: 'Morgan' });
    const remote = await renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome, Morgan' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to your agent dashboard' })).toBeNull();
    remote.dispose();
  });

  it('turns into the guest view when another app signs the user out', async () => {
    mockSignIn({ userFirstName: 'Morgan' });
    const remote = await renderDashboard();
    act(() => mockSignOut());
    expect(screen.getByRole('heading', { name: 'Your home dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?referrer=/dashboard');
    remote.dispose();
  });

  it('stops listening once the app is unmounted (saga cancelled)', async () => {
    const remote = await renderDashboard();
    remote.dispose();
    act(() => {
      mockSignIn({ userFirstName: 'Late' });
    });
    expect(remote.store.getState().session.current?.isLoggedIn).toBe(false);
  });
});
