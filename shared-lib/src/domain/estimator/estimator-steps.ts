import { YEAR_BUILT_MIN, latestYearBuilt, yearBuiltRange } from '../money-and-units/year-built';

/**
 * Estimator step screens.
 * Each step is one question at `/{project_url}/{step id}`; `start` is the project's own
 * page `/{project_url}` for the projects whose flow branches on a first choice.
 * The UI renders these definitions and the API validates answers against them,
 * so the limits and wording exist once.
 */
export const ESTIMATOR_STEP_IDS = [
  'start',
  'room-types',
  'room-cabinets',
  'room-remodel',
  'remodel-size',
  'remodel-size-addition',
  'room-size-addition',
  'interior-types',
  'room-addition-landing',
  'other-room-addition-size',
  'roof-style',
  'roof-garage-size',
  'house-story',
  'size',
  'no-of-rooms',
  'forced-air',
  'radiant-heat',
  'project-scope',
  'garage-size',
  'gym-settings',
  'other-room-size',
  'dual-pane',
  'property-address',
  'home-size',
  'home-value',
  'home-age',
  // Scope questions that drive the price: sizes, quantities and materials.
  'room-size',
  'cabinet-length',
  'room-layout',
  'suite-bath',
  'basement-finish',
  'basement-bath',
  'roof-area',
  'roof-tear-off',
  'window-material',
  'window-size',
  'door-material',
  'garage-door-size',
  'deck-material',
] as const;

/** A step id (and its answer's key). */
export type EstimatorStepId = (typeof ESTIMATOR_STEP_IDS)[number];

/** One option card of a choice step. */
export interface StepOption {
  value: string;
  label: string;
  description?: string;
}

/** How a step is answered. */
export type StepInput =
  | { kind: 'choice'; options: readonly StepOption[]; defaultValue: string }
  | { kind: 'multi'; options: readonly StepOption[]; defaultValue: readonly string[] }
  | { kind: 'number'; unit: string; min: number; max: number; defaultValue: number; prefix?: string }
  | { kind: 'address'; defaultValue: AddressAnswer }
  | { kind: 'email'; defaultValue: string };

/** The property-address step's answer; the state sets the regional price index. */
export interface AddressAnswer {
  address?: string;
  state: string;
  zipCode?: string;
}

/** An answer to one step. */
export type StepAnswer = string | number | readonly string[] | AddressAnswer;

/** Answers by step id, as the UI keeps them and the API receives them. */
export type EstimatorAnswers = Partial<Record<EstimatorStepId, StepAnswer>>;

/** One question of a flow. */
export interface StepDefinition {
  id: EstimatorStepId;
  question: string;
  help?: string;
  input: StepInput;
}

const choice = (options: StepOption[], defaultValue = options[0]!.value): StepInput => ({ kind: 'choice', options, defaultValue });
const number = (unit: string, min: number, max: number, defaultValue: number, prefix?: string): StepInput => ({ kind: 'number', unit, min, max, defaultValue, prefix });

const GARAGE_SIZES = [
  { value: 'none', label: 'No attached garage' },
  { value: '1-car', label: 'One car', description: 'About 240 sq ft' },
  { value: '2-car', label: 'Two cars', description: 'About 440 sq ft' },
  { value: '3-car', label: 'Three cars', description: 'About 660 sq ft' },
];

/** The four property questions every flow ends with (property-address, home-size, home-value, home-age). */
export const PROPERTY_STEPS: readonly StepDefinition[] = [
  {
    id: 'property-address',
    question: 'Where is the home?',
    help: 'Prices are adjusted to your state. The street address is optional.',
    input: { kind: 'address', defaultValue: { state: 'US' } as AddressAnswer },
  },
  { id: 'home-size', question: 'How big is the home?', help: 'Finished living area.', input: number('sq ft', 300, 20000, 2000) },
  {
    id: 'home-value',
    question: 'What is the home worth today?',
    help: 'Your best estimate. We use it to work out the value the project adds.',
    input: number('dollars', 10000, 50000000, 400000, '$'),
  },
  { id: 'home-age', question: 'When was the home built?', help: `A year from ${yearBuiltRange()}.`, input: number('year', YEAR_BUILT_MIN, latestYearBuilt(), 1985) },
];

/**
 * Step definitions shared by every project that uses the step (project-scope is per project: see
 * estimator-quantity-steps; a room's items, cabinets and layout are in its own words: see estimator-room-words).
 */
