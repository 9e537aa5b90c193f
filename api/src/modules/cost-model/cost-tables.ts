import type { FinishLevel } from '@homeworth/shared-lib/domain';

// National mid-range installed costs in 2024-2025 dollars, split into materials, labour and
// demolition per unit. Every table names its source; "weak" marks figures from cost guides
// outside data/REFERENCE.md. Installed prices include the contractor's overhead and profit,
// as Cost vs. Value's (Verisk XactRemodel) do.

/** Installed cost of one unit of work: materials, labour and tear-out of what it replaces. */
export interface UnitCost {
  materials: number;
  labour: number;
  demolition?: number;
}

/**
 * Finish level factors on materials and on labour. Cost vs. Value prices upscale jobs 40 to
 * 50 percent or more above mid-range (remodeling.hw.net, 2020) and its upscale major kitchen at
 * about twice the midrange one ($158,530 vs $79,982, 2024); the KraftMaid cabinet tiers (about
 * $75, $150 and $250 per sq ft) put builder grade near 60% of mid-range for materials. Labour
 * moves less than materials (more careful work, the same hours for most tasks).
 */
export const FINISH_FACTORS: Readonly<Record<FinishLevel, { materials: number; labour: number }>> = {
  basic: { materials: 0.6, labour: 0.85 },
  midrange: { materials: 1, labour: 1 },
  upscale: { materials: 1.9, labour: 1.35 },
};

/** Which element prices a room uses. */
export type RoomKind = 'kitchen' | 'bath' | 'living';

/** What a room project is called and which element prices it uses. */
export const ROOMS: Readonly<Record<string, { kind: RoomKind; noun: string }>> = {
  'Kitchen-Renovation-Cost': { kind: 'kitchen', noun: 'kitchen' },
  'Guest-House-Kitchen-Remodel': { kind: 'kitchen', noun: 'kitchen' },
  'Master-Bathroom-Remodel-Cost': { kind: 'bath', noun: 'bathroom' },
  'Bathroom-Renovation-Cost': { kind: 'bath', noun: 'bathroom' },
  'Half-Bath-Remodel': { kind: 'bath', noun: 'half bath' },
  'Master-Bedroom-Remodel-Cost': { kind: 'living', noun: 'bedroom' },
  'Bedroom-Remodel-Cost': { kind: 'living', noun: 'bedroom' },
  'Great-Room-Additions': { kind: 'living', noun: 'great room' },
  'Living-Room-Remodel-Cost': { kind: 'living', noun: 'living room' },
  'Family-Room-Additions': { kind: 'living', noun: 'family room' },
  'Dining-Room-Remodel-Cost': { kind: 'living', noun: 'dining room' },
  'Home-Office-Remodel': { kind: 'living', noun: 'office' },
  'Sunroom-Addition-Cost': { kind: 'living', noun: 'sunroom' },
  'In-Law-Suite-Additions': { kind: 'kitchen', noun: 'in-law suite' },
  'Gameroom-Remodel-Cost': { kind: 'living', noun: 'game room' },
  'Media-Room-Additions': { kind: 'living', noun: 'home theater' },
  'Foyer-Remodel': { kind: 'living', noun: 'foyer' },
  'Indoor-Swimming-Pool-Remodel': { kind: 'living', noun: 'pool room' },
  'Hallway-Remodel': { kind: 'living', noun: 'hallway' },
  'Basement-Remodel-Cost': { kind: 'living', noun: 'basement' },
  'Room-Addition-Cost-Calculator': { kind: 'living', noun: 'room' },
};

/** How an element's quantity is counted: per sq ft of room, per linear ft of cabinet, per sq ft of counter, or once per room. */
export type ElementBasis = 'room-sq-ft' | 'cabinet-ft' | 'counter-sq-ft' | 'each';

/** One renovation element of a room, with its unit and an upscale materials factor where the trade's spread is wider than the general one. */
export interface ElementCost extends UnitCost {
  basis: ElementBasis;
  /** Upscale materials factor instead of FINISH_FACTORS.upscale (built-in appliances, stone, tile). */
  upscaleMaterials?: number;
}

