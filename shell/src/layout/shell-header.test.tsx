import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { ROLE_IDS, readCookie } from '@homeworth/shared-lib';
import { ShellHeader } from './shell-header';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock<{ navigateToUrl: jest.Mock }>('single-spa');

function renderAt(path: string, width = 1440) {
  window.history.pushState(null, '', path);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return render(
    <MockProviders>
      <ShellHeader />
    </MockProviders>,
  );
}

const openAccountMenu = async () => fireEvent.click(await screen.findByRole('button', { name: /Hi, / }));
const menuLabels = () =>
  within(screen.getByRole('list', { name: 'Account' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ShellHeader', () => {
  afterEach(() => navigateToUrl.mockReset());

  it('shows Sign in and Create account to guests and no signed-in menu', () => {
    renderAt('/home-report');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/signup?user=homeowner');
    expect(screen.queryByRole('list', { name: 'Account' })).toBeNull();
  });

  it('has the desktop tabs above 1024 and opens a panel on hover, closing it on leave', () => {
    renderAt('/home-report', 1440);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Products', 'Solutions', 'Services', 'Pricing']) expect(within(nav).getByRole('button', { name: tab })).toBeTruthy();
    const services = within(nav).getByRole('button', { name: 'Services' });
    fireEvent.mouseEnter(services.parentElement as HTMLElement);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(nav)
        .getByRole('link', { name: /Financing/ })
        .getAttribute('href'),
    ).toBe('/home-improvement-loans/loan-calculator');
    expect(within(nav).queryByRole('link', { name: /Insurance/ })).toBeNull();
    fireEvent.mouseLeave(services.parentElement as HTMLElement);
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes an open panel on Escape and gives focus back to its tab', () => {
    renderAt('/home-report', 1440);
    const solutions = screen.getByRole('button', { name: 'Solutions' });
    fireEvent.click(solutions);
    expect(screen.getByRole('heading', { name: 'Enterprise' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Industry' })).toBeTruthy();
    fireEvent.keyDown(solutions, { key: 'Escape' });
    expect(solutions.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(solutions);
  });

  it('sets the contact_sales cookie when Contact Sales is clicked', () => {
    renderAt('/home-report');
    fireEvent.click(screen.getByRole('link', { name: 'Contact Sales' }));
    expect(readCookie('contact_sales')).toBe('true');
    expect(navigateToUrl).toHaveBeenCalledWith('/contact-us');
  });

  it('uses a hamburger menu with Products, Enterprise, Industry, Services and Pricing accordions at 1024 and below', async () => {
    renderAt('/home-report', 1024);
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    for (const section of ['Products', 'Enterprise', 'Industry', 'Services', 'Pricing']) {
      expect(screen.getByRole('button', { name: section }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.getAllByRole('link', { name: 'Contact Sales' })).toHaveLength(1);
  });

  it('closes the phone menu on Escape and gives focus back to the menu button', async () => {
    renderAt('/home-report', 360);
    const button = await screen.findByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    const link = within(document.getElementById('mobile-menu') as HTMLElement).getByRole('link', { name: 'Contact Sales' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // Escape with the focus on the button itself closes it too.
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('shows the same navigation on every page to the same user, the dashboards included', async () => {
    mockSignIn();
    const tabsOn = async (path: string) => {
      const view = renderAt(path, 1440);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const names = [...within(nav).getAllByRole('button'), ...within(nav).getAllByRole('link', { hidden: true })].map(
        (el) => `${el.textContent}>${el.getAttribute('href') ?? ''}`,
      );
      const account = (await screen.findByRole('button', { name: /Hi, / })).textContent;
      view.unmount();
      return { names, account };
    };
    const first = await tabsOn('/dashboard');
    for (const path of ['/sample-dashboard', '/my-maintenance/app', '/estimate-history', '/home-report', '/Kitchen-Renovation-Cost']) expect(await tabsOn(path)).toEqual(first);
    expect(first.names.slice(0, 4)).toEqual(['Products>', 'Solutions>', 'Services>', 'Pricing>']);
  });

  it('shows the signed-in menu of the role and updates without reload when another app switches user', async () => {
    renderAt('/home-report', 1440);
    act(() => {
      mockSignIn({ roleId: ROLE_IDS.homeowner });
    });
    expect((await screen.findByTestId('nav-display-name')).textContent).toBe('Hi, Jane');
    await openAccountMenu();
    expect(menuLabels()).toEqual(['My profile', 'Homes & preferences', 'Home Dashboard', 'Log Out']);

    act(() => {
      mockSignIn({ roleId: ROLE_IDS.agent, userFirstName: 'Jordan' });
    });
    expect(screen.getByTestId('nav-display-name').textContent).toBe('Hi, Jordan');
    expect(menuLabels()).toEqual(['Upgrade to Pro', 'Professional profile', 'Contacts', 'Homes & preferences', 'Home Dashboard', 'Log Out']);

    act(() => mockSignOut());
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the PRO badge to Pro agents on wide screens and the Agent/Broker PRO label in the menu at 1024 and below', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent, userRole: 'AGENT_PRO' });
    const wide = renderAt('/home-report', 1440);
    expect(await screen.findByText('PRO')).toBeTruthy();
    wide.unmount();
    renderAt('/home-report', 1024);
    await openAccountMenu();
    expect(screen.getByTestId('pro-label').textContent).toBe('Agent/Broker PRO');
  });

  it('on the login page offers the Create account dropdown after "First time here?"; elsewhere "Already have an account?"', () => {
    const login = renderAt('/login');
    expect(screen.getByText('First time here?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['For my personal use', 'For me as an agent or broker', 'For me as a contractor']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'For me as a contractor' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/signup?user=contractor');
    login.unmount();
    renderAt('/signup?user=agent');
    expect(screen.getByText('Already have an account?')).toBeTruthy();
  });
});
