import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import type { PlanHome } from '../../plan-home';
import * as api from './replacement-budget.api';
import { ReplacementBudget } from './replacement-budget.component';
import { shortMoney } from './spending-chart.component';

jest.mock('./replacement-budget.api');
const mocked = jest.mocked(api);

const home = { userPropertyId: 12, state: 'IA' } as PlanHome;
const roof: api.ComponentLife = {
  key: 'roof',
  name: 'Roof',
  installYear: 2004,
  age: 22,
  expectedLife: 20,
  lifeExtension: 0,
  lifeExtensionSource: null,
  remainingLife: 0,
  replaceYear: 2026,
  replacementCost: 13658,
  projectSlug: 'Roofing-Cost-Estimator',
  estimatorUrl: '/Roofing-Cost-Estimator',
  lifeSource: 'NAHB / Bank of America, Study of Life Expectancy of Home Components (2007)',
};

describe('remaining life and replacement budget', () => {
  afterEach(() => {
    cleanup();
    jest.resetAllMocks();
  });

  it('shows each component with its remaining life and a replacement cost linking to the estimator, the 10 years and the monthly set-aside', async () => {
    const series = Array.from({ length: 10 }, (_, i) => ({ year: 2026 + i, amount: i === 0 ? 13658 : 0, components: i === 0 ? ['Roof'] : [] }));
    mocked.fetchReplacementBudget.mockResolvedValue({ budget: { year: 2026, components: [roof], series, total10Years: 13658, monthlySetAside: 114 } });
    const remote = createRemoteStore(rootReducer, rootSagas);
    render(
      <Provider store={remote.store}>
        <MockProviders>
          <MemoryRouter>
            <ReplacementBudget home={home} />
          </MemoryRouter>
        </MockProviders>
      </Provider>,
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(mocked.fetchReplacementBudget).toHaveBeenCalledWith(12);
    expect(screen.getByTestId('monthly-set-aside').textContent).toBe('Set aside $114 a month: $13,658 of expected replacements over the next 10 years.');
    const row = screen.getByRole('row', { name: /Roof/ });
    expect(within(row).getByText('Past its life')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '$13,658: estimate replacing the roof' }).getAttribute('href')).toBe('/Roofing-Cost-Estimator');
    const bars = within(screen.getByTestId('spending-chart')).getAllByRole('listitem');
    expect(bars).toHaveLength(10);
    expect(bars[0]!.textContent).toContain('2026: $13,658 (Roof)');
    // The costs are the state's, and say so.
    const text = screen.getByTestId('replacement-budget').textContent;
    expect(text).toContain('Replacement costs (Iowa prices) are the estimator’s prices for replacing each component in this home');
    expect(text).not.toMatch(/national average/i);
    remote.dispose();
  });

  it('writes bar amounts short', () => {
    expect(shortMoney(0)).toBe('$0');
    expect(shortMoney(2600)).toBe('$2.6k');
    expect(shortMoney(5000)).toBe('$5k');
    expect(shortMoney(25_400)).toBe('$25k');
  });
});
