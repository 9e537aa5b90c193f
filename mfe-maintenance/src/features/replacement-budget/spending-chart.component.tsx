import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

import type { ReplacementBudget } from './replacement-budget.api';
import { formatDollars } from '@homeworth/shared-lib/domain';

// Drawn with HTML, not a scaled SVG: the labels stay real 12 px text at every width. Columns on wide
// screens; on a phone each year is a row (year, bar, amount), so no label has to squeeze into 30 px.
const Chart = styled.ol`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: 4px;
  align-items: end;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  li {
    position: relative;
    display: grid;
    grid-template-rows: auto 180px auto;
    justify-items: center;
    align-items: end;
    min-width: 0;
  }
  .amount {
    font-size: 12px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
    white-space: nowrap;
  }
  .track {
    width: 100%;
    height: 100%;
    display: flex;
    align-items: flex-end;
    justify-content: center;
  }
  .bar {
    width: 100%;
    max-width: 48px;
    height: calc(var(--share) * 100%);
    min-height: 2px;
    background: ${({ theme }) => theme.colors.primary};
    border-radius: 4px 4px 0 0;
  }
  .year {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    padding-top: 4px;
  }
  ${media.below('xs')} {
    grid-template-columns: 1fr;
    border-bottom: 0;
    li {
      grid-template-rows: none;
      grid-template-columns: 40px 1fr 56px;
      align-items: center;
      gap: 8px;
    }
    .amount {
      order: 3;
      justify-self: end;
    }
    .track {
      order: 2;
      height: 14px;
      justify-content: flex-start;
      align-items: stretch;
    }
    .bar {
      height: auto;
      max-width: none;
      width: calc(var(--share) * 100%);
      min-width: 2px;
      border-radius: 0 4px 4px 0;
    }
    .year {
      order: 1;
      padding: 0;
      justify-self: start;
    }
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** "$1.2k", "$14k", "$0": short dollars for a bar's label. */
export function shortMoney(amount: number): string {
  if (amount < 1000) return `$${Math.round(amount)}`;
  const thousands = amount / 1000;
  return `$${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, '') : Math.round(thousands)}k`;
}

/** Expected replacement spending in each of the next 10 years, one bar a year; each bar reads as "2027: $14,000 (Roof)". */
export function SpendingChart({ series }: { series: ReplacementBudget['series'] }) {
  const largest = Math.max(1, ...series.map((s) => s.amount));
  return (
    <Chart aria-label="Expected replacement spending by year" data-testid="spending-chart">
      {series.map((s) => (
        <li key={s.year}>
          <VisuallyHidden>{`${s.year}: ${formatDollars(s.amount)}${s.components.length ? ` (${s.components.join(', ')})` : ''}`}</VisuallyHidden>
          <span className="amount" aria-hidden="true">
            {shortMoney(s.amount)}
          </span>
          <span className="track" aria-hidden="true">
            <span className="bar" style={{ '--share': s.amount / largest } as CSSProperties} />
          </span>
          <span className="year" aria-hidden="true">
            {s.year}
          </span>
        </li>
      ))}
    </Chart>
  );
}
