import { ESTIMATOR_PROJECTS } from './estimator-projects';
import {
  defaultEstimatorAnswers,
  estimatorAnswersError,
  estimatorFamilyOf,
  estimatorFlow,
  estimatorStepPath,
  nextEstimatorStep,
  previousEstimatorStep,
  stepDefinitionFor,
} from './estimator-step-flows';
import type { EstimatorAnswers } from './estimator-steps';

const PROPERTY = ['property-address', 'home-size', 'home-value', 'home-age'];

/** Walks a flow with Next from its first step, answering as given, and returns the steps visited. */
function walk(slug: string, answers: EstimatorAnswers): string[] {
  const visited: string[] = [];
  let step = estimatorFlow(slug, answers)[0] ?? null;
  while (step) {
    visited.push(step);
    step = nextEstimatorStep(slug, answers, step);
  }
  return visited;
}

describe('step flow per project', () => {
  const kitchen = 'Kitchen-Renovation-Cost';

  it('room renovation asks room-size and room-types, then room-cabinets and cabinet-length only when cabinets are chosen, then the layout', () => {
    expect(walk(kitchen, { start: 'renovation', 'room-types': ['cabinets', 'flooring'] })).toEqual([
      'start',
      'room-size',
      'room-types',
      'room-cabinets',
      'cabinet-length',
      'room-layout',
      ...PROPERTY,
    ]);
    expect(walk(kitchen, { start: 'renovation', 'room-types': ['flooring'] })).toEqual(['start', 'room-size', 'room-types', 'room-layout', ...PROPERTY]);
    expect(walk('Bedroom-Remodel-Cost', { start: 'renovation', 'room-types': ['flooring'] })).toEqual(['start', 'room-size', 'room-types', ...PROPERTY]);
    expect(walk('Basement-Remodel-Cost', { start: 'renovation', 'room-types': ['flooring'] })).toEqual([
      'start',
      'room-size',
      'basement-finish',
      'room-types',
      'basement-bath',
      ...PROPERTY,
    ]);
  });

  it('a master bedroom addition asks what the suite includes', () => {
    expect(walk('Master-Bedroom-Remodel-Cost', { start: 'addition' })).toEqual(['start', 'remodel-size', 'suite-bath', ...PROPERTY]);
  });

  it('suggests the room size from the home size and the roof area from footprint and pitch, as editable defaults', () => {
    const input = (slug: string, id: 'room-size' | 'roof-area', answers: EstimatorAnswers) => stepDefinitionFor(slug, id, answers).input;
    expect(input(kitchen, 'room-size', { 'home-size': 1200 })).toMatchObject({ kind: 'number', defaultValue: 100 });
    expect(input(kitchen, 'room-size', { 'home-size': 3500 })).toMatchObject({ defaultValue: 250 });
    // 2,400 sq ft on two stories with a two-car garage: 1,200 + 440 = 1,640 sq ft of footprint, times 1.118 for a 6-in-12 pitch.
    expect(input('Roofing-Cost-Estimator', 'roof-area', { start: 'medium', 'house-story': 2, 'roof-garage-size': '2-car', 'home-size': 2400 })).toMatchObject({
      defaultValue: 1830,
    });
    expect(defaultEstimatorAnswers(kitchen, { 'home-size': 1200 })['room-size']).toBe(100);
  });

  it('room addition asks remodel-size', () => {
    expect(walk('Bedroom-Remodel-Cost', { start: 'addition' })).toEqual(['start', 'remodel-size', ...PROPERTY]);
  });

  it('room expansion asks room-remodel, then remodel-size (existing) or the room size and remodel-size-addition (addition)', () => {
    expect(walk(kitchen, { start: 'expansion', 'room-remodel': 'existing' })).toEqual(['start', 'room-remodel', 'remodel-size', ...PROPERTY]);
    expect(walk(kitchen, { start: 'expansion', 'room-remodel': 'addition' })).toEqual(['start', 'room-remodel', 'room-size', 'remodel-size-addition', ...PROPERTY]);
  });

  it('ignores a stale answer from a branch the user left', () => {
    expect(walk(kitchen, { start: 'addition', 'room-types': ['cabinets'] })).toEqual(['start', 'remodel-size', ...PROPERTY]);
  });

  it('roof: flat goes to roof-garage-size, house-story, roof-area and tear-off; low, medium and steep add roof-style first', () => {
    expect(walk('Roofing-Cost-Estimator', { start: 'flat' })).toEqual(['start', 'roof-garage-size', 'house-story', 'roof-area', 'roof-tear-off', ...PROPERTY]);
    for (const pitch of ['low', 'medium', 'steep']) {
      expect(walk('Roofing-Cost-Estimator', { start: pitch })).toEqual(['start', 'roof-style', 'roof-garage-size', 'house-story', 'roof-area', 'roof-tear-off', ...PROPERTY]);
    }
  });

  it('air conditioning: central goes to size; wall goes to no-of-rooms then size', () => {
    expect(walk('Air-Conditioning-Installation', { start: 'central' })).toEqual(['start', 'size', ...PROPERTY]);
    expect(walk('Air-Conditioning-Replacement', { start: 'wall' })).toEqual(['start', 'no-of-rooms', 'size', ...PROPERTY]);
  });

  it('furnace: forced air goes to forced-air then size; radiant heating to radiant-heat then size', () => {
    expect(walk('Furnace-Replacement', { start: 'forced-air' })).toEqual(['start', 'forced-air', 'size', ...PROPERTY]);
    expect(walk('Furnace-Replacement', { start: 'radiant-heat' })).toEqual(['start', 'radiant-heat', 'size', ...PROPERTY]);
  });

  it('garage adds project-scope and garage-size; home gym gym-settings; popcorn ceiling project-scope; lighting also other-room-size', () => {
    expect(walk('Garage-Remodel-Cost', {})).toEqual(['project-scope', 'garage-size', ...PROPERTY]);
    expect(walk('Home-Gym-Cost', {})).toEqual(['gym-settings', ...PROPERTY]);
    expect(walk('Remove-Popcorn-Ceiling', {})).toEqual(['project-scope', ...PROPERTY]);
    expect(walk('Install-Recessed-Lighting', {})).toEqual(['project-scope', 'other-room-size', ...PROPERTY]);
  });

  it('installation-type slugs follow their own flow; windows, doors and decks add their materials and sizes', () => {
    for (const slug of ['Interior-Door-Installation', 'Flooring-Installation']) {
      expect(estimatorFamilyOf(slug)).toBe('installation');
      expect(walk(slug, {})).toEqual(['project-scope', ...PROPERTY]);
    }
    expect(estimatorFamilyOf('Garage-Door-Installation')).toBe('installation');
    expect(walk('Garage-Door-Installation', {})).toEqual(['project-scope', 'garage-door-size', ...PROPERTY]);
    expect(walk('Exterior-Door-Installation-Cost', {})).toEqual(['project-scope', 'door-material', ...PROPERTY]);
    expect(walk('Window-Installation-Cost', {})).toEqual(['project-scope', 'window-material', 'window-size', 'dual-pane', ...PROPERTY]);
    expect(walk('Window-Replacement', {})).toEqual(['project-scope', 'window-material', 'window-size', 'dual-pane', ...PROPERTY]);
    expect(walk('Installing-Deck', {})).toEqual(['project-scope', 'deck-material', ...PROPERTY]);
  });

  it('Back retraces Next, and the first step has no previous one', () => {
    const answers = { start: 'expansion', 'room-remodel': 'addition' };
    const steps = walk(kitchen, answers);
    for (let i = steps.length - 1; i > 0; i -= 1) {
      expect(previousEstimatorStep(kitchen, answers, steps[i] as never)).toBe(steps[i - 1]);
    }
    expect(previousEstimatorStep(kitchen, answers, 'start')).toBeNull();
  });

  it('each step is a URL /{project_url}/{sub_path}; the first choice is the project page itself', () => {
    expect(estimatorStepPath(kitchen, 'start')).toBe('/Kitchen-Renovation-Cost');
    expect(estimatorStepPath(kitchen, 'room-types')).toBe('/Kitchen-Renovation-Cost/room-types');
  });

  it('every project slug has a complete flow whose default answers are valid', () => {
    for (const { slug } of ESTIMATOR_PROJECTS) {
      const answers = defaultEstimatorAnswers(slug);
      expect(estimatorAnswersError(slug, answers)).toBeNull();
      for (const id of estimatorFlow(slug, answers)) expect(stepDefinitionFor(slug, id).question.length).toBeGreaterThan(5);
    }
  });

  it('rejects out-of-range numbers and unknown choices with a clear message', () => {
    const answers = defaultEstimatorAnswers(kitchen, { 'home-size': -5 });
    expect(estimatorAnswersError(kitchen, answers)).toEqual({ step: 'home-size', message: 'Please enter a number from 300 to 20,000 sq ft.' });
    expect(estimatorAnswersError(kitchen, defaultEstimatorAnswers(kitchen, { start: 'teleport' }))).toEqual({ step: 'start', message: 'Please choose one of the options.' });
    expect(estimatorAnswersError(kitchen, defaultEstimatorAnswers(kitchen, { 'property-address': { state: 'ZZ' } }))?.message).toBe('Please choose a state.');
  });
});