export const STEP_DEFINITIONS: Readonly<Partial<Record<EstimatorStepId, StepDefinition>>> = {
  'room-remodel': {
    id: 'room-remodel',
    question: 'How will you make the room bigger?',
    input: choice([
      { value: 'existing', label: 'Use existing space', description: 'Take in a neighbouring room or closet' },
      { value: 'addition', label: 'Build an addition', description: 'Extend the house outward' },
    ]),
  },
  'remodel-size': { id: 'remodel-size', question: 'How large will the room be when it is finished?', input: number('sq ft', 20, 3000, 250) },
  'remodel-size-addition': { id: 'remodel-size-addition', question: 'How many square feet will the addition add?', input: number('sq ft', 20, 3000, 150) },
  'roof-style': {
    id: 'roof-style',
    question: 'What will the new roof be made of?',
    input: choice([
      { value: 'asphalt', label: 'Asphalt shingles', description: 'The most common roof in the US' },
      { value: 'metal', label: 'Metal', description: 'Standing seam steel' },
      { value: 'wood-shake', label: 'Wood shake' },
      { value: 'tile', label: 'Clay or concrete tile' },
    ]),
  },
  'roof-garage-size': { id: 'roof-garage-size', question: 'Does the roof also cover a garage?', input: choice(GARAGE_SIZES, '2-car') },
  'house-story': { id: 'house-story', question: 'How many stories does the house have?', input: number('stories', 1, 4, 2) },
  size: { id: 'size', question: 'How many square feet will the system serve?', input: number('sq ft', 100, 10000, 2000) },
  'no-of-rooms': { id: 'no-of-rooms', question: 'How many rooms need a unit?', input: number('rooms', 1, 20, 3) },
  'forced-air': {
    id: 'forced-air',
    question: 'What fuel will the furnace use?',
    input: choice([
      { value: 'gas', label: 'Natural gas' },
      { value: 'electric', label: 'Electric' },
      { value: 'oil', label: 'Oil' },
    ]),
  },
  'radiant-heat': {
    id: 'radiant-heat',
    question: 'What kind of radiant heat?',
    input: choice([
      { value: 'hydronic', label: 'Hot-water boiler', description: 'Radiators or baseboards fed by a boiler' },
      { value: 'electric', label: 'Electric radiant', description: 'Heating mats or cables' },
    ]),
  },
  'garage-size': { id: 'garage-size', question: 'How big is the garage?', input: choice(GARAGE_SIZES.slice(1), '2-car') },
  'gym-settings': {
    id: 'gym-settings',
    question: 'Where will the gym be?',
    input: choice([
      { value: 'spare-room', label: 'A spare room' },
      { value: 'basement', label: 'Part of the basement' },
      { value: 'garage', label: 'The garage' },
    ]),
  },
  'other-room-size': { id: 'other-room-size', question: 'How large is the room?', input: number('sq ft', 40, 3000, 250) },
  'room-size': {
    id: 'room-size',
    question: 'How large is the room today?',
    help: 'Floor area. We suggest a size from the size of the home; change it to your room.',
    input: number('sq ft', 15, 3000, 150),
  },
  'suite-bath': {
    id: 'suite-bath',
    question: 'What does the new suite include?',
    input: choice([
      { value: 'bedroom-only', label: 'The bedroom only' },
      { value: 'closet-bath', label: 'A walk-in closet and a full bath', description: 'A primary suite' },
    ]),
  },
  'basement-finish': {
    id: 'basement-finish',
    question: 'Is the basement finished today?',
    input: choice(
      [
        { value: 'finished', label: 'Yes, update it', description: 'Walls, ceiling and floor are already there' },
        { value: 'bare', label: 'No, finish it from bare space', description: 'Framing, insulation, drywall, wiring and heat' },
      ],
      'bare',
    ),
  },
  'basement-bath': {
    id: 'basement-bath',
    question: 'Will the basement get a bathroom?',
    input: choice([
      { value: 'no', label: 'No bathroom' },
      { value: 'full', label: 'A full bathroom', description: 'Toilet, sink and shower' },
    ]),
  },
  'roof-area': {
    id: 'roof-area',
    question: 'How large is the roof?',
    help: 'Worked out from the home’s footprint and the pitch; change it if you know the roof area.',
    input: number('sq ft', 100, 20000, 1800),
  },
  'roof-tear-off': {
    id: 'roof-tear-off',
    question: 'What happens to the old roof?',
    input: choice([
      { value: 'tear-off', label: 'Tear it off', description: 'Remove the old layers down to the deck' },
      { value: 'overlay', label: 'Roof over it', description: 'One new layer over a single old layer' },
    ]),
  },
  'window-material': {
    id: 'window-material',
    question: 'Which window frames?',
    input: choice([
      { value: 'vinyl', label: 'Vinyl' },
      { value: 'wood', label: 'Wood', description: 'Wood or clad wood' },
      { value: 'fiberglass', label: 'Fiberglass' },
    ]),
  },
  'window-size': {
    id: 'window-size',
    question: 'How big are the windows?',
    input: choice(
      [
        { value: 'small', label: 'Small', description: 'About 2 x 3 ft' },
        { value: 'standard', label: 'Standard', description: 'About 3 x 5 ft double-hung' },
        { value: 'large', label: 'Large', description: 'About 4 x 6 ft or a picture window' },
      ],
      'standard',
    ),
  },
  'door-material': {
    id: 'door-material',
    question: 'Which door?',
    input: choice([
      { value: 'steel', label: 'Steel', description: '20-gauge steel, half glass' },
      { value: 'fiberglass', label: 'Fiberglass', description: 'A single fiberglass door' },
      { value: 'grand-entrance', label: 'Fiberglass with sidelights', description: 'A wider opening with glass beside the door' },
      { value: 'wood', label: 'Solid wood' },
    ]),
  },
  'garage-door-size': {
    id: 'garage-door-size',
    question: 'How wide is each garage door?',
    input: choice(
      [
        { value: 'single', label: 'Single', description: 'About 9 x 7 ft, one car' },
        { value: 'double', label: 'Double', description: 'About 16 x 7 ft, two cars' },
      ],
      'double',
    ),
  },
  'deck-material': {
    id: 'deck-material',
    question: 'What will the deck be made of?',
    input: choice([
      { value: 'wood', label: 'Pressure-treated wood' },
      { value: 'composite', label: 'Composite', description: 'Lasts longer, little upkeep' },
    ]),
  },
  'dual-pane': {
    id: 'dual-pane',
    question: 'Which glass do you want?',
    input: choice([
      { value: 'dual', label: 'Double pane', description: 'Standard insulated glass' },
      { value: 'triple', label: 'Triple pane', description: 'Quieter and warmer, costs more' },
    ]),
  },
};
