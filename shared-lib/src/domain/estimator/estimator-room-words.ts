import type { EstimatorStepId, StepDefinition, StepOption } from './estimator-steps';

/** The kind of room a room project works on: it sets the items offered, their words and their prices. */
export type RoomKind = 'kitchen' | 'bath' | 'living';

// An in-law suite is priced as a kitchen: it has its own kitchenette (and a bath) like a small home.
const KITCHEN_ROOMS = ['Kitchen-Renovation-Cost', 'Guest-House-Kitchen-Remodel', 'In-Law-Suite-Additions'];
const BATH_ROOMS = ['Master-Bathroom-Remodel-Cost', 'Bathroom-Renovation-Cost', 'Half-Bath-Remodel'];

/** The room kind of a room project slug (every other room is a dry living space). */
export function roomKindOf(slug: string): RoomKind {
  if (KITCHEN_ROOMS.includes(slug)) return 'kitchen';
  return BATH_ROOMS.includes(slug) ? 'bath' : 'living';
}

/** A room's own words for the renovation steps: the items it has, its cabinets, their length and its layouts. */
interface RoomWords {
  items: readonly StepOption[];
  /** What a typical renovation of the room updates: the items a user starts from. */
  defaultItems: readonly string[];
  cabinets: Pick<StepDefinition, 'question'> & { options: readonly StepOption[] };
  cabinetLength: { question: string; help: string };
  layouts: readonly StepOption[];
}

const LIGHTING = { value: 'lighting', label: 'Lighting and electrical' };
const WALLS = { value: 'walls', label: 'Walls, ceiling and paint' };

/**
 * The item values are the same in every room (the cost model prices each per room kind); a room
 * offers only the items it has, named as that room's owner would name them.
 */
export const ROOM_WORDS: Readonly<Record<RoomKind, RoomWords>> = {
  kitchen: {
    items: [
      { value: 'cabinets', label: 'Cabinets' },
      { value: 'countertops', label: 'Countertops' },
      { value: 'appliances', label: 'Appliances', description: 'Range, refrigerator, dishwasher and hood' },
      { value: 'flooring', label: 'Flooring' },
      { value: 'fixtures', label: 'Sink and faucet' },
      LIGHTING,
      WALLS,
    ],
    defaultItems: ['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'lighting', 'walls'],
    cabinets: {
      question: 'What will you do with the cabinets?',
      options: [
        { value: 'replace', label: 'Replace them', description: 'New cabinet boxes, doors and hardware' },
        { value: 'reface', label: 'Reface them', description: 'Keep the boxes; new doors, drawer fronts and veneer' },
      ],
    },
    cabinetLength: {
      question: 'How many linear feet of cabinets?',
      // Cost vs. Value's 200 sq ft kitchen has 30 linear ft of cabinets (data/REFERENCE.md): 0.15 ft per sq ft.
      help: 'Upper and lower runs together, plus any island. The number shown is about 0.15 linear ft per sq ft of kitchen; change it to yours.',
    },
    layouts: [
      { value: 'same', label: 'Keep the layout', description: 'Sink, range and appliances stay where they are' },
      { value: 'moved', label: 'Move things around', description: 'Plumbing, gas or walls are moved to a new layout' },
    ],
  },
  bath: {
    items: [
      { value: 'fixtures', label: 'Tub, shower, toilet and sink', description: 'With their faucets and valves' },
      { value: 'walls', label: 'Wall tile and paint', description: 'Tub or shower surround, wainscot, ceiling' },
      { value: 'flooring', label: 'Tile floor' },
      { value: 'cabinets', label: 'Vanity cabinet' },
      { value: 'countertops', label: 'Vanity top' },
      { value: 'lighting', label: 'Lighting, fan and outlets' },
    ],
    defaultItems: ['fixtures', 'walls', 'flooring', 'cabinets', 'countertops', 'lighting'],
    cabinets: {
      question: 'What will you do with the vanity?',
      options: [
        { value: 'replace', label: 'Replace it', description: 'A new vanity cabinet and hardware' },
        { value: 'reface', label: 'Refinish it', description: 'Keep the cabinet; new doors, drawer fronts and veneer' },
      ],
    },
    cabinetLength: {
      question: 'How wide is the vanity?',
      help: 'A single-sink vanity is 2 to 4 ft wide, a double 5 to 6 ft. The number shown is common for a bath this size; change it to yours.',
    },
    layouts: [
      { value: 'same', label: 'Keep the layout', description: 'Sink, toilet, tub and shower stay where they are' },
      { value: 'moved', label: 'Move fixtures', description: 'Plumbing or walls are moved to a new layout' },
      { value: 'universal', label: 'Make it accessible', description: 'Universal design: wider door, curbless shower, grab bars, comfort-height fixtures' },
    ],
  },
  living: {
    items: [{ value: 'flooring', label: 'Flooring' }, LIGHTING, WALLS, { value: 'cabinets', label: 'Built-in cabinets and shelves' }],
    // Built-ins are a choice, never assumed for a bedroom or living room.
    defaultItems: ['flooring', 'lighting', 'walls'],
    cabinets: {
      question: 'What will you do with the built-ins?',
      options: [
        { value: 'replace', label: 'Build new ones', description: 'New cabinets or shelving units' },
        { value: 'reface', label: 'Refresh them', description: 'Keep the boxes; new doors and veneer' },
      ],
    },
    cabinetLength: {
      question: 'How many linear feet of built-ins?',
      help: 'Built-in cabinets and shelves end to end. The number shown is a common wall unit; change it to yours.',
    },
    layouts: [],
  },
};

/** A renovation step in a room's own words, or undefined for a step every room asks alike. */
export function roomStepDefinition(slug: string, id: EstimatorStepId): StepDefinition | undefined {
  const words = ROOM_WORDS[roomKindOf(slug)];
  switch (id) {
    case 'room-types':
      return {
        id,
        question: 'What are you updating?',
        help: 'Choose everything that applies.',
        input: { kind: 'multi', options: words.items, defaultValue: words.defaultItems },
      };
    case 'room-cabinets':
      return { id, question: words.cabinets.question, input: { kind: 'choice', options: words.cabinets.options, defaultValue: 'replace' } };
    case 'cabinet-length':
      return { id, ...words.cabinetLength, input: { kind: 'number', unit: 'linear ft', min: 2, max: 150, defaultValue: 22 } };
    case 'room-layout':
      return words.layouts.length ? { id, question: 'Will the layout change?', input: { kind: 'choice', options: words.layouts, defaultValue: 'same' } } : undefined;
    default:
      return undefined;
  }
}
