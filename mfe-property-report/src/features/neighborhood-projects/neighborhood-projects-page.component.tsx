import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { AddressSearch } from '../../shared/address-search.component';
import { ReportPage, SampleDataBanner } from '../../ui/report-page.component';
import { Block, formatDay } from '../../ui/report-ui';
import { useSelectedKukunId } from '../../shared/selected-home';
import type { PropertyReportState } from '../../app/root';
import { filterPermits } from './neighborhood-projects.api';
import { projectsRequested } from './neighborhood-projects.slice';
import { NeighborhoodMap } from './neighborhood-map.component';
import { formatDollars } from '@homeworth/shared-lib/domain';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  ol > li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    padding: 10px 12px;
    display: grid;
    grid-template-columns: 32px 1fr;
    gap: 8px;
  }
  .num {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    font-weight: 700;
    font-size: 0.85rem;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Filter = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
  select {
    font: inherit;
    min-height: 44px;
    min-width: 200px;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  label {
    font-weight: 600;
  }
`;

/** `/my-neighborhood/projects`: active building permits near the selected home, on a map and in a list. */
export function NeighborhoodProjectsPage() {
  const kukunId = useSelectedKukunId();
  const navigate = useNavigate();
  const id = useId();
  const dispatch = useDispatch();
  const projects = useSelector((s: PropertyReportState) => s.neighborhoodProjects);
  // What the store holds for another home is not shown while this one loads.
  const data = projects.kukunId === kukunId ? projects.data : null;
  const error = projects.kukunId === kukunId ? projects.error : null;
  const [type, setType] = useState('');

  useEffect(() => {
    if (kukunId) dispatch(projectsRequested(kukunId));
  }, [dispatch, kukunId]);

  const permits = data ? filterPermits(data.permits, type) : [];
  return (
    <ReportPage>
      <h1>Projects in your neighborhood</h1>
      {!kukunId ? (
        <>
          <p>Active building permits near a home. Search for an address to begin.</p>
          <AddressSearch onFound={(f) => navigate(`/my-neighborhood/projects?id=${f.kukunId}`)} buttonText="Show projects" />
        </>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : !data ? (
        <p aria-busy="true">Loading nearby permits…</p>
      ) : (
        <>
          <p>
            Active building permits within about a mile of {data.center.address}, {data.center.city}, {data.center.state} {data.center.zipCode}.
          </p>
          {data.dataSource.isSample ? <SampleDataBanner /> : null}
          <Block aria-labelledby={`${id}-h`}>
            <h2 id={`${id}-h`}>{permits.length} active permits</h2>
            <Filter>
              <label htmlFor={`${id}-type`}>Project type</label>
              <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
                <option value="">All types</option>
                {data.projectTypes.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </Filter>
            <Layout>
              <NeighborhoodMap data={data} permits={permits.map((permit) => ({ n: data.permits.indexOf(permit) + 1, permit }))} />
              <ol aria-label="Permits">
                {permits.map((p) => (
                  <li key={p.id} data-testid="permit-item">
                    <span className="num" aria-hidden="true">
                      {data.permits.indexOf(p) + 1}
                    </span>
                    <div>
                      <strong>{p.projectType}</strong> · {p.address}
                      <div className="meta">
                        {p.status} {formatDay(p.permitDate)} · {formatDollars(p.jobValue)} · {p.companyName} · {p.distance.toFixed(1)} mi
                      </div>
                    </div>
                  </li>
                ))}
              </ol>
            </Layout>
          </Block>
        </>
      )}
    </ReportPage>
  );
}
