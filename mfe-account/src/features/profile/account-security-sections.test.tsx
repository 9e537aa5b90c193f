import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as api from './account-security.api';
import { AccountSecuritySections } from './account-security-sections.component';

jest.mock('./account-security.api');
// axe walks the whole tree twice per test: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);
const mocked = jest.mocked(api);

const HOUR = 60 * 60_000;
const devices: api.SignedInDevice[] = [
  {
    sessionId: 1,
    device: 'Firefox on Windows',
    ipPrefix: '203.0.113.x',
    createdAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    lastSeenAt: new Date().toISOString(),
    current: true,
  },
  {
    sessionId: 2,
    device: 'Safari on iOS',
    ipPrefix: '198.51.100.x',
    createdAt: new Date(Date.now() - 96 * HOUR).toISOString(),
    lastSeenAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    current: false,
  },
];

function renderSections() {
  // The app's own store and sagas: the sections read and change their data through the account-security saga.
  const remote = createRemoteStore(rootReducer, rootSagas);
  return render(
    <Provider store={remote.store}>
      <MockProviders>
        <AccountSecuritySections />
      </MockProviders>
    </Provider>,
  );
}

// jsdom has no canvas; axe only uses it to spot icon fonts.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

async function expectAxeClean(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the profile account protections', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.fetchTwoStep.mockResolvedValue({ enabled: false, recoveryCodesLeft: 0, required: false });
    mocked.fetchSignedInDevices.mockResolvedValue({ sessions: devices });
    mocked.fetchAccountActivity.mockResolvedValue({
      events: [{ id: 9, kind: 'SIGN_IN_FAILED', device: 'Chrome on Android', ipPrefix: '192.0.2.x', createdAt: new Date().toISOString() }],
      nextBefore: 9,
    });
  });

  it('sets up two-step sign-in by keyboard: the key and link, a confirming code, then the recovery codes once', async () => {
    mocked.startTwoStepEnrolment.mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Homeworth:jane?secret=JBSWY3DPEHPK3PXP' });
    mocked.confirmTwoStep.mockResolvedValue({ recoveryCodes: ['aaaaa-11111', 'bbbbb-22222'] });
    const { container } = renderSections();
    const user = userEvent.setup();
    const setUp = await screen.findByRole('button', { name: 'Set up two-step sign-in' });
    setUp.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to authenticator app' }).getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    await expectAxeClean(container);

    mocked.fetchTwoStep.mockResolvedValue({ enabled: true, recoveryCodesLeft: 2, required: false });
    await user.type(screen.getByLabelText('6-digit code from the app'), '123456{Enter}');
    expect(mocked.confirmTwoStep).toHaveBeenCalledWith('123456');
    const codes = await screen.findByRole('region', { name: 'Your recovery codes' });
    expect(within(codes).getByText('aaaaa-11111')).toBeTruthy();
    expect(screen.queryByText('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Turn off two-step sign-in' })).toBeTruthy();
  });

  it('lists the signed-in devices with this device marked, and signs another out', async () => {
    mocked.signOutDevice.mockResolvedValue({ signedOut: 1 });
    const { container } = renderSections();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getByText(/this device/)).toBeTruthy();
    expect(within(list).getByText(/Last active 3 hours ago · near 198\.51\.100\.x/)).toBeTruthy();
    await screen.findByRole('list', { name: 'Account activity' });
    await expectAxeClean(container);

    mocked.fetchSignedInDevices.mockResolvedValue({ sessions: [devices[0]!] });
    await userEvent.click(screen.getByRole('button', { name: /Sign out Safari on iOS/ }));
    expect(mocked.signOutDevice).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('You are signed in on this device only.')).toBeTruthy());
  });

  it('shows account activity newest first and pages to older entries', async () => {
    renderSections();
    expect(await screen.findByText('Failed sign-in (wrong password)')).toBeTruthy();
    mocked.fetchAccountActivity.mockResolvedValue({
      events: [{ id: 3, kind: 'PASSWORD_CHANGED', device: '', ipPrefix: '', createdAt: new Date().toISOString() }],
      nextBefore: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show older activity' }));
    expect(mocked.fetchAccountActivity).toHaveBeenLastCalledWith(9);
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Failed sign-in (wrong password)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });
});
