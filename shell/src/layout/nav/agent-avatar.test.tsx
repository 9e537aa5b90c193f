import { act, fireEvent, render, screen } from '@testing-library/react';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { ROLE_IDS, apiRequest } from '@homeworth/shared-lib';
import { ShellHeader } from '../shell-header';
import { agentAvatarOf } from './services-links';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), apiRequest: jest.fn() }));

const PHOTO = '/api/v1/agent/agents/7/image';

async function renderHeader() {
  window.history.pushState(null, '', '/home-report');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
  render(
    <MockProviders>
      <ShellHeader />
    </MockProviders>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the avatar in the navigation', () => {
  beforeEach(() => jest.mocked(apiRequest).mockReset());

  it('is an agent’s own photo; a homeowner’s agent’s photo is not their avatar', () => {
    const answer = { financingLink: null, insuranceLink: null, agent: { agentImage: PHOTO } };
    expect(agentAvatarOf('AGENT', answer)).toBe(PHOTO);
    expect(agentAvatarOf('AGENT_PRO', answer)).toBe(PHOTO);
    expect(agentAvatarOf('STANDARD', answer)).toBeNull();
    expect(agentAvatarOf('AGENT', null)).toBeNull();
  });

  it('shows the agent’s photo, and the default avatar when the photo fails (logged only)', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent, displayName: 'Alex' });
    jest.mocked(apiRequest).mockResolvedValue({ financingLink: null, insuranceLink: null, agent: { agentId: 7, displayName: 'Alex', companyName: '', agentImage: PHOTO } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderHeader();
    const photo = screen.getByTestId('nav-avatar-photo');
    expect(photo.getAttribute('src')).toBe(PHOTO);
    expect(photo.getAttribute('alt')).toBe('');

    fireEvent.error(photo);
    expect(screen.queryByTestId('nav-avatar-photo')).toBeNull();
    expect(screen.getByRole('button', { name: /Hi, Alex/ }).textContent).toContain('A');
    expect(warn).toHaveBeenCalledWith('agent image not loaded', PHOTO);
    warn.mockRestore();
  });

  it('keeps the default avatar when the agent data fetch fails', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent, displayName: 'Alex' });
    jest.mocked(apiRequest).mockRejectedValue(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderHeader();
    expect(screen.queryByTestId('nav-avatar-photo')).toBeNull();
    expect(warn).toHaveBeenCalledWith('associated agent not loaded', expect.any(Error));
    warn.mockRestore();
  });
});
