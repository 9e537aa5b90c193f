import type { FinishLevel, LineItemKind } from '@homeworth/shared-lib/domain';

// National mid-range prices in 2024-2025 dollars. Every table names its source;
// figures marked "weak" come from cost-guide averages outside data/REFERENCE.md.

/**
 * Finish level multipliers on the mid-range price. Cost vs. Value prices upscale
 * jobs 40 to 50 percent or more above mid-range (remodeling.hw.net, 2020); the
 * KraftMaid cabinet tiers (about $75, $150, $250) put builder grade near half of
 * mid-range for cabinets, less for labour, so basic is 0.7 overall.
 */
export const FINISH_MULTIPLIER: Readonly<Record<FinishLevel, number>> = { basic: 0.7, midrange: 1, upscale: 1.5 };

/** Size category of a room by the home's finished area (the spec's "project type size categories"). */
export type SizeCategory = 'small' | 'medium' | 'large';

/** Homes under 1,500 sq ft get small rooms, under 3,000 medium, else large (U.S. Census median new home is about 2,200 sq ft). */
export function sizeCategoryOf(homeSize: number): SizeCategory {
  if (homeSize < 1500) return 'small';
  return homeSize < 3000 ? 'medium' : 'large';
}

/** Which renovation-element weights a room uses. */
export type RoomKind = 'kitchen' | 'bath' | 'living';

/** A room project: sizes by category, renovation and addition price per sq ft (mid-range). */
export interface RoomPricing {
  kind: RoomKind;
  noun: string;
  sizes: Readonly<Record<SizeCategory, number>>;
  renovationPerSqFt: number;
  additionPerSqFt: number;
}

/**
 * Room prices. Kitchen $175/sq ft on a 150 sq ft kitchen gives the Angi/HomeAdvisor
 * national average kitchen remodel ($26,240); bathroom $183/sq ft on 60 sq ft gives
 * their average bathroom remodel ($10,978). Master bath is priced so a 100 sq ft
 * room matches Cost vs. Value 2025's mid-range bath (about $25,000). Other rooms:
 * Angi room remodel guides, cosmetic-to-midrange $40-$100 per sq ft, and room
 * additions $150-$300 per sq ft, kitchens and baths $300-$500 (weak).
 */
export const ROOM_PRICING: Readonly<Record<string, RoomPricing>> = {
  'Kitchen-Renovation-Cost': { kind: 'kitchen', noun: 'kitchen', sizes: { small: 100, medium: 150, large: 250 }, renovationPerSqFt: 175, additionPerSqFt: 400 },
  'Guest-House-Kitchen-Remodel': { kind: 'kitchen', noun: 'kitchen', sizes: { small: 80, medium: 120, large: 180 }, renovationPerSqFt: 175, additionPerSqFt: 400 },
  'Master-Bathroom-Remodel-Cost': { kind: 'bath', noun: 'bathroom', sizes: { small: 70, medium: 100, large: 160 }, renovationPerSqFt: 250, additionPerSqFt: 450 },
  'Bathroom-Renovation-Cost': { kind: 'bath', noun: 'bathroom', sizes: { small: 40, medium: 60, large: 90 }, renovationPerSqFt: 183, additionPerSqFt: 450 },
  'Half-Bath-Remodel': { kind: 'bath', noun: 'half bath', sizes: { small: 20, medium: 30, large: 45 }, renovationPerSqFt: 183, additionPerSqFt: 450 },
  'Master-Bedroom-Remodel-Cost': { kind: 'living', noun: 'bedroom', sizes: { small: 200, medium: 260, large: 350 }, renovationPerSqFt: 60, additionPerSqFt: 220 },
  'Bedroom-Remodel-Cost': { kind: 'living', noun: 'bedroom', sizes: { small: 120, medium: 150, large: 200 }, renovationPerSqFt: 60, additionPerSqFt: 200 },
  'Great-Room-Additions': { kind: 'living', noun: 'great room', sizes: { small: 350, medium: 450, large: 600 }, renovationPerSqFt: 55, additionPerSqFt: 200 },
  'Living-Room-Remodel-Cost': { kind: 'living', noun: 'living room', sizes: { small: 250, medium: 330, large: 450 }, renovationPerSqFt: 55, additionPerSqFt: 200 },
  'Family-Room-Additions': { kind: 'living', noun: 'family room', sizes: { small: 250, medium: 350, large: 500 }, renovationPerSqFt: 55, additionPerSqFt: 200 },
  'Dining-Room-Remodel-Cost': { kind: 'living', noun: 'dining room', sizes: { small: 140, medium: 180, large: 250 }, renovationPerSqFt: 55, additionPerSqFt: 200 },
  'Home-Office-Remodel': { kind: 'living', noun: 'office', sizes: { small: 100, medium: 130, large: 180 }, renovationPerSqFt: 60, additionPerSqFt: 200 },
  'Sunroom-Addition-Cost': { kind: 'living', noun: 'sunroom', sizes: { small: 150, medium: 200, large: 300 }, renovationPerSqFt: 60, additionPerSqFt: 220 },
  'In-Law-Suite-Additions': { kind: 'kitchen', noun: 'in-law suite', sizes: { small: 300, medium: 450, large: 600 }, renovationPerSqFt: 100, additionPerSqFt: 250 },
  'Gameroom-Remodel-Cost': { kind: 'living', noun: 'game room', sizes: { small: 200, medium: 280, large: 400 }, renovationPerSqFt: 55, additionPerSqFt: 200 },
  'Media-Room-Additions': { kind: 'living', noun: 'home theater', sizes: { small: 200, medium: 280, large: 400 }, renovationPerSqFt: 80, additionPerSqFt: 230 },
  'Foyer-Remodel': { kind: 'living', noun: 'foyer', sizes: { small: 50, medium: 80, large: 120 }, renovationPerSqFt: 70, additionPerSqFt: 220 },
  'Indoor-Swimming-Pool-Remodel': { kind: 'living', noun: 'pool room', sizes: { small: 500, medium: 700, large: 1000 }, renovationPerSqFt: 90, additionPerSqFt: 300 },
  'Hallway-Remodel': { kind: 'living', noun: 'hallway', sizes: { small: 60, medium: 100, large: 150 }, renovationPerSqFt: 50, additionPerSqFt: 200 },
  'Basement-Remodel-Cost': { kind: 'living', noun: 'basement', sizes: { small: 500, medium: 800, large: 1200 }, renovationPerSqFt: 45, additionPerSqFt: 150 },
  'Room-Addition-Cost-Calculator': { kind: 'living', noun: 'room', sizes: { small: 150, medium: 250, large: 400 }, renovationPerSqFt: 55, additionPerSqFt: 200 },
};

