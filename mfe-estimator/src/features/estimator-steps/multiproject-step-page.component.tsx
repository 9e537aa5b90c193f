import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  findEstimatorProject,
  multiprojectAnswer,
  multiprojectFlow,
  multiprojectProjectAnswers,
  multiprojectResultPath,
  multiprojectStepDefinition,
  multiprojectStepIndex,
  multiprojectStepPath,
  nextMultiprojectStep,
  parseMultiprojectPath,
  previousMultiprojectStep,
  suggestedAnswer,
  type EstimatorStepId,
  type MultiprojectMode,
  type MultiprojectStep,
} from '@homeworth/shared-lib/domain';
import { multiprojectAnswerChanged } from '../../estimate-answers/multiproject-answers.slice';
import { useMultiproject } from '../../estimate-answers/use-multiproject';
import { ProgressBar } from './progress-bar.component';
import { StepQuestionForm } from './step-question-form.component';
import { Eyebrow, Page } from './step-page.styles';

const SCOPE_SELECTOR: Readonly<Record<MultiprojectMode, string>> = { multiproject: '/home-renovation-costs', sell: '/getting-house-ready-to-sell' };

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
  const flow = multiprojectFlow(answers);
  const next = nextMultiprojectStep(answers, step);
  const previous = previousMultiprojectStep(answers, step);

  const projectName = step.project ? findEstimatorProject(step.project)?.displayName : null;
  const eyebrow = projectName
    ? `${projectName} · project ${answers.projects.indexOf(step.project!) + 1} of ${answers.projects.length}`
    : mode === 'sell'
      ? 'Getting your house ready to sell · your home'
      : `${answers.projects.length} projects together · your home`;

  return (
    <Page>
      <Eyebrow>{eyebrow}</Eyebrow>
      <ProgressBar current={multiprojectStepIndex(answers, step) + 1} total={flow.length + 1} />
      <StepQuestionForm
        definition={multiprojectStepDefinition(step)}
        answer={multiprojectAnswer(answers, step)}
        suggestion={step.project ? suggestedAnswer(step.project, step.step as EstimatorStepId, multiprojectProjectAnswers(answers, step.project)) : undefined}
        onAnswer={(value) => dispatch(multiprojectAnswerChanged({ step, value }))}
        onNext={() => navigate(next ? multiprojectStepPath(mode, answers, next) : multiprojectResultPath(mode))}
        onBack={() => navigate(previous ? multiprojectStepPath(mode, answers, previous) : SCOPE_SELECTOR[mode])}
        isLast={!next}
      />
    </Page>
  );
}
