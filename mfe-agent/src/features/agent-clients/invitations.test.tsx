import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleAgentClient } from '@homeworth/shared-lib/test-fixtures';
import { mockSignIn } from '@homeworth/shared-lib/mock';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { renderAgentPage } from '../../test/render-agent-page';
import { ListManagerPage } from './list-manager-page.component';
import { clientsLoaded } from './agent-clients.slice';
import * as api from './invitations.api';

// The HTTP calls are the unit boundary; the routes are covered by the API tests and e2e.
jest.mock('./invitations.api', () => ({ ...jest.requireActual('./invitations.api'), fetchInvitationPreview: jest.fn(), sendInvitations: jest.fn() }));
const mocked = jest.mocked(api);

const maria = sampleAgentClient({ id: 1, invited: false });
const sam = sampleAgentClient({ id: 2, firstName: 'Sam', emailAddress: 'sam@example.com', invited: false });
const optedOut = sampleAgentClient({ id: 3, firstName: 'Olga', emailAddress: 'olga@example.com', optedOut: true });
const joined = sampleAgentClient({ id: 4, firstName: 'Jo', emailAddress: 'jo@example.com', accountStatus: 'Active' });

async function contacts() {
  mockSignIn({ roleId: ROLE_IDS.agent });
  const remote = await renderAgentPage(<ListManagerPage />);
  act(() => {
    remote.store.dispatch(clientsLoaded([maria, sam, optedOut, joined]));
  });
  return remote;
}

describe('invitations on Contacts', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('offers send and preview only for clients who can be invited, and shows "Opted out"', async () => {
    const remote = await contacts();
    expect(screen.getByRole('button', { name: 'Send invitation to Maria Lopez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview invitation for Sam Lopez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation to Olga Lopez' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation to Jo Lopez' })).toBeNull();
    expect(screen.getByText('Opted out', { selector: 'span' })).toBeTruthy();
    expect(screen.getAllByText('Not invited yet', { selector: 'span' })).toHaveLength(2);
    remote.dispose();
  });

  it('sends the selected clients’ invitations in one go and says what happened', async () => {
    mocked.sendInvitations.mockResolvedValue({ sent: [1, 2], skipped: [] });
    const remote = await contacts();
    const send = screen.getByRole('button', { name: 'Send 0 invitations' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select everyone I can invite on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 invitations sent.'));
    expect(mocked.sendInvitations).toHaveBeenCalledWith([1, 2]);
    remote.dispose();
  });

  it('previews the real e-mail in a sandboxed frame and sends it from the preview', async () => {
    mocked.fetchInvitationPreview.mockResolvedValue({ to: 'maria@example.com', subject: 'Alex Agent invited you to Homeworth', text: '', html: '<p>Open my dashboard</p>' });
    mocked.sendInvitations.mockResolvedValue({ sent: [1], skipped: [] });
    const remote = await contacts();
    fireEvent.click(screen.getByRole('button', { name: 'Preview invitation for Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation e-mail preview' });
    await waitFor(() => expect(within(dialog).getByText('Alex Agent invited you to Homeworth')).toBeTruthy());
    const frame = within(dialog).getByTitle('Invitation e-mail to maria@example.com') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Open my dashboard</p>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send this invitation' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Invitation sent.'));
    expect(mocked.sendInvitations).toHaveBeenCalledWith([1]);
    expect(screen.queryByRole('dialog')).toBeNull();
    remote.dispose();
  });
});

describe('sentText', () => {
  it('names who was left out and why', () => {
    expect(
      api.sentText({
        sent: [1],
        skipped: [
          { clientId: 2, reason: 'opted-out' },
          { clientId: 3, reason: 'no-email' },
        ],
      }),
    ).toBe('Invitation sent. 2 left out (opted out, no email).');
  });
});
