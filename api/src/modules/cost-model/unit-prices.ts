import type { PermitKind, UnitCost } from './cost-tables';

// National mid-range installed prices per unit, 2024-2025 dollars, split into materials,
// labour and tear-out. Source beside each table.

/** A flat installed price split as equipment and product jobs usually are: 55% product, 40% labour, 5% removal (HomeAdvisor, weak). */
export const split = (price: number): UnitCost => ({ materials: price * 0.55, labour: price * 0.4, demolition: price * 0.05 });

/**
 * Roofing per sq ft of roof: asphalt architectural shingles with underlayment and flashing
 * $3.50 plus $3.50 (HomeAdvisor/install-a-roof: $4-$11 per sq ft installed); standing-seam
 * metal $8.50 plus $5.50; wood shake, tile and flat membrane from HomeAdvisor's roofing
 * material guides (weak). Tear-off of the old layers $1.20 per sq ft (HomeAdvisor $1-$2).
 */
export const ROOF_PER_SQ_FT: Readonly<Record<string, UnitCost>> = {
  asphalt: { materials: 3.5, labour: 3.5 },
  metal: { materials: 8.5, labour: 5.5 },
  'wood-shake': { materials: 6, labour: 5 },
  tile: { materials: 9, labour: 7 },
  flat: { materials: 4, labour: 4 },
};
export const ROOF_TEAR_OFF_PER_SQ_FT = 1.2;

/**
 * Windows: frame and glass per sq ft of window (vinyl $55, fiberglass $65, wood $75; Angi/
 * HomeAdvisor: $180-$2,100 per window, wood 30-50% above vinyl), plus $700 labour and $150
 * interior and exterior trim per window and $100 to take out the old one. A new opening adds
 * framing, a header and siding patch (HomeAdvisor: $1,000-$2,500 per new opening; weak).
 * Triple pane glass adds a quarter to the window (Fixr).
 */
export const WINDOW_FRAME_PER_SQ_FT: Readonly<Record<string, number>> = { vinyl: 55, fiberglass: 65, wood: 75 };
export const WINDOW_SQ_FT: Readonly<Record<string, number>> = { small: 6, standard: 15, large: 24 };
export const WINDOW_INSTALL: UnitCost = { materials: 150, labour: 700, demolition: 100 };
export const NEW_OPENING: UnitCost = { materials: 300, labour: 1100 };
export const TRIPLE_PANE_FACTOR = 1.25;

/**
 * Exterior doors, pre-hung with lockset: 20-gauge steel half-glass $1,100, fiberglass $1,600,
 * solid wood $2,800, fiberglass with sidelights (a 6-0 opening) $4,000; $650 to hang, $100 to
 * remove (Angi entry door guide; HomeAdvisor $500-$5,000; weak). Sidelights widen the opening.
 */
export const DOOR_PRODUCT: Readonly<Record<string, number>> = { steel: 1100, fiberglass: 1600, 'grand-entrance': 4000, wood: 2800 };
export const DOOR_INSTALL: UnitCost = { materials: 0, labour: 650, demolition: 100 };

/**
 * Garage doors with tracks, no opener: insulated steel 16x7 double $2,400 plus $1,000 to hang,
 * 9x7 single $1,000 plus $500 (Angi: $750-$1,650 for a standard single door; Cost vs. Value
 * prices the 16x7 insulated four-section door job at $4,513 in 2024).
 */
export const GARAGE_DOOR: Readonly<Record<string, UnitCost>> = {
  single: { materials: 1000, labour: 500, demolition: 100 },
  double: { materials: 2400, labour: 1000, demolition: 150 },
};

/**
 * Decks per sq ft with stairs and railing: pressure-treated wood $25 plus $23, composite $42
 * plus $25 (Angi deck guide: wood $30-$60, composite $40-$80 per sq ft installed).
 */
export const DECK_PER_SQ_FT: Readonly<Record<string, UnitCost>> = {
  wood: { materials: 25, labour: 23 },
  composite: { materials: 42, labour: 25 },
};

/**
 * Central air: $2,000 per ton plus $1,000 for pad, line set and thermostat, sized at one
 * ton per 600 sq ft (Fixr: $2,650-$15,000, average $7,200). Wall units: $1,100 each
 * installed (Fixr wall air conditioner guide, weak).
 */
export const AC_PRICES = { perTon: 2000, fixed: 1000, sqFtPerTon: 600, wallUnit: 1100 } as const;

/**
 * Furnaces: base price up to 1,500 sq ft plus $250 per further 500 sq ft (HomeAdvisor:
 * $2,800-$6,758, average $4,667). Boilers: HomeAdvisor guide (weak). Electric radiant heat
 * $11 per sq ft installed (HomeAdvisor radiant heating guide: electric $8-$15 per sq ft,
 * average $11; about $16,500 for a 1,500 sq ft house).
 */
