import { ESTIMATOR_PROJECTS } from './estimator-projects';
import { PROJECT_SCOPE_STEPS } from './estimator-quantity-steps';
import { PROPERTY_STEPS, STEP_DEFINITIONS, type AddressAnswer, type EstimatorAnswers, type EstimatorStepId, type StepAnswer, type StepDefinition } from './estimator-steps';
import { suggestedAnswer, suggestionNote } from './estimator-scope-suggestions';
import { roomStepDefinition } from './estimator-room-words';
import { US_STATES } from '../money-and-units/us-states';
import { latestYearBuilt } from '../money-and-units/year-built';
import { isValidEmail } from '../money-and-units/validation';
import { FINISHED_ADDITION_ROOMS, ROOM_ADDITION_PROJECT, ROOM_ADDITION_STEPS, roomAdditionId } from './estimator-room-addition';

/** Which step flow a project follows. */
export type EstimatorFamily = 'room' | 'roof' | 'air-conditioning' | 'furnace' | 'garage' | 'home-gym' | 'popcorn-ceiling' | 'recessed-lighting' | 'installation' | 'item';

const ROOM_SLUGS = [
  'Kitchen-Renovation-Cost',
  'Master-Bathroom-Remodel-Cost',
  'Bathroom-Renovation-Cost',
  'Master-Bedroom-Remodel-Cost',
  'Bedroom-Remodel-Cost',
  'Half-Bath-Remodel',
  'Great-Room-Additions',
  'Living-Room-Remodel-Cost',
  'Family-Room-Additions',
  'Dining-Room-Remodel-Cost',
  'Home-Office-Remodel',
  'Sunroom-Addition-Cost',
  'In-Law-Suite-Additions',
  'Gameroom-Remodel-Cost',
  'Media-Room-Additions',
  'Foyer-Remodel',
  'Guest-House-Kitchen-Remodel',
  'Indoor-Swimming-Pool-Remodel',
  'Hallway-Remodel',
  'Basement-Remodel-Cost',
  'Room-Addition-Cost-Calculator',
];

const SPECIAL_FAMILIES: Readonly<Record<string, EstimatorFamily>> = {
  'Roofing-Cost-Estimator': 'roof',
  'Air-Conditioning-Installation': 'air-conditioning',
  'Air-Conditioning-Replacement': 'air-conditioning',
  'Furnace-Replacement': 'furnace',
  'Garage-Remodel-Cost': 'garage',
  'Home-Gym-Cost': 'home-gym',
  'Remove-Popcorn-Ceiling': 'popcorn-ceiling',
  'Install-Recessed-Lighting': 'recessed-lighting',
};

/** The project with this slug (case-insensitive, as links use mixed case), or undefined. */
export function findEstimatorProject(slug: string) {
  const lower = slug.toLowerCase();
  return ESTIMATOR_PROJECTS.find((p) => p.slug.toLowerCase() === lower);
}

/** The step-flow family of a project slug; installation-type slugs have their own. */
export function estimatorFamilyOf(slug: string): EstimatorFamily {
  const project = findEstimatorProject(slug);
  if (!project) throw new Error(`Unknown estimator project ${slug}`);
  if (project.installation) return 'installation';
  if (ROOM_SLUGS.includes(project.slug)) return 'room';
  return SPECIAL_FAMILIES[project.slug] ?? 'item';
}

/**
 * How a project is asked: alone ("single"), or as one of several projects of the home ("multi"),
 * where enlarging a room into existing space asks the room's size today and the space taken in.
 */
export type EstimatorFlowMode = 'single' | 'multi';

/** The mode a saved set of answers was given in: only the multi mode asks the space taken in. */
export const flowModeOf = (answers: EstimatorAnswers): EstimatorFlowMode => (answers['room-size-addition'] !== undefined ? 'multi' : 'single');

