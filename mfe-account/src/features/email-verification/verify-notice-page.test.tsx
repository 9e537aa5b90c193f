import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer } from '../../app/root';
import { VerifyNoticePage } from './verify-notice-page.component';

function renderNotice(url = '/signup/verify-your-email') {
  const remote = createRemoteStore(rootReducer, []);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={[url]}>
          <VerifyNoticePage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
}

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('VerifyNoticePage', () => {
  beforeEach(() => mockSignOut());

  it('a homeowner continues to the dashboard, or back to the page they signed up from', () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner, userRole: 'STANDARD' });
    renderNotice();
    expect(screen.getByRole('link', { name: 'Continue to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('an agent or a contractor who comes to resend continues to their own place, not the home dashboard', () => {
    mockSignIn({ roleId: ROLE_IDS.contractor, userRole: 'PROFESSIONAL' });
    renderNotice();
    expect(screen.getByRole('link', { name: 'Go to your contractor profile' }).getAttribute('href')).toBe('/contractor/profile');
    expect(hrefs()).not.toContain('/dashboard');
  });

  it('keeps the referrer of a saved estimate first', () => {
    mockSignIn({ roleId: ROLE_IDS.agent, userRole: 'AGENT' });
    renderNotice('/signup/verify-your-email?referrer=%2Festimate%2Fkitchen');
    expect(screen.getByRole('link', { name: 'Continue where you left off' }).getAttribute('href')).toBe('/estimate/kitchen');
  });
});
