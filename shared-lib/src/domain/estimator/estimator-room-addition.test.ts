import { estimatorAnswersError, estimatorFlow, estimatorStepPath, nextEstimatorStep, stepDefinitionFor } from './estimator-step-flows';
import { ESTIMATOR_STEP_IDS, type EstimatorAnswers } from './estimator-steps';
import { multiprojectFlow, multiprojectEstimateRequest, multiprojectStepPath, type MultiprojectAnswers } from './estimator-multiproject';
import { ROOM_ADDITION_ROOMS } from './estimator-room-addition';
import { suggestedAnswer } from './estimator-scope-suggestions';

const PROPERTY = ['property-address', 'home-size', 'home-value', 'home-age'];
const ADDITION = 'Room-Addition-Cost-Calculator';

describe('room-addition steps and their numeric ids', () => {
  it('knows the step ids of the spec', () => {
    for (const id of ['room-size-addition', 'interior-types', 'room-addition-landing', 'other-room-addition-size']) expect(ESTIMATOR_STEP_IDS).toContain(id);
  });

  it('offers the rooms with the numeric ids 4 full bathroom, 5 kitchen, 2 bedroom, 187 other rooms, 38 garage', () => {
    expect(ROOM_ADDITION_ROOMS.map((r) => [r.id, r.label])).toEqual([
      [4, 'Full bathroom'],
      [5, 'Kitchen'],
      [2, 'Bedroom'],
      [187, 'Other rooms'],
      [38, 'Garage'],
    ]);
  });

  it('a room addition asks which room, its size (path with the room id) and the interior; a garage skips the interior', () => {
    const kitchen: EstimatorAnswers = { start: 'addition', 'room-addition-landing': '5' };
    expect(estimatorFlow(ADDITION, kitchen)).toEqual(['start', 'room-addition-landing', 'other-room-addition-size', 'interior-types', ...PROPERTY]);
    expect(estimatorStepPath(ADDITION, 'other-room-addition-size', kitchen)).toBe('/Room-Addition-Cost-Calculator/other-room-addition-size/5');
    expect(estimatorFlow(ADDITION, { start: 'addition', 'room-addition-landing': '38' })).toEqual(['start', 'room-addition-landing', 'other-room-addition-size', ...PROPERTY]);
    expect(estimatorStepPath(ADDITION, 'other-room-addition-size', { 'room-addition-landing': '187' })).toMatch(/other-room-addition-size\/187$/);
  });

  it('the size and interior start from the room chosen', () => {
    const bath: EstimatorAnswers = { start: 'addition', 'room-addition-landing': '4' };
    expect(stepDefinitionFor(ADDITION, 'other-room-addition-size', bath).input.defaultValue).toBe(60);
    expect(stepDefinitionFor(ADDITION, 'interior-types', bath).input.defaultValue).toContain('fixtures');
    // Sized as the room's own renovation suggests for the home; a garage for two cars.
    expect(suggestedAnswer(ADDITION, 'other-room-addition-size', { 'room-addition-landing': '5', 'home-size': 3500 })).toBe(250);
    expect(suggestedAnswer(ADDITION, 'other-room-addition-size', { 'room-addition-landing': '38' })).toBe(440);
  });

  it('other rooms keep the plain addition size step', () => {
    expect(estimatorFlow('Family-Room-Additions', { start: 'addition' })).toEqual(['start', 'remodel-size', ...PROPERTY]);
  });

  it('steps without an index keep the plain path', () => {
    expect(estimatorStepPath('Kitchen-Renovation-Cost', 'room-size', {})).toBe('/Kitchen-Renovation-Cost/room-size');
  });
});

describe('multi mode: a room among several projects', () => {
  const existing: EstimatorAnswers = { start: 'expansion', 'room-remodel': 'existing' };

  it('alone, enlarging into existing space asks the finished size', () => {
    expect(estimatorFlow('Kitchen-Renovation-Cost', existing)).toEqual(['start', 'room-remodel', 'remodel-size', ...PROPERTY]);
  });

  it('in multi mode, existing leads to room-size and then the space taken in (room-size-addition)', () => {
    expect(estimatorFlow('Kitchen-Renovation-Cost', existing, 'multi')).toEqual(['start', 'room-remodel', 'room-size', 'room-size-addition', ...PROPERTY]);
    expect(nextEstimatorStep('Kitchen-Renovation-Cost', existing, 'room-remodel')).toBe('remodel-size');
  });

  it('the combined flow walks the multi-mode branch with each project numbered', () => {
    const state: MultiprojectAnswers = {
      projects: ['Kitchen-Renovation-Cost', 'Bathroom-Renovation-Cost'],
      shared: {},
      perProject: { 'Kitchen-Renovation-Cost': existing },
    };
    const kitchen = multiprojectFlow(state)
      .filter((s) => s.project === 'Kitchen-Renovation-Cost')
      .map((s) => s.step);
    expect(kitchen).toEqual(['start', 'room-remodel', 'room-size', 'room-size-addition']);
    expect(multiprojectStepPath('multiproject', state, { project: 'Kitchen-Renovation-Cost', step: 'room-size-addition' })).toBe('/multiproject/room-size-addition/1');
  });

  it('multi-mode answers are complete in multi mode and not alone', () => {
    const answers: EstimatorAnswers = {
      ...existing,
      'room-size': 150,
      'room-size-addition': 40,
      'property-address': { state: 'US' },
      'home-size': 2000,
      'home-value': 400000,
      'home-age': 1990,
    };
    expect(estimatorAnswersError('Kitchen-Renovation-Cost', answers, 'multi')).toBeNull();
    expect(estimatorAnswersError('Kitchen-Renovation-Cost', answers)?.step).toBe('remodel-size');
  });
});

describe('the multiproject email step', () => {
  const base: MultiprojectAnswers = { projects: ['Window-Replacement'], shared: {}, perProject: {} };

  it('asks a guest for an email after the home value and before the home age', () => {
    const shared = multiprojectFlow({ ...base, guest: true })
      .filter((s) => s.project === null)
      .map((s) => s.step);
    expect(shared).toEqual(['property-address', 'home-size', 'home-value', 'email', 'home-age']);
    expect(multiprojectStepPath('multiproject', base, { project: null, step: 'email' })).toBe('/multiproject/email');
  });

  it('does not ask an account holder', () => {
    expect(multiprojectFlow(base).some((s) => s.step === 'email')).toBe(false);
  });

  it('sends the guest email with the estimate request', () => {
    const state: MultiprojectAnswers = { ...base, guest: true, shared: { email: 'guest@example.com' } };
    expect(multiprojectEstimateRequest(state, 'midrange').email).toBe('guest@example.com');
    expect(multiprojectEstimateRequest({ ...state, guest: false }, 'midrange').email).toBeUndefined();
  });
});
