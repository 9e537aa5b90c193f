import type { EstimatorAnswers, StepDefinition } from './estimator-steps';

/**
 * The room-addition steps: which room the addition holds (room-addition-landing), its size
 * (other-room-addition-size, whose path carries the room's numeric id) and what is finished inside
 * (interior-types); and the size taken in from existing space when a room is enlarged among
 * several projects (room-size-addition).
 */

/** The rooms an addition can hold, by the numeric id their step paths carry. */
export const ROOM_ADDITION_ROOMS = [
  { id: 4, value: '4', label: 'Full bathroom' },
  { id: 5, value: '5', label: 'Kitchen' },
  { id: 2, value: '2', label: 'Bedroom' },
  { id: 187, value: '187', label: 'Other rooms' },
  { id: 38, value: '38', label: 'Garage' },
] as const;

/** The project whose addition branch asks which room to add. */
export const ROOM_ADDITION_PROJECT = 'Room-Addition-Cost-Calculator';

/** Rooms finished inside (a garage is a shell with a slab, so it skips interior-types). */
export const FINISHED_ADDITION_ROOMS: readonly string[] = ROOM_ADDITION_ROOMS.filter((r) => r.id !== 38).map((r) => r.value);

/** The numeric id of the room chosen for the addition, or undefined before the choice. */
export function roomAdditionId(answers: EstimatorAnswers): number | undefined {
  const room = ROOM_ADDITION_ROOMS.find((r) => r.value === answers['room-addition-landing']);
  return room?.id;
}

const INTERIOR_OPTIONS = [
  { value: 'flooring', label: 'Flooring' },
  { value: 'lighting', label: 'Lighting and electrical' },
  { value: 'walls', label: 'Drywall and paint' },
  { value: 'fixtures', label: 'Plumbing fixtures', description: 'Only rooms with water: a bathroom or kitchen' },
  { value: 'cabinets', label: 'Cabinets' },
  { value: 'countertops', label: 'Countertops' },
];

/** The definitions of the room-addition steps. */
export const ROOM_ADDITION_STEPS: Readonly<Record<'room-addition-landing' | 'other-room-addition-size' | 'interior-types' | 'room-size-addition', StepDefinition>> = {
  'room-addition-landing': {
    id: 'room-addition-landing',
    question: 'Which room will the addition hold?',
    input: {
      kind: 'choice',
      defaultValue: '187',
      options: ROOM_ADDITION_ROOMS.map((r) => ({ value: r.value, label: r.label })),
    },
  },
  'other-room-addition-size': {
    id: 'other-room-addition-size',
    question: 'How many square feet will the new room be?',
    input: { kind: 'number', unit: 'sq ft', min: 20, max: 3000, defaultValue: 250 },
  },
  'interior-types': {
    id: 'interior-types',
    question: 'What will be finished inside?',
    help: 'Choose everything the new room gets.',
    input: { kind: 'multi', options: INTERIOR_OPTIONS, defaultValue: ['flooring', 'lighting', 'walls'] },
  },
  'room-size-addition': {
    id: 'room-size-addition',
    question: 'How many square feet of existing space will the room take in?',
    help: 'A closet, hallway or part of the next room.',
    input: { kind: 'number', unit: 'sq ft', min: 10, max: 1500, defaultValue: 60 },
  },
};
