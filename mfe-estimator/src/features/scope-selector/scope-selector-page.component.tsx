import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ESTIMATOR_PROJECTS, TextField } from '@homeworth/shared-lib';
import type { EstimatorState } from '../../app/root';
import { filterProjects } from './filter-projects';
import { queryChanged } from './scope-selector.slice';

const Page = styled.section`
  max-width: 1080px;
  margin: 0 auto;
  padding: 40px 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 640px;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  a {
    display: block;
    height: 100%;
    padding: 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Search = styled.div`
  max-width: 420px;
`;

const COPY = {
  renovation: { title: 'What are you planning to remodel?', lead: 'Pick a project to get a cost range for your home and the value it could add.' },
  sell: { title: 'Getting your house ready to sell', lead: 'Pick the projects you are considering before listing; we show what each costs and what it may return at sale.' },
} as const;

/** `/home-renovation-costs` and `/getting-house-ready-to-sell`: the estimator scope selector with search. */
export function ScopeSelectorPage({ mode }: { mode: keyof typeof COPY }) {
  const dispatch = useDispatch();
  const query = useSelector((s: EstimatorState) => s.scopeSelector.query);
  const projects = filterProjects(ESTIMATOR_PROJECTS, query);
  return (
    <Page>
      <h1>{COPY[mode].title}</h1>
      <Lead>{COPY[mode].lead}</Lead>
      <Search>
        <TextField label="Search projects" type="search" value={query} onChange={(e) => dispatch(queryChanged(e.target.value))} />
      </Search>
      <p role="status">{projects.length === 1 ? '1 project' : `${projects.length} projects`}</p>
      <Grid>
        {projects.map((p) => (
          <li key={p.slug}>
            <Link to={`/${p.slug}`}>{p.displayName}</Link>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
