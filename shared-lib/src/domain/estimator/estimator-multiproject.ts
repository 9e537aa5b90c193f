import type { EstimateResult, FinishLevel } from './estimator-estimate';
import { estimatorFamilyOf, estimatorFlow, findEstimatorProject, stepAnswerError, stepDefinitionFor } from './estimator-step-flows';
import { PROPERTY_STEPS, type EstimatorAnswers, type EstimatorStepId, type StepAnswer, type StepDefinition } from './estimator-steps';

/**
 * Multiproject estimates: several projects chosen in the
 * scope selector, one flow that asks the property questions once and each project's own
 * questions in order, and one combined result. The sell-prep variant is the same flow
 * under /getting-house-ready-to-sell with the result framed for selling.
 */

/** Which combined flow: remodel several projects, or get the house ready to sell. */
export type MultiprojectMode = 'multiproject' | 'sell';

/** Where each mode's pages live. */
export const MULTIPROJECT_BASE_PATH: Readonly<Record<MultiprojectMode, string>> = {
  multiproject: '/multiproject',
  sell: '/getting-house-ready-to-sell',
};

/** Steps asked once for the whole selection: the property steps, down-to-studs and a guest's email. */
export type SharedStepId = 'property-address' | 'down-to-studs' | 'home-size' | 'home-value' | 'email' | 'home-age';

/** One screen of a combined flow: a shared question (project null) or a project's own. */
export interface MultiprojectStep {
  project: string | null;
  step: SharedStepId | EstimatorStepId;
}

/** A combined estimate being built: the selection, the shared answers and each project's own. */
export interface MultiprojectAnswers {
  projects: string[];
  shared: Partial<Record<SharedStepId, StepAnswer>>;
  perProject: Record<string, EstimatorAnswers>;
  /** A guest is asked for an email (free estimates are counted per address); an account has one. */
  guest?: boolean;
}

/** The email step, asked of guests only, before the home's age. */
export const EMAIL_STEP = {
  id: 'email' as EstimatorStepId,
  question: 'What is your email address?',
  help: 'Guests can estimate 3 projects per email address every 48 hours. We send nothing unless you ask.',
  input: { kind: 'email', defaultValue: '' },
} satisfies StepDefinition;

/** The down-to-studs question: "yes" raises every room renovation to a full gut (all of room-types). */
export const DOWN_TO_STUDS_STEP = {
  id: 'down-to-studs' as EstimatorStepId,
  question: 'Are you taking the rooms down to the studs?',
  help: 'A full gut replaces everything in the room: cabinets, counters, fixtures, floors, lighting, walls and ceiling.',
  input: {
    kind: 'choice',
    defaultValue: 'no',
    options: [
      { value: 'no', label: 'No', description: 'Keep what is in good shape and choose what to update' },
      { value: 'yes', label: 'Yes, down to the studs', description: 'Everything in the room is replaced' },
    ],
  },
} satisfies StepDefinition;

/** The sub-path of a project's first (branching) question, `start` on a single project's own page. */
export const MULTIPROJECT_START_SUB_PATH = 'project-type';

const PROPERTY_IDS = PROPERTY_STEPS.map((s) => s.id) as readonly EstimatorStepId[];

const hasRoomProject = (projects: readonly string[]) => projects.some((slug) => estimatorFamilyOf(slug) === 'room');
const downToStuds = (state: MultiprojectAnswers) => state.shared['down-to-studs'] === 'yes' && hasRoomProject(state.projects);

/** The answers of one project in the combined flow: its own, the shared property answers, and a full gut when down to the studs. */
export function multiprojectProjectAnswers(state: MultiprojectAnswers, slug: string): EstimatorAnswers {
  const answers: EstimatorAnswers = { ...state.perProject[slug] };
  for (const id of PROPERTY_IDS) {
    const shared = state.shared[id as SharedStepId];
    if (shared !== undefined) answers[id] = shared;
  }
  if (downToStuds(state) && estimatorFamilyOf(slug) === 'room') {
    const roomTypes = stepDefinitionFor(slug, 'room-types').input;
    if (roomTypes.kind === 'multi') answers['room-types'] = roomTypes.options.map((o) => o.value);
  }
  return answers;
}

/**
 * The ordered screens of a combined flow for the answers so far: property-address,
 * down-to-studs (only when a room project is selected), each project's own steps in the
 * order chosen (room-types is skipped when down to the studs), then home-size, home-value, home-age.
 */
export function multiprojectFlow(state: MultiprojectAnswers): MultiprojectStep[] {
  const flow: MultiprojectStep[] = [{ project: null, step: 'property-address' }];
  if (hasRoomProject(state.projects)) flow.push({ project: null, step: 'down-to-studs' });
  for (const slug of state.projects) {
    for (const step of estimatorFlow(slug, multiprojectProjectAnswers(state, slug), 'multi')) {
      if (PROPERTY_IDS.includes(step)) continue;
      if (step === 'room-types' && downToStuds(state)) continue;
      flow.push({ project: slug, step });
    }
  }
  for (const id of PROPERTY_IDS) {
    if (id === 'property-address') continue;
    if (id === 'home-age' && state.guest) flow.push({ project: null, step: 'email' });
    flow.push({ project: null, step: id as SharedStepId });
  }
  return flow;
}

const sameStep = (a: MultiprojectStep, b: MultiprojectStep) => a.project === b.project && a.step === b.step;

/** The position of a screen in the flow, or -1 when it is not on the current path. */
export function multiprojectStepIndex(state: MultiprojectAnswers, step: MultiprojectStep): number {
  return multiprojectFlow(state).findIndex((s) => sameStep(s, step));
}

