import { act, render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { setRemoteRoutes } from '../routing/route-table';
import { ShellPages } from './shell-pages';

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <MockProviders>
      <ShellPages />
    </MockProviders>,
  );
}

describe('ShellPages', () => {
  it('waits for the remotes’ routes, then shows "not found" for a path nobody claims', async () => {
    const { container } = renderAt('/no-such-page');
    expect(container.innerHTML).toBe('');
    act(() => setRemoteRoutes({ 'mfe-account': [], 'mfe-estimator': [], 'mfe-property-report': [], 'mfe-agent': [], 'mfe-maintenance': [] }));
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that page' })).toBeTruthy();
  });

  it('shows "temporarily unavailable", not "not found", for such a path while a remote’s routes.json is missing', () => {
    act(() => setRemoteRoutes({ 'mfe-agent': null }));
    renderAt('/agent/list-manager');
    expect(screen.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('leaves a remote’s path to the remote', () => {
    act(() => setRemoteRoutes({ 'mfe-agent': [{ path: '/agent/*', access: 'signed-in', title: 'Agent' }] }));
    const { container } = renderAt('/agent/list-manager');
    expect(container.innerHTML).toBe('');
  });
});
