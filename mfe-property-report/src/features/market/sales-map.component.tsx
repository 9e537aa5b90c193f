import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@homeworth/shared-lib';
import { formatDollars } from '@homeworth/shared-lib/domain';
import { tileAt } from '../../ui/map-tiles';
import type { MapPoint } from './market.api';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

const W = 640;
const H = 480;
const PAD = 16;
/** Any zoom works for the shape: the points are scaled to the box after the web-mercator projection. */
const ZOOM = 16;

const Figure = styled.figure`
  margin: 0;
  > svg {
    display: block;
    width: 100%;
    height: auto;
    background: ${({ theme }) => theme.illustration.ground};
    border-radius: 12px;
  }
  figcaption {
    margin-top: 8px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 6px 0 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px 16px;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

/** Price bands of the market's own sales (thirds), so the colours mean the same thing on every page of it. */
function priceBands(points: readonly MapPoint[]): [number, number] {
  const prices = points.map((p) => p.price).sort((a, b) => a - b);
  return [prices[Math.floor(prices.length / 3)] ?? 0, prices[Math.floor((2 * prices.length) / 3)] ?? 0];
}

const BAND_COLOURS = [theme.colors.secondary, theme.colors.quinary, theme.colors.primary] as const;

/**
 * The market's sales as dots at their coordinates (web-mercator, fitted to the box), coloured by price
 * third; the sales listed in the table (`listed`, by report id) ringed on top. No map provider tiles:
 * the open records locate a sale by coordinates only.
 */
export function SalesMap({ points, listed, marketName }: { points: readonly MapPoint[]; listed: ReadonlySet<number>; marketName: string }) {
  const id = useId();
  if (points.length === 0) return null;
  const projected = points.map((p) => ({ p, t: tileAt(p.lat, p.lng, ZOOM) }));
  const xs = projected.map((q) => q.t.x);
  const ys = projected.map((q) => q.t.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((W - 2 * PAD) / (maxX - minX || 1), (H - 2 * PAD) / (maxY - minY || 1));
  const offX = (W - (maxX - minX) * scale) / 2;
  const offY = (H - (maxY - minY) * scale) / 2;
  const [low, high] = priceBands(points);
  const band = (price: number) => (price < low ? 0 : price < high ? 1 : 2);
  const ringed = projected.filter((q) => listed.has(q.p.kukunId));
  const at = (t: { x: number; y: number }) => ({ cx: offX + (t.x - minX) * scale, cy: offY + (t.y - minY) * scale });
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} data-testid="sales-map">
        <title id={`${id}-t`}>{`Map of ${points.length.toLocaleString('en-US')} recorded sales in ${marketName}`}</title>
        <desc id={`${id}-d`}>
          {ringed.length ? `The ${countOf(ringed.length, 'sale')} listed below ${ringed.length === 1 ? 'is' : 'are'} ringed. ` : ''}
          {`Dots coloured by price: under ${formatDollars(low)}, ${formatDollars(low)} to ${formatDollars(high)}, and ${formatDollars(high)} or more.`}
        </desc>
        {projected.map(({ p, t }) => (
          <circle key={p.id} {...at(t)} r={2.5} fill={BAND_COLOURS[band(p.price)]} fillOpacity={0.7} />
        ))}
        {ringed.map(({ p, t }) => (
          <circle key={`ring-${p.id}`} {...at(t)} r={6} fill={BAND_COLOURS[band(p.price)]} stroke={theme.colors.onDark} strokeWidth={2} data-testid="listed-sale" />
        ))}
      </svg>
      <figcaption>
        <ul aria-label="Map legend">
          <li>
            <Dot colour={BAND_COLOURS[0]} /> Under {formatDollars(low)}
          </li>
          <li>
            <Dot colour={BAND_COLOURS[1]} /> {formatDollars(low)} to {formatDollars(high)}
          </li>
          <li>
            <Dot colour={BAND_COLOURS[2]} /> {formatDollars(high)} or more
          </li>
          <li>
            <Dot colour={BAND_COLOURS[0]} ring /> A sale listed below
          </li>
        </ul>
        Each dot is a recorded sale at its coordinates; north is up.
      </figcaption>
    </Figure>
  );
}

function Dot({ colour, ring = false }: { colour: string; ring?: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r={ring ? 5.5 : 4} fill={colour} stroke={ring ? theme.colors.secondary : 'none'} strokeWidth={ring ? 1.5 : 0} />
    </svg>
  );
}
