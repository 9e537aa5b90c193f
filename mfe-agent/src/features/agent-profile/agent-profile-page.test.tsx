import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { ROLE_IDS, apiClient } from '@homeworth/shared-lib';
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

describe('AgentProfilePage agent form', () => {
  const saved = {
    firstName: 'Alex',
    lastName: 'Agent',
    username: '',
    email: 'alex@example.com',
    phone: '5125550100',
    mlsLink: '',
    financingLink: 'https://loans.example.com',
    insuranceLink: '',
    alertEmails: true,
  };
  let puts: unknown[];

  /** The API as a stand-in: GET answers the saved form; PUT refuses a taken username, else saves. */
  beforeEach(() => {
    puts = [];
    jest.spyOn(apiClient(), 'request').mockImplementation(async (config: { url?: string; method?: string; data?: unknown }) => {
      if (config.url === '/v1/agent/profile' && config.method === 'GET') return { status: 200, data: { success: true, message: saved } };
      if (config.url === '/v1/agent/profile' && config.method === 'PUT') {
        const body = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as Record<string, unknown>;
        puts.push(body);
        if (body.username === 'taken')
          return { status: 409, data: { success: false, errors: [{ code: 'USERNAME_TAKEN', message: 'This username is taken.', args: { field: 'username' } }] } };
        return { status: 200, data: { success: true, message: { ...body, phone: '5125550100', email: saved.email } } };
      }
      // Anything else (the session re-read after a save) is offline, which keeps the session as it is.
      throw new Error('offline');
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('edits every agent field in one form, shows the email with the way to change it, and names a taken username at its field', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent, userFirstName: 'Alex', userLastName: 'Agent' });
    const remote = await renderProfile();
    const form = screen.getByRole('form', { name: 'Your profile and card' });
    const f = within(form);
    for (const label of ['First name', 'Last name', 'Username', 'Phone for calls and texts', 'MLS or listings link', 'Financing link', 'Insurance link'])
      expect(f.getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    expect((f.getByLabelText('First name') as HTMLInputElement).value).toBe('Alex');
    expect((f.getByLabelText('Financing link') as HTMLInputElement).value).toBe('https://loans.example.com');
    expect(f.getByText('alex@example.com')).toBeTruthy();
    expect(f.getByRole('link', { name: 'Change your email' }).getAttribute('href')).toBe('/user/edit-profile');

    fireEvent.change(f.getByLabelText(/^Username/), { target: { value: 'taken' } });
    fireEvent.change(f.getByLabelText('Last name'), { target: { value: 'Stone' } });
    await act(async () => {
      fireEvent.click(f.getByRole('button', { name: 'Save profile' }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(puts[0]).toEqual({
      firstName: 'Alex',
      lastName: 'Stone',
      username: 'taken',
      phone: '5125550100',
      mlsLink: '',
      financingLink: 'https://loans.example.com',
      insuranceLink: '',
      alertEmails: true,
    });
    expect(f.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(f.getAllByText('This username is taken.').length).toBe(2);

    fireEvent.change(f.getByLabelText(/^Username/), { target: { value: 'alex.stone' } });
    await act(async () => {
      fireEvent.click(f.getByRole('button', { name: 'Save profile' }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(f.getByRole('status').textContent).toBe('Profile saved.');
    expect(f.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBeNull();
    expect(puts).toHaveLength(2);
    remote.dispose();
  });
});
