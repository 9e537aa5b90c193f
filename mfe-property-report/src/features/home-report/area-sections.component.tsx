import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@homeworth/shared-lib';
import { ratingOutOfFive, SCORE_KIND_TITLES, scoreTone, type ScoreTone, formatDollars } from '@homeworth/shared-lib/domain';
import type { HomeReport } from '../../shared/home-report.api';
import { Block, byMaintenanceUrgency, yearsText } from '../../ui/report-ui';
import { MaintenanceNextTasks } from './maintenance-next-tasks.component';
import { countOf, pricesLabel } from '@homeworth/shared-lib/domain/money-and-units';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
`;

const Tile = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 14px 16px;
  h3 {
    margin: 0 0 4px;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .band {
    font-size: 1.1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.9rem;
  }
`;

/** Bar colours by band tone (shared-lib's score bands): green, amber, red. */
export const TONE_COLOURS: Readonly<Record<ScoreTone, string>> = { good: theme.colors.success, fair: theme.colors.warning, poor: theme.colors.error };

const Meter = styled.span<{ $rating: number; $tone: ScoreTone }>`
  display: flex;
  gap: 4px;
  margin: 8px 0 0;
  i {
    flex: 1;
    height: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.borderSoft};
  }
  i:nth-child(-n + ${({ $rating }) => $rating + 1}) {
    background: ${({ $tone }) => TONE_COLOURS[$tone]};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 14px 16px;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  strong {
    color: ${({ theme }) => theme.colors.secondary};
  }
  .profit {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`;

/** The home's growth against its area's, in words (nothing without a sale a year old to go by). */
export function growthDifferenceText(points: number | null): string | null {
  if (points === null) return null;
  if (points === 0) return 'Going by its last sale, this home’s value grows at the pace of its area.';
  const size = `${Math.abs(points).toFixed(1)} percentage points`;
  return points > 0
    ? `Going by its last sale, this home’s value grows faster than its area: ${size} more over 5 years.`
    : `Going by its last sale, this home’s value grows slower than its area: ${size} less over 5 years.`;
}

/** home-report: neighbourhood scores (spec bands), schools, recommended projects and remodel cost links. */
export function NeighborhoodBlock({ report }: { report: HomeReport }) {
  const n = report.neighborhood;
  return (
    <Block id="home-report" tabIndex={-1} aria-labelledby="area-title">
      <h2 id="area-title">Neighborhood{n.subdivision ? `: ${n.subdivision}` : ''}</h2>
      <p className="lead">
        {n.popUnder20Percent}% of residents are under 20 and {n.popOver50Percent}% over 50. Neighborhood score {n.neighborhoodScore} / 100, rated{' '}
        <span data-testid="neighborhood-rating">{ratingOutOfFive(n.neighborhoodScore).toFixed(1)} of 5</span>.
      </p>
      {n.growthDifference === null ? null : <p data-testid="growth-difference">{growthDifferenceText(n.growthDifference)}</p>}
      <Grid>
        {n.scores.map((s) => (
          <Tile key={s.kind} data-testid={`score-${s.kind}`}>
            <h3>
              {SCORE_KIND_TITLES[s.kind]} · {s.score}
            </h3>
            <p className="band">{s.scoreDescription}</p>
            <p>{s.description}</p>
            {s.rating >= 0 ? (
              <Meter $rating={s.rating} $tone={scoreTone(s.kind, s.score) ?? 'fair'} data-tone={scoreTone(s.kind, s.score)} aria-label={`Rating ${s.rating} of 3`} role="img">
                <i />
                <i />
                <i />
                <i />
              </Meter>
            ) : null}
          </Tile>
        ))}
      </Grid>
      <h3>Schools</h3>
      {n.nearestSchool ? (
        <p>
          Nearest: <strong>{n.nearestSchool}</strong> ({n.schoolType}), {n.nearestSchoolDistance?.toFixed(1)} miles away.
        </p>
      ) : null}
      <p>
        {countOf(n.nearSchools.length, 'school')} within {countOf(n.nearSchoolsRadius, 'mile')}
        {n.nearSchools.length ? ':' : '.'}
      </p>
      <ul>
        {n.nearSchools.map((s) => (
          <li key={s.name}>
            {s.name}, {s.distance.toFixed(1)} mi
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Recommended projects with estimated profit or cost, linking into the estimator. */
export function RecommendedProjectsBlock({ report }: { report: HomeReport }) {
  return (
    <Block id="recommended-projects" aria-labelledby="projects-title">
      <h2 id="projects-title">Recommended projects</h2>
      <p className="lead">
        {pricesLabel(report.summary.state)}: the estimator’s cost for this home and the share recovered at sale (Cost vs. Value 2025). Estimates, not promises.
      </p>
      <Cards>
        {report.recommendedProjects.map((p) => (
          <li key={p.projectName}>
            <strong>{p.projectName}</strong>
            <span>Estimated cost {formatDollars(p.estimatedCost)}</span>
            {p.estimatedProfit !== null ? (
              <span className="profit">Estimated profit {formatDollars(p.estimatedProfit)}</span>
            ) : (
              <span>Recovers about {p.recoupPercent}% at sale</span>
            )}
            <Link to={p.url}>Estimate {p.projectName.toLowerCase()}</Link>
          </li>
        ))}
      </Cards>
      <RemodelCostLinks city={report.summary.city} links={report.remodelCostLinks} />
    </Block>
  );
}

/** The remodel cost link list: estimator pages with the home's city, state, ZIP and price; every tier sees it. */
export function RemodelCostLinks({ city, links }: { city: string; links: HomeReport['remodelCostLinks'] }) {
  return (
    <>
      <h3>Remodel costs in {city}</h3>
      <Cards>
        {links
          .filter((l) => {
            const complete = Boolean(l.city && l.state && l.zip && l.price);
            // A cost link without city, state, zip and price is logged, not shown.
            if (!complete) console.error('[property-report] remodel cost link without city, state, zip or price', l.label);
            return complete;
          })
          .map((l) => (
            <li key={l.label}>
              <Link to={l.url}>{l.label} remodel cost</Link>
              <span>
                {l.city}, {l.state} {l.zip}
              </span>
            </li>
          ))}
      </Cards>
    </>
  );
}

/** maintenance, maintenance-cards and home-improvement-loans. */
export function MaintenanceAndLoansBlocks({ report }: { report: HomeReport }) {
  const due = byMaintenanceUrgency(report.summary.propertyItems).slice(0, 3);
  return (
    <>
      <Block id="maintenance" tabIndex={-1} aria-labelledby="maintenance-title">
        <h2 id="maintenance-title">Maintenance</h2>
        <p className="lead">The parts closest to the end of their useful life, and what the maintenance plan does next.</p>
        <MaintenanceNextTasks report={report} />
        <Cards data-testid="maintenance-cards">
          {due.map((item) => (
            <li key={item.key}>
              <strong>{item.propertyItemName}</strong>
              <span>{item.remainingUsefulLife === 0 ? 'Past its life: due for replacement' : `About ${yearsText(item.remainingUsefulLife)} of life left`}</span>
            </li>
          ))}
        </Cards>
        <p>
          <Link to="/my-maintenance/app">Open your maintenance plan</Link>
        </p>
      </Block>
      <Block id="home-improvement-loans" tabIndex={-1} aria-labelledby="loans-title">
        <h2 id="loans-title">Home improvement loans</h2>
        <p className="lead">Compare ways to pay for the projects above.</p>
        <Link to="/home-improvement-loans">See home improvement loans</Link>
      </Block>
    </>
  );
}