/**
 * Renovation elements by room kind, mid-range, installed.
 * Kitchen: cabinets $1,050/linear ft materials plus $330 install for semi-custom wood (Angi
 * cabinet guide: semi-custom $150-$650 per linear ft for boxes, custom to $1,200, plus install
 * $100-$400; high end taken as CvV prices semi-custom wood with an island); refacing $220 plus
 * $100 (Angi refacing $4,000-$10,000 for a 25-30 ft kitchen); counters laminate-to-solid-surface
 * $60 plus $30 per sq ft, stone twice that upscale (Angi countertop guide); appliance package
 * (range, refrigerator, dishwasher, hood) $5,000 plus $500, built-in commercial-grade about
 * three times upscale (HomeAdvisor appliance guides); resilient floor $5 plus $4 per sq ft, tile
 * upscale (HomeGuide flooring); sink and faucet $900 plus $700; lighting $10 plus $12 per sq ft
 * (Fixr recessed and under-cabinet lighting); walls and ceiling repair and paint $3 plus $7 per
 * sq ft of floor (HomeAdvisor interior painting with trim and ceilings $4.70 per sq ft of wall).
 * Bath: vanity $600 plus $150 per linear ft; vanity top $70 plus $30 per sq ft; tub or shower,
 * toilet, sink, faucets and valves $4,500 plus $3,500 (HomeGuide bathroom remodel breakdown);
 * tile floor $9 plus $12 per sq ft; tiled surround and wainscot with paint $45 plus $75 per sq
 * ft of floor (a 5x7 bath has about 190 sq ft of wall); vanity light, fan and GFCI circuits
 * $800 plus $1,100 (weak).
 * Other rooms: floor $5 plus $3.50, lighting $3 plus $4, walls and paint $1.50 plus $4.50 per sq
 * ft; built-ins $500 plus $150 per linear ft (Angi room remodel guides, weak).
 */
export const ELEMENT_COSTS: Readonly<Record<RoomKind, Readonly<Record<string, ElementCost>>>> = {
  kitchen: {
    cabinets: { basis: 'cabinet-ft', materials: 1050, labour: 330, demolition: 40 },
    countertops: { basis: 'counter-sq-ft', materials: 60, labour: 30, demolition: 5, upscaleMaterials: 2.4 },
    appliances: { basis: 'each', materials: 5000, labour: 500, demolition: 100, upscaleMaterials: 3.2 },
    flooring: { basis: 'room-sq-ft', materials: 5, labour: 4, demolition: 1.5, upscaleMaterials: 2.6 },
    fixtures: { basis: 'each', materials: 900, labour: 700, demolition: 150 },
    lighting: { basis: 'room-sq-ft', materials: 10, labour: 12 },
    walls: { basis: 'room-sq-ft', materials: 3, labour: 7 },
  },
  bath: {
    cabinets: { basis: 'cabinet-ft', materials: 600, labour: 150, demolition: 40 },
    countertops: { basis: 'counter-sq-ft', materials: 70, labour: 30, demolition: 5 },
    fixtures: { basis: 'each', materials: 4500, labour: 3500, demolition: 500 },
    flooring: { basis: 'room-sq-ft', materials: 9, labour: 12, demolition: 3 },
    lighting: { basis: 'each', materials: 800, labour: 1100 },
    walls: { basis: 'room-sq-ft', materials: 45, labour: 75, demolition: 8 },
  },
  living: {
    cabinets: { basis: 'cabinet-ft', materials: 500, labour: 150, demolition: 30 },
    flooring: { basis: 'room-sq-ft', materials: 5, labour: 3.5, demolition: 1 },
    lighting: { basis: 'room-sq-ft', materials: 3, labour: 4 },
    walls: { basis: 'room-sq-ft', materials: 1.5, labour: 4.5, demolition: 0.5 },
  },
};

/** Counter area per linear foot of cabinet: base runs are about half the run at 25 in deep, plus an island. */
export const COUNTER_SQ_FT_PER_CABINET_FT = 1.6;

/** A half bath has a toilet and a sink only: its fixtures cost this share of a full bath's (HomeGuide half-bath guide, weak). */
export const HALF_BATH_FIXTURES_SHARE = 0.3;

/** Cabinet refacing (new doors, drawer fronts and veneer on the kept boxes), per linear ft (Angi refacing guide). */
export const CABINET_REFACE: UnitCost = { materials: 220, labour: 100 };

