import styled from 'styled-components';
import type { DeveloperUsage } from './developer-portal.api';

const Figure = styled.figure`
  margin: 0 0 16px;
  svg {
    display: block;
    width: 100%;
    height: 160px;
  }
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  line {
    stroke: ${({ theme }) => theme.colors.border};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// The first and last day under the bars, in the page's type (SVG text would scale with the chart).
const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  margin: 4px 0 8px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A usage day (YYYY-MM-DD) as the site writes dates: "Nov 27, 2026". */
export function dayLabel(day: string): string {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });
}

/** Every day of the month up to `to` (YYYY-MM-DD), with its calls (0 for a day without any). */
export function daysOfMonth(byDay: DeveloperUsage['byDay'], to: string): { day: string; calls: number }[] {
  const calls = new Map(byDay.map((d) => [d.day.slice(0, 10), d.calls]));
  const last = Number(to.slice(8, 10));
  return Array.from({ length: last }, (_, i) => {
    const day = `${to.slice(0, 8)}${String(i + 1).padStart(2, '0')}`;
    return { day, calls: calls.get(day) ?? 0 };
  });
}

/** The chart's text alternative: the total and the busiest day. */
export function usageSummary(days: readonly { day: string; calls: number }[]): string {
  const total = days.reduce((sum, d) => sum + d.calls, 0);
  if (total === 0) return 'No successful calls this month yet.';
  const busiest = days.reduce((best, d) => (d.calls > best.calls ? d : best));
  return `${total.toLocaleString('en-US')} successful calls this month; the busiest day was ${dayLabel(busiest.day)} with ${busiest.calls.toLocaleString('en-US')}.`;
}

const BAR = 10;
const GAP = 4;
const HEIGHT = 100;

/** Successful calls by day as bars; the figures are in the table below it and summed up in its text alternative. */
export function UsageChart({ days }: { days: readonly { day: string; calls: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.calls));
  const width = days.length * (BAR + GAP);
  const summary = usageSummary(days);
  return (
    <Figure>
      <svg role="img" aria-labelledby="usage-chart-title usage-chart-desc" viewBox={`0 0 ${Math.max(width, 1)} ${HEIGHT + 1}`} preserveAspectRatio="none">
        <title id="usage-chart-title">Successful calls by day this month</title>
        <desc id="usage-chart-desc">{summary}</desc>
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} />
        {days.map((d, i) => {
          const height = Math.round((d.calls / max) * (HEIGHT - 4));
          return <rect key={d.day} x={i * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} />;
        })}
      </svg>
      {days.length > 0 ? (
        <Axis aria-hidden="true">
          <span>{dayLabel(days[0]!.day)}</span>
          <span>{dayLabel(days[days.length - 1]!.day)}</span>
        </Axis>
      ) : null}
      <figcaption>{summary}</figcaption>
    </Figure>
  );
}
