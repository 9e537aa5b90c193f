import type { EstimatorAnswers, FinishLevel } from '@homeworth/shared-lib/domain';

/** A published Cost vs. Value project: its national recoup rate, the year of the figure, and the scope it prices. */
export interface CostVsValueProject {
  rate: number;
  year: 2024 | 2025;
  line: string;
  includes: string;
}

/**
 * Resale value recouped at sale, national: Remodeling / Zonda "Cost vs. Value" 2025 (2024 where
 * 2025 is not in data/REFERENCE.md: the bath addition). Scopes summarised from the 2023 project
 * descriptions that 2024 and 2025 reuse. Recoup figures are realtors' opinions of value, not
 * sales, and swing year to year: the UI shows them as an estimate.
 */
export const COST_VS_VALUE = {
  garageDoor: { rate: 2.677, year: 2025, line: 'Garage door replacement', includes: 'replacing one 16x7 ft door and its tracks with an insulated four-section steel door' },
  entryDoorSteel: { rate: 2.16, year: 2025, line: 'Entry door replacement, steel', includes: 'replacing one 3-0 x 6-8 entry door with a 20-gauge steel half-glass door' },
  grandEntrance: { rate: 0.85, year: 2025, line: 'Grand entrance, fiberglass', includes: 'replacing a single entry door with a fiberglass door and sidelights in a wider opening' },
  minorKitchen: {
    rate: 1.129,
    year: 2025,
    line: 'Minor kitchen remodel, midrange',
    includes:
      'a 200 sq ft kitchen whose cabinet boxes are kept with new doors and drawer fronts, a new range and refrigerator, laminate counters, sink and faucet, resilient floor and paint',
  },
  majorKitchenMid: {
    rate: 0.51,
    year: 2025,
    line: 'Major kitchen remodel, midrange',
    includes: 'a 200 sq ft kitchen with all cabinets replaced by semi-custom wood with an island, laminate counters, new appliances, lighting and resilient floor',
  },
  majorKitchenUpscale: {
    rate: 0.36,
    year: 2025,
    line: 'Major kitchen remodel, upscale',
    includes: 'a 200 sq ft kitchen with custom cabinets, stone counters, built-in commercial-grade appliances and a tile floor',
  },
  bathMid: { rate: 0.8, year: 2025, line: 'Bath remodel, midrange', includes: 'a 5x7 ft bath kept in the same layout with all fixtures, tile and vanity replaced' },
  bathUpscale: {
    rate: 0.42,
    year: 2025,
    line: 'Bath remodel, upscale',
    includes: 'a 35 sq ft bath enlarged to 100 sq ft inside the house with the fixtures relocated and upscale finishes',
  },
  bathUniversal: {
    rate: 0.61,
    year: 2025,
    line: 'Bath remodel, universal design',
    includes: 'an existing bath made accessible: a wider door, a curbless shower, grab bars and comfort-height fixtures',
  },
  bathAddition: { rate: 0.347, year: 2024, line: 'Bath addition, midrange', includes: 'a new 6x8 ft full bath added to the house' },
  primarySuiteAddition: { rate: 0.32, year: 2025, line: 'Primary suite addition, midrange', includes: 'a new 24x16 ft bedroom with a walk-in closet and a full bath' },
  basement: { rate: 0.71, year: 2025, line: 'Basement remodel', includes: 'finishing bare basement space into living space' },
  deckWood: { rate: 0.95, year: 2025, line: 'Deck addition, wood', includes: 'a new 16x20 ft pressure-treated deck with stairs and railing' },
  deckComposite: { rate: 0.89, year: 2025, line: 'Deck addition, composite', includes: 'a new 16x20 ft composite deck with stairs and railing' },
  windowsVinyl: { rate: 0.76, year: 2025, line: 'Window replacement, vinyl', includes: 'replacing ten 3x5 ft double-hung windows with low-E vinyl windows' },
  windowsWood: { rate: 0.7, year: 2025, line: 'Window replacement, wood', includes: 'replacing ten 3x5 ft double-hung windows with low-E wood windows' },
  roofAsphalt: { rate: 0.68, year: 2025, line: 'Roofing replacement, asphalt shingles', includes: 'tearing off about 3,000 sq ft of roof and laying new asphalt shingles' },
  roofMetal: { rate: 0.5, year: 2025, line: 'Roofing replacement, metal', includes: 'tearing off about 3,000 sq ft of roof and laying standing-seam metal' },
} as const satisfies Record<string, CostVsValueProject>;