/** The screen after `current`, or null after the last (then the result page). */
export function nextMultiprojectStep(state: MultiprojectAnswers, current: MultiprojectStep): MultiprojectStep | null {
  const flow = multiprojectFlow(state);
  const index = flow.findIndex((s) => sameStep(s, current));
  return index >= 0 && index < flow.length - 1 ? flow[index + 1]! : null;
}

/** The screen before `current`, or null on the first. */
export function previousMultiprojectStep(state: MultiprojectAnswers, current: MultiprojectStep): MultiprojectStep | null {
  const flow = multiprojectFlow(state);
  const index = flow.findIndex((s) => sameStep(s, current));
  return index > 0 ? flow[index - 1]! : null;
}

/** The question of a screen. */
export function multiprojectStepDefinition(step: MultiprojectStep): StepDefinition {
  if (step.step === 'down-to-studs') return DOWN_TO_STUDS_STEP;
  if (step.step === 'email') return EMAIL_STEP;
  if (step.project === null) return stepDefinitionFor('Kitchen-Renovation-Cost', step.step as EstimatorStepId);
  return stepDefinitionFor(step.project, step.step as EstimatorStepId);
}

/** The answer a screen holds so far. */
export function multiprojectAnswer(state: MultiprojectAnswers, step: MultiprojectStep): StepAnswer | undefined {
  return step.project === null ? state.shared[step.step as SharedStepId] : state.perProject[step.project]?.[step.step as EstimatorStepId];
}

/**
 * The URL of a screen: `/multiproject/{sub_path}` for shared questions, and
 * `/multiproject/{sub_path}/{n}` for the n-th project's own (the spec's optional numeric index).
 */
export function multiprojectStepPath(mode: MultiprojectMode, state: MultiprojectAnswers, step: MultiprojectStep): string {
  const base = MULTIPROJECT_BASE_PATH[mode];
  if (step.project === null) return `${base}/${step.step}`;
  const subPath = step.step === 'start' ? MULTIPROJECT_START_SUB_PATH : step.step;
  return `${base}/${subPath}/${state.projects.indexOf(step.project) + 1}`;
}

/** The result page of a mode. */
export const multiprojectResultPath = (mode: MultiprojectMode) => `${MULTIPROJECT_BASE_PATH[mode]}/estimator-result`;

/** The screen a URL's sub-path and optional index name, or null when it names none of the selection's. */
export function parseMultiprojectPath(state: MultiprojectAnswers, subPath: string, index?: string): MultiprojectStep | null {
  if (index === undefined) {
    const shared = multiprojectFlow(state).find((s) => s.project === null && s.step === subPath);
    return shared ?? null;
  }
  if (!/^\d+$/.test(index)) return null;
  const project = state.projects[Number(index) - 1];
  if (!project) return null;
  const step = subPath === MULTIPROJECT_START_SUB_PATH ? 'start' : subPath;
  return { project, step: step as EstimatorStepId };
}

/** The first screen without a valid answer, with the reason, or null when the flow is complete. */
export function multiprojectAnswersError(state: MultiprojectAnswers): { step: MultiprojectStep; message: string } | null {
  if (state.projects.length === 0) return null;
  for (const step of multiprojectFlow(state)) {
    const message = stepAnswerError(multiprojectStepDefinition(step), multiprojectAnswer(state, step));
    if (message) return { step, message };
  }
  return null;
}

/** Body of `POST /api/v1/estimation/multiproject-estimates`. */
export interface MultiprojectEstimateRequest {
  finishLevel: FinishLevel;
  projects: { project: string; answers: EstimatorAnswers }[];
  /** A guest's email from the email step. */
  email?: string;
}

/** The request for a complete combined flow. */
export function multiprojectEstimateRequest(state: MultiprojectAnswers, finishLevel: FinishLevel): MultiprojectEstimateRequest {
  const projects = state.projects.map((project) => ({ project, answers: multiprojectProjectAnswers(state, project) }));
  const email = state.guest && typeof state.shared.email === 'string' ? state.shared.email : undefined;
  return { finishLevel, projects, ...(email ? { email } : {}) };
}

/** How well one project pays back at sale, for the sell-prep ranking. */
export interface ProjectPayback {
  project: string;
  projectName: string;
  cost: number;
  /** Value added at sale; null when the Cost vs. Value study has no figure for it. */
  resaleValueAdded: number | null;
  /** resaleValueAdded / cost; null without a figure. */
  payback: number | null;
}

/** What the multiproject endpoint returns: each project's estimate and the combined figures. */
export interface MultiprojectEstimateResult {
  finishLevel: FinishLevel;
  projects: EstimateResult[];
  totalEstimatedProjectCost: number;
  range: { low: number; high: number };
  roi: {
    currentHomeValue: number;
    /** Sum over the projects that have a resale figure. */
    resaleValueAdded: number;
    totalEquityBuild: number;
    /** The spec's ROI over the whole selection: equity build - current value - total cost, rounded. */
    roi: number;
  };
  /** Projects ordered by how much of their cost they return at sale, best first; those without a figure last. */
  payback: ProjectPayback[];
}

/** A valid selection: known, distinct projects (canonical slugs), in the order chosen. */
export function canonicalSelection(slugs: readonly string[]): string[] {
  const out: string[] = [];
  for (const slug of slugs) {
    const project = findEstimatorProject(slug);
    if (project && !out.includes(project.slug)) out.push(project.slug);
  }
  return out;
}
