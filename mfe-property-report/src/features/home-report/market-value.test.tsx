import { render, screen, within } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import type { ReportAnswer } from '../../shared/home-report.api';
import { confidenceSentence, MarketValueBlock, marketValuationOf, type MarketValuation } from './market-value.component';

const VALUATION: MarketValuation = {
  value: 182000,
  low: 160000,
  high: 205000,
  fsd: 0.11,
  asOf: '2010-07-15',
  method: 'Log-linear regression on the home’s facts, neighbourhood and month of sale',
  typicalError: 0.068,
  comparables: [{ id: 'ames-ia-1', saleDate: '2010-05-15', salePrice: 175000, livingArea: 1400, distanceMiles: 0.3 }],
  source: 'Ames Iowa Assessor’s Office records compiled by Dean De Cock (2011)',
};

describe('market value block', () => {
  it('says the 80% range and the typical error in plain words', () => {
    expect(confidenceSentence(VALUATION)).toBe('We’re 80% confident this home would sell between $160,000 and $205,000; typical error for homes like this: ±6.8%.');
    // Before the market's first evaluation the model's own spread stands in.
    expect(confidenceSentence({ ...VALUATION, typicalError: null })).toContain('typical error for homes like this: ±11%.');
  });

  it('lists the comparable sales used and names the source', () => {
    render(
      <MockProviders>
        <MarketValueBlock valuation={VALUATION} />
      </MockProviders>,
    );
    const table = screen.getByRole('table', { name: 'Comparable sales used' });
    expect(within(table).getByText('$175,000')).toBeTruthy();
    expect(within(table).getByText('$125')).toBeTruthy();
    expect(screen.getByTestId('value-source').textContent).toContain('Source: Ames Iowa Assessor’s Office records compiled by Dean De Cock (2011). Real recorded sales');
    // What still comes from the sample-data provider on a recorded home's report says so.
    expect(screen.getByTestId('sample-parts').textContent).toContain('are sample data');
  });
});

describe('the market value of a report', () => {
  const report = (over: object) =>
    ({
      dataSource: { provider: 'recorded-sales', isSample: false, source: 'Ames Assessor’s Office records compiled by Dean De Cock (2011)' },
      summary: {
        currentValue: 182000,
        valueRange: { low: 160000, high: 205000, fsd: 0.11, asOf: '2010-07-15', method: 'hedonic-ridge', comparables: VALUATION.comparables },
      },
      comparables: { locked: true, requires: 'saved', preview: {} },
      ...over,
    }) as unknown as ReportAnswer;

  it("is the recorded home's range, source and comparable recorded sales, whatever the report's comparables section shows", () => {
    expect(marketValuationOf(report({}))).toMatchObject({
      value: 182000,
      low: 160000,
      high: 205000,
      source: 'Ames Assessor’s Office records compiled by Dean De Cock (2011)',
      comparables: VALUATION.comparables,
    });
  });

  it('is none for a sample-data home (it keeps the sample labelling)', () => {
    expect(marketValuationOf(report({ dataSource: { provider: 'sample', isSample: true } }))).toBeNull();
    expect(marketValuationOf(report({ summary: { currentValue: 1 } }))).toBeNull();
  });
});