/** The published project whose scope the answers match, or why none does (no figure is borrowed). */
export type RecoupMatch = { project: CostVsValueProject } | { project: null; reason: string };

const C = COST_VS_VALUE;
const match = (project: CostVsValueProject): RecoupMatch => ({ project });
const none = (reason: string): RecoupMatch => ({ project: null, reason });

const KITCHENS = ['Kitchen-Renovation-Cost', 'Guest-House-Kitchen-Remodel'];
const BATHS = ['Master-Bathroom-Remodel-Cost', 'Bathroom-Renovation-Cost', 'Half-Bath-Remodel'];

const chosen = (answers: EstimatorAnswers) => (Array.isArray(answers['room-types']) ? (answers['room-types'] as readonly string[]) : []);

function kitchenMatch(finish: FinishLevel, answers: EstimatorAnswers): RecoupMatch {
  const upscale = finish === 'upscale';
  const major = upscale ? C.majorKitchenUpscale : C.majorKitchenMid;
  // An addition, an enlarged kitchen, moved fixtures or new cabinets are a major remodel.
  if (answers.start === 'addition' || answers.start === 'expansion') return match(major);
  const items = chosen(answers);
  if ((items.includes('cabinets') && answers['room-cabinets'] === 'replace') || answers['room-layout'] === 'moved') return match(major);
  const minorScope = items.includes('cabinets') && items.includes('countertops') && items.includes('appliances');
  if (!minorScope) return none('Cost vs. Value prices whole kitchens only; updating some items without the cabinets, counters and appliances matches none of them.');
  if (upscale) return none('Cost vs. Value publishes a minor kitchen remodel at midrange only; refacing cabinets with upscale finishes matches none of its projects.');
  return match(C.minorKitchen);
}

function bathMatch(slug: string, finish: FinishLevel, answers: EstimatorAnswers): RecoupMatch {
  const upscale = finish === 'upscale';
  if (answers.start === 'addition') {
    if (slug === 'Half-Bath-Remodel') return none('Cost vs. Value prices a full bath addition only; a new half bath matches none of its projects.');
    return upscale ? none('Cost vs. Value publishes its bath addition at midrange only.') : match(C.bathAddition);
  }
  if (answers['room-layout'] === 'universal') return match(C.bathUniversal);
  const enlarged = answers.start === 'expansion';
  if (enlarged && answers['room-remodel'] === 'addition') return none('Cost vs. Value has no project for a bath enlarged by an addition.');
  const relocated = enlarged || answers['room-layout'] === 'moved';
  const items = chosen(answers);
  // A bath remodel replaces the fixtures and the tile around them; the vanity, its top and the lights may or may not be part of it.
  const bathRemodel = items.includes('fixtures') && (items.includes('walls') || items.includes('flooring'));
  if (!relocated && !bathRemodel) {
    return none('Cost vs. Value prices bath remodels that replace the fixtures and the tile; updating some items without them matches none of its projects.');
  }
  // Cost vs. Value publishes one upscale bath (enlarged, relocated, upscale finishes): the only published figure for upscale bath finishes.
  if (upscale) return match(C.bathUpscale);
  if (slug === 'Half-Bath-Remodel') return none('Cost vs. Value prices full baths only; a half bath matches none of its projects.');
  if (!relocated) return match(C.bathMid);
  return none('Cost vs. Value prices a midrange bath kept in the same layout; a midrange bath with fixtures moved matches none of its projects.');
}

