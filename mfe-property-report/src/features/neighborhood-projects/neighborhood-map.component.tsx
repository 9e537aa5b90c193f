import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@homeworth/shared-lib';
import { projectPoint, type NearbyPermit, type NeighborhoodProjects } from './neighborhood-projects.api';
import { layoutMarkers, streetLines, streetOf, type MapPoint } from './map-layout';
import { tileGrid } from '../../ui/map-tiles';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

const SIZE = 400;
const SPAN_MILES = 1.25;
/** A schematic block: about five streets to the mile, as in a typical US grid. */
const BLOCK_MILES = 0.2;
const R = 11;
/** Centre to centre: two markers and a 2-unit gap. */
const GAP = 2 * R + 2;
const MILES_PER_DEGREE = 69;

const Figure = styled.figure`
  margin: 0;
  > svg {
    display: block;
    width: 100%;
    height: auto;
    background: ${({ theme }) => theme.illustration.ground};
    border-radius: 12px;
  }
  .street-name {
    font-size: 12px;
    font-weight: 700;
    fill: ${({ theme }) => theme.colors.secondary};
    paint-order: stroke;
    stroke: ${({ theme }) => theme.colors.onDark};
    stroke-width: 4px;
  }
  .sample {
    font-size: 12px;
    font-weight: 700;
    fill: ${({ theme }) => theme.illustration.label};
  }
  figcaption {
    margin-top: 8px;
    font-size: 0.9rem;
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
  .note {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A permit with the number it has in the list. */
export interface NumberedPermit {
  n: number;
  permit: NearbyPermit;
}

/**
 * The neighbourhood map: map tiles from the configured provider (served through the API) or, without
 * one, a schematic street grid drawn from the home's coordinates with the home's street named; the
 * home marker in the centre; permits numbered as in the list, merged into a counted cluster where
 * they would overlap; a legend. Screen readers get the markers as text (the SVG description).
 */
export function NeighborhoodMap({ data, permits }: { data: NeighborhoodProjects; permits: readonly NumberedPermit[] }) {
  const id = useId();
  const { center } = data;
  const tiles = data.map?.tiles ? tileGrid(center, SIZE, SPAN_MILES) : null;
  const street = streetOf(center.address);
  const milesEast = center.longitude * MILES_PER_DEGREE * Math.cos((center.latitude * Math.PI) / 180);
  const crossStreets = streetLines(milesEast, SIZE, SPAN_MILES, BLOCK_MILES);
  const streets = streetLines(0, SIZE, SPAN_MILES, BLOCK_MILES);
  const points: MapPoint[] = permits.map(({ n, permit }) => ({ ...projectPoint(center, permit, SIZE, SPAN_MILES), numbers: [n] }));
  const markers = layoutMarkers(points, SIZE, R, GAP);
  const byNumber = new Map(permits.map((p) => [p.n, p.permit]));
  const describe = (m: MapPoint) => m.numbers.map((n) => `${n}. ${byNumber.get(n)?.projectType} at ${byNumber.get(n)?.address}`).join('; ');
  const clusters = markers.filter((m) => m.numbers.length > 1).length;

  return (
    <Figure>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        data-testid="permits-map"
        data-map={tiles ? 'tiles' : 'schematic'}
      >
        <title id={`${id}-title`}>
          {`Map of ${countOf(permits.length, 'permit')} around the home${street ? ` on ${street}` : ''}, numbered as in the list${data.dataSource.isSample ? ' (sample data)' : ''}`}
        </title>
        <desc id={`${id}-desc`}>{markers.map((m) => (m.numbers.length > 1 ? `Cluster of ${m.numbers.length} permits: ${describe(m)}.` : `Permit ${describe(m)}.`)).join(' ')}</desc>
        {tiles ? (
          tiles.map((t) => <image key={t.href} href={t.href} x={t.x} y={t.y} width={t.size} height={t.size} />)
        ) : (
          <g data-testid="schematic-streets">
            {crossStreets.map((x) => (
              <line key={`x${x}`} x1={x} x2={x} y1={0} y2={SIZE} stroke={theme.colors.onDark} strokeWidth="5" />
            ))}
            {streets.map((y) => (
              <line key={`y${y}`} y1={y} y2={y} x1={0} x2={SIZE} stroke={theme.colors.onDark} strokeWidth={y === SIZE / 2 ? 0 : 5} />
            ))}
            {/* The home's own street, wider and tinted. */}
            <line y1={SIZE / 2} y2={SIZE / 2} x1={0} x2={SIZE} stroke={theme.illustration.road} strokeWidth="9" />
            {street ? (
              <text className="street-name" x={10} y={SIZE / 2 - 10} data-testid="home-street">
                {street}
              </text>
            ) : null}
          </g>
        )}
        <circle cx={SIZE / 2} cy={SIZE / 2} r={SIZE / 2 / SPAN_MILES} fill="none" stroke={theme.illustration.outline} strokeDasharray="5 5" strokeWidth="1.5" />
        <g data-testid="home-marker">
          <path d={housePath(SIZE / 2, SIZE / 2)} fill={theme.colors.secondary} stroke={theme.colors.onDark} strokeWidth="2.5" strokeLinejoin="round" />
        </g>
        {markers.map((m) => {
          const cluster = m.numbers.length > 1;
          return (
            <g key={m.numbers.join('-')} data-testid="permit-marker" data-numbers={m.numbers.join(',')}>
              <title>{describe(m)}</title>
              <circle
                cx={m.x}
                cy={m.y}
                r={R}
                fill={cluster ? theme.colors.onDark : theme.colors.primary}
                stroke={cluster ? theme.colors.primary : theme.colors.onDark}
                strokeWidth={cluster ? 3 : 2}
              />
              <text x={m.x} y={m.y + 4} textAnchor="middle" fontSize="11" fontWeight="700" fill={cluster ? theme.colors.primaryHover : theme.colors.onDark}>
                {cluster ? `×${m.numbers.length}` : m.numbers[0]}
              </text>
            </g>
          );
        })}
        {data.dataSource.isSample ? (
          <text className="sample" x={SIZE - 10} y={SIZE - 10} textAnchor="end">
            Sample data
          </text>
        ) : null}
      </svg>
      <figcaption>
        <ul aria-label="Map legend">
          <li>
            <Swatch kind="home" /> The home
          </li>
          <li>
            <Swatch kind="permit" /> A permit, numbered as in the list
          </li>
          {clusters ? (
            <li>
              <Swatch kind="cluster" /> Permits too close to show apart (how many)
            </li>
          ) : null}
          <li>
            <Swatch kind="mile" /> 1 mile
          </li>
        </ul>
        <p className="note">
          {tiles ? 'Map tiles from the map provider.' : `Streets drawn as a schematic grid, not to scale${street ? `; the home’s street, ${street}, is highlighted` : ''}.`}
          {data.dataSource.isSample ? ' Permits are sample data.' : ''}
        </p>
      </figcaption>
    </Figure>
  );
}

/** A small house shape centred on (x, y), so the home never looks like a permit. */
function housePath(x: number, y: number): string {
  return `M${x} ${y - 13} L${x + 12} ${y - 2} L${x + 9} ${y - 2} L${x + 9} ${y + 11} L${x - 9} ${y + 11} L${x - 9} ${y - 2} L${x - 12} ${y - 2} Z`;
}

function Swatch({ kind }: { kind: 'home' | 'permit' | 'cluster' | 'mile' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'home' ? <path d={housePath(12, 13)} fill={theme.colors.secondary} /> : null}
      {kind === 'permit' ? <circle cx="12" cy="12" r="9" fill={theme.colors.primary} /> : null}
      {kind === 'cluster' ? <circle cx="12" cy="12" r="8" fill={theme.colors.onDark} stroke={theme.colors.primary} strokeWidth="3" /> : null}
      {kind === 'mile' ? <circle cx="12" cy="12" r="9" fill="none" stroke={theme.illustration.outline} strokeDasharray="3 3" strokeWidth="1.5" /> : null}
    </svg>
  );
}
