import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { defaultEstimatorAnswers, type EstimateRequest, type EstimateResult } from '@homeworth/shared-lib/domain';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import { fetchEstimate } from './estimate-result.api';
import { EstimateResultPage } from './estimate-result-page.component';

// The API is replaced here only; its real behaviour is covered by the API tests and the e2e spec.
jest.mock('./estimate-result.api');
const mockedFetch = jest.mocked(fetchEstimate);

const SLUG = 'Kitchen-Renovation-Cost';

function resultFor(request: EstimateRequest): EstimateResult {
  const total = request.finishLevel === 'upscale' ? 43000 : 28876;
  return {
    project: SLUG,
    projectName: 'Kitchen',
    finishLevel: request.finishLevel,
    finishLevels: (['basic', 'midrange', 'upscale'] as const).map((level) => ({ level, label: level[0]!.toUpperCase() + level.slice(1), description: `${level} finishes` })),
    quantity: '150 sq ft kitchen (medium)',
    sizeCategory: 'medium',
    region: { state: 'US', name: 'United States (national average)', index: 100, source: 'BEA' },
    lineItems: [
      { kind: 'materials', label: 'Materials', amount: total - 1000 },
      { kind: 'contingency', label: 'Contingency (10%)', amount: 1000 },
    ],
    totalEstimatedProjectCost: total,
    range: { low: 24500, high: 34700 },
    excludes: ['Furniture and decor'],
    roi: {
      recoupRate: 1.129,
      recoupSource: 'Cost vs. Value 2025: Minor kitchen remodel, midrange',
      recoupExplanation: 'The return follows Cost vs. Value 2025, "Minor kitchen remodel, midrange", national: a 200 sq ft kitchen whose cabinet boxes are kept.',
      resaleValueAdded: 32601,
      currentHomeValue: 400000,
      totalEquityBuild: 432601,
      roi: 3725,
    },
    recommendedProjects: [{ projectName: 'Garage Door Replacement', url: '/Garage-Door-Replacement', estimatedCost: 1320, estimatedProfit: 2214 }],
    sources: ['Cost vs. Value 2025'],
  };
}

function renderResult() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={[`/${SLUG}/estimator-result`]}>
          <Routes>
            <Route path="/:project/estimator-result" element={<EstimateResultPage />} />
          </Routes>
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  return remote;
}

describe('estimate result page', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
    mockedFetch.mockImplementation(async (request) => resultFor(request));
  });

  it('labels a state-adjusted estimate with its state, and a national one as the national average', async () => {
    mockedFetch.mockImplementation(async (request) => ({ ...resultFor(request), region: { state: 'IA', name: 'Iowa', index: 88.5, source: 'BEA' } }));
    sessionStorage.setItem(`hw:estimator:${SLUG}`, JSON.stringify({ answers: defaultEstimatorAnswers(SLUG), finishLevel: 'midrange' }));
    const remote = renderResult();
    await screen.findByTestId('estimate-total');
    expect(screen.getByText(/· Iowa prices$/)).toBeTruthy();
    expect(screen.getByText(/Iowa prices: national unit costs for the scope you described, adjusted by Iowa’s regional price index \(88\.5\)/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/national average/i);
    remote.dispose();
  });

  it('shows total, range, ROI, the breakdown table and recommended projects from the API', async () => {
    sessionStorage.setItem(`hw:estimator:${SLUG}`, JSON.stringify({ answers: defaultEstimatorAnswers(SLUG), finishLevel: 'midrange' }));
    renderResult();
    expect(await screen.findByTestId('estimate-total')).toHaveProperty('textContent', '$28,876');
    // The national figure, and only it, is the national average.
    expect(screen.getByText(/· National average$/)).toBeTruthy();
    expect(screen.getByTestId('estimate-range').textContent).toBe('$24,500 – $34,700');
    expect(screen.getByTestId('estimate-roi').textContent).toBe('$3,725');
    expect(screen.getByTestId('recoup-explanation').textContent).toMatch(/^The return follows Cost vs\. Value 2025, "Minor kitchen remodel, midrange"/);
    // The bill of quantities: each cell carries its column label, shown in front of it on a phone's card.
    const lineItems = screen.getByRole('table', { name: 'Line items' });
    const total = lineItems.querySelector('tfoot tr')!;
    expect([...total.children].map((c) => `${c.getAttribute('data-label')}: ${c.textContent}`)).toEqual(['Item: Total', 'Share: 100%', 'Cost: $28,876']);
    expect(lineItems.querySelectorAll('tbody tr').length).toBeGreaterThan(1);
    expect(lineItems.querySelectorAll('tbody td:not([data-label])')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Garage Door Replacement/ }).getAttribute('href')).toBe('/Garage-Door-Replacement');
  });

  it('links to contractors for the project near the home (the directory filtered by business type and ZIP code)', async () => {
    const answers = { ...defaultEstimatorAnswers(SLUG), 'property-address': { state: 'TX', zipCode: '78701' } };
    sessionStorage.setItem(`hw:estimator:${SLUG}`, JSON.stringify({ answers, finishLevel: 'midrange' }));
    renderResult();
    await screen.findByTestId('estimate-total');
    expect(screen.getByRole('link', { name: 'Find contractors near you' }).getAttribute('href')).toBe('/best-contractors-near-me?zip=78701&type=remodeling');
  });

  it('recalculates with the same answers when the finish level changes', async () => {
    const answers = defaultEstimatorAnswers(SLUG);
    sessionStorage.setItem(`hw:estimator:${SLUG}`, JSON.stringify({ answers, finishLevel: 'midrange' }));
    renderResult();
    await screen.findByTestId('estimate-total');
    fireEvent.click(screen.getByLabelText(/Upscale/));
    await waitFor(() => expect(screen.getByTestId('estimate-total').textContent).toBe('$43,000'));
    expect(mockedFetch).toHaveBeenLastCalledWith({ project: SLUG, finishLevel: 'upscale', answers });
    expect(JSON.parse(sessionStorage.getItem(`hw:estimator:${SLUG}`)!)).toEqual({ answers, finishLevel: 'upscale' });
  });

  it('a negative ROI reads as a net cost, a positive amount, under the price; an idea that breaks even never "Adds $0"', async () => {
    mockedFetch.mockImplementation(async (request) => {
      const result = resultFor(request);
      return {
        ...result,
        roi: { ...result.roi, recoupRate: 0.8, resaleValueAdded: 23101, totalEquityBuild: 423101, roi: -5775 },
        recommendedProjects: [{ projectName: 'Installing Deck', url: '/Installing-Deck', estimatedCost: 20000, estimatedProfit: 0 }],
      };
    });
    sessionStorage.setItem(`hw:estimator:${SLUG}`, JSON.stringify({ answers: defaultEstimatorAnswers(SLUG), finishLevel: 'midrange' }));
    renderResult();
    expect((await screen.findByTestId('estimate-return')).textContent).toBe('Estimated net cost at sale: $5,775 · 80% of the cost recouped');
    expect(screen.getByTestId('estimate-roi').textContent).toBe('$5,775');
    expect(screen.getByText('Estimated net cost at sale')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Installing Deck/ }).textContent).toContain('Pays back about what it costs');
    expect(document.body.textContent).not.toMatch(/Adds \$0|-\$/);
  });

  it('asks for the missing answer instead of calling the API when the flow is incomplete', () => {
    renderResult();
    expect(screen.getByText('What kind of project is it?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer it now' }).getAttribute('href')).toBe(`/${SLUG}`);
    expect(mockedFetch).not.toHaveBeenCalled();
  });
});
