import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as reportApi from '../../shared/home-report.api';
import type { HomeReport } from '../../shared/home-report.api';
import * as api from './owner-facts.api';
import { OwnerFactsForm } from './owner-facts-form.component';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), recordAnalyticsEvent: jest.fn() }));
jest.mock('../../shared/home-report.api');
jest.mock('./owner-facts.api');
jest.mock('../../shared/user-homes.api');

const FACTS = { bedrooms: 3, bathrooms: 2, buildingArea: 1800, lotSize: 6000, yearBuilt: 1990, componentYears: { roof: 2005, furnace: 1990 } };
const VIEW: api.OwnerFactsView = { userPropertyId: 7, kukunId: 4242, canEdit: true, record: FACTS, corrections: {}, facts: FACTS, ownerReported: [], history: [] };
const REPORT = { kukunId: 4242, summary: { currentValue: 400_000, propertyScore: 70 } } as unknown as HomeReport;
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

async function renderForm() {
  mockSignIn({ userFirstName: 'Rowan' });
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter>
          <OwnerFactsForm view={VIEW} report={REPORT} />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await settle();
  return remote;
}
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save my corrections' }));

describe('OwnerFactsForm', () => {
  it('refuses facts that do not fit together before sending anything, naming the field', async () => {
    const remote = await renderForm();
    change('Bedrooms', '0');
    change('Bathrooms', '5');
    save();
    await settle();
    expect(screen.getByText('5 bathrooms with 0 bedrooms does not fit: a home has at most 2 more bathrooms than bedrooms.')).toBeTruthy();
    expect(screen.getByLabelText('Bathrooms').getAttribute('aria-invalid')).toBe('true');
    expect(api.saveOwnerFacts).not.toHaveBeenCalled();
    remote.dispose();
  });

  it('states the year built range, 1700 to this year, and refuses a year after it', async () => {
    const thisYear = new Date().getFullYear();
    const remote = await renderForm();
    const year = screen.getByLabelText(`Year built (1700 to ${thisYear})`);
    expect(year.getAttribute('max')).toBe(String(thisYear));
    change(`Year built (1700 to ${thisYear})`, String(thisYear + 1));
    save();
    await settle();
    expect(screen.getByText(`Year built must be a year from 1700 to ${thisYear}.`)).toBeTruthy();
    expect(api.saveOwnerFacts).not.toHaveBeenCalled();
    remote.dispose();
  });

  it('sends only the changed facts and shows the value and score before and after', async () => {
    jest
      .mocked(api.saveOwnerFacts)
      .mockResolvedValue({ ...VIEW, facts: { ...FACTS, buildingArea: 2400, componentYears: { ...FACTS.componentYears, roof: 2024 } }, ownerReported: ['buildingArea', 'roof'] });
    jest.mocked(reportApi.fetchReport).mockResolvedValue({ ...REPORT, summary: { currentValue: 455_000, propertyScore: 78 } } as unknown as reportApi.ReportAnswer);
    const remote = await renderForm();
    change('Living area (sq ft)', '2400');
    change('Roof', '2024');
    save();
    await settle();
    await settle();
    expect(api.saveOwnerFacts).toHaveBeenCalledWith(7, { buildingArea: 2400, componentYears: { roof: 2024 } });
    expect(screen.getByTestId('facts-outcome').textContent).toBe('Saved. Estimated value: $400,000 → $455,000. Condition score: 70 → 78 / 100.');
    remote.dispose();
  });
});
