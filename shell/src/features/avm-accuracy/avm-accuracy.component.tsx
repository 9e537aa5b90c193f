import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
// Called here, not through a saga: the shell has no store, as redux and redux-saga would join every page's first load.
import { fetchAccuracy, type MarketAccuracy } from './avm-accuracy.api';
import { PUBLIC_ANCHORS } from './public-anchors';

/** The valuation module's method codes in words (an unknown code is shown as it is). */
const METHODS: Record<string, string> = {
  'hedonic-ridge': 'Regression on the home’s facts with a monthly price index',
  'hedonic-ridge+comps': 'Regression on the home’s facts with a monthly price index, blended with comparable sales',
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const Box = styled.section`
  table {
    margin-top: 8px;
  }
  .anchors {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
    gap: 16px;
    margin: 16px 0 0;
    padding: 0;
    list-style: none;
  }
  .anchors li {
    padding: 16px 20px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 4px solid ${({ theme }) => theme.colors.secondary};
    border-radius: 12px;
  }
  .anchors strong {
    display: block;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const COLUMNS: StackedTableColumn<MarketAccuracy>[] = [
  { label: 'Market', rowHeader: true, cell: (m) => m.name },
  { label: 'Sales measured', numeric: true, cell: (m) => m.n.toLocaleString('en-US') },
  { label: 'Median error', numeric: true, cell: (m) => percent(m.mdape) },
  { label: 'Within 10% of the price', numeric: true, cell: (m) => percent(m.ppe10) },
  { label: 'Price inside the 80% range', numeric: true, cell: (m) => percent(m.coverage80) },
  { label: 'Measured on', cell: (m) => day(m.evaluatedAt) },
  { label: 'Method', cell: (m) => `${METHODS[m.method] ?? m.method}; ${m.design}` },
];

/** Our model's latest measured accuracy in each loaded market, beside the published figures of others. */
export default function AvmAccuracy() {
  const [markets, setMarkets] = useState<MarketAccuracy[] | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    fetchAccuracy().then(
      (answer) => current && setMarkets(answer),
      () => current && setMarkets('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <Box aria-labelledby="avm-accuracy-h" aria-busy={markets === null}>
      <h2 id="avm-accuracy-h">Measured accuracy</h2>
      <p>
        In every market where we load real recorded sales, we value sales the model never saw and compare each value with the price the home sold for. These are the latest figures.
      </p>
      {markets === 'failed' ? <p role="alert">The measured figures could not be loaded. Please try again later.</p> : null}
      {Array.isArray(markets) && markets.length === 0 ? <p>No market has been measured yet.</p> : null}
      {Array.isArray(markets) && markets.length > 0 ? (
        <>
          <StackedTable caption="Our model on held-out recorded sales" columns={COLUMNS} rows={markets} rowKey={(m) => m.slug} />
          <small>
            Data:{' '}
            {markets.map((m, i) => (
              <span key={m.slug}>
                {i > 0 ? '; ' : ''}
                {m.name}: {m.source.url ? <a href={m.source.url}>{m.source.text}</a> : m.source.text}
              </span>
            ))}
            . Real recorded sales, not sample data.
          </small>
        </>
      ) : null}
      <h3>Published figures of other models</h3>
      <ul className="anchors">
        {PUBLIC_ANCHORS.map((a) => (
          <li key={a.model}>
            <strong>{a.medianError}</strong>
            {a.model} median error, {a.scope}.
            <small>
              Source: <a href={a.href}>{a.source}</a>
            </small>
          </li>
        ))}
      </ul>
    </Box>
  );
}
