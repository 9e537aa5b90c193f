import { act, screen } from '@testing-library/react';
import { sampleAgentClient } from '@homeworth/shared-lib/test-fixtures';
import { renderAgentPage } from '../../test/render-agent-page';
import { mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { ListManagerPage } from './list-manager-page.component';
import { clientAddFailed, clientAdded, clientsLoaded } from './agent-clients.slice';

const client = sampleAgentClient();
const renderPage = () => renderAgentPage(<ListManagerPage />);

describe('ListManagerPage (Contacts)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks a guest to sign in', async () => {
    mockSignOut();
    const remote = await renderPage();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?referrer=/agent/list-manager');
    remote.dispose();
  });

  it('tells a homeowner that Contacts is for agents', async () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner });
    const remote = await renderPage();
    expect(screen.getByText(/Contacts is for agent and broker accounts/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add client' })).toBeNull();
    remote.dispose();
  });

  it('shows a client card with its phone formatted, its status and completeness', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderPage();
    act(() => {
      remote.store.dispatch(
        clientsLoaded([
          client,
          { ...client, id: 2, firstName: 'Sam', emailAddress: '', phoneNumber: '', complete: false, invited: false, validAddress: false, recordStatus: 'preview' },
        ]),
      );
    });
    expect(screen.getByText('(512) 555-0142')).toBeTruthy();
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(screen.getByText('Missing phone, email')).toBeTruthy();
    expect(screen.getByText('Invited', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Preview: not confirmed')).toBeTruthy();
    expect(screen.getByText('No valid address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sam Lopez' }).getAttribute('href')).toBe('/agent/clients/2');
    remote.dispose();
  });

  it('shows the spec’s add-client error text', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderPage();
    act(() => {
      remote.store.dispatch(clientAddFailed('Email address already has a Kukun account, and cannot be added.'));
    });
    // The page's other loads fail offline in unit tests and show their own alert: find the add form's by its text.
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Email address already has a Kukun account, and cannot be added.');
    remote.dispose();
  });

  it('on phones opens the add-client form on demand from a button above the list, and closes it after an add', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderPage();
    // jsdom applies no media query: the toggle is hidden here as on a desktop, so it is found with hidden: true.
    const toggle = screen.getByRole('button', { name: 'Add a client', hidden: true });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById('add-client-panel')!;
    expect(panel.getAttribute('data-open')).toBe('false');
    expect(toggle.compareDocumentPosition(screen.getByRole('heading', { name: /Your clients/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => toggle.click());
    expect(screen.getByRole('button', { name: 'Close the form', hidden: true }).getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('data-open')).toBe('true');
    act(() => {
      remote.store.dispatch(clientAdded());
    });
    expect(panel.getAttribute('data-open')).toBe('false');
    remote.dispose();
  });
});