/**
 * Share of a full renovation by element. Kitchen: NKBA kitchen budget breakdown
 * (cabinetry 29%, appliances 14%, countertops 10%, flooring 7%, lighting 5%,
 * walls 5%, faucets and plumbing 4%; installation, design and other shared pro rata).
 * Bath: NKBA bath breakdown, approximate (weak). Other rooms: assumed split (weak).
 */
export const ELEMENT_WEIGHTS: Readonly<Record<RoomKind, Readonly<Record<string, number>>>> = {
  kitchen: { cabinets: 29, countertops: 10, appliances: 14, flooring: 7, fixtures: 4, lighting: 5, walls: 5 },
  bath: { cabinets: 16, countertops: 7, appliances: 0, flooring: 9, fixtures: 19, lighting: 5, walls: 8 },
  living: { cabinets: 8, countertops: 2, appliances: 0, flooring: 40, fixtures: 0, lighting: 20, walls: 30 },
};

/** Refacing costs about half of new cabinets (Angi cabinet refacing guide, weak). */
export const CABINET_REFACE_FACTOR = 0.5;

/** Opening a non-load-bearing wall to expand into existing space (HomeAdvisor $300-$10,000; mid-range pick, weak). */
export const WALL_REMOVAL_COST = 3000;

/** Share of the pre-contingency cost by line item, per kind of job (HomeAdvisor: labour 20-35% of a kitchen; permits 1-3%). */
export const LINE_ITEM_SPLIT: Readonly<Record<string, Readonly<Record<Exclude<LineItemKind, 'contingency'>, number>>>> = {
  renovation: { materials: 0.52, labour: 0.35, demolition: 0.08, permits: 0.05 },
  addition: { materials: 0.5, labour: 0.4, demolition: 0.02, permits: 0.08 },
  roof: { materials: 0.4, labour: 0.45, demolition: 0.12, permits: 0.03 },
  hvac: { materials: 0.55, labour: 0.38, demolition: 0.04, permits: 0.03 },
  painting: { materials: 0.2, labour: 0.75, demolition: 0.05, permits: 0 },
  item: { materials: 0.55, labour: 0.38, demolition: 0.05, permits: 0.02 },
};

/** Contingency on top of the subtotal: cost guides advise 10-20% for surprises; 10% for a planned job. */
export const CONTINGENCY_RATE = 0.1;

/** The range around the total: typical spread of contractor bids for the same scope (assumption, shown as such). */
export const RANGE_LOW = 0.85;
export const RANGE_HIGH = 1.2;
