import type { StepDefinition, StepInput } from './estimator-steps';

/**
 * The project-scope question of each project that has one. Room-sized projects
 * ask a quantity (windows, doors, square feet); others a kind of job.
 */
const count = (unit: string, max: number, defaultValue: number): StepInput => ({ kind: 'number', unit, min: 1, max, defaultValue });
const area = (max: number, defaultValue: number, min = 10): StepInput => ({ kind: 'number', unit: 'sq ft', min, max, defaultValue });

export const PROJECT_SCOPE_STEPS: Readonly<Record<string, Omit<StepDefinition, 'id'>>> = {
  'Garage-Remodel-Cost': {
    question: 'What will you do with the garage?',
    input: {
      kind: 'choice',
      defaultValue: 'refresh',
      options: [
        { value: 'refresh', label: 'Refresh it', description: 'Drywall, floor coating, lighting and storage' },
        { value: 'convert', label: 'Convert it to living space', description: 'Insulation, windows, heating and finishes' },
      ],
    },
  },
  'Remove-Popcorn-Ceiling': {
    question: 'Which ceilings are you clearing?',
    input: {
      kind: 'choice',
      defaultValue: 'whole-home',
      options: [
        { value: 'whole-home', label: 'The whole home' },
        { value: 'living-areas', label: 'Main living areas', description: 'About half of the home' },
        { value: 'one-room', label: 'One room', description: 'About 200 sq ft' },
      ],
    },
  },
  'Install-Recessed-Lighting': {
    question: 'Where will the lights go?',
    input: {
      kind: 'choice',
      defaultValue: 'existing',
      options: [
        { value: 'existing', label: 'An existing ceiling', description: 'Cut in from below' },
        { value: 'new', label: 'New construction', description: 'Open ceiling or new room' },
      ],
    },
  },
  'Window-Replacement': { question: 'How many windows are you replacing?', input: count('windows', 60, 8) },
  'Window-Installation-Cost': { question: 'How many new windows are you adding?', input: count('windows', 30, 2) },
  'Entry-Door-Installation': { question: 'How many entry doors?', input: count('doors', 4, 1) },
  'Exterior-Door-Replacement-Cost': { question: 'How many exterior doors are you replacing?', input: count('doors', 10, 2) },
  'Exterior-Door-Installation-Cost': { question: 'How many new exterior doors?', input: count('doors', 10, 1) },
  'Interior-Door-Replacement': { question: 'How many interior doors are you replacing?', input: count('doors', 40, 6) },
  'Interior-Door-Installation': { question: 'How many new interior doors?', input: count('doors', 40, 2) },
  'Door-Refinishing': { question: 'How many doors are you refinishing?', input: count('doors', 40, 4) },
  'Garage-Door-Replacement': { question: 'How many garage doors are you replacing?', input: count('doors', 4, 1) },
  'Garage-Door-Installation': { question: 'How many new garage doors?', input: count('doors', 4, 1) },
  'Electrical-Panel-Upgrade': {
    question: 'Which service size do you need?',
    input: {
      kind: 'choice',
      defaultValue: '200',
      options: [
        { value: '100', label: '100 amps', description: 'Small homes without central air' },
        { value: '200', label: '200 amps', description: 'The usual size today' },
        { value: '400', label: '400 amps', description: 'Large homes, EV chargers, heat pumps' },
      ],
    },
  },
  'Repipe-House-Water-Supply-Lines': { question: 'How many bathrooms does the home have?', input: count('bathrooms', 10, 2) },
  'Hot-Water-Heater-Replacement': {
    question: 'Which water heater do you want?',
    input: {
      kind: 'choice',
      defaultValue: 'tank',
      options: [
        { value: 'tank', label: 'Tank', description: '40 to 50 gallons' },
        { value: 'tankless', label: 'Tankless', description: 'Heats water on demand' },
      ],
    },
  },
  Appliances: { question: 'How many major appliances are you replacing?', input: count('appliances', 8, 4) },
  'Tile-Backsplash': { question: 'How many square feet of backsplash?', input: area(300, 30) },
  Cabinets: { question: 'How many linear feet of cabinets?', input: { kind: 'number', unit: 'linear ft', min: 3, max: 150, defaultValue: 25 } },
  Countertops: { question: 'How many square feet of countertop?', input: area(400, 40) },
  'Exterior-Painting': {
    question: 'What will be painted?',
    input: {
      kind: 'choice',
      defaultValue: 'walls',
      options: [
        { value: 'walls', label: 'Siding only' },
        { value: 'walls-trim', label: 'Siding, trim and doors' },
      ],
    },
  },
  'Interior-Painting': {
    question: 'What will be painted?',
    input: {
      kind: 'choice',
      defaultValue: 'walls',
      options: [
        { value: 'walls', label: 'Walls only' },
        { value: 'walls-trim', label: 'Walls, trim and ceilings' },
      ],
    },
  },
  'Flooring-Replacement': { question: 'How many square feet of floor?', input: area(10000, 500, 20) },
  'Flooring-Installation': { question: 'How many square feet of floor?', input: area(10000, 500, 20) },
  'Installing-Deck': { question: 'How large will the deck be?', input: area(2000, 300, 40) },
};
