import type { EstimatorAnswers, FinishLevel } from '@homeworth/shared-lib/domain';

/**
 * Resale value recouped at sale, national, 2025: Remodeling / Zonda "Cost vs. Value"
 * 2025 (data/REFERENCE.md). These are realtors' opinions of value, not sales, and
 * swing year to year: the UI shows them as an estimate.
 */
export const COST_VS_VALUE_2025 = {
  garageDoor: { rate: 2.677, line: 'Garage door replacement' },
  entryDoorSteel: { rate: 2.16, line: 'Entry door replacement, steel' },
  grandEntrance: { rate: 0.85, line: 'Grand entrance, fiberglass' },
  minorKitchen: { rate: 1.129, line: 'Minor kitchen remodel, midrange' },
  majorKitchenMid: { rate: 0.51, line: 'Major kitchen remodel, midrange' },
  majorKitchenUpscale: { rate: 0.36, line: 'Major kitchen remodel, upscale' },
  bathMid: { rate: 0.8, line: 'Bath remodel, midrange' },
  bathUpscale: { rate: 0.42, line: 'Bath remodel, upscale' },
  deckWood: { rate: 0.95, line: 'Deck addition, wood' },
  deckComposite: { rate: 0.89, line: 'Deck addition, composite' },
  windowsVinyl: { rate: 0.76, line: 'Window replacement, vinyl' },
  windowsWood: { rate: 0.7, line: 'Window replacement, wood' },
  roofAsphalt: { rate: 0.68, line: 'Roofing replacement, asphalt shingles' },
  roofMetal: { rate: 0.5, line: 'Roofing replacement, metal' },
  hvacElectrification: { rate: 0.72, line: 'HVAC conversion (electrification)' },
  basement: { rate: 0.71, line: 'Basement remodel' },
  primarySuiteAddition: { rate: 0.32, line: 'Primary suite addition, midrange' },
} as const;

type Recoup = (typeof COST_VS_VALUE_2025)[keyof typeof COST_VS_VALUE_2025];
const C = COST_VS_VALUE_2025;

const KITCHENS = ['Kitchen-Renovation-Cost', 'Guest-House-Kitchen-Remodel'];
const BATHS = ['Master-Bathroom-Remodel-Cost', 'Bathroom-Renovation-Cost', 'Half-Bath-Remodel'];
// Rooms whose additions Cost vs. Value prices as its primary suite addition (the closest national line).
const ADDED_ROOMS = [
  'Master-Bedroom-Remodel-Cost', 'Bedroom-Remodel-Cost', 'Great-Room-Additions', 'Family-Room-Additions', 'Sunroom-Addition-Cost',
  'In-Law-Suite-Additions', 'Room-Addition-Cost-Calculator', 'Living-Room-Remodel-Cost', 'Media-Room-Additions', 'Gameroom-Remodel-Cost',
];

/** The Cost vs. Value line for a project, or null when the 2025 tables have none. */
export function recoupFor(slug: string, finish: FinishLevel, answers: EstimatorAnswers): Recoup | null {
  const upscale = finish === 'upscale';
  const builds = answers.start === 'addition' || (answers.start === 'expansion' && answers['room-remodel'] === 'addition');
  if (KITCHENS.includes(slug)) {
    if (upscale) return C.majorKitchenUpscale;
    return builds ? C.majorKitchenMid : C.minorKitchen;
  }
  if (BATHS.includes(slug)) return upscale ? C.bathUpscale : C.bathMid;
  if (slug === 'Basement-Remodel-Cost') return C.basement;
  if (ADDED_ROOMS.includes(slug)) return builds ? C.primarySuiteAddition : null;
  switch (slug) {
    case 'Garage-Door-Replacement':
    case 'Garage-Door-Installation':
      return C.garageDoor;
    case 'Entry-Door-Installation':
    case 'Exterior-Door-Replacement-Cost':
    case 'Exterior-Door-Installation-Cost':
      return upscale ? C.grandEntrance : C.entryDoorSteel;
    case 'Window-Replacement':
    case 'Window-Installation-Cost':
      return upscale ? C.windowsWood : C.windowsVinyl;
    case 'Installing-Deck':
      return upscale ? C.deckComposite : C.deckWood;
    case 'Roofing-Cost-Estimator':
      if (answers['roof-style'] === 'asphalt') return C.roofAsphalt;
      return answers['roof-style'] === 'metal' ? C.roofMetal : null;
    case 'Furnace-Replacement':
    case 'Air-Conditioning-Installation':
    case 'Air-Conditioning-Replacement':
      return C.hvacElectrification;
    default:
      return null;
  }
}
