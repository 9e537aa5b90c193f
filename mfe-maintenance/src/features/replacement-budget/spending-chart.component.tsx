import styled from 'styled-components';
import { formatMoney } from '../../ui/maintenance-ui';
import type { ReplacementBudget } from './replacement-budget.api';

// Drawn with HTML, not a scaled SVG: the labels stay real 12 px text at every width (360 px included).
const Chart = styled.ol`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: 4px;
  align-items: end;
  height: 220px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  li { position: relative; display: flex; flex-direction: column; justify-content: flex-end; align-items: center; height: 100%; min-width: 0; }
  .amount { font-size: 12px; font-weight: 700; color: ${({ theme }) => theme.colors.secondary}; white-space: nowrap; }
  .bar { width: 100%; max-width: 48px; background: ${({ theme }) => theme.colors.primary}; border-radius: 4px 4px 0 0; min-height: 2px; }
`;

const Years = styled.ol`
  list-style: none;
  margin: 4px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: 4px;
  li { font-size: 12px; text-align: center; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const VisuallyHidden = styled.span`
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
`;

/** "$1.2k", "$14k", "$0": short dollars for a bar's label. */
export function shortMoney(amount: number): string {
  if (amount < 1000) return `$${Math.round(amount)}`;
  const thousands = amount / 1000;
  return `$${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, '') : Math.round(thousands)}k`;
}

/** Expected replacement spending in each of the next 10 years, one bar a year; each bar reads as "2027: $14,000 (roof)". */
export function SpendingChart({ series }: { series: ReplacementBudget['series'] }) {
  const largest = Math.max(1, ...series.map((s) => s.amount));
  return (
    <figure style={{ margin: 0 }} data-testid="spending-chart">
      <Chart aria-label="Expected replacement spending by year">
        {series.map((s) => (
          <li key={s.year}>
            <VisuallyHidden>{`${s.year}: ${formatMoney(s.amount)}${s.components.length ? ` (${s.components.join(', ')})` : ''}`}</VisuallyHidden>
            <span className="amount" aria-hidden="true">{shortMoney(s.amount)}</span>
            <span className="bar" aria-hidden="true" style={{ height: `${(s.amount / largest) * 180}px` }} />
          </li>
        ))}
      </Chart>
      <Years aria-hidden="true">
        {series.map((s) => (
          <li key={s.year}>{`’${String(s.year).slice(2)}`}</li>
        ))}
      </Years>
      <figcaption className="source" style={{ fontSize: '0.9rem', marginTop: 8 }}>Years on the axis: {series[0]?.year} to {series.at(-1)?.year}.</figcaption>
    </figure>
  );
}
