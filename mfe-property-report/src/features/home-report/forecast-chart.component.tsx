import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@homeworth/shared-lib';
import { formatDollars } from '@homeworth/shared-lib/domain';

interface ValueChartProps {
  points: { year: number; value: number }[];
  title: string;
  /** Short text a screen reader hears instead of the drawing. */
  summary: string;
}

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  figcaption {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: 8px;
  }
`;

const H = 260;
const PAD = { left: 72, right: 16, top: 16, bottom: 32 };
/** Label size in screen pixels: the drawing is as wide as its box, so labels never shrink below it. */
const LABEL_PX = 12;
/** Below this width every other year is labelled, so the years do not run into each other. */
const NARROW = 480;

/** The rendered width of an element, followed as it resizes (`fallback` until measured). */
function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A line chart of values by year, as an accessible SVG (role img, title and description, data table fallback). */
export function ValueChart({ points, title, summary }: ValueChartProps) {
  const id = useId();
  const [figureRef, measured] = useWidth<HTMLElement>(640);
  if (points.length < 2) return null;
  const W = Math.max(280, measured);
  const everyOther = W < NARROW;
  const values = points.map((p) => p.value);
  const min = Math.min(...values) * 0.97;
  const max = Math.max(...values) * 1.02;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (points.length - 1);
  const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / (max - min);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${H - PAD.bottom} L${x(0).toFixed(1)},${H - PAD.bottom} Z`;
  const ticks = [min, (min + max) / 2, max];
  return (
    <Figure ref={figureRef}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <defs>
          <linearGradient id={`${id}-g`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={theme.colors.primary} stopOpacity="0.22" />
            <stop offset="100%" stopColor={theme.colors.primary} stopOpacity="0" />
          </linearGradient>
        </defs>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={theme.colors.borderSoft} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" fontSize={LABEL_PX} fill={theme.colors.textMuted}>
              {formatDollars(Math.round(t / 1000) * 1000)}
            </text>
          </g>
        ))}
        <path d={area} fill={`url(#${id}-g)`} />
        <path d={line} fill="none" stroke={theme.colors.primary} strokeWidth="3" strokeLinejoin="round" />
        {points.map((p, i) => (
          <g key={p.year}>
            <circle cx={x(i)} cy={y(p.value)} r="5" fill={theme.colors.onDark} stroke={theme.colors.primary} strokeWidth="2.5" />
            {everyOther && i % 2 === 1 ? null : (
              <text x={x(i)} y={H - 10} textAnchor="middle" fontSize={LABEL_PX} fill={theme.colors.textMuted}>
                {p.year}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption>{summary}</figcaption>
    </Figure>
  );
}
