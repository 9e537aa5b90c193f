import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ApiError, navigateTo } from '@homeworth/shared-lib';
import { EMAIL_LOGIN_PASSWORD_ACCOUNT, EMAIL_LOGIN_PASSWORD_REQUIRED } from '@homeworth/shared-lib/domain';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as api from './email-session.api';
import { EmailSessionPage } from './email-session-page.component';

jest.mock('./email-session.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), navigateTo: jest.fn() }));
const mocked = jest.mocked(api);

function renderAt(url: string) {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={[url]}>
          <EmailSessionPage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  return remote;
}

describe('EmailSessionPage (an agent invitation link)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('does nothing on load: it names the address, and only the Continue click signs in and opens the dashboard', async () => {
    mocked.emailSessionLogin.mockResolvedValue(undefined);
    const remote = renderAt('/login/email-session?userEmail=maria%40example.com&emailToken=abc');
    expect(screen.getByText(/This link signs you in as/).textContent).toBe('This link signs you in as maria@example.com.');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(mocked.emailSessionLogin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(jest.mocked(navigateTo)).toHaveBeenCalledWith('/dashboard'));
    expect(mocked.emailSessionLogin).toHaveBeenCalledWith('maria@example.com', 'abc');
    remote.dispose();
  });

  it('says who is signed in before switching accounts', () => {
    mockSignIn({ userEmail: 'jane@example.com' });
    const remote = renderAt('/login/email-session?userEmail=maria%40example.com&emailToken=abc');
    expect(screen.getByText(/You are signed in as/).textContent).toBe('You are signed in as jane@example.com. Continue as maria@example.com?');
    expect(mocked.emailSessionLogin).not.toHaveBeenCalled();
    mockSignOut();
    remote.dispose();
  });

  it('sends an account that has a password to sign in with it, email filled in', async () => {
    mocked.emailSessionLogin.mockRejectedValue(new ApiError(409, [{ code: EMAIL_LOGIN_PASSWORD_REQUIRED, message: EMAIL_LOGIN_PASSWORD_ACCOUNT }]));
    const remote = renderAt('/login/email-session?userEmail=maria%40example.com&emailToken=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_LOGIN_PASSWORD_ACCOUNT);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?email=maria%40example.com&referrer=%2Fdashboard');
    expect(jest.mocked(navigateTo)).not.toHaveBeenCalled();
    remote.dispose();
  });

  it('says Unauthorized with a way to sign in when the link is used or wrong, or incomplete', async () => {
    mocked.emailSessionLogin.mockRejectedValue(new Error('401'));
    let remote = renderAt('/login/email-session?userEmail=maria%40example.com&emailToken=used');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?referrer=/dashboard');
    expect(jest.mocked(navigateTo)).not.toHaveBeenCalled();
    remote.dispose();
    document.body.innerHTML = '';
    remote = renderAt('/login/email-session?userEmail=maria%40example.com');
    expect(screen.getByRole('alert').textContent).toBe('Unauthorized');
    expect(mocked.emailSessionLogin).toHaveBeenCalledTimes(1);
    remote.dispose();
  });
});