export const HEATING_PRICES = { gas: 3800, electric: 2800, oil: 5000, hydronic: 6500, perExtra500SqFt: 250, electricRadiantPerSqFt: 11 } as const;

/** Garage work per sq ft: refresh $25, conversion to living space $65 (Angi garage conversion guide, weak). */
export const GARAGE_PER_SQ_FT: Readonly<Record<string, number>> = { refresh: 25, convert: 65 };

/** Home gym: room work per sq ft by setting, plus a mid-range equipment set (HomeGuide home gym guide, weak). */
export const GYM_PRICES = {
  area: { 'spare-room': 150, basement: 250, garage: 300 } as Readonly<Record<string, number>>,
  perSqFt: { 'spare-room': 20, basement: 45, garage: 30 } as Readonly<Record<string, number>>,
  equipment: 3500,
};

/** Popcorn ceiling removal $1.50 per sq ft (HomeAdvisor $1-$2, Fixr $1-$4). One room is taken as 200 sq ft. */
export const POPCORN = { perSqFt: 1.5, oneRoom: 200, livingAreasShare: 0.5 } as const;

/**
 * Recessed lighting per light: existing ceiling $220 (Fixr $176-$328; HomeGuide $125-$300),
 * new construction $120 (HomeGuide $65-$175). One light per 36 sq ft (6 ft spacing).
 */
export const RECESSED = { existing: 220, new: 120, sqFtPerLight: 36 } as const;

/** A priced item project: installed price per unit, what a unit is, and the permit it needs. */
export interface ItemPricing {
  perUnit: number;
  unit: string;
  permit: PermitKind;
  /** Per-choice prices for projects whose scope is a choice (panel size, heater type). */
  byChoice?: Readonly<Record<string, number>>;
  /** The scope is the home's floor area (painting), priced per sq ft with a factor per choice. */
  perHomeSqFt?: Readonly<Record<string, number>>;
  /** Extra for a new opening rather than a replacement (framing, header, trim): assumption, weak. */
  newOpening?: number;
  source: string;
}

export const ITEM_PRICING: Readonly<Record<string, ItemPricing>> = {
  'Interior-Door-Replacement': { perUnit: 500, unit: 'door', permit: 'none', source: 'Angi interior door guide (weak)' },
  'Interior-Door-Installation': { perUnit: 500, unit: 'door', permit: 'trade', newOpening: 1.6, source: 'Angi interior door guide, plus a new opening (weak)' },
  'Door-Refinishing': { perUnit: 350, unit: 'door', permit: 'none', source: 'HomeGuide door refinishing guide (weak)' },
  'Electrical-Panel-Upgrade': {
    perUnit: 2200,
    unit: 'panel',
    permit: 'trade',
    byChoice: { '100': 1500, '200': 2200, '400': 3800 },
    source: '200 A: $1,200-$4,000 (weak: secondary pages only)',
  },
  'Repipe-House-Water-Supply-Lines': { perUnit: 3500, unit: 'bathroom', permit: 'trade', source: 'HomeGuide PEX repipe guide, about $3,500 per bathroom served (weak)' },
  'Hot-Water-Heater-Replacement': {
    perUnit: 1500,
    unit: 'water heater',
    permit: 'trade',
    byChoice: { tank: 1500, tankless: 3300 },
    source: 'HomeGuide: tank $600-$3,100; tankless $1,400-$5,600',
  },
  Appliances: { perUnit: 1500, unit: 'appliance', permit: 'none', source: 'HomeAdvisor appliance installation guides (weak)' },
  'Tile-Backsplash': { perUnit: 30, unit: 'sq ft', permit: 'none', source: 'HomeGuide backsplash guide, $15-$50 per sq ft (weak)' },
  Cabinets: { perUnit: 300, unit: 'linear ft', permit: 'none', source: 'Angi cabinet installation guide, $100-$1,200 per linear ft (weak)' },
  Countertops: { perUnit: 75, unit: 'sq ft', permit: 'none', source: 'Angi countertop guide, quartz mid-range (weak)' },
  'Exterior-Painting': {
    perUnit: 1.5,
    unit: 'sq ft of home',
    permit: 'none',
    perHomeSqFt: { walls: 1.5, 'walls-trim': 1.9 },
    source: 'Angi: $0.50-$3.50 per sq ft, average job $3,042',
  },
  'Interior-Painting': {
    perUnit: 2.75,
    unit: 'sq ft of home',
    permit: 'none',
    perHomeSqFt: { walls: 2.75, 'walls-trim': 4.7 },
    source: 'HomeAdvisor/Angi: walls $2.75, with trim and ceilings $4.70 per sq ft',
  },
  'Flooring-Replacement': { perUnit: 8.5, unit: 'sq ft', permit: 'none', source: 'HomeGuide hardwood: $6-$11 per sq ft; high end $12-$23' },
  'Flooring-Installation': { perUnit: 8.5, unit: 'sq ft', permit: 'none', source: 'HomeGuide hardwood: $6-$11 per sq ft' },
};
