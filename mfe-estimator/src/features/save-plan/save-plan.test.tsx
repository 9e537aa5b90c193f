import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { defaultEstimatorAnswers, ESTIMATOR_PLAN_ID_KEY, type EstimateRequest, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { ApiError } from '@homeworth/shared-lib';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import { savePlanRequest } from './save-plan.api';
import { deletePlanRequest } from '../../shared/saved-plans.api';
import { SavePlan } from './save-plan.component';

// The API is replaced here only; the plan endpoints are covered by the API tests.
jest.mock('./save-plan.api');
jest.mock('../../shared/saved-plans.api');
const mockedSave = jest.mocked(savePlanRequest);

const REQUEST: EstimateRequest = { project: 'Bathroom-Renovation-Cost', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Bathroom-Renovation-Cost') };

function renderSave() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={['/Bathroom-Renovation-Cost/estimator-result']}>
          <SavePlan request={REQUEST} />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  return remote;
}

describe('save this estimate', () => {
  beforeEach(() => mockedSave.mockReset());

  it('tells a guest what saving does: the dialog, its text and its links speak about saving, not about costs or limits', () => {
    renderSave();
    fireEvent.click(screen.getByRole('button', { name: 'Save this estimate' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this estimate' });
    expect(dialog.textContent).toContain('Saving keeps this estimate in your estimates');
    expect(dialog.textContent).not.toMatch(/updated costs|Customize|Unlock/);
    expect(screen.getByRole('link', { name: 'Create a free account and save' }).getAttribute('href')).toBe('/signup?referrer=%2FBathroom-Renovation-Cost%2Festimator-result');
    expect(screen.getByRole('link', { name: 'Sign in and save' }).getAttribute('href')).toBe('/login?referrer=%2FBathroom-Renovation-Cost%2Festimator-result');
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('saves for a signed-in user and keeps the plan id in sessionStorage under estimatorPlanId', async () => {
    mockedSave.mockResolvedValue({ userPropertyPlanId: 42 } as EstimatorPlan);
    mockSignIn();
    renderSave();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save this estimate' })));
    expect(mockedSave).toHaveBeenCalledWith(REQUEST);
    expect(await screen.findByText(/Saved to/)).toBeTruthy();
    expect(sessionStorage.getItem(ESTIMATOR_PLAN_ID_KEY)).toBe('42');
  });
  it('offers the pricing options (paywall pricing id 15) when the plan limit is reached', async () => {
    mockedSave.mockRejectedValue(new ApiError(403, [{ code: 'PLAN_LIMIT', message: 'Your plans can hold up to 15 projects. Delete a saved estimate, or upgrade, to save more.' }]));
    mockSignIn();
    renderSave();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save this estimate' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Your plans can hold up to 15 projects.');
    expect(screen.getByRole('link', { name: 'See pricing options' }).getAttribute('href')).toBe(
      '/pricing-options?referrer=%2FBathroom-Renovation-Cost%2Festimator-result&pricingId=15',
    );
  });

  it('deletes the saved estimate after confirmation (deleteProjectRp) and stays on the result, which can be saved again', async () => {
    mockedSave.mockResolvedValue({ userPropertyPlanId: 42 } as EstimatorPlan);
    jest.mocked(deletePlanRequest).mockResolvedValue({ deleted: true });
    mockSignIn();
    renderSave();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save this estimate' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete saved estimate' }));
    // Keep it: nothing is deleted.
    expect(screen.getByRole('dialog', { name: 'Delete this saved estimate?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletePlanRequest).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete saved estimate' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(deletePlanRequest).toHaveBeenCalledWith(42);
    expect((await screen.findByText(/Deleted\. This estimate is no longer saved/)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Save this estimate' })).toBeTruthy();
    expect(sessionStorage.getItem(ESTIMATOR_PLAN_ID_KEY)).toBeNull();
  });
});
