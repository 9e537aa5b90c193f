import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@homeworth/shared-lib';
import type { IndexMonth } from './market.api';

const W = 480;
const H = 220;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    margin-top: 8px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "Jan 2006" from "2006-01". */
export const monthLabel = (month: string) => new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The market's price index by month, the first month = 100: its smoothed trend as the line, each month's
 * own level as faint dots; a text summary of the trend for screen readers.
 */
export function PriceIndexChart({ months: raw }: { months: readonly IndexMonth[] }) {
  const id = useId();
  if (raw.length < 2) return <p>Too few months of sales to draw a price index.</p>;
  const first0 = raw[0]!;
  // Rebased so the first month's trend reads 100.
  const months = raw.map((m) => ({ month: m.month, index: (100 * m.trend) / first0.trend, level: (100 * m.index) / first0.trend }));
  const values = months.flatMap((m) => [m.index, m.level]);
  const min = Math.floor(Math.min(...values, 100) / 5) * 5;
  const max = Math.ceil(Math.max(...values, 100) / 5) * 5;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (months.length - 1);
  const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / (max - min || 1);
  const line = months.map((m, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(m.index).toFixed(1)}`).join(' ');
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const high = months.reduce((a, b) => (b.index > a.index ? b : a));
  const low = months.reduce((a, b) => (b.index < a.index ? b : a));
  const years = months.map((m, i) => ({ i, m })).filter(({ m }) => m.month.slice(5, 7) === '01');
  const summary = `Trend from ${first.index.toFixed(0)} in ${monthLabel(first.month)} to ${last.index.toFixed(1)} in ${monthLabel(last.month)}; highest ${high.index.toFixed(1)} (${monthLabel(high.month)}), lowest ${low.index.toFixed(1)} (${monthLabel(low.month)}).`;
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="price-index-chart">
        <title id={`${id}-t`}>Price index by month</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {[min, 100, max]
          .filter((t, i, all) => all.indexOf(t) === i)
          .map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={theme.colors.borderSoft} strokeDasharray={t === 100 ? '4 4' : undefined} />
              <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="12" fill={theme.colors.textMuted}>
                {t}
              </text>
            </g>
          ))}
        {months.map((m, i) => (
          <circle key={m.month} cx={x(i)} cy={y(m.level)} r="2" fill={theme.colors.quinary} fillOpacity="0.45" />
        ))}
        <path d={line} fill="none" stroke={theme.colors.primary} strokeWidth="2.5" strokeLinejoin="round" />
        {years.map(({ i, m }) => (
          <text key={m.month} x={x(i)} y={H - 8} textAnchor="middle" fontSize="12" fill={theme.colors.textMuted}>
            {m.month.slice(0, 4)}
          </text>
        ))}
      </svg>
      <figcaption>{summary}</figcaption>
    </Figure>
  );
}
