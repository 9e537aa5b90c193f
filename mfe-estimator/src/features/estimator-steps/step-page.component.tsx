import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  ESTIMATOR_STEP_IDS,
  estimatorFlow,
  estimatorStepCount,
  estimatorStepIndex,
  estimatorStepPath,
  nextEstimatorStep,
  previousEstimatorStep,
  stepDefinitionFor,
  suggestedAnswer,
  type EstimatorStepId,
} from '@homeworth/shared-lib/domain';
import { answerChanged } from '../../estimate-answers/estimator-answers.slice';
import { useEstimatorProject } from '../../estimate-answers/use-estimator-project';
import { EstimatorNotFound } from '../../app/estimator-not-found.component';
import { ProgressBar } from './progress-bar.component';
import { StepQuestionForm } from './step-question-form.component';
import { Eyebrow, Page } from './step-page.styles';
import { GuestLimitNote } from '../../ui/guest-limit-note.component';

/** The path of the result page of a project. */
export const resultPath = (slug: string) => `/${slug}/estimator-result`;

const isStepId = (value: string): value is EstimatorStepId => (ESTIMATOR_STEP_IDS as readonly string[]).includes(value) && value !== 'start';

/** What the route shows under a project's question (its guides), given the project. */
export type ProjectAside = (slug: string, projectName: string) => ReactNode;

/** `/{project_url}` and `/{project_url}/{sub_path}[/{n}]`: one question of the project's flow. */
export function StepPage({ aside }: { aside?: ProjectAside }) {
  const params = useParams();
  const { project, ready, state } = useEstimatorProject(params.project);
  if (!project) return <EstimatorNotFound />;
  if (!ready) return null;

  const slug = project.slug;
  const flow = estimatorFlow(slug, state.answers);
  // The project page is the first question when the flow branches there; otherwise it opens the first step.
  const requested = params.step ?? (flow[0] === 'start' ? 'start' : null);
  if (requested === null || (requested !== 'start' && !isStepId(requested))) return <Navigate replace to={estimatorStepPath(slug, flow[0]!, state.answers)} />;
  // A step off the current path, or one reached before the questions ahead of it: go to the first open question.
  const index = flow.indexOf(requested as EstimatorStepId);
  const firstOpen = flow.find((id) => state.answers[id] === undefined);
  if (index < 0 || (firstOpen && flow.indexOf(firstOpen) < index)) return <Navigate replace to={estimatorStepPath(slug, firstOpen ?? flow[0]!, state.answers)} />;
  // The optional numeric index must be the one the step's path carries (the room of an addition), or none.
  const stepIndex = estimatorStepIndex(requested as EstimatorStepId, state.answers);
  if (params.index !== undefined && params.index !== String(stepIndex)) return <Navigate replace to={estimatorStepPath(slug, requested as EstimatorStepId, state.answers)} />;

  return <StepQuestion key={requested} slug={slug} projectName={project.displayName} step={requested as EstimatorStepId} aside={aside} />;
}

// The first question says what the flow gives, unless the step has help text of its own.
const FIRST_STEP_INTRO = 'A few quick questions give you a cost range for your home and the value the project could add at sale.';

function StepQuestion({ slug, projectName, step, aside }: { slug: string; projectName: string; step: EstimatorStepId; aside?: ProjectAside | undefined }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { state } = useEstimatorProject(slug);
  const flow = estimatorFlow(slug, state.answers);
  const next = nextEstimatorStep(slug, state.answers, step);
  const previous = previousEstimatorStep(slug, state.answers, step);

  return (
    <Page>
      <Eyebrow>{projectName} cost estimator</Eyebrow>
      {step === flow[0] ? <GuestLimitNote /> : null}
      {/* Counted on the longest path still possible, so the total never grows as the user answers. */}
      <ProgressBar current={flow.indexOf(step) + 1} total={estimatorStepCount(slug, state.answers) + 1} />
      <StepQuestionForm
        definition={stepDefinitionFor(slug, step, state.answers)}
        answer={state.answers[step]}
        suggestion={suggestedAnswer(slug, step, state.answers)}
        onAnswer={(value) => dispatch(answerChanged({ step, value }))}
        onNext={() => navigate(next ? estimatorStepPath(slug, next, state.answers) : resultPath(slug))}
        onBack={() => navigate(previous ? estimatorStepPath(slug, previous, state.answers) : '/home-renovation-costs')}
        isLast={!next}
        {...(step === flow[0] ? { intro: FIRST_STEP_INTRO } : {})}
      />
      {aside?.(slug, projectName)}
    </Page>
  );
}