/** A step of a flow, shown only when its condition holds on the answers given before it. */
export interface FlowStep {
  id: EstimatorStepId;
  when?: { step: EstimatorStepId; is?: readonly string[]; includes?: string };
  /** Only for these slugs (windows add the glass question). */
  projects?: readonly string[];
  /** Not for these slugs. */
  except?: readonly string[];
  /** Only in this mode. */
  mode?: EstimatorFlowMode;
}

// Rooms whose layout (fixtures moved, universal design) drives the price and the matching Cost vs. Value project.
const LAYOUT_ROOMS = ['Kitchen-Renovation-Cost', 'Guest-House-Kitchen-Remodel', 'Master-Bathroom-Remodel-Cost', 'Bathroom-Renovation-Cost', 'Half-Bath-Remodel'];
const WINDOWS = ['Window-Replacement', 'Window-Installation-Cost'];
const EXTERIOR_DOORS = ['Entry-Door-Installation', 'Exterior-Door-Replacement-Cost', 'Exterior-Door-Installation-Cost'];
const GARAGE_DOORS = ['Garage-Door-Replacement', 'Garage-Door-Installation'];

// Item and installation projects: the quantity, then the materials and sizes that set the price.
const ITEM_STEPS: readonly FlowStep[] = [
  { id: 'project-scope' },
  { id: 'window-material', projects: WINDOWS },
  { id: 'window-size', projects: WINDOWS },
  { id: 'dual-pane', projects: WINDOWS },
  { id: 'door-material', projects: EXTERIOR_DOORS },
  { id: 'garage-door-size', projects: GARAGE_DOORS },
  { id: 'deck-material', projects: ['Installing-Deck'] },
];

