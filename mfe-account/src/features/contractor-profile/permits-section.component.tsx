import styled from 'styled-components';
import { theme } from '@homeworth/shared-lib';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { ContractorProfile } from '../../shared/contractor-profile.api';
import { Card, SampleBadge, SmallPrint } from '../../ui/contractor-ui';

const MAP_W = 320;
const MAP_H = 180;
const PAD = 16;

const Map = styled.svg`
  display: block;
  width: 100%;
  max-width: 560px;
  height: auto;
  background: ${({ theme }) => theme.colors.subtle};
  border-radius: 8px;
  margin: 8px 0 12px;
`;

const List = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  li {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
`;

/** Permit positions scaled into the map box (a schematic: no streets, relative positions only). */
function plot(permits: ContractorProfile['permits']['recent']) {
  const lats = permits.map((p) => p.latitude);
  const lons = permits.map((p) => p.longitude);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const spanLat = maxLat - minLat || 1;
  const spanLon = maxLon - minLon || 1;
  return permits.map((p) => ({
    x: PAD + ((p.longitude - minLon) / spanLon) * (MAP_W - 2 * PAD),
    y: PAD + ((maxLat - p.latitude) / spanLat) * (MAP_H - 2 * PAD),
  }));
}

/** The contractor's building permits: count, types, and recent jobs on a small schematic map and as a list. */
export function PermitsSection({ profile }: { profile: ContractorProfile }) {
  const { permits } = profile;
  const points = plot(permits.recent);
  return (
    <Card aria-labelledby="contractor-permits">
      <h2 id="contractor-permits">Building permits</h2>
      {permits.count === 0 ? (
        <p>No building permits on record for this company yet. Companies that appear on permits can claim their profile to show them here.</p>
      ) : (
        <>
          <p>
            <strong>{permits.count}</strong> permits on record: {permits.types.map((t) => `${t.type} (${t.count})`).join(', ')}. <SampleBadge>Sample data</SampleBadge>
          </p>
          <Map viewBox={`0 0 ${MAP_W} ${MAP_H}`} role="img" aria-label={`Schematic map of ${permits.recent.length} recent permits; the numbers match the list below`}>
            {points.map((pt, i) => (
              <g key={permits.recent[i]!.id}>
                <circle cx={pt.x} cy={pt.y} r={9} fill={theme.colors.secondary} />
                <text x={pt.x} y={pt.y + 4} textAnchor="middle" fontSize="11" fill={theme.colors.onDark}>
                  {i + 1}
                </text>
              </g>
            ))}
          </Map>
          <List aria-label="Recent permits">
            {permits.recent.map((p) => (
              <li key={p.id}>
                {p.projectType}, {p.address}, {p.city} {p.zipCode}: {p.status} on {p.permitDate}, job value {formatDollars(p.jobValue)}
              </li>
            ))}
          </List>
          <SmallPrint>Permits come from the sample permit data, matched to the company named on each permit.</SmallPrint>
        </>
      )}
    </Card>
  );
}
