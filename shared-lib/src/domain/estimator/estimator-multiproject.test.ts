import {
  multiprojectAnswersError,
  multiprojectEstimateRequest,
  multiprojectFlow,
  multiprojectStepPath,
  nextMultiprojectStep,
  parseMultiprojectPath,
  previousMultiprojectStep,
  type MultiprojectAnswers,
} from './estimator-multiproject';

const KITCHEN = 'Kitchen-Renovation-Cost';
const DECK = 'Installing-Deck';
const ROOF = 'Roofing-Cost-Estimator';

const state = (over: Partial<MultiprojectAnswers> = {}): MultiprojectAnswers => ({ projects: [KITCHEN, DECK], shared: {}, perProject: {}, ...over });
const names = (s: MultiprojectAnswers) => multiprojectFlow(s).map((step) => (step.project ? `${step.project}:${step.step}` : step.step));

describe('multiproject flow composition', () => {
  it('asks the property steps once and each project’s own steps in the order chosen', () => {
    const s = state({ perProject: { [KITCHEN]: { start: 'renovation', 'room-types': ['cabinets'] } } });
    expect(names(s)).toEqual([
      'property-address',
      'down-to-studs',
      `${KITCHEN}:start`,
      `${KITCHEN}:room-size`,
      `${KITCHEN}:room-types`,
      `${KITCHEN}:room-cabinets`,
      `${KITCHEN}:cabinet-length`,
      `${KITCHEN}:room-layout`,
      `${DECK}:project-scope`,
      `${DECK}:deck-material`,
      'home-size',
      'home-value',
      'home-age',
    ]);
  });

  it('skips down-to-studs without a room project, and follows each project’s branches', () => {
    const s = state({ projects: [ROOF, DECK], perProject: { [ROOF]: { start: 'flat' } } });
    expect(names(s)).toEqual([
      'property-address',
      `${ROOF}:start`,
      `${ROOF}:roof-garage-size`,
      `${ROOF}:house-story`,
      `${ROOF}:roof-area`,
      `${ROOF}:roof-tear-off`,
      `${DECK}:project-scope`,
      `${DECK}:deck-material`,
      'home-size',
      'home-value',
      'home-age',
    ]);
  });

  it('down to the studs raises a room renovation to every room type and skips that question', () => {
    const s = state({ shared: { 'down-to-studs': 'yes' }, perProject: { [KITCHEN]: { start: 'renovation' } } });
    expect(names(s)).not.toContain(`${KITCHEN}:room-types`);
    expect(names(s)).toContain(`${KITCHEN}:room-cabinets`);
    const kitchen = multiprojectEstimateRequest(s, 'midrange').projects[0]!;
    expect(kitchen.answers['room-types']).toEqual(['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'lighting', 'walls']);
  });

  it('gives each screen a URL (the n-th project as the numeric index) that parses back', () => {
    const s = state({ perProject: { [KITCHEN]: { start: 'renovation' } } });
    const paths = multiprojectFlow(s).map((step) => multiprojectStepPath('multiproject', s, step));
    expect(paths.slice(0, 4)).toEqual(['/multiproject/property-address', '/multiproject/down-to-studs', '/multiproject/project-type/1', '/multiproject/room-size/1']);
    expect(multiprojectStepPath('sell', s, { project: DECK, step: 'project-scope' })).toBe('/getting-house-ready-to-sell/project-scope/2');
    expect(parseMultiprojectPath(s, 'project-scope', '2')).toEqual({ project: DECK, step: 'project-scope' });
    expect(parseMultiprojectPath(s, 'project-type', '1')).toEqual({ project: KITCHEN, step: 'start' });
    expect(parseMultiprojectPath(s, 'home-size')).toEqual({ project: null, step: 'home-size' });
    expect(parseMultiprojectPath(s, 'project-scope', '3')).toBeNull();
  });

  it('moves next and back along the flow, and reports the first unanswered screen', () => {
    const s = state({ perProject: { [KITCHEN]: { start: 'addition' } } });
    expect(nextMultiprojectStep(s, { project: null, step: 'down-to-studs' })).toEqual({ project: KITCHEN, step: 'start' });
    expect(previousMultiprojectStep(s, { project: DECK, step: 'project-scope' })).toEqual({ project: KITCHEN, step: 'remodel-size' });
    expect(nextMultiprojectStep(s, { project: null, step: 'home-age' })).toBeNull();
    expect(multiprojectAnswersError(s)?.step).toEqual({ project: null, step: 'property-address' });
    const complete = state({
      shared: { 'property-address': { state: 'OH' }, 'down-to-studs': 'no', 'home-size': 1800, 'home-value': 300000, 'home-age': 1975 },
      perProject: { [KITCHEN]: { start: 'addition', 'remodel-size': 200 }, [DECK]: { 'project-scope': 300, 'deck-material': 'wood' } },
    });
    expect(multiprojectAnswersError(complete)).toBeNull();
    expect(multiprojectEstimateRequest(complete, 'basic').projects.map((p) => p.answers['home-size'])).toEqual([1800, 1800]);
  });
});