/** The step-flow table: the first choice on the project page (if any), then the project's steps. */
export const STEP_FLOWS: Readonly<Record<EstimatorFamily, { start?: Omit<StepDefinition, 'id'>; steps: readonly FlowStep[] }>> = {
  room: {
    start: {
      question: 'What kind of project is it?',
      input: {
        kind: 'choice',
        defaultValue: 'renovation',
        options: [
          { value: 'renovation', label: 'Renovation', description: 'Update the room you have' },
          { value: 'addition', label: 'Addition', description: 'Build a new room' },
          { value: 'expansion', label: 'Expansion', description: 'Make the room bigger' },
        ],
      },
    },
    steps: [
      { id: 'room-size', when: { step: 'start', is: ['renovation'] } },
      { id: 'basement-finish', when: { step: 'start', is: ['renovation'] }, projects: ['Basement-Remodel-Cost'] },
      { id: 'room-types', when: { step: 'start', is: ['renovation'] } },
      { id: 'room-cabinets', when: { step: 'room-types', includes: 'cabinets' } },
      { id: 'cabinet-length', when: { step: 'room-types', includes: 'cabinets' } },
      { id: 'room-layout', when: { step: 'start', is: ['renovation'] }, projects: LAYOUT_ROOMS },
      { id: 'basement-bath', when: { step: 'start', is: ['renovation'] }, projects: ['Basement-Remodel-Cost'] },
      { id: 'remodel-size', when: { step: 'start', is: ['addition'] }, except: [ROOM_ADDITION_PROJECT] },
      { id: 'room-addition-landing', when: { step: 'start', is: ['addition'] }, projects: [ROOM_ADDITION_PROJECT] },
      { id: 'other-room-addition-size', when: { step: 'room-addition-landing' }, projects: [ROOM_ADDITION_PROJECT] },
      { id: 'interior-types', when: { step: 'room-addition-landing', is: FINISHED_ADDITION_ROOMS }, projects: [ROOM_ADDITION_PROJECT] },
      { id: 'suite-bath', when: { step: 'start', is: ['addition'] }, projects: ['Master-Bedroom-Remodel-Cost'] },
      { id: 'room-remodel', when: { step: 'start', is: ['expansion'] } },
      { id: 'remodel-size', when: { step: 'room-remodel', is: ['existing'] }, mode: 'single' },
      { id: 'room-size', when: { step: 'room-remodel', is: ['existing'] }, mode: 'multi' },
      { id: 'room-size-addition', when: { step: 'room-remodel', is: ['existing'] }, mode: 'multi' },
      { id: 'room-size', when: { step: 'room-remodel', is: ['addition'] } },
      { id: 'remodel-size-addition', when: { step: 'room-remodel', is: ['addition'] } },
    ],
  },
  roof: {
    start: {
      question: 'How steep is the roof?',
      input: {
        kind: 'choice',
        defaultValue: 'medium',
        options: [
          { value: 'flat', label: 'Flat', description: 'Little or no slope' },
          { value: 'low', label: 'Low', description: 'Easy to walk on' },
          { value: 'medium', label: 'Medium', description: 'The most common pitch' },
          { value: 'steep', label: 'Steep', description: 'Hard to walk on' },
        ],
      },
    },
    steps: [
      { id: 'roof-style', when: { step: 'start', is: ['low', 'medium', 'steep'] } },
      { id: 'roof-garage-size' },
      { id: 'house-story' },
      { id: 'roof-area' },
      { id: 'roof-tear-off' },
    ],
  },
  'air-conditioning': {
    start: {
      question: 'Which kind of air conditioning?',
      input: {
        kind: 'choice',
        defaultValue: 'central',
        options: [
          { value: 'central', label: 'Central air', description: 'One system with ducts to every room' },
          { value: 'wall', label: 'Wall units', description: 'A unit in each room' },
        ],
      },
    },
    steps: [{ id: 'no-of-rooms', when: { step: 'start', is: ['wall'] } }, { id: 'size' }],
  },
  furnace: {
    start: {
      question: 'How is the home heated?',
      input: {
        kind: 'choice',
        defaultValue: 'forced-air',
        options: [
          { value: 'forced-air', label: 'Forced air', description: 'A furnace blows warm air through ducts' },
          { value: 'radiant-heat', label: 'Radiant heating', description: 'Radiators, baseboards or heated floors' },
        ],
      },
    },
    steps: [{ id: 'forced-air', when: { step: 'start', is: ['forced-air'] } }, { id: 'radiant-heat', when: { step: 'start', is: ['radiant-heat'] } }, { id: 'size' }],
  },
  garage: { steps: [{ id: 'project-scope' }, { id: 'garage-size' }] },
  'home-gym': { steps: [{ id: 'gym-settings' }] },
  'popcorn-ceiling': { steps: [{ id: 'project-scope' }] },
  'recessed-lighting': { steps: [{ id: 'project-scope' }, { id: 'other-room-size' }] },
  installation: { steps: ITEM_STEPS },
  item: { steps: ITEM_STEPS },
};

const canonicalSlug = (slug: string) => findEstimatorProject(slug)?.slug ?? slug;

/**
 * The question a step asks in a project's flow. With the answers so far, a number step whose
 * default depends on them (room size from the home's size, roof area from footprint and pitch)
 * carries that suggestion as its default.
 */
export function stepDefinitionFor(slug: string, id: EstimatorStepId, answers?: EstimatorAnswers): StepDefinition {
  const definition = baseStepDefinition(slug, id);
  if (answers && id === 'interior-types') return roomAdditionInterior(definition, answers);
  const suggestion = answers && definition.input.kind === 'number' ? suggestedAnswer(canonicalSlug(slug), id, answers) : undefined;
  if (suggestion === undefined || definition.input.kind !== 'number') return definition;
  const { min, max } = definition.input;
  const help = suggestionNote(id, answers!) ?? definition.help;
  return { ...definition, ...(help ? { help } : {}), input: { ...definition.input, defaultValue: Math.min(max, Math.max(min, suggestion)) } };
}

// What an added kitchen or bathroom usually gets inside, beyond floors, lights and walls.
const WET_ADDITION_INTERIOR: Readonly<Record<number, readonly string[]>> = { 4: ['fixtures'], 5: ['fixtures', 'cabinets', 'countertops'] };

