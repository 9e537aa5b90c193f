import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@homeworth/shared-lib';
// Bundled into the apps that use it, not part of the shared singleton every first load fetches.
import { StackedTable } from '@homeworth/shared-lib/stacked-table';
import {
  FINISH_LEVELS,
  formatDollars,
  multiprojectAnswersError,
  multiprojectEstimateRequest,
  multiprojectFlow,
  multiprojectStepDefinition,
  multiprojectStepPath,
  type MultiprojectAnswers,
  type MultiprojectEstimateRequest,
  type MultiprojectEstimateResult,
  type MultiprojectMode,
  type FinishLevel,
  pricesLabel,
  pricesNote,
} from '@homeworth/shared-lib/domain';
import { multiprojectFinishLevelChanged } from '../../estimate-answers/multiproject-answers.slice';
import { useMultiproject } from '../../estimate-answers/use-multiproject';
import { OptionCards } from '../../ui/option-cards.component';
import { GuestGateNotice } from './guest-gate-notice.component';
import { CostBreakdown } from './cost-breakdown.component';
import { estimateRequested, type EstimateResultState } from './estimate-result.slice';
import { Hero, Layout, Notes, Panel, ResultPage } from './estimate-result.styles';
import { RoiSummary } from './roi-summary.component';

const SCOPE_SELECTOR: Readonly<Record<MultiprojectMode, string>> = { multiproject: '/home-renovation-costs', sell: '/getting-house-ready-to-sell' };

const COPY = {
  multiproject: { eyebrow: 'Combined estimate', title: (n: number) => `Your ${n} projects together` },
  sell: { eyebrow: 'Getting your house ready to sell', title: (n: number) => `What ${n === 1 ? 'this project costs' : `these ${n} projects cost`} and return at sale` },
} as const;

// On a phone the table turns into one card per project (StackedTable), so it never scrolls sideways.
const BestBadge = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  background: ${({ theme }) => theme.colors.savingsSoft};
  color: ${({ theme }) => theme.colors.savingsText};