/** Moving plumbing, gas and wiring to a new layout, per room (HomeAdvisor: moving a sink or toilet $1,000-$5,000 each, weak). */
export const LAYOUT_MOVE: UnitCost = { materials: 1500, labour: 4000, demolition: 500 };

/**
 * Universal design extras of a bath: curbless shower with linear drain, wider door, grab bars,
 * comfort-height toilet and sink (NAHB aging-in-place guides; HomeAdvisor walk-in shower
 * conversion $6,000-$15,000; weak).
 */
export const UNIVERSAL_DESIGN: UnitCost = { materials: 5000, labour: 7000, demolition: 800 };

/** Opening a non-load-bearing wall to enlarge a room into existing space (HomeAdvisor $300-$10,000; mid-range pick, weak). */
export const WALL_REMOVAL: UnitCost = { materials: 800, labour: 1200, demolition: 1500 };

/**
 * A new addition's shell (foundation, framing, roof, siding, windows, insulation, drywall,
 * HVAC extension): a fixed $12,000 for excavation, foundation and tying into the house, plus
 * $200 per sq ft (HomeAdvisor room addition $86-$208 per sq ft; Angi $80-$200; weak).
 */
export const ADDITION_SHELL = { fixed: { materials: 5000, labour: 7000 } as UnitCost, perSqFt: { materials: 90, labour: 110 } as UnitCost };

/** New plumbing runs (supply, drain, vent) for a bath or kitchen where there was none (HomeAdvisor rough-in $4,000-$8,000, weak). */
export const NEW_PLUMBING: UnitCost = { materials: 1500, labour: 3500 };

/** Walk-in closet system of a primary suite (Angi closet organiser $1,000-$5,000, weak). */
export const CLOSET_SYSTEM: UnitCost = { materials: 2200, labour: 800 };

/** Area of a primary suite's bath and closet inside the addition (CvV: 24x16 ft suite with both; NKBA primary bath about 80 sq ft). */
export const SUITE_BATH_SQ_FT = 80;
export const SUITE_CLOSET_SQ_FT = 40;

/**
 * Finishing bare basement space: framing, insulation, drywall, wiring and a heating run, per sq
 * ft before floor, lighting and paint (HomeAdvisor basement finishing $7-$23 per sq ft, weak).
 */
export const BASEMENT_FINISHING: UnitCost = { materials: 7, labour: 9 };

/** A basement bath needs a sewage ejector pump on top of new plumbing (HomeAdvisor ejector pump $1,500-$3,000, weak). */
export const BASEMENT_BATH_SQ_FT = 40;
export const SEWAGE_EJECTOR: UnitCost = { materials: 1200, labour: 1000 };

/**
 * Haul-off and dumpster as a share of the demolition it carries away (HomeAdvisor: dumpster
 * rental $400-$800 per job for a room; weak).
 */
export const DISPOSAL_SHARE = 0.35;

/**
 * Permits and inspections: none for cosmetic work; a trade permit ($150 plus 1%) for
 * like-for-like replacements; a building permit ($500 plus 1.5%) for remodels and additions
 * (HomeAdvisor building permit guide: $150-$2,000, usually 0.5-2% of the job; weak).
 */
export type PermitKind = 'none' | 'trade' | 'building';
export const PERMIT_FEES: Readonly<Record<PermitKind, { fixed: number; rate: number }>> = {
  none: { fixed: 0, rate: 0 },
  trade: { fixed: 150, rate: 0.01 },
  building: { fixed: 500, rate: 0.015 },
};

/**
 * Design and drawings: 5% for a new kitchen or bath design (cabinets replaced), 8% when the
 * layout moves or the house grows (NKBA designers and architects charge 5-15%; weak).
 */
export const DESIGN_RATES = { none: 0, design: 0.05, drawings: 0.08 } as const;

/** Contingency on top of the subtotal: cost guides advise 10-20% for surprises; 10% for a planned job. */
export const CONTINGENCY_RATE = 0.1;

/** The range around the total: typical spread of contractor bids for the same scope (assumption, shown as such). */
export const RANGE_LOW = 0.85;
export const RANGE_HIGH = 1.2;
