import {
  defaultEstimatorAnswers,
  estimatorFamilyOf,
  estimatorFlow,
  ESTIMATOR_PROJECTS,
  roomKindOf,
  stepDefinitionFor,
  type EstimatorAnswers,
  type FinishLevel,
  type RoomKind,
} from '@homeworth/shared-lib/domain';
import { ROOMS } from './cost-tables';
import { estimateProject } from './project-cost.service';
import { recoupMatch } from './recoup-mapping';

// Every room project asks its renovation questions in its own words: a bath never offers appliances or
// speaks of a kitchen, a bedroom never of vanities. And a typical scope of a room that Cost vs. Value
// publishes (kitchens, full baths, a basement) always gets a return.

const HOME: EstimatorAnswers = { 'property-address': { state: 'US' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };
const ROOM_SLUGS = ESTIMATOR_PROJECTS.map((p) => p.slug).filter((slug) => estimatorFamilyOf(slug) === 'room');

/** Words that belong to another kind of room. */
const FOREIGN: Readonly<Record<RoomKind, RegExp>> = {
  kitchen: /\b(bath|bathroom|toilet|tub|shower|vanity|bedroom)\b/i,
  bath: /\b(kitchen|appliances?|range|refrigerator|dishwasher|island|countertops?|bedroom)\b/i,
  living: /\b(kitchen|bath|bathroom|toilet|tub|shower|vanity|appliances?|countertops?|island|sink)\b/i,
};

/** Every word a renovation shows: each room step's question, help and options, with the suggested numbers filled in. */
function renovationWords(slug: string): string {
  const answers = defaultEstimatorAnswers(slug, { ...HOME, start: 'renovation' });
  const everyItem = stepDefinitionFor(slug, 'room-types').input;
  const withCabinets = { ...answers, 'room-types': everyItem.kind === 'multi' ? everyItem.options.map((o) => o.value) : [] };
  return estimatorFlow(slug, withCabinets)
    .filter((id) => id.startsWith('room-') || id === 'cabinet-length')
    .map((id) => {
      const { question, help, input } = stepDefinitionFor(slug, id, withCabinets);
      const options = 'options' in input ? input.options.map((o) => `${o.label} ${o.description ?? ''}`) : [];
      return [question, help ?? '', ...options].join(' ');
    })
    .join(' ');
}

describe('room projects speak of their own room', () => {
  it.each(ROOM_SLUGS)('%s: the items, cabinets, cabinet length and layout steps name only that room’s things', (slug) => {
    const kind = roomKindOf(slug);
    expect(ROOMS[slug]?.kind).toBe(kind);
    const words = renovationWords(slug);
    expect(words).not.toMatch(FOREIGN[kind]);
  });

  it('the bathroom offers its fixtures, tile, vanity and lights, never kitchen items, and hints a vanity width', () => {
    const items = stepDefinitionFor('Bathroom-Renovation-Cost', 'room-types').input;
    expect(items.kind === 'multi' && items.options.map((o) => o.label)).toEqual([
      'Tub, shower, toilet and sink',
      'Wall tile and paint',
      'Tile floor',
      'Vanity cabinet',
      'Vanity top',
      'Lighting, fan and outlets',
    ]);
    const length = stepDefinitionFor('Bathroom-Renovation-Cost', 'cabinet-length', HOME);
    expect(length.question).toBe('How wide is the vanity?');
    expect(length.help).not.toMatch(/kitchen|0\.15/);
    expect(stepDefinitionFor('Kitchen-Renovation-Cost', 'cabinet-length', HOME).help).toMatch(/0\.15 linear ft per sq ft of kitchen/);
  });

  it.each(ROOM_SLUGS)('%s: the finish levels and the "Based on" line of an estimate with every item name only that room’s things', (slug) => {
    const items = stepDefinitionFor(slug, 'room-types').input;
    const answers = defaultEstimatorAnswers(slug, { ...HOME, start: 'renovation', 'room-types': items.kind === 'multi' ? items.options.map((o) => o.value) : [] });
    const result = estimateProject({ project: slug, finishLevel: 'midrange', answers });
    const words = [result.quantity, ...result.finishLevels.map((f) => f.description)].join(' ');
    expect(words).not.toMatch(FOREIGN[roomKindOf(slug)]);
  });

  it('a bathroom with appliances from an old plan is refused as an option the room does not show', () => {
    const answers = defaultEstimatorAnswers('Bathroom-Renovation-Cost', { ...HOME, start: 'renovation', 'room-types': ['fixtures', 'appliances'] });
    expect(() => estimateProject({ project: 'Bathroom-Renovation-Cost', finishLevel: 'midrange', answers })).toThrow();
  });
});

// Rooms Cost vs. Value publishes a project for (data/REFERENCE.md): kitchens, full baths and basements.
const PUBLISHED_ROOMS = ['Kitchen-Renovation-Cost', 'Guest-House-Kitchen-Remodel', 'Master-Bathroom-Remodel-Cost', 'Bathroom-Renovation-Cost', 'Basement-Remodel-Cost'];
const FINISHES: readonly FinishLevel[] = ['basic', 'midrange', 'upscale'];

describe('a typical scope gets a return', () => {
  it.each(PUBLISHED_ROOMS.flatMap((slug) => FINISHES.map((finish) => [slug, finish] as const)))('%s at %s finish, default answers', (slug, finish) => {
    const answers = defaultEstimatorAnswers(slug, { ...HOME, start: 'renovation' });
    expect(recoupMatch(slug, finish, answers).project).not.toBeNull();
  });

  it.each(['Master-Bathroom-Remodel-Cost', 'Bathroom-Renovation-Cost'])('%s without the vanity or its top, at any size, follows the midrange bath', (slug) => {
    for (const size of [40, 60, 90, 160]) {
      const answers = { start: 'renovation', 'room-size': size, 'room-types': ['fixtures', 'walls', 'flooring', 'lighting'], 'room-layout': 'same' };
      expect(recoupMatch(slug, 'midrange', answers).project?.line).toBe('Bath remodel, midrange');
    }
  });

  it('the bathroom result shows a return of about 80% for the typical scope', () => {
    const answers = defaultEstimatorAnswers('Bathroom-Renovation-Cost', { ...HOME, start: 'renovation', 'room-types': ['fixtures', 'walls', 'flooring', 'lighting'] });
    const result = estimateProject({ project: 'Bathroom-Renovation-Cost', finishLevel: 'midrange', answers });
    expect(result.roi?.recoupRate).toBe(0.8);
  });
});
