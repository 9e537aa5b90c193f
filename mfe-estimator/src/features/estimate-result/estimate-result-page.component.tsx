import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  businessTypeOfProject,
  contractorDirectoryPath,
  estimatorAnswersError,
  estimatorFlow,
  estimatorStepPath,
  formatDollars,
  stepDefinitionFor,
  type EstimateRequest,
  type EstimateResult,
  type EstimatorAnswers,
  type FinishLevel,
  pricesLabel,
  pricesNote,
} from '@homeworth/shared-lib/domain';
import { finishLevelChanged } from '../../estimate-answers/estimator-answers.slice';
import { useEstimatorProject } from '../../estimate-answers/use-estimator-project';
import { EstimatorNotFound } from '../../app/estimator-not-found.component';
import { OptionCards } from '../../ui/option-cards.component';
import { CostBreakdown } from './cost-breakdown.component';
import { estimateRequested, type EstimateResultState } from './estimate-result.slice';
import { ReturnOnInvestment } from './return-on-investment.component';
import { GuestGateNotice } from './guest-gate-notice.component';
import { atSaleWords, paybackWords } from './estimate-words';
import { Hero, Layout, Panel, Recommended, ResultPage, Notes } from './estimate-result.styles';

/** The home's ZIP code from the address answer, if given. */
function homeZipCode(answers: EstimatorAnswers): string | undefined {
  const address = answers['property-address'];
  return typeof address === 'object' && address !== null && 'state' in address ? address.zipCode : undefined;
}

const CALCULATING = <p role="status">Calculating your estimate…</p>;

/** `/{project_url}/estimator-result`: total, range, breakdown, return on investment and what to do next. */
export function EstimateResultPage({ saveAction }: { saveAction?: (request: EstimateRequest) => ReactNode }) {
  const params = useParams();
  const dispatch = useDispatch();
  const { project, ready, state } = useEstimatorProject(params.project);
  const { loading, result, error, limitModalTitle } = useSelector((s: { estimateResult: EstimateResultState }) => s.estimateResult.single);
  const slug = project?.slug;
  const missing = ready && slug ? estimatorAnswersError(slug, state.answers) : null;

  // The answers cannot change on this page (read as they are, not a reason to price again); the finish
  // level can, and then the estimate is priced again.
  const priceEstimate = useEffectEvent((project: string, finishLevel: typeof state.finishLevel) =>
    dispatch(estimateRequested({ kind: 'single', request: { project, finishLevel, answers: state.answers } })),
  );
  const complete = ready && missing === null;
  useEffect(() => {
    if (complete && slug) priceEstimate(slug, state.finishLevel);
  }, [complete, slug, state.finishLevel]);

  if (!project) return <EstimatorNotFound />;
  // The answers are read in the first effect: until then, the status line the page frame showed (no blank moment).
  if (!ready) return <ResultPage aria-busy>{CALCULATING}</ResultPage>;
  if (missing) {
    return (
      <ResultPage>
        <h1>Your {project.displayName.toLowerCase()} estimate is almost ready</h1>
        <p>
          One more answer is needed: <strong>{stepDefinitionFor(project.slug, missing.step).question}</strong>
        </p>
        <Link className="primary-link" to={estimatorStepPath(project.slug, missing.step, state.answers)}>
          Answer it now
        </Link>
      </ResultPage>
    );
  }

  if (limitModalTitle)
    return <GuestGateNotice title={limitModalTitle} save={{ kind: 'project', request: { project: project.slug, finishLevel: state.finishLevel, answers: state.answers } }} />;

  const current = result && result.project === project.slug ? result : null;
  return (
    <ResultPage aria-busy={loading}>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {current ? (
        <EstimateView
          result={current}
          finishLevel={state.finishLevel}
          loading={loading}
          onFinishLevel={(level) => dispatch(finishLevelChanged(level))}
          firstStep={estimatorStepPath(project.slug, estimatorFlow(project.slug, state.answers)[0]!)}
          actions={saveAction?.({ project: project.slug, finishLevel: state.finishLevel, answers: state.answers })}
          contractorsLink={contractorDirectoryPath({ zipCode: homeZipCode(state.answers), businessType: businessTypeOfProject(project.slug)?.id })}
        />
      ) : (
        CALCULATING
      )}
    </ResultPage>
  );
}

