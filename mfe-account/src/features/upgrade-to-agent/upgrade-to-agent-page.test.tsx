import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, ROLE_IDS } from '@homeworth/shared-lib';
import { UPGRADE_TO_AGENT_MESSAGES as TEXT } from '@homeworth/shared-lib/domain';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import * as api from './upgrade-to-agent.api';
import { UpgradeToAgentPage } from './upgrade-to-agent-page.component';

jest.mock('./upgrade-to-agent.api');

const renderPage = () =>
  render(
    <MockProviders>
      <MemoryRouter>
        <UpgradeToAgentPage />
      </MemoryRouter>
    </MockProviders>,
  );

describe('UpgradeToAgentPage', () => {
  beforeEach(() => jest.resetAllMocks());

  it('upgrades a homeowner with one button and links to the agent profile', async () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner });
    jest.mocked(api.upgradeToAgent).mockResolvedValue(TEXT.upgraded);
    renderPage();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upgrade to agent account' })));
    expect(api.upgradeToAgent).toHaveBeenCalledTimes(1);
    expect(screen.getByText(TEXT.upgraded)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up your agent profile' }).getAttribute('href')).toBe('/agent/edit-profile');
  });

  it('shows the API refusal next to the button', async () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner });
    jest.mocked(api.upgradeToAgent).mockRejectedValue(new ApiError(409, [{ code: 'ALREADY_AGENT', message: TEXT.alreadyAgent }]));
    renderPage();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upgrade to agent account' })));
    expect(screen.getByRole('alert').textContent).toBe(TEXT.alreadyAgent);
  });

  it('offers no button to an agent or a contractor', () => {
    mockSignIn({ roleId: ROLE_IDS.contractor });
    renderPage();
    expect(screen.queryByRole('button', { name: 'Upgrade to agent account' })).toBeNull();
    expect(screen.getByText(TEXT.notHomeowner)).toBeTruthy();
  });
});
