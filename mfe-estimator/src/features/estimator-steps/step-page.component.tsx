import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@homeworth/shared-lib';
import { ESTIMATOR_STEP_IDS, estimatorFlow, estimatorStepPath, nextEstimatorStep, previousEstimatorStep, stepAnswerError, stepDefinitionFor, type EstimatorStepId, type StepAnswer, type StepDefinition } from '@homeworth/shared-lib/domain';
import { answerChanged } from '../../estimate-answers/estimator-answers.slice';
import { useEstimatorProject } from '../../estimate-answers/use-estimator-project';
import { EstimatorNotFound } from '../../app/estimator-not-found.component';
import { ProgressBar } from './progress-bar.component';
import { StepInput } from './step-input.component';
import { Actions, Card, Eyebrow, Help, InlineError, Page } from './step-page.styles';

/** The path of the result page of a project. */
export const resultPath = (slug: string) => `/${slug}/estimator-result`;

const isStepId = (value: string): value is EstimatorStepId => (ESTIMATOR_STEP_IDS as readonly string[]).includes(value) && value !== 'start';

// Numbers read better grouped ("400,000"); years do not.
function initialNumberText(definition: StepDefinition, answer: StepAnswer | undefined): string {
  if (typeof answer !== 'number') return '';
  return definition.input.kind === 'number' && definition.input.unit !== 'year' ? answer.toLocaleString('en-US') : String(answer);
}

/** `/{project_url}` and `/{project_url}/{sub_path}`: one question of the project's flow. */
export function StepPage() {
  const params = useParams();
  const { project, ready, state } = useEstimatorProject(params.project);
  if (!project) return <EstimatorNotFound />;
  if (!ready) return null;

  const slug = project.slug;
  const flow = estimatorFlow(slug, state.answers);
  // The project page is the first question when the flow branches there; otherwise it opens the first step.
  const requested = params.step ?? (flow[0] === 'start' ? 'start' : null);
  if (requested === null || (requested !== 'start' && !isStepId(requested))) return <Navigate replace to={estimatorStepPath(slug, flow[0]!)} />;
  // A step off the current path, or one reached before the questions ahead of it: go to the first open question.
  const index = flow.indexOf(requested as EstimatorStepId);
  const firstOpen = flow.find((id) => state.answers[id] === undefined);
  if (index < 0 || (firstOpen && flow.indexOf(firstOpen) < index)) return <Navigate replace to={estimatorStepPath(slug, firstOpen ?? flow[0]!)} />;

  return <StepQuestion key={requested} slug={slug} projectName={project.displayName} step={requested as EstimatorStepId} />;
}

function StepQuestion({ slug, projectName, step }: { slug: string; projectName: string; step: EstimatorStepId }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { state } = useEstimatorProject(slug);
  const answer = state.answers[step];
  const definition = stepDefinitionFor(slug, step);
  const [numberText, setNumberText] = useState(() => initialNumberText(definition, answer));
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionId = useId();
  const errorId = useId();
  const flow = estimatorFlow(slug, state.answers);

  // Each step is a new page for assistive technology: move focus to its question.
  useEffect(() => headingRef.current?.focus(), []);

  const onAnswer = (value: StepAnswer | undefined) => {
    setError(null);
    dispatch(answerChanged({ step, value }));
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const problem = definition.input.kind === 'number' && numberText.trim() !== '' && answer === undefined ? 'Please enter a number.' : stepAnswerError(definition, answer);
    if (problem) return setError(problem);
    const next = nextEstimatorStep(slug, state.answers, step);
    navigate(next ? estimatorStepPath(slug, next) : resultPath(slug));
  };

  const previous = previousEstimatorStep(slug, state.answers, step);
  const onBack = () => navigate(previous ? estimatorStepPath(slug, previous) : '/home-renovation-costs');

  return (
    <Page>
      <Eyebrow>{projectName} cost estimator</Eyebrow>
      <ProgressBar current={flow.indexOf(step) + 1} total={flow.length + 1} />
      <Card as="form" onSubmit={onNext} noValidate aria-labelledby={questionId}>
        <h1 id={questionId} ref={headingRef} tabIndex={-1}>
          {definition.question}
        </h1>
        {definition.help ? <Help>{definition.help}</Help> : null}
        {step === flow[0] && !definition.help ? <Help>A few quick questions give you a cost range for your home and the value the project could add at sale.</Help> : null}
        <StepInput
          step={definition}
          answer={answer}
          numberText={numberText}
          onNumberText={setNumberText}
          onAnswer={onAnswer}
          questionId={questionId}
          errorId={error ? errorId : undefined}
        />
        {error ? (
          <InlineError id={errorId} role="alert">
            {error}
          </InlineError>
        ) : null}
        <Actions>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit">{nextEstimatorStep(slug, state.answers, step) ? 'Next' : 'See my estimate'}</Button>
        </Actions>
      </Card>
    </Page>
  );
}