/** The return in one line right under the price, so a phone shows it before the details. */
function ReturnLine({ roi }: { roi: EstimateResult['roi'] }) {
  if (roi.roi === null || roi.recoupRate === null) return <p className="return">No published resale figure for this scope: see the return below.</p>;
  const atSale = atSaleWords(roi.roi);
  return (
    <p className={`return ${atSale.tone}`} data-testid="estimate-return">
      {atSale.label}: <strong>{atSale.amount}</strong> · {Math.round(roi.recoupRate * 1000) / 10}% of the cost recouped
    </p>
  );
}

interface EstimateViewProps {
  result: EstimateResult;
  finishLevel: FinishLevel;
  loading: boolean;
  onFinishLevel: (level: FinishLevel) => void;
  /** The page title; "Your ... estimate" unless given (a shared estimate names its sender). */
  heading?: string;
  /** Where "Change my answers" leads; absent on a shared, read-only estimate. */
  firstStep?: string;
  /** Save and other actions on the estimate, shown under the total. */
  actions: ReactNode;
  /** The contractor directory for this project near the home. */
  contractorsLink?: string;
}

/** The estimate itself: also the read-only view of a shared plan (features/share-plan). */
export function EstimateView({ result, finishLevel, loading, onFinishLevel, heading, firstStep, actions, contractorsLink }: EstimateViewProps) {
  const breakdownId = useId();
  const finishId = useId();
  const level = result.finishLevels.find((f) => f.level === result.finishLevel);
  return (
    <>
      <Hero>
        <p className="eyebrow">
          {result.projectName} · {level?.label} finish · {pricesLabel(result.region.state)}
        </p>
        <h1>{heading ?? `Your ${result.projectName.toLowerCase()} estimate`}</h1>
        <p className="total" data-testid="estimate-total" aria-live="polite">
          {formatDollars(result.totalEstimatedProjectCost)}
        </p>
        <p className="range">
          Likely range <strong data-testid="estimate-range">{`${formatDollars(result.range.low)} – ${formatDollars(result.range.high)}`}</strong>
        </p>
        <ReturnLine roi={result.roi} />
        <p className="quantity">Based on: {result.quantity}</p>
      </Hero>
      {actions}

      <Panel as="section" aria-labelledby={finishId}>
        <h2 id={finishId}>Finish level</h2>
        <div role="radiogroup" aria-labelledby={finishId} aria-busy={loading}>
          <OptionCards
            name="finish-level"
            multiple={false}
            options={result.finishLevels.map((f) => ({ value: f.level, label: f.label, description: f.description }))}
            selected={[finishLevel]}
            onChange={(selected) => onFinishLevel(selected[0] as FinishLevel)}
          />
        </div>
      </Panel>

      <Layout>
        <Panel as="section" aria-labelledby={breakdownId}>
          <h2 id={breakdownId}>Where the money goes</h2>
          <CostBreakdown lineItems={result.lineItems} total={result.totalEstimatedProjectCost} labelledBy={breakdownId} />
        </Panel>
        <ReturnOnInvestment roi={result.roi} cost={result.totalEstimatedProjectCost} />
      </Layout>

      <Panel as="section" aria-labelledby={`${breakdownId}-excl`}>
        <h2 id={`${breakdownId}-excl`}>Not included in this estimate</h2>
        <ul className="excludes">
          {result.excludes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Panel>

      <Recommended aria-labelledby={`${breakdownId}-next`}>
        <h2 id={`${breakdownId}-next`}>Projects that could pay off next</h2>
        <ul>
          {result.recommendedProjects.map((p) => (
            <li key={p.url}>
              <Link to={p.url}>
                <strong>{p.projectName}</strong>
                <span>About {formatDollars(p.estimatedCost)}</span>
                <span className={p.estimatedProfit < 0 ? 'loss' : 'gain'}>{paybackWords(p.estimatedProfit)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Recommended>

      <Notes>
        <div className="actions">
          {firstStep ? <Link to={firstStep}>Change my answers</Link> : null}
          <Link to="/home-renovation-costs">Estimate another project</Link>
          {contractorsLink ? <Link to={contractorsLink}>Find contractors near you</Link> : null}
        </div>
        <p>Estimates, not quotes: {pricesNote(result.region)}. Get contractor bids before you commit.</p>
        <p>Sources: {result.sources.join('; ')}.</p>
      </Notes>
    </>
  );
}