/** The interior of an addition starts from the room chosen. */
function roomAdditionInterior(definition: StepDefinition, answers: EstimatorAnswers): StepDefinition {
  const { input } = definition;
  if (input.kind === 'multi') {
    const extra = WET_ADDITION_INTERIOR[roomAdditionId(answers) ?? 0] ?? [];
    return { ...definition, input: { ...input, defaultValue: [...input.defaultValue, ...extra] } };
  }
  return definition;
}

function baseStepDefinition(slug: string, id: EstimatorStepId): StepDefinition {
  const project = findEstimatorProject(slug);
  const canonical = project?.slug ?? slug;
  if (id === 'start') {
    const start = STEP_FLOWS[estimatorFamilyOf(canonical)].start;
    if (!start) throw new Error(`${canonical} has no start question`);
    return { id, ...start };
  }
  if (id === 'project-scope') {
    const scope = PROJECT_SCOPE_STEPS[canonical];
    if (!scope) throw new Error(`${canonical} has no project-scope question`);
    return { id, ...scope };
  }
  const definition =
    (project && ROOM_SLUGS.includes(project.slug) ? roomStepDefinition(canonical, id) : undefined) ??
    STEP_DEFINITIONS[id] ??
    ROOM_ADDITION_STEPS[id as keyof typeof ROOM_ADDITION_STEPS] ??
    PROPERTY_STEPS.find((s) => s.id === id);
  if (!definition) throw new Error(`Unknown step ${id}`);
  return definition;
}

function conditionHolds(step: FlowStep, answers: EstimatorAnswers, shown: readonly EstimatorStepId[]): boolean {
  if (!step.when) return true;
  // A stale answer to a step that is no longer on the path does not count.
  if (!shown.includes(step.when.step)) return false;
  const answer = answers[step.when.step];
  if (answer === undefined) return false;
  if (step.when.is) return typeof answer === 'string' && step.when.is.includes(answer);
  if (step.when.includes) return Array.isArray(answer) && answer.includes(step.when.includes);
  return true;
}

/**
 * The ordered steps of a project's flow for the answers so far: the start choice,
 * the project steps whose conditions hold, then the four property steps.
 * While a branching answer is missing, the flow stops at that question's branch.
 */
export function estimatorFlow(slug: string, answers: EstimatorAnswers, mode: EstimatorFlowMode = 'single'): EstimatorStepId[] {
  const project = findEstimatorProject(slug);
  if (!project) throw new Error(`Unknown estimator project ${slug}`);
  const flow = STEP_FLOWS[estimatorFamilyOf(project.slug)];
  const shown: EstimatorStepId[] = flow.start ? ['start'] : [];
  for (const step of flow.steps) {
    if (step.projects && !step.projects.includes(project.slug)) continue;
    if (step.except?.includes(project.slug) || (step.mode && step.mode !== mode)) continue;
    if (shown.includes(step.id)) continue;
    if (conditionHolds(step, answers, shown)) shown.push(step.id);
  }
  return [...shown, ...PROPERTY_STEPS.map((s) => s.id)];
}

/** The step after `current` in the flow, or null after the last one (then the result page). */
export function nextEstimatorStep(slug: string, answers: EstimatorAnswers, current: EstimatorStepId): EstimatorStepId | null {
  const flow = estimatorFlow(slug, answers);
  const index = flow.indexOf(current);
  return index >= 0 && index < flow.length - 1 ? flow[index + 1]! : null;
}

/** The step before `current`, or null on the first one. */
export function previousEstimatorStep(slug: string, answers: EstimatorAnswers, current: EstimatorStepId): EstimatorStepId | null {
  const flow = estimatorFlow(slug, answers);
  const index = flow.indexOf(current);
  return index > 0 ? flow[index - 1]! : null;
}

