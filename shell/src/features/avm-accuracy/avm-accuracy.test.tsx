import { render, screen, within } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import * as api from './avm-accuracy.api';
import AvmAccuracy from './avm-accuracy.component';

jest.mock('./avm-accuracy.api');

const AMES: api.MarketAccuracy = {
  slug: 'ames-ia',
  name: 'Ames, Iowa',
  n: 578,
  mdape: 0.0712,
  ppe10: 0.661,
  coverage80: 0.803,
  evaluatedAt: '2026-11-27T04:00:00.000Z',
  method: 'hedonic-ridge+comps',
  design: 'holdout from 2010-01-01',
  source: { text: 'Ames Iowa Assessor’s Office records compiled by Dean De Cock (2011)', url: null },
};

describe('measured accuracy on /automated-valuation-model', () => {
  it("shows each market's latest figures beside the published figures with their sources", async () => {
    jest.mocked(api.fetchAccuracy).mockResolvedValue([AMES]);
    render(
      <MockProviders>
        <AvmAccuracy />
      </MockProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Our model on held-out recorded sales' });
    const row = within(table).getByRole('row', { name: /Ames, Iowa/ });
    for (const text of [
      '578',
      '7.1%',
      '66.1%',
      '80.3%',
      'Nov 27, 2026',
      'Regression on the home’s facts with a monthly price index, blended with comparable sales; holdout from 2010-01-01',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByText(/Ames Iowa Assessor’s Office records compiled by Dean De Cock \(2011\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zillow, “Zestimate” accuracy page' }).getAttribute('href')).toBe('https://www.zillow.com/z/zestimate/');
    expect(screen.getByText('7.5%')).toBeTruthy();
    expect(screen.getByText('4.9%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HouseCanary AVM accuracy statement' })).toBeTruthy();
  });

  it('says so when the figures cannot be loaded, and still shows the published ones', async () => {
    jest.mocked(api.fetchAccuracy).mockRejectedValue(new Error('offline'));
    render(
      <MockProviders>
        <AvmAccuracy />
      </MockProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The measured figures could not be loaded. Please try again later.');
    expect(screen.getByText('7.5%')).toBeTruthy();
  });
});
