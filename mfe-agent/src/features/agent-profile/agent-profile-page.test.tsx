import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { rootReducer, rootSagas } from '../../app/root';
import { AgentProfilePage } from './agent-profile-page.component';

async function renderProfile() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter>
          <AgentProfilePage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return remote;
}

describe('AgentProfilePage', () => {
  it('offers Upgrade to Pro to a free-tier agent', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent, userFirstName: 'Alex', userLastName: 'Agent' });
    const remote = await renderProfile();
    expect(screen.getByText('Alex Agent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();
    remote.dispose();
  });

  it('tells a homeowner the page is for agents', async () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner });
    const remote = await renderProfile();
    expect(screen.getByText(/This page is for agent and broker accounts/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    remote.dispose();
  });
});
