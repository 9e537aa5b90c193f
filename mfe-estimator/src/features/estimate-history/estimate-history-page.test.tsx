import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { EstimatorPlan } from '@homeworth/shared-lib/domain';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import { fetchPlans } from '../../shared/saved-plans.api';
import { EstimateHistoryPage } from './estimate-history-page.component';

jest.mock('../../shared/saved-plans.api');

const plan = (id: number, name: string, createdAt: string) =>
  ({
    userPropertyPlanId: id,
    projectNames: [name],
    projectNameAsKey: ['Kitchen-Renovation-Cost'],
    projectNameToDisplay: name,
    finishLevel: 'midrange',
    answers: {},
    createdAt,
    userPropertyProject: { totalEstimatedProjectCost: 30000, roi: 70, totalEquitBuild: 21000, currentHomeValue: 400000 },
  }) as unknown as EstimatorPlan;

describe('estimate history dates (display rules)', () => {
  it('shows the saved date, "No date" when there is none and "Date format is not valid" for a broken one, without breaking the page', async () => {
    jest.mocked(fetchPlans).mockResolvedValue([plan(1, 'Kitchen', '2026-11-20T15:04:00.000Z'), plan(2, 'Bathroom', ''), plan(3, 'Deck', '20261120')]);
    mockSignIn();
    const remote = createRemoteStore(rootReducer, rootSagas);
    render(
      <Provider store={remote.store}>
        <MockProviders>
          <MemoryRouter initialEntries={['/estimate-history']}>
            <EstimateHistoryPage />
          </MemoryRouter>
        </MockProviders>
      </Provider>,
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    const lines = screen.getAllByRole('heading', { level: 2 }).map((h) => h.nextElementSibling?.textContent);
    expect(lines).toEqual([
      '$30,000 · midrange finish · saved Nov 20, 2026',
      '$30,000 · midrange finish · saved No date',
      '$30,000 · midrange finish · saved Date format is not valid',
    ]);
    remote.dispose();
  });
});
