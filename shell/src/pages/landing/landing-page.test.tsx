import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import LandingPage, { addressSearchUrl } from './landing-page.component';
import type { LandingContent } from './landing-content';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./landing-content-url', () => ({ LANDING_CONTENT_URL: '/landing.json' }));
const COPY = JSON.parse(fs.readFileSync(path.join(__dirname, '../content/landing.json'), 'utf8')) as LandingContent;
const { navigateToUrl } = jest.requireMock<{ navigateToUrl: jest.Mock }>('single-spa');

const renderPage = () =>
  render(
    <MockProviders>
      <LandingPage />
    </MockProviders>,
  );

describe('LandingPage', () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/');
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(COPY) })) as unknown as typeof fetch;
  });
  afterEach(() => navigateToUrl.mockReset());

  it('tells a guest what Homeworth does for each audience, with the product pages', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buy and renovate to maximise your home equity');
    for (const audience of ['Homeowners', 'Agents and brokers', 'Contractors', 'Enterprise and industry'])
      expect(await screen.findByRole('heading', { name: audience })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cost estimator' }).getAttribute('href')).toBe('/Home-Renovation-Costs');
    expect(screen.getByRole('link', { name: 'Join as a contractor' }).getAttribute('href')).toBe('/join-as-contractor');
    expect(screen.getByRole('link', { name: 'Automated valuation model' }).getAttribute('href')).toBe('/automated-valuation-model');
  });

  it('links every estimator project page and labels the sample report as sample data', async () => {
    renderPage();
    expect((await screen.findByRole('heading', { name: /Estimate a remodel: \d+ projects/ })).textContent).toMatch(/\d+ projects/);
    expect(screen.getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/Kitchen-Renovation-Cost');
    const sample = screen.getByRole('region', { name: 'See a home report before you sign up' });
    expect(within(sample).getByText('Sample data')).toBeTruthy();
    expect(within(sample).getByRole('link', { name: 'Open the sample report' }).getAttribute('href')).toBe('/sample-dashboard');
    expect(
      within(sample)
        .getByRole('link', { name: /Ames, IA market/ })
        .getAttribute('href'),
    ).toBe('/geo/ames-ia');
  });

  it('shows the measured figures with their sources', async () => {
    renderPage();
    expect(await screen.findByText('5.6%')).toBeTruthy();
    for (const figure of COPY.proof.figures) expect(screen.getByText(`Source: ${figure.source}`)).toBeTruthy();
  });

  it('sends the typed address to the properties page', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Address of any US home'), { target: { value: ' 120 Oak Street, Austin, TX 78701 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'See home report' }));
    expect(navigateToUrl).toHaveBeenCalledWith(addressSearchUrl('120 Oak Street, Austin, TX 78701'));
    expect(addressSearchUrl('1 A St, B, TX 78701')).toBe('/properties?address=1+A+St%2C+B%2C+TX+78701');
  });

  it('sends a signed-in user to the dashboard', () => {
    mockSignIn();
    const { container } = renderPage();
    expect(container.textContent).toBe('');
    expect(window.location.pathname).toBe('/dashboard');
  });
});
