import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  findEstimatorProject,
  multiprojectAnswer,
  multiprojectFlow,
  multiprojectProjectAnswers,
  multiprojectResultPath,
  multiprojectStepCount,
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
import { useSession } from '@homeworth/shared-lib';
import { SignUpGate } from '../../ui/sign-up-gate.component';
import { MULTIPROJECT_ACCOUNT_TEXT, MULTIPROJECT_ACCOUNT_TITLE } from '../../ui/guest-limit-note.component';

const SCOPE_SELECTOR: Readonly<Record<MultiprojectMode, string>> = { multiproject: '/home-renovation-costs', sell: '/getting-house-ready-to-sell' };

/**
 * `/multiproject/{sub_path}[/{n}]` and the same under `/getting-house-ready-to-sell/`: one question
 * of the combined flow. Shared questions have no index; the n-th project's own questions do.
 */
export function MultiprojectStepPage({ mode }: { mode: MultiprojectMode }) {
  const params = useParams();
  const { ready, state } = useMultiproject(mode);
  const { isLoggedIn } = useSession();
  if (!ready) return null;
  // A guest is asked for an email (free estimates are counted per address).
  const answers = { ...state.answers, guest: !isLoggedIn };
  if (answers.projects.length === 0) return <Navigate replace to={SCOPE_SELECTOR[mode]} />;
  // Several projects together need an account: asked before the questions, not after them.
  if (!isLoggedIn && answers.projects.length > 1) return <AccountFirst mode={mode} />;

  const flow = multiprojectFlow(answers);
  const requested = parseMultiprojectPath(answers, params.sub ?? '', params.index);
  const index = requested ? multiprojectStepIndex(answers, requested) : -1;
  // A screen off the current path, or one reached before the questions ahead of it: go to the first open question.
  const firstOpen = flow.findIndex((s) => multiprojectAnswer(answers, s) === undefined);
  if (index < 0 || (firstOpen >= 0 && firstOpen < index)) return <Navigate replace to={multiprojectStepPath(mode, answers, flow[firstOpen >= 0 ? firstOpen : 0]!)} />;

  const step = flow[index]!;
  return <MultiprojectQuestion key={multiprojectStepPath(mode, answers, step)} mode={mode} step={step} />;
}

function AccountFirst({ mode }: { mode: MultiprojectMode }) {
  const navigate = useNavigate();
  return (
    <Page>
      <h1>{MULTIPROJECT_ACCOUNT_TITLE}</h1>
      <SignUpGate open title={MULTIPROJECT_ACCOUNT_TITLE} onClose={() => navigate(SCOPE_SELECTOR[mode])}>
        <p>{MULTIPROJECT_ACCOUNT_TEXT}</p>
      </SignUpGate>
    </Page>
  );
}

function MultiprojectQuestion({ mode, step }: { mode: MultiprojectMode; step: MultiprojectStep }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { state } = useMultiproject(mode);
  const { isLoggedIn } = useSession();
  const answers = { ...state.answers, guest: !isLoggedIn };
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
      <ProgressBar current={multiprojectStepIndex(answers, step) + 1} total={multiprojectStepCount(answers) + 1} />
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
