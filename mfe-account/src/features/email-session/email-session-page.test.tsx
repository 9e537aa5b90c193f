import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { navigateTo } from '@homeworth/shared-lib';
import { MockProviders } from '@homeworth/shared-lib/mock';
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

  it('signs in with the email and token of the link and opens the dashboard', async () => {
    mocked.emailSessionLogin.mockResolvedValue(undefined);
    const remote = renderAt('/login/email-session?userEmail=maria%40example.com&emailToken=abc');
    await waitFor(() => expect(jest.mocked(navigateTo)).toHaveBeenCalledWith('/dashboard'));
    expect(mocked.emailSessionLogin).toHaveBeenCalledWith('maria@example.com', 'abc');
    remote.dispose();
  });

  it('says Unauthorized with a way to sign in when the link is used or wrong, or incomplete', async () => {
    mocked.emailSessionLogin.mockRejectedValue(new Error('401'));
    let remote = renderAt('/login/email-session?userEmail=maria%40example.com&emailToken=used');
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
