import { defaultEstimatorAnswers, ESTIMATOR_PROJECTS, LINE_ITEM_KINDS, type EstimatorAnswers, type FinishLevel } from '@homeworth/shared-lib/domain';
import { estimateProject } from './project-cost.service';
import { projectScopeOf } from './project-scope';

// A typical national home: 2,000 sq ft, two stories, two-car garage, national price level.
const HOME: EstimatorAnswers = { 'property-address': { state: 'US' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };

function estimate(project: string, answers: EstimatorAnswers = {}, finishLevel: FinishLevel = 'midrange') {
  return estimateProject({ project, finishLevel, answers: defaultEstimatorAnswers(project, { ...HOME, ...answers }) });
}

function total(project: string, answers: EstimatorAnswers = {}, finishLevel: FinishLevel = 'midrange') {
  return estimate(project, answers, finishLevel).totalEstimatedProjectCost;
}

// Cost guides (Angi/HomeAdvisor, Fixr, HomeGuide) average the smaller jobs people usually buy; each
// row gives the scope such a guide describes, and the estimate must fall inside the guide's range.
const GUIDE_KITCHEN = {
  start: 'renovation',
  'room-size': 150,
  'room-types': ['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'walls'],
  'room-cabinets': 'reface',
  'cabinet-length': 22,
  'room-layout': 'same',
};
const GUIDE_BATH = {
  start: 'renovation',
  'room-size': 40,
  'room-types': ['cabinets', 'countertops', 'fixtures', 'flooring'],
  'room-cabinets': 'replace',
  'cabinet-length': 4,
  'room-layout': 'same',
};

describe('cost model: the scope a cost guide describes falls inside the REFERENCE.md cost-guide range', () => {
  it.each([
    [
      'Kitchen remodel, $14,551 to $40,541: 150 sq ft, cabinets refaced, counters, appliances, floor, sink, paint',
      'Kitchen-Renovation-Cost',
      GUIDE_KITCHEN,
      'midrange',
      14551,
      40541,
    ],
    ['Bathroom remodel, $6,152 to $16,615: 40 sq ft, new vanity and top, fixtures and floor, same layout', 'Bathroom-Renovation-Cost', GUIDE_BATH, 'midrange', 6152, 16615],
    [
      'Roof replacement (asphalt), job $5,867 to $13,209: 1,200 sq ft tear-off',
      'Roofing-Cost-Estimator',
      { start: 'medium', 'roof-style': 'asphalt', 'roof-area': 1200, 'roof-tear-off': 'tear-off' },
      'midrange',
      5867,
      13209,
    ],
    ['Garage door replacement, $750 to $1,650: one standard single door', 'Garage-Door-Replacement', { 'project-scope': 1, 'garage-door-size': 'single' }, 'basic', 750, 1650],
    ['Furnace replacement, $2,800 to $6,758', 'Furnace-Replacement', { start: 'forced-air', 'forced-air': 'gas' }, 'midrange', 2800, 6758],
    ['Central air conditioning, $2,650 to $15,000', 'Air-Conditioning-Installation', { start: 'central' }, 'midrange', 2650, 15000],
    ['Water heater, tank $600 to $3,100', 'Hot-Water-Heater-Replacement', { 'project-scope': 'tank' }, 'midrange', 600, 3100],
    ['Water heater, tankless $1,400 to $5,600', 'Hot-Water-Heater-Replacement', { 'project-scope': 'tankless' }, 'midrange', 1400, 5600],
    ['Electrical panel upgrade 200 A, $1,200 to $4,000', 'Electrical-Panel-Upgrade', { 'project-scope': '200' }, 'midrange', 1200, 4000],
  ] as const)('%s', (_name, project, answers, finishLevel, low, high) => {
    const cost = total(project, answers as EstimatorAnswers, finishLevel);
    expect(cost).toBeGreaterThanOrEqual(low);
    expect(cost).toBeLessThanOrEqual(high);
  });

  it.each([
    ['Window replacement, $180 to $2,100 per window', 'Window-Replacement', { 'project-scope': 8 }, 8, 180, 2100],
    ['Hardwood flooring, $6 to $11 per sq ft', 'Flooring-Replacement', { 'project-scope': 500 }, 500, 6, 11],
    ['Interior painting, $2 to $6 per sq ft', 'Interior-Painting', { 'project-scope': 'walls' }, 2000, 2, 6],
    ['Exterior painting, $0.50 to $3.50 per sq ft', 'Exterior-Painting', { 'project-scope': 'walls' }, 2000, 0.5, 3.5],
    ['Popcorn ceiling removal, $1 to $4 per sq ft', 'Remove-Popcorn-Ceiling', { 'project-scope': 'whole-home' }, 2000, 1, 4],
    ['Recessed lighting, $176 to $328 per light', 'Install-Recessed-Lighting', { 'project-scope': 'existing', 'other-room-size': 252 }, 7, 176, 328],
    ['Roof replacement (asphalt), $4 to $11 per sq ft of roof', 'Roofing-Cost-Estimator', { start: 'medium', 'roof-style': 'asphalt' }, 1610, 4, 11],
  ] as const)('%s', (_name, project, answers, units, low, high) => {
    const perUnit = total(project, answers) / units;
    expect(perUnit).toBeGreaterThanOrEqual(low);
    expect(perUnit).toBeLessThanOrEqual(high);
  });

  it('upscale hardwood stays inside the high-end range ($12 to $23 per sq ft)', () => {
    const perSqFt = total('Flooring-Replacement', { 'project-scope': 500 }, 'upscale') / 500;
    expect(perSqFt).toBeGreaterThanOrEqual(12);
    expect(perSqFt).toBeLessThanOrEqual(23);
  });
});

describe('cost model: quantities, finish levels, region, line items, range', () => {
  it('prices every project slug with default answers, with line items in bill order that add up to the total', () => {
    for (const { slug } of ESTIMATOR_PROJECTS) {
      const result = estimate(slug);
      const kinds = result.lineItems.map((l) => l.kind);
      expect(kinds).toEqual(LINE_ITEM_KINDS.filter((kind) => kinds.includes(kind)));
      expect(kinds).toEqual(expect.arrayContaining(['materials', 'labour', 'contingency']));
      expect(result.lineItems.every((l) => l.amount > 0)).toBe(true);
      expect(result.lineItems.reduce((sum, l) => sum + l.amount, 0)).toBe(result.totalEstimatedProjectCost);
      expect(result.totalEstimatedProjectCost).toBeGreaterThan(0);
      expect(result.range.low).toBeLessThan(result.totalEstimatedProjectCost);
      expect(result.range.high).toBeGreaterThan(result.totalEstimatedProjectCost);
      expect(result.excludes.length).toBeGreaterThan(2);
    }
  });

  it('basic costs less than midrange, which costs less than upscale', () => {
    const [basic, mid, upscale] = (['basic', 'midrange', 'upscale'] as const).map((level) => total('Kitchen-Renovation-Cost', {}, level));
    expect(basic).toBeLessThan(mid!);
    expect(upscale).toBeGreaterThan(mid! * 1.4);
  });

  it('scales with quantities from the answers: more windows, a larger home, fewer elements', () => {
    expect(total('Window-Replacement', { 'project-scope': 10 })).toBeGreaterThan(total('Window-Replacement', { 'project-scope': 5 }));
    expect(total('Kitchen-Renovation-Cost', { 'home-size': 3500 })).toBeGreaterThan(total('Kitchen-Renovation-Cost', { 'home-size': 1200 }));
    expect(total('Kitchen-Renovation-Cost', { 'room-types': ['flooring'] })).toBeLessThan(total('Kitchen-Renovation-Cost') / 5);
    expect(total('Kitchen-Renovation-Cost', { 'room-cabinets': 'reface' })).toBeLessThan(total('Kitchen-Renovation-Cost'));
  });

  it('prices no built-in cabinets or counters in a new or enlarged living room that nobody chose', () => {
    const partsOf = (answers: EstimatorAnswers) =>
      projectScopeOf('Family-Room-Additions', defaultEstimatorAnswers('Family-Room-Additions', { ...HOME, ...answers })).parts.map((p) => p.name);
    for (const answers of [
      { start: 'expansion', 'room-remodel': 'existing', 'remodel-size': 250 },
      { start: 'expansion', 'room-remodel': 'addition', 'room-size': 200, 'remodel-size-addition': 100 },
      { start: 'addition', 'remodel-size': 250 },
    ]) {
      expect(partsOf(answers)).toEqual(expect.arrayContaining(['flooring', 'lighting', 'walls']));
      expect(partsOf(answers)).not.toEqual(expect.arrayContaining(['cabinets']));
      expect(partsOf(answers)).not.toEqual(expect.arrayContaining(['countertops']));
    }
  });

  it('names the doors it prices in plain English, one or several', () => {
    expect(estimate('Entry-Door-Installation', { 'project-scope': 2, 'door-material': 'grand-entrance' }).quantity).toBe('2 fiberglass doors with sidelights');
    expect(estimate('Entry-Door-Installation', { 'project-scope': 1, 'door-material': 'steel' }).quantity).toBe('1 steel door');
  });

  it('suggests the room size from the home size (the answer the room-size step shows), and prices the size given', () => {
    expect(estimate('Kitchen-Renovation-Cost', { 'home-size': 1200 }).quantity).toMatch(/^100 sq ft kitchen/);
    expect(estimate('Kitchen-Renovation-Cost', { 'home-size': 2000 }).quantity).toMatch(/^150 sq ft kitchen, 23 linear ft of cabinets replaced/);
    expect(estimate('Kitchen-Renovation-Cost', { 'home-size': 4000 }).sizeCategory).toBe('large');
    expect(total('Kitchen-Renovation-Cost', { 'room-size': 300, 'cabinet-length': 40 })).toBeGreaterThan(
      total('Kitchen-Renovation-Cost', { 'room-size': 100, 'cabinet-length': 15 }) * 2,
    );
  });

  it('prices a 100 sq ft primary bath as its size, not as the 35 sq ft midrange job', () => {
    const bath = (size: number, vanity: number) => total('Master-Bathroom-Remodel-Cost', { 'room-size': size, 'cabinet-length': vanity, 'room-layout': 'same' });
    expect(bath(100, 6)).toBeGreaterThan(bath(35, 4) * 1.4);
  });

  it('prices the materials the user picks: wood windows over vinyl, composite decks over wood, metal roofs over asphalt', () => {
    expect(total('Window-Replacement', { 'window-material': 'wood' })).toBeGreaterThan(total('Window-Replacement', { 'window-material': 'vinyl' }));
    expect(total('Installing-Deck', { 'deck-material': 'composite' })).toBeGreaterThan(total('Installing-Deck', { 'deck-material': 'wood' }));
    expect(total('Roofing-Cost-Estimator', { 'roof-style': 'metal' })).toBeGreaterThan(total('Roofing-Cost-Estimator', { 'roof-style': 'asphalt' }));
    expect(total('Roofing-Cost-Estimator', { 'roof-tear-off': 'overlay' })).toBeLessThan(total('Roofing-Cost-Estimator', { 'roof-tear-off': 'tear-off' }));
    expect(total('Basement-Remodel-Cost', { 'basement-finish': 'bare' })).toBeGreaterThan(total('Basement-Remodel-Cost', { 'basement-finish': 'finished' }));
  });

  it('applies the BEA regional price parity of the state (California 112.6, Mississippi 87.3)', () => {
    const national = total('Bathroom-Renovation-Cost');
    const california = estimate('Bathroom-Renovation-Cost', { 'property-address': { state: 'CA' } });
    expect(california.region).toMatchObject({ state: 'CA', name: 'California', index: 112.6 });
    expect(california.totalEstimatedProjectCost / national).toBeCloseTo(1.126, 2);
    expect(total('Bathroom-Renovation-Cost', { 'property-address': { state: 'MS' } }) / national).toBeCloseTo(0.873, 2);
  });

  it('adds opening a wall and moving fixtures when a room expands into existing space', () => {
    const expanded = estimate('Kitchen-Renovation-Cost', { start: 'expansion', 'room-remodel': 'existing', 'remodel-size': 150 });
    const renovated = estimate('Kitchen-Renovation-Cost', { 'room-size': 150 });
    const demolition = (r: typeof renovated) => r.lineItems.find((l) => l.kind === 'demolition')!.amount;
    // The wall's tear-out ($1,500) and the old plumbing and wiring taken out ($500).
    expect(demolition(expanded) - demolition(renovated)).toBeGreaterThanOrEqual(2000);
    expect(expanded.lineItems.find((l) => l.kind === 'design')!.amount).toBeGreaterThan(renovated.lineItems.find((l) => l.kind === 'design')!.amount);
  });
});
