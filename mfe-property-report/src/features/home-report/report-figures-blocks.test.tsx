import { render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { ForecastBlock } from './value-sections.component';
import { ComponentCosts } from './component-costs.component';
import type { HomeReport } from '../../shared/home-report.api';

describe('the report blocks of a home’s figures', () => {
  it('says which market growth the forecast follows, in the report’s own sentence', () => {
    const explanation = "The forecast applies Austin, TX's expected growth, 3.5% a year (the figure on its city page), to this home's value; nothing about this home changes it.";
    const report = {
      summary: { totalGrowth: 18.8 },
      forecast: [0, 1, 2, 3, 4, 5].map((y) => ({ year: 2026 + y, value: Math.round((400_000 * Math.pow(1.035, y)) / 1000) * 1000 })),
      forecastBasis: { annualGrowthPercent: 3.5, source: 'city-growth', market: 'Austin, TX', explanation },
    } as unknown as HomeReport;
    render(
      <MockProviders>
        <ForecastBlock report={report} />
      </MockProviders>,
    );
    expect(screen.getByTestId('forecast-basis').textContent).toBe(explanation);
    expect(screen.getByTestId('total-growth').textContent).toBe('18.8%');
  });

  it('lists every part of the home with its age and replacement cost, the figures every page of the home shows', () => {
    const part = (key: string, name: string, installYear: number, replacementCost: number | null) => ({
      key,
      name,
      installYear,
      age: 2026 - installYear,
      usefulLife: 20,
      remainingUsefulLife: 0,
      weight: 0.1,
      remainingPercent: 0,
      replacementCost,
    });
    render(
      <MockProviders>
        <ComponentCosts components={[part('roof', 'Roof', 1989, 13_658), part('kitchenCabinets', 'Kitchen cabinets', 2005, 8_394), part('foundation', 'Foundation', 1989, null)]} />
      </MockProviders>,
    );
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows.find((r) => r?.startsWith('Roof'))).toContain('37 years (1989)');
    expect(rows.find((r) => r?.startsWith('Roof'))).toContain('$13,658');
    expect(rows.find((r) => r?.startsWith('Kitchen cabinets'))).toContain('$8,394');
    expect(rows.find((r) => r?.startsWith('Foundation'))).toContain('n/a');
  });
});