`;

const ProjectHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 16px;
  h3 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const percent = (share: number | null) => (share === null ? 'No resale figure' : `${Math.round(share * 100)}%`);

/** `/multiproject/estimator-result` and `/getting-house-ready-to-sell/estimator-result`: per-project and combined figures. */
/** What the route shows to save the combined estimates: it is given the request and the answers behind it. */
export type SaveCombinedAction = (request: MultiprojectEstimateRequest, answers: MultiprojectAnswers) => ReactNode;

export function MultiprojectResultPage({ mode, saveAction }: { mode: MultiprojectMode; saveAction?: SaveCombinedAction }) {
  const dispatch = useDispatch();
  const { ready, state: stored } = useMultiproject(mode);
  const { isLoggedIn } = useSession();
  // A guest's answers carry the email step (the API counts a guest's projects per address).
  const state = { ...stored, answers: { ...stored.answers, guest: !isLoggedIn } };
  const { loading, result, error, limitModalTitle } = useSelector((s: { estimateResult: EstimateResultState }) => s.estimateResult.multiproject);
  const missing = ready ? multiprojectAnswersError(state.answers) : null;
  const complete = ready && state.answers.projects.length > 0 && !missing;

  // The answers cannot change on this page (read as they are, not a reason to price again); the finish
  // level can, and then everything is priced again.
  const priceEstimates = useEffectEvent((finishLevel: typeof state.finishLevel) =>
    dispatch(estimateRequested({ kind: 'multiproject', request: multiprojectEstimateRequest(state.answers, finishLevel) })),
  );
  useEffect(() => {
    if (complete) priceEstimates(state.finishLevel);
  }, [complete, state.finishLevel]);

  if (!ready) return null;
  if (state.answers.projects.length === 0) return <Navigate replace to={SCOPE_SELECTOR[mode]} />;
  if (missing) {
    return (
      <ResultPage>
        <h1>Your estimate is almost ready</h1>
        <p>
          One more answer is needed: <strong>{multiprojectStepDefinition(missing.step).question}</strong>
        </p>
        <Link className="primary-link" to={multiprojectStepPath(mode, state.answers, missing.step)}>
          Answer it now
        </Link>
      </ResultPage>
    );
  }

  if (limitModalTitle) return <GuestGateNotice title={limitModalTitle} save={{ kind: 'combined', mode, answers: state.answers, finishLevel: state.finishLevel }} />;

  const current = result && sameSelection(result, state.answers.projects) ? result : null;
  return (
    <ResultPage aria-busy={loading}>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {current ? (
        <CombinedView
          mode={mode}
          result={current}
          finishLevel={state.finishLevel}
          onFinishLevel={(level) => dispatch(multiprojectFinishLevelChanged(level))}
          firstStep={multiprojectStepPath(mode, state.answers, multiprojectFlow(state.answers)[0]!)}
          saveRequest={multiprojectEstimateRequest(state.answers, state.finishLevel)}
          answers={state.answers}
          saveAction={saveAction}
        />
      ) : (
        <p role="status">Calculating your estimate…</p>
      )}
    </ResultPage>
  );
}

const sameSelection = (result: MultiprojectEstimateResult, projects: readonly string[]) =>
  result.projects.length === projects.length && result.projects.every((p, i) => p.project === projects[i]);

interface CombinedViewProps {
  mode: MultiprojectMode;
  result: MultiprojectEstimateResult;
  finishLevel: FinishLevel;
  onFinishLevel: (level: FinishLevel) => void;
  firstStep: string;
  /** What "Save these estimates" sends: the answers of every project at this finish level. */
  saveRequest: MultiprojectEstimateRequest;
  /** The answers behind the request, kept when a guest saves before signing up. */
  answers: MultiprojectAnswers;
  saveAction?: SaveCombinedAction | undefined;
}

function CombinedView({ mode, result, finishLevel, onFinishLevel, firstStep, saveRequest, answers, saveAction }: CombinedViewProps) {
  const ids = { finish: useId(), roi: useId(), payback: useId(), projects: useId() };
  const first = result.projects[0]!;
  const best = result.payback[0];
  const roi = result.roi;
  return (
    <>
      <Hero>
        <p className="eyebrow">
          {COPY[mode].eyebrow} · {first.finishLevels.find((f) => f.level === finishLevel)?.label ?? finishLevel} finish · {pricesLabel(first.region.state)}
        </p>
        <h1>{COPY[mode].title(result.projects.length)}</h1>
        <p className="total" data-testid="multiproject-total" aria-live="polite">
          {formatDollars(result.totalEstimatedProjectCost)}
        </p>
        <p className="range">
          Likely range <strong data-testid="multiproject-range">{`${formatDollars(result.range.low)} – ${formatDollars(result.range.high)}`}</strong>
        </p>
        <p className="quantity">{result.projects.map((p) => p.projectName).join(', ')}</p>
      </Hero>
      {saveAction?.(saveRequest, answers)}

      <Panel as="section" aria-labelledby={ids.finish}>
        <h2 id={ids.finish}>Finish level</h2>
        <div role="radiogroup" aria-labelledby={ids.finish}>
          <OptionCards
            name="finish-level"
            multiple={false}
            options={FINISH_LEVELS.map((level) => {
              const f = first.finishLevels.find((x) => x.level === level);
              return { value: level, label: f?.label ?? level, description: 'Applied to every project' };
            })}
            selected={[finishLevel]}
            onChange={(selected) => onFinishLevel(selected[0] as FinishLevel)}
          />
        </div>
      </Panel>

      <Layout>
        <Panel as="section" aria-labelledby={ids.payback}>
          <h2 id={ids.payback}>{mode === 'sell' ? 'Which projects pay back best at sale' : 'Cost and value added by project'}</h2>
          <StackedTable
            aria-labelledby={ids.payback}
            rows={result.payback}
            rowKey={(p) => p.project}
            columns={[
              {
                label: 'Project',
                rowHeader: true,
                cell: (p) => (
                  <>
                    {p.projectName}
                    {mode === 'sell' && p === best && p.payback !== null ? <BestBadge>Best payback</BestBadge> : null}
                  </>
                ),
              },
              { label: 'Cost', numeric: true, cell: (p) => formatDollars(p.cost) },
              { label: 'Value added at sale', numeric: true, cell: (p) => (p.resaleValueAdded === null ? '—' : formatDollars(p.resaleValueAdded)) },
              { label: 'Recouped', numeric: true, cell: (p) => percent(p.payback) },
            ]}
          />
          {mode === 'sell' ? (
            <p className="note">Before listing, projects that recoup most of their cost are the safest spend; those that recoup little are usually better left to the buyer.</p>
          ) : null}
        </Panel>

        <Panel as="section" aria-labelledby={ids.roi}>
          <h2 id={ids.roi}>{mode === 'sell' ? 'Value added at sale vs cost' : 'Combined return on investment'}</h2>
          <RoiSummary
            roi={roi.roi}
            cost={result.totalEstimatedProjectCost}
            costLabel="Total cost"
            resaleValueAdded={roi.resaleValueAdded}
            resaleLabel="Value added at sale"
            currentHomeValue={roi.currentHomeValue}
            totalEquityBuild={roi.totalEquityBuild}
            afterLabel="Home value after the projects"
            testId="multiproject-roi"
          />
          <p className="note">
            Resale values: Cost vs. Value, national, for the published project whose scope matches each project (named under each one). Projects no published project matches add no
            value here.
          </p>
        </Panel>
      </Layout>

      <section aria-labelledby={ids.projects}>
        <h2 id={ids.projects}>Line items by project</h2>
        {result.projects.map((p) => {
          const headingId = `${ids.projects}-${p.project}`;
          return (
            <Panel as="section" key={p.project} aria-labelledby={headingId} style={{ marginTop: 16 }}>
              <ProjectHeader>
                <h3 id={headingId}>{p.projectName}</h3>
                <p>
                  {formatDollars(p.totalEstimatedProjectCost)} <span style={{ fontWeight: 400 }}>({`${formatDollars(p.range.low)} – ${formatDollars(p.range.high)}`})</span>
                </p>
              </ProjectHeader>
              <p className="note">Based on: {p.quantity}</p>
              <p className="note">{p.roi.recoupExplanation}</p>
              <CostBreakdown lineItems={p.lineItems} total={p.totalEstimatedProjectCost} labelledBy={headingId} />
            </Panel>
          );
        })}
      </section>

      <Notes>
        <div className="actions">
          <Link to={firstStep}>Change my answers</Link>
          <Link to={SCOPE_SELECTOR[mode]}>Choose other projects</Link>
        </div>
        <p>Estimates, not quotes: {pricesNote(first.region)}. Get contractor bids before you commit.</p>
        <p>Sources: {first.sources.join('; ')}.</p>
      </Notes>
    </>
  );
}
