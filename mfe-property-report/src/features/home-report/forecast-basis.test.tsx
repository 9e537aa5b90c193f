import { render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { ForecastBlock } from './value-sections.component';
import type { HomeReport } from '../../shared/home-report.api';

describe('the forecast block', () => {
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
});