/**
 * The one mapping from a project, its scope (answers) and finish level to the Cost vs. Value
 * project whose scope it matches. Basic finishes follow the midrange project of the same scope
 * (Cost vs. Value prices midrange and upscale only).
 */
export function recoupMatch(slug: string, finish: FinishLevel, answers: EstimatorAnswers): RecoupMatch {
  const upscale = finish === 'upscale';
  if (KITCHENS.includes(slug)) return kitchenMatch(finish, answers);
  if (BATHS.includes(slug)) return bathMatch(slug, finish, answers);
  switch (slug) {
    case 'Master-Bedroom-Remodel-Cost':
      if (answers.start === 'addition' && answers['suite-bath'] === 'closet-bath') {
        return upscale ? none('The national figures here include the midrange primary suite addition only.') : match(C.primarySuiteAddition);
      }
      return none('Cost vs. Value prices a primary suite addition with a closet and bath; a bedroom alone matches none of its projects.');
    case 'Basement-Remodel-Cost':
      if (answers.start === 'renovation' && answers['basement-finish'] === 'bare') return match(C.basement);
      return none('Cost vs. Value prices finishing a bare basement; updating a finished one matches none of its projects.');
    case 'Garage-Door-Replacement':
      if (Number(answers['project-scope']) !== 1) return none('Cost vs. Value prices replacing one garage door; several doors match none of its projects.');
      if (answers['garage-door-size'] !== 'double') return none('Cost vs. Value prices a 16x7 ft double door; a single-width door matches none of its projects.');
      return upscale ? none('Cost vs. Value prices an insulated steel garage door; an upscale door matches none of its projects.') : match(C.garageDoor);
    case 'Entry-Door-Installation':
    case 'Exterior-Door-Replacement-Cost': {
      if (Number(answers['project-scope']) !== 1) return none('Cost vs. Value prices replacing one entry door; several doors match none of its projects.');
      if (answers['door-material'] === 'grand-entrance') return match(C.grandEntrance);
      if (answers['door-material'] !== 'steel') return none('Cost vs. Value prices a steel entry door or a fiberglass grand entrance; this door matches neither.');
      return upscale ? none('Cost vs. Value prices a midrange steel door; an upscale door matches none of its projects.') : match(C.entryDoorSteel);
    }
    case 'Window-Replacement': {
      const material = answers['window-material'];
      if (material === 'vinyl') return match(C.windowsVinyl);
      return material === 'wood' ? match(C.windowsWood) : none('Cost vs. Value prices vinyl and wood windows only.');
    }
    case 'Installing-Deck':
      return match(answers['deck-material'] === 'composite' ? C.deckComposite : C.deckWood);
    case 'Roofing-Cost-Estimator': {
      if (answers['roof-tear-off'] !== 'tear-off') return none('Cost vs. Value prices a tear-off; a new layer over the old roof matches none of its projects.');
      if (answers.start !== 'flat' && answers['roof-style'] === 'asphalt') return match(C.roofAsphalt);
      if (answers.start !== 'flat' && answers['roof-style'] === 'metal') return match(C.roofMetal);
      return none('Cost vs. Value prices asphalt shingle and metal roofs only.');
    }
    case 'Furnace-Replacement':
    case 'Air-Conditioning-Installation':
    case 'Air-Conditioning-Replacement':
      return none('Cost vs. Value prices converting a gas furnace and air conditioner to a heat pump (electrification); a like-for-like replacement matches none of its projects.');
    case 'Garage-Door-Installation':
    case 'Exterior-Door-Installation-Cost':
    case 'Window-Installation-Cost':
      return none('Cost vs. Value prices replacements in existing openings; a new opening matches none of its projects.');
    default:
      return none('Cost vs. Value publishes no project with this scope.');
  }
}

/** One sentence on where the return comes from: the published project and what it includes, or why none matches. */
export function recoupExplanation(result: RecoupMatch): string {
  if (!result.project) return `No published resale figure: ${result.reason}`;
  const { line, year, includes } = result.project;
  return `The return follows Cost vs. Value ${year}, "${line}", national: ${includes}.`;
}
