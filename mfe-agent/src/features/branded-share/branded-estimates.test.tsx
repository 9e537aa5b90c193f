import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@homeworth/shared-lib';
import { renderAgentPage } from '../../test/render-agent-page';
import { BrandedEstimates } from './branded-estimates.component';

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('BrandedEstimates (/agent/share-report, Pro)', () => {
  const requests: string[] = [];
  beforeEach(() => {
    requests.length = 0;
    // The API as a stand-in: two saved estimates, and the share link of plan 7.
    jest.spyOn(apiClient(), 'request').mockImplementation(async (config: { url?: string; method?: string }) => {
      requests.push(`${config.method} ${config.url}`);
      if (config.url === '/v1/estimation/plans') {
        const plan = (id: number, name: string, total: number) => ({
          userPropertyPlanId: id,
          projectNameToDisplay: name,
          createdAt: '2026-11-20T15:00:00.000Z',
          userPropertyProject: { totalEstimatedProjectCost: total },
        });
        return { status: 200, data: { success: true, message: [plan(7, 'Kitchen Renovation', 48_250), plan(8, 'Bathroom Remodel', 21_000)] } };
      }
      if (config.url === '/v1/estimation/plans/7/share-link')
        return { status: 200, data: { success: true, message: { token: 'abc.def', url: 'http://localhost:3000/result-page?share=abc.def', createdAt: '' } } };
      throw new Error('offline');
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the saved estimates with their totals and gives one its shared page and branded PDF', async () => {
    const remote = await renderAgentPage(<BrandedEstimates />);
    await settle();
    const panel = screen.getByRole('region', { name: 'Share a branded estimate' });
    const kitchen = within(panel).getByText('Kitchen Renovation: $48,250').closest('li')!;
    expect(within(panel).getByText('Bathroom Remodel: $21,000')).toBeTruthy();
    fireEvent.click(within(kitchen as HTMLElement).getByRole('button', { name: 'Make the branded estimate' }));
    await settle();
    expect(requests).toEqual(['GET /v1/estimation/plans', 'POST /v1/estimation/plans/7/share-link']);
    const links = within(kitchen as HTMLElement).getByRole('status');
    expect(within(links).getByRole('link', { name: 'Open the shared estimate (new tab)' }).getAttribute('href')).toBe('http://localhost:3000/result-page?share=abc.def');
    expect(within(links).getByRole('link', { name: 'Download the branded estimate PDF (new tab)' }).getAttribute('href')).toBe('/api/v1/estimation/shared/abc.def/pdf');
    remote.dispose();
  });
});
