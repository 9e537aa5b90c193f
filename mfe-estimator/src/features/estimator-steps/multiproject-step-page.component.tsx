import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@homeworth/shared-lib';
import {
  findEstimatorProject,
  multiprojectAnswer,
  multiprojectFlow,
  multiprojectResultPath,
  multiprojectStepDefinition,
  multiprojectStepIndex,
  multiprojectStepPath,
  nextMultiprojectStep,
  parseMultiprojectPath,
  previousMultiprojectStep,
  stepAnswerError,
  type MultiprojectMode,
  type MultiprojectStep,
  type StepAnswer,
} from '@homeworth/shared-lib/domain';
import { multiprojectAnswerChanged } from '../../estimate-answers/multiproject-answers.slice';
import { useMultiproject } from '../../estimate-answers/use-multiproject';
import { ProgressBar } from './progress-bar.component';
import { StepInput } from './step-input.component';
import { Actions, Card, Eyebrow, Help, InlineError, Page } from './step-page.styles';

const SCOPE_SELECTOR: Readonly<Record<MultiprojectMode, string>> = { multiproject: '/home-renovation-costs', sell: '/getting-house-ready-to-sell' };

// Numbers read better grouped ("400,000"); years do not.
function initialNumberText(step: MultiprojectStep, answer: StepAnswer | undefined): string {
  if (typeof answer !== 'number') return '';
  const { input } = multiprojectStepDefinition(step);
  return input.kind === 'number' && input.unit !== 'year' ? answer.toLocaleString('en-US') : String(answer);
}

/**
 * `/multiproject/{sub_path}[/{n}]` and the same under `/getting-house-ready-to-sell/`: one question
 * of the combined flow. Shared questions have no index; the n-th project's own questions do.
 */
export function MultiprojectStepPage({ mode }: { mode: MultiprojectMode }) {
  const params = useParams();
  const { ready, state } = useMultiproject(mode);
  if (!ready) return null;
  const answers = state.answers;
  if (answers.projects.length === 0) return <Navigate replace to={SCOPE_SELECTOR[mode]} />;

  const flow = multiprojectFlow(answers);
  const requested = parseMultiprojectPath(answers, params.sub ?? '', params.index);
  const index = requested ? multiprojectStepIndex(answers, requested) : -1;
  // A screen off the current path, or one reached before the questions ahead of it: go to the first open question.
  const firstOpen = flow.findIndex((s) => multiprojectAnswer(answers, s) === undefined);
  if (index < 0 || (firstOpen >= 0 && firstOpen < index)) return <Navigate replace to={multiprojectStepPath(mode, answers, flow[firstOpen >= 0 ? firstOpen : 0]!)} />;

  const step = flow[index]!;
  return <MultiprojectQuestion key={multiprojectStepPath(mode, answers, step)} mode={mode} step={step} />;
}

function MultiprojectQuestion({ mode, step }: { mode: MultiprojectMode; step: MultiprojectStep }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { state } = useMultiproject(mode);
  const answers = state.answers;
  const answer = multiprojectAnswer(answers, step);
  const definition = multiprojectStepDefinition(step);
  const [numberText, setNumberText] = useState(() => initialNumberText(step, answer));
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionId = useId();
  const errorId = useId();
  const flow = multiprojectFlow(answers);
  const position = multiprojectStepIndex(answers, step);

  // Each step is a new page for assistive technology: move focus to its question.
  useEffect(() => headingRef.current?.focus(), []);

  const onAnswer = (value: StepAnswer | undefined) => {
    setError(null);
    dispatch(multiprojectAnswerChanged({ step, value }));
  };

  const next = nextMultiprojectStep(answers, step);
  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const problem = definition.input.kind === 'number' && numberText.trim() !== '' && answer === undefined ? 'Please enter a number.' : stepAnswerError(definition, answer);
    if (problem) return setError(problem);
    navigate(next ? multiprojectStepPath(mode, answers, next) : multiprojectResultPath(mode));
  };

  const previous = previousMultiprojectStep(answers, step);
  const onBack = () => navigate(previous ? multiprojectStepPath(mode, answers, previous) : SCOPE_SELECTOR[mode]);

  const projectName = step.project ? findEstimatorProject(step.project)?.displayName : null;
  const eyebrow = projectName
    ? `${projectName} · project ${answers.projects.indexOf(step.project!) + 1} of ${answers.projects.length}`
    : mode === 'sell'
      ? 'Getting your house ready to sell · your home'
      : `${answers.projects.length} projects together · your home`;

  return (
    <Page>
      <Eyebrow>{eyebrow}</Eyebrow>
      <ProgressBar current={position + 1} total={flow.length + 1} />
      <Card as="form" onSubmit={onNext} noValidate aria-labelledby={questionId}>
        <h1 id={questionId} ref={headingRef} tabIndex={-1}>
          {definition.question}
        </h1>
        {definition.help ? <Help>{definition.help}</Help> : null}
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
          <Button type="submit">{next ? 'Next' : 'See my estimate'}</Button>
        </Actions>
      </Card>
    </Page>
  );
}
