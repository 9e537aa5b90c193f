import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { ContractorWelcomePage } from './welcome-page.component';

function renderWelcome() {
  render(
    <MockProviders>
      <MemoryRouter initialEntries={['/signup/new-contractor/welcome']}>
        <ContractorWelcomePage />
      </MemoryRouter>
    </MockProviders>,
  );
}

describe('ContractorWelcomePage', () => {
  beforeEach(() => mockSignOut());

  it('asks a new contractor to open the verification link', () => {
    mockSignIn({ userFirstName: 'Cole', roleId: ROLE_IDS.contractor, userRole: 'PROFESSIONAL', accountStatus: 'VERIFICATION_PENDING' });
    renderWelcome();
    expect(screen.getByText(/We sent a verification link to/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Did not get the email?' })).toBeTruthy();
  });

  it('stops asking once the email is verified, and never points to the home dashboard', () => {
    mockSignIn({ userFirstName: 'Cole', roleId: ROLE_IDS.contractor, userRole: 'PROFESSIONAL', accountStatus: 'VERIFIED' });
    renderWelcome();
    expect(screen.getByRole('status').textContent).toBe('Your email is verified.');
    expect(screen.queryByText(/We sent a verification link/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Did not get the email?' })).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).not.toContain('/dashboard');
  });
});
