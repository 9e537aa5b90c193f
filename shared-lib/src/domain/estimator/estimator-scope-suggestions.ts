import type { EstimatorAnswers, EstimatorStepId } from './estimator-steps';
import { roomKindOf } from './estimator-room-words';

/** Size category of a room by the home's finished area (the spec's "project type size categories"). */
export type SizeCategory = 'small' | 'medium' | 'large';

/** Homes under 1,500 sq ft get small rooms, under 3,000 medium, else large (U.S. Census median new home is about 2,200 sq ft). */
export function sizeCategoryOf(homeSize: number): SizeCategory {
  if (homeSize < 1500) return 'small';
  return homeSize < 3000 ? 'medium' : 'large';
}

/**
 * Typical room sizes by size category: the suggestion the room-size step shows (the user
 * can change it). Kitchens: NKBA/NAHB typical 100-250 sq ft (Cost vs. Value's kitchen is
 * 200); baths: 5x7 ft hall bath to a 100+ sq ft primary bath; other rooms: common plan sizes.
 */
export const SUGGESTED_ROOM_SIZES: Readonly<Record<string, Readonly<Record<SizeCategory, number>>>> = {
  'Kitchen-Renovation-Cost': { small: 100, medium: 150, large: 250 },
  'Guest-House-Kitchen-Remodel': { small: 80, medium: 120, large: 180 },
  'Master-Bathroom-Remodel-Cost': { small: 70, medium: 100, large: 160 },
  'Bathroom-Renovation-Cost': { small: 40, medium: 60, large: 90 },
  'Half-Bath-Remodel': { small: 20, medium: 30, large: 45 },
  'Master-Bedroom-Remodel-Cost': { small: 200, medium: 260, large: 350 },
  'Bedroom-Remodel-Cost': { small: 120, medium: 150, large: 200 },
  'Great-Room-Additions': { small: 350, medium: 450, large: 600 },
  'Living-Room-Remodel-Cost': { small: 250, medium: 330, large: 450 },
  'Family-Room-Additions': { small: 250, medium: 350, large: 500 },
  'Dining-Room-Remodel-Cost': { small: 140, medium: 180, large: 250 },
  'Home-Office-Remodel': { small: 100, medium: 130, large: 180 },
  'Sunroom-Addition-Cost': { small: 150, medium: 200, large: 300 },
  'In-Law-Suite-Additions': { small: 300, medium: 450, large: 600 },
  'Gameroom-Remodel-Cost': { small: 200, medium: 280, large: 400 },
  'Media-Room-Additions': { small: 200, medium: 280, large: 400 },
  'Foyer-Remodel': { small: 50, medium: 80, large: 120 },
  'Indoor-Swimming-Pool-Remodel': { small: 500, medium: 700, large: 1000 },
  'Hallway-Remodel': { small: 60, medium: 100, large: 150 },
  'Basement-Remodel-Cost': { small: 500, medium: 800, large: 1200 },
  'Room-Addition-Cost-Calculator': { small: 150, medium: 250, large: 400 },
};

/** The home size a suggestion assumes before the home-size step has been answered. */
const TYPICAL_HOME_SQ_FT = 2000;

/** Roof area over footprint by pitch: sqrt(1 + (rise/12)^2) for 0, 4, 6 and 10 in 12. */
export const PITCH_FACTOR: Readonly<Record<string, number>> = { flat: 1, low: 1.054, medium: 1.118, steep: 1.302 };

/** Garage footprints (one, two, three cars); common plan sizes. */
export const GARAGE_AREA: Readonly<Record<string, number>> = { none: 0, '1-car': 240, '2-car': 440, '3-car': 660 };

/** The room an addition holds (by its numeric id) sized as that room's renovation suggests; a garage for two cars. */
const ADDITION_ROOM_SIZES_FROM: Readonly<Record<string, string>> = {
  '4': 'Bathroom-Renovation-Cost',
  '5': 'Kitchen-Renovation-Cost',
  '2': 'Bedroom-Remodel-Cost',
  '187': 'Room-Addition-Cost-Calculator',
};

/** The size suggested for the room an addition holds. */
export function suggestedAdditionRoomSize(answers: EstimatorAnswers): number | undefined {
  const room = answers['room-addition-landing'];
  if (typeof room !== 'string') return undefined;
  if (room === '38') return GARAGE_AREA['2-car'];
  const slug = ADDITION_ROOM_SIZES_FROM[room];
  return slug ? suggestedRoomSize(slug, answers) : undefined;
}

const homeSizeOf = (answers: EstimatorAnswers) => (typeof answers['home-size'] === 'number' ? answers['home-size'] : TYPICAL_HOME_SQ_FT);

/** The room size suggested for a room project in a home of this size. */
export function suggestedRoomSize(slug: string, answers: EstimatorAnswers): number {
  const sizes = SUGGESTED_ROOM_SIZES[slug];
  return sizes ? sizes[sizeCategoryOf(homeSizeOf(answers))] : 150;
}

/** Roof area from the footprint (home size over stories, plus an attached garage) times the pitch factor. */
export function suggestedRoofArea(answers: EstimatorAnswers): number {
  const stories = typeof answers['house-story'] === 'number' && answers['house-story'] > 0 ? answers['house-story'] : 2;
  const footprint = homeSizeOf(answers) / stories + (GARAGE_AREA[String(answers['roof-garage-size'])] ?? 0);
  return Math.round((footprint * (PITCH_FACTOR[String(answers.start)] ?? 1)) / 10) * 10;
}

/**
 * Cabinet run suggested for a room: about 0.15 linear ft per sq ft of kitchen (30 ft in Cost vs.
 * Value's 200 sq ft kitchen, data/REFERENCE.md); a vanity's width in a bath; one wall unit elsewhere.
 */
export function suggestedCabinetLength(slug: string, answers: EstimatorAnswers): number {
  const size = typeof answers['room-size'] === 'number' ? answers['room-size'] : suggestedRoomSize(slug, answers);
  const kind = roomKindOf(slug);
  if (kind === 'kitchen') return Math.max(8, Math.round(size * 0.15));
  if (slug === 'Half-Bath-Remodel') return 2;
  if (kind === 'bath') return size >= 80 ? 6 : 4;
  return 6;
}

/** Where a suggestion comes from, in words, for the step's help text. */
export function suggestionNote(id: EstimatorStepId, answers: EstimatorAnswers): string | undefined {
  const home =
    typeof answers['home-size'] === 'number'
      ? `your ${answers['home-size'].toLocaleString('en-US')} sq ft home`
      : `a typical ${TYPICAL_HOME_SQ_FT.toLocaleString('en-US')} sq ft home`;
  switch (id) {
    case 'room-size':
      return `Floor area. The number shown is a common size for ${home}; change it to your room.`;
    case 'roof-area':
      return `Worked out from the footprint of ${home} (its size over its stories, plus the garage) and the pitch; change it if you know the roof area.`;
    default:
      return undefined;
  }
}

/**
 * The suggested answer of a number step that depends on earlier answers, or undefined when the
 * step has a fixed default. The step shows it as an answer the user can change.
 */
export function suggestedAnswer(slug: string, id: EstimatorStepId, answers: EstimatorAnswers): number | undefined {
  switch (id) {
    case 'room-size':
      return suggestedRoomSize(slug, answers);
    case 'cabinet-length':
      return suggestedCabinetLength(slug, answers);
    case 'roof-area':
      return suggestedRoofArea(answers);
    case 'other-room-addition-size':
      return suggestedAdditionRoomSize(answers);
    default:
      return undefined;
  }
}
