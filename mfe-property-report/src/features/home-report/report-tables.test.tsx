import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MockProviders } from '@homeworth/shared-lib/mock';
import type { HomeReport } from '../../shared/home-report.api';
import { ComparablesBlock, ConditionBlock } from './value-sections.component';
import { RecommendedProjectsBlock } from './area-sections.component';

const comparable = {
  address: '12 Elm St',
  bedrooms: 3,
  bathrooms: 2,
  buildingArea: 1850,
  yearBuilt: 1994,
  distance: 0.4,
  estimatedValue: 512000,
  pricePerSqft: 277,
  lastSale: { saleDate: '2019-03-01', salePrice: 430000 },
};
const roof = {
  key: 'roof',
  propertyItemName: 'Roof',
  remainingUsefulLife: 0,
  pointsLost: 12,
  usefulLife: 20,
  installYear: 2001,
  replacementCost: 13658,
  depreciationValue: 9000,
  url: '/roofing/step-1',
};
const report = { comparables: [comparable], summary: { state: 'IA', propertyItems: [roof] }, condition: { score: 71, components: [] } } as unknown as HomeReport;

const renderBlock = (block: ReactElement) =>
  render(
    <MockProviders>
      <MemoryRouter>{block}</MemoryRouter>
    </MockProviders>,
  );

// jsdom cannot evaluate the xs media query: these check the labels the phone's cards show.
describe('report tables (stacked cards at 360 px)', () => {
  it('comparables: a table whose row is named by the address and whose cells carry their column labels', () => {
    renderBlock(<ComparablesBlock report={report} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '12 Elm St' })).toBeTruthy();
    const cells = [...table.querySelectorAll('tbody [data-label]')].map((c) => `${c.getAttribute('data-label')}: ${c.textContent}`);
    expect(cells).toEqual(['Address: 12 Elm St', 'Beds / baths: 3 / 2', 'Area: 1,850 sq ft', 'Distance: 0.4 mi', 'Value: $512,000', 'Per sq ft: $277']);
  });

  it('condition: the part names the card and the fix link keeps its label', () => {
    renderBlock(<ConditionBlock report={report} />);
    const table = screen.getByRole('table', { name: 'What lowers the score' });
    expect(within(table).getByRole('rowheader').textContent).toContain('Roof');
    expect(within(table).getByRole('link', { name: 'Estimate the cost of roof' }).closest('td')?.getAttribute('data-label')).toBe('Fix it');
    expect(table.querySelector('td[data-label="Useful life left"]')?.textContent).toBe('Past its life');
  });

  it('condition: a replacement cost is labelled with the region it is priced in, never as a national average', () => {
    renderBlock(<ConditionBlock report={report} />);
    const table = screen.getByRole('table', { name: 'What lowers the score' });
    expect(table.querySelector('td[data-label="Replacement cost (Iowa prices)"]')?.textContent).toBe('$13,658');
    expect(document.body.textContent).not.toMatch(/national average/i);
  });

  it('recommended projects: state-adjusted costs say whose prices they are', () => {
    const withProjects = {
      ...report,
      summary: { ...report.summary, city: 'Des Moines' },
      recommendedProjects: [
        { projectName: 'Roof Replacement', estimatedCost: 13658, estimatedProfit: null, recoupPercent: 68, recoupExplanation: '', url: '/Roofing-Cost-Estimator?state=IA' },
      ],
      remodelCostLinks: [],
    } as unknown as HomeReport;
    renderBlock(<RecommendedProjectsBlock report={withProjects} />);
    expect(screen.getByText(/^Iowa prices: the estimator’s cost for this home/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/national average/i);
  });
});
