import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MESSAGES, ROLE_IDS } from '@homeworth/shared-lib';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer } from '../../app/root';
import { VerifyEmailPage, ALREADY_VERIFIED_NOTICE } from './verify-email-page.component';
import { verifySucceeded, type VerifyOutcome } from './email-verification.slice';

// No sagas: the outcome of the link is put in the store as the saga would.
function renderVerified(outcome: VerifyOutcome) {
  const remote = createRemoteStore(rootReducer, []);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={['/login/verify-your-email?token=abc']}>
          <VerifyEmailPage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  act(() => {
    remote.store.dispatch(verifySucceeded(outcome));
  });
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('VerifyEmailPage', () => {
  beforeEach(() => mockSignOut());

  it('sends a verified agent on to the agent dashboard, not the home dashboard', () => {
    mockSignIn({ roleId: ROLE_IDS.agent, userRole: 'AGENT' });
    renderVerified({ already: false, next: { role: 'AGENT', companySaved: null } });
    expect(screen.getByRole('status').textContent).toBe('Your email is verified. Thank you!');
    expect(hrefOf('Go to your agent dashboard')).toBe('/agent/dashboard');
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
  });

  it('sends a contractor to the unfinished company step, or to their profile once it is saved', () => {
    mockSignIn({ roleId: ROLE_IDS.contractor, userRole: 'PROFESSIONAL' });
    renderVerified({ already: false, next: { role: 'PROFESSIONAL', companySaved: false } });
    expect(hrefOf('Finish your company step')).toBe('/signup/new-contractor');
  });

  it('keeps a homeowner going to the dashboard', () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner, userRole: 'STANDARD' });
    renderVerified({ already: false, next: { role: 'STANDARD', companySaved: null } });
    expect(hrefOf('Go to the dashboard')).toBe('/dashboard');
  });

  it('a link used again says the address is already verified, with no error', () => {
    mockSignIn({ roleId: ROLE_IDS.contractor, userRole: 'PROFESSIONAL' });
    renderVerified({ already: true, next: { role: 'PROFESSIONAL', companySaved: true } });
    expect(screen.getByRole('status').textContent).toBe(ALREADY_VERIFIED_NOTICE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(hrefOf('Go to your contractor profile')).toBe('/contractor/profile');
  });

  it('signed out, a link used again says so and offers to sign in', () => {
    renderVerified({ already: true, next: null });
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.emailAlreadyVerified);
    expect(hrefOf('Sign in')).toBe('/login');
  });
});
