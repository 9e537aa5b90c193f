import { formatDollars } from '@homeworth/shared-lib/domain';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import { Block, formatDay, ScrollX, Stats } from '../../ui/report-ui';
import type { MarketValuation } from './market-valuation';

export { marketValuationOf, type MarketValuation } from './market-valuation';

/** The valuation module's method codes in words (an unknown code is shown as it is). */
const METHODS: Record<string, string> = {
  'hedonic-ridge': 'a regression on the home’s facts with a monthly price index',
  'hedonic-ridge+comps': 'a regression on the home’s facts with a monthly price index, blended with comparable sales',
};

type Comparable = NonNullable<MarketValuation['comparables']>[number];

const COLUMNS: StackedTableColumn<Comparable>[] = [
  { label: 'Sold', rowHeader: true, cell: (c) => formatDay(c.saleDate.slice(0, 10)) },
  { label: 'Price', numeric: true, cell: (c) => formatDollars(c.salePrice) },
  { label: 'Area', numeric: true, cell: (c) => `${Math.round(c.livingArea).toLocaleString('en-US')} sq ft` },
  { label: 'Per sq ft', numeric: true, cell: (c) => formatDollars(Math.round(c.salePrice / c.livingArea)) },
  { label: 'Distance', numeric: true, cell: (c) => (c.distanceMiles === null ? '–' : `${c.distanceMiles.toFixed(1)} mi`) },
];

/** "±7%" (whole percents; one decimal under 10%, where a point matters). */
export const percentText = (fraction: number) => {
  const p = fraction * 100;
  return `±${p < 10 ? p.toFixed(1).replace(/\.0$/, '') : Math.round(p)}%`;
};

/** The sentence a buyer or owner reads: the 80% range and the typical error, in plain words. */
export function confidenceSentence(v: Pick<MarketValuation, 'low' | 'high' | 'fsd' | 'typicalError'>): string {
  const error = v.typicalError ?? v.fsd;
  return `We’re 80% confident this home would sell between ${formatDollars(v.low)} and ${formatDollars(v.high)}; typical error for homes like this: ${percentText(error)}.`;
}

/** home-value: the value of a recorded home with its range, confidence, comparable sales and source. */
export function MarketValueBlock({ valuation }: { valuation: MarketValuation }) {
  return (
    <Block id="home-value" tabIndex={-1} aria-labelledby="home-value-title">
      <h2 id="home-value-title">How sure we are of this value</h2>
      <p className="lead" data-testid="value-confidence">
        {confidenceSentence(valuation)}
      </p>
      <Stats>
        <div>
          <dt>Estimated value</dt>
          <dd>{formatDollars(valuation.value)}</dd>
        </div>
        <div>
          <dt>80% range</dt>
          <dd>
            {formatDollars(valuation.low)} to {formatDollars(valuation.high)}
          </dd>
        </div>
        <div>
          <dt>Valued on</dt>
          <dd>{formatDay(valuation.asOf.slice(0, 10))}</dd>
        </div>
      </Stats>
      <h3 id="home-value-comps">Comparable sales used</h3>
      {valuation.comparables.length === 0 ? (
        <p>No comparable sale was close enough to use; the value comes from the model alone.</p>
      ) : (
        <ScrollX tabIndex={0} aria-label="Comparable sales used">
          <StackedTable aria-labelledby="home-value-comps" columns={COLUMNS} rows={valuation.comparables} rowKey={(c) => c.id} />
        </ScrollX>
      )}
      <p>
        <small data-testid="value-source">
          Valued with {METHODS[valuation.method] ?? valuation.method}. Source: {valuation.source}. Real recorded sales, not sample data.
        </small>
      </p>
      <p>
        <small data-testid="sample-parts">
          The forecast, the condition score and its parts, the schools and the neighborhood scores on this page are sample data: no live source for them is loaded in this market
          yet.
        </small>
      </p>
    </Block>
  );
}