/**
 * The path of a step: the project page for `start`, else `/{project_url}/{sub_path}`, and
 * `/{project_url}/other-room-addition-size/{id}` with the numeric id of the room being added.
 */
export function estimatorStepPath(slug: string, id: EstimatorStepId, answers: EstimatorAnswers = {}): string {
  if (id === 'start') return `/${slug}`;
  const index = estimatorStepIndex(id, answers);
  return index === undefined ? `/${slug}/${id}` : `/${slug}/${id}/${index}`;
}

/** The optional numeric index of a step's path: the room's id on the addition's size step. */
export function estimatorStepIndex(id: EstimatorStepId, answers: EstimatorAnswers): number | undefined {
  return id === 'other-room-addition-size' ? roomAdditionId(answers) : undefined;
}

/** Default answers of a whole flow: what the API uses for recommended projects and tests use for national averages. */
export function defaultEstimatorAnswers(slug: string, overrides: EstimatorAnswers = {}, mode: EstimatorFlowMode = 'single'): EstimatorAnswers {
  const answers: EstimatorAnswers = { ...overrides };
  for (let guard = 0; guard < 20; guard += 1) {
    const missing = estimatorFlow(slug, answers, mode).find((id) => answers[id] === undefined);
    if (!missing) break;
    answers[missing] = stepDefinitionFor(slug, missing, answers).input.defaultValue as StepAnswer;
  }
  return answers;
}

const formatNumber = (n: number) => n.toLocaleString('en-US');

/** Why an answer is not acceptable for its step, or null when it is. */
export function stepAnswerError(step: StepDefinition, answer: StepAnswer | undefined): string | null {
  const { input } = step;
  if (answer === undefined || answer === '') {
    if (input.kind === 'number') return 'Please enter a number to continue.';
    if (input.kind === 'email') return 'Please enter a valid email';
    return input.kind === 'address' ? 'Please choose a state.' : 'Please choose an option to continue.';
  }
  switch (input.kind) {
    case 'choice':
      return typeof answer === 'string' && input.options.some((o) => o.value === answer) ? null : 'Please choose one of the options.';
    case 'multi':
      if (!Array.isArray(answer) || answer.length === 0) return 'Please choose at least one option.';
      return answer.every((v) => input.options.some((o) => o.value === v)) ? null : 'Please choose from the options shown.';
    case 'number':
      if (typeof answer !== 'number' || !Number.isFinite(answer)) return 'Please enter a number.';
      // A year's upper bound is this year, read when the answer is checked (not when the module loaded).
      if (input.unit === 'year')
        return Number.isInteger(answer) && answer >= input.min && answer <= latestYearBuilt() ? null : `Please enter a year from ${input.min} to ${latestYearBuilt()}.`;
      if (answer < input.min || answer > input.max) {
        return `Please enter a number from ${formatNumber(input.min)} to ${formatNumber(input.max)} ${input.unit}.`;
      }
      return null;
    case 'email':
      return typeof answer === 'string' && isValidEmail(answer) ? null : 'Please enter a valid email';
    case 'address': {
      const address = answer as AddressAnswer;
      if (typeof address !== 'object' || typeof address.state !== 'string') return 'Please choose a state.';
      if (address.state !== 'US' && !US_STATES[address.state]) return 'Please choose a state.';
      if (address.zipCode && !/^\d{5}$/.test(address.zipCode)) return 'ZIP code must be 5 digits.';
      if (address.address && address.address.length > 120) return 'Address must be 120 characters or fewer.';
      return null;
    }
  }
}

/** The first problem with a complete set of answers for a project: the step and why, or null. */
export function estimatorAnswersError(slug: string, answers: EstimatorAnswers, mode: EstimatorFlowMode = 'single'): { step: EstimatorStepId; message: string } | null {
  for (const id of estimatorFlow(slug, answers, mode)) {
    const message = stepAnswerError(stepDefinitionFor(slug, id), answers[id]);
    if (message) return { step: id, message };
  }
  return null;
}
