import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ESTIMATOR_PROJECTS, TextField, useSession, Page as SharedPage } from '@homeworth/shared-lib';
import { ESTIMATOR_LIMITS, MULTIPROJECT_BASE_PATH, findEstimatorProject, selectionLimitMessage, type MultiprojectMode } from '@homeworth/shared-lib/domain';
import type { EstimatorState } from '../../app/root';
import { multiprojectStarted } from '../../estimate-answers/multiproject-answers.slice';
import { accountLimitsRequested } from '../../estimator-gating/estimator-gating.slice';
import { filterProjects } from './filter-projects';
import { GuestLimitNote, MULTIPROJECT_ACCOUNT_TEXT, MULTIPROJECT_ACCOUNT_TITLE } from '../../ui/guest-limit-note.component';
import { SignUpGate } from '../../ui/sign-up-gate.component';
import { projectToggled, queryChanged } from './scope-selector.slice';

const Page = styled(SharedPage).attrs({ $width: 'medium' })``;

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
  li {
    display: flex;
    flex-direction: column;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  li:hover,
  li.picked {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a {
    flex: 1;
    padding: 16px 16px 8px;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
    text-decoration: none;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 16px 8px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

// Sticky once something is picked, so the selection and its action stay in reach while scrolling
// 51 projects; before that it stays at the end of the list and keeps small screens clear.
const SelectionBar = styled.div<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'static')};
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 24px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: 0;
    font-weight: 600;
  }
  .limit {
    color: ${({ theme }) => theme.colors.error};
  }
`;

const Search = styled.div`
  max-width: 420px;
`;

const COPY = {
  renovation: {
    title: 'What are you planning to remodel?',
    lead: 'Pick a project to get a cost range for your home and the value it could add, or select several to estimate them together.',
    start: (n: number) => `Estimate ${n} projects together`,
    pickMore: 'Select a project',
    minimum: 1,
  },
  sell: {
    title: 'Getting your house ready to sell',
    lead: 'Select the projects you are considering before listing; we show what each costs, what it may return at sale and which pay back best.',
    start: (n: number) => (n === 1 ? 'Estimate 1 project for selling' : `Estimate ${n} projects for selling`),
    pickMore: 'Select a project',
    minimum: 1,
  },
} as const;

const FLOW_MODE: Readonly<Record<keyof typeof COPY, MultiprojectMode>> = { renovation: 'multiproject', sell: 'sell' };

/**
 * `/home-renovation-costs` and `/getting-house-ready-to-sell`: the estimator scope selector with search.
 * A project's name opens its own estimator; ticking several starts one combined flow
 * (at most maxProjectsBySelection: 5, or 50 for paid accounts).
 */
export function ScopeSelectorPage({ mode }: { mode: keyof typeof COPY }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { query, selected } = useSelector((s: EstimatorState) => s.scopeSelector);
  const max = useSelector((s: EstimatorState) => s.estimatorGating.limits?.maxProjectsBySelection ?? ESTIMATOR_LIMITS.maxProjectsBySelection);
  const projects = filterProjects(ESTIMATOR_PROJECTS, query);
  const copy = COPY[mode];
  const atLimit = selected.length >= max;
  const { isLoggedIn } = useSession();
  const facts = useSelector((s: EstimatorState) => s.homeFacts.facts);
  // A guest's combined estimate asks for the account before its questions, returning to them afterwards.
  const [accountNeededFor, setAccountNeededFor] = useState<string | null>(null);
  // One project picked in the remodel selector is that project's own estimator, one click away.
  const single = mode === 'renovation' && selected.length === 1 ? findEstimatorProject(selected[0]!) : undefined;

  useEffect(() => {
    dispatch(accountLimitsRequested());
  }, [dispatch]);

  const onStart = () => {
    if (single) return navigate(`/${single.slug}`);
    const flowMode = FLOW_MODE[mode];
    dispatch(multiprojectStarted({ mode: flowMode, projects: selected, facts }));
    const firstStep = `${MULTIPROJECT_BASE_PATH[flowMode]}/property-address`;
    if (!isLoggedIn && selected.length > 1) return setAccountNeededFor(firstStep);
    navigate(firstStep);
  };

  return (
    <Page>
      <h1>{copy.title}</h1>
      <Lead>{copy.lead}</Lead>
      <GuestLimitNote />
      <Search>
        <TextField label="Search projects" type="search" value={query} onChange={(e) => dispatch(queryChanged(e.target.value))} />
      </Search>
      <p role="status">{projects.length === 1 ? '1 project' : `${projects.length} projects`}</p>
      <Grid>
        {projects.map((p) => {
          const picked = selected.includes(p.slug);
          return (
            <li key={p.slug} className={picked ? 'picked' : undefined}>
              <Link to={`/${p.slug}`}>{p.displayName}</Link>
              <label>
                <input
                  type="checkbox"
                  checked={picked}
                  disabled={!picked && atLimit}
                  aria-label={`Select ${p.displayName}`}
                  onChange={() => dispatch(projectToggled({ slug: p.slug, max }))}
                />
                Select
              </label>
            </li>
          );
        })}
      </Grid>
      <SelectionBar $sticky={selected.length > 0}>
        <div aria-live="polite">
          <p>
            {selected.length === 0
              ? `Select up to ${max} projects to estimate them together.`
              : `Selected: ${selected.map((slug) => findEstimatorProject(slug)?.displayName).join(', ')}`}
          </p>
          {atLimit ? <p className="limit">{selectionLimitMessage(max)}</p> : null}
        </div>
        <Button onClick={onStart} disabled={selected.length < copy.minimum}>
          {selected.length < copy.minimum ? copy.pickMore : single ? `Estimate ${single.displayName}` : copy.start(selected.length)}
        </Button>
      </SelectionBar>
      <SignUpGate open={accountNeededFor !== null} onClose={() => setAccountNeededFor(null)} title={MULTIPROJECT_ACCOUNT_TITLE} returnTo={accountNeededFor ?? undefined}>
        <p>{MULTIPROJECT_ACCOUNT_TEXT}</p>
      </SignUpGate>
    </Page>
  );
}
