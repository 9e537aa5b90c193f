// National mid-range installed prices per unit, 2024-2025 dollars. Source beside each table.

/**
 * Roofing per sq ft of roof: asphalt $5.00 (HomeAdvisor/install-a-roof: $4-$11 per sq ft,
 * average job $9,513). Metal, wood shake, tile and flat membrane: HomeAdvisor roofing
 * material guides (weak).
 */
export const ROOF_PER_SQ_FT: Readonly<Record<string, number>> = { asphalt: 5, metal: 11, 'wood-shake': 9, tile: 14, flat: 6.5 };

/** Roof area over footprint by pitch: sqrt(1 + (rise/12)^2) for 0, 4, 6 and 10 in 12. */
export const PITCH_FACTOR: Readonly<Record<string, number>> = { flat: 1, low: 1.054, medium: 1.118, steep: 1.302 };

/** Garage footprints (one, two, three cars) used for roofs and garage projects; common plan sizes. */
export const GARAGE_AREA: Readonly<Record<string, number>> = { none: 0, '1-car': 240, '2-car': 440, '3-car': 660 };

/**
 * Central air: $2,000 per ton plus $1,000 for pad, line set and thermostat, sized at one
 * ton per 600 sq ft (Fixr: $2,650-$15,000, average $7,200). Wall units: $1,100 each
 * installed (Fixr wall air conditioner guide, weak).
 */
export const AC_PRICES = { perTon: 2000, fixed: 1000, sqFtPerTon: 600, wallUnit: 1100 } as const;

/**
 * Furnaces: base price up to 1,500 sq ft plus $250 per further 500 sq ft (HomeAdvisor:
 * $2,800-$6,758, average $4,667). Boilers and electric radiant: HomeAdvisor guides (weak).
 */
export const HEATING_PRICES = { gas: 3800, electric: 2800, oil: 5000, hydronic: 6500, perExtra500SqFt: 250, electricRadiantPerSqFt: 4 } as const;

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

/** A priced item project: price per unit, what a unit is, and which line-item split applies. */
export interface ItemPricing {
  perUnit: number;
  unit: string;
  split: 'item' | 'painting' | 'hvac';
  /** Per-choice prices for projects whose scope is a choice (panel size, heater type). */
  byChoice?: Readonly<Record<string, number>>;
  /** The scope is the home's floor area (painting), priced per sq ft with a factor per choice. */
  perHomeSqFt?: Readonly<Record<string, number>>;
  /** Extra for a new opening rather than a replacement (framing, header, trim): assumption, weak. */
  newOpening?: number;
  source: string;
}

export const ITEM_PRICING: Readonly<Record<string, ItemPricing>> = {
  'Window-Replacement': { perUnit: 564, unit: 'window', split: 'item', source: 'Angi/HomeAdvisor: $180-$2,100 per window, average $564' },
  'Window-Installation-Cost': { perUnit: 564, unit: 'window', split: 'item', newOpening: 1.6, source: 'Angi/HomeAdvisor window average $564, plus a new opening' },
  'Entry-Door-Installation': { perUnit: 1800, unit: 'door', split: 'item', source: 'Angi entry door guide (weak)' },
  'Exterior-Door-Replacement-Cost': { perUnit: 1500, unit: 'door', split: 'item', source: 'Angi exterior door guide (weak)' },
  'Exterior-Door-Installation-Cost': { perUnit: 1500, unit: 'door', split: 'item', newOpening: 1.6, source: 'Angi exterior door guide, plus a new opening (weak)' },
  'Interior-Door-Replacement': { perUnit: 500, unit: 'door', split: 'item', source: 'Angi interior door guide (weak)' },
  'Interior-Door-Installation': { perUnit: 500, unit: 'door', split: 'item', newOpening: 1.6, source: 'Angi interior door guide, plus a new opening (weak)' },
  'Door-Refinishing': { perUnit: 350, unit: 'door', split: 'painting', source: 'HomeGuide door refinishing guide (weak)' },
  'Garage-Door-Replacement': { perUnit: 1200, unit: 'garage door', split: 'item', source: 'Angi: $750-$1,650, average about $1,200' },
  'Garage-Door-Installation': { perUnit: 1200, unit: 'garage door', split: 'item', newOpening: 1.4, source: 'Angi garage door average, plus framing for a new opening' },
  'Electrical-Panel-Upgrade': { perUnit: 2200, unit: 'panel', split: 'item', byChoice: { '100': 1500, '200': 2200, '400': 3800 }, source: '200 A: $1,200-$4,000 (weak: secondary pages only)' },
  'Repipe-House-Water-Supply-Lines': { perUnit: 3500, unit: 'bathroom', split: 'item', source: 'HomeGuide PEX repipe guide, about $3,500 per bathroom served (weak)' },
  'Hot-Water-Heater-Replacement': { perUnit: 1500, unit: 'water heater', split: 'hvac', byChoice: { tank: 1500, tankless: 3300 }, source: 'HomeGuide: tank $600-$3,100; tankless $1,400-$5,600' },
  Appliances: { perUnit: 1500, unit: 'appliance', split: 'item', source: 'HomeAdvisor appliance installation guides (weak)' },
  'Tile-Backsplash': { perUnit: 30, unit: 'sq ft', split: 'item', source: 'HomeGuide backsplash guide, $15-$50 per sq ft (weak)' },
  Cabinets: { perUnit: 300, unit: 'linear ft', split: 'item', source: 'Angi cabinet installation guide, $100-$1,200 per linear ft (weak)' },
  Countertops: { perUnit: 75, unit: 'sq ft', split: 'item', source: 'Angi countertop guide, quartz mid-range (weak)' },
  'Exterior-Painting': { perUnit: 1.5, unit: 'sq ft of home', split: 'painting', perHomeSqFt: { walls: 1.5, 'walls-trim': 1.9 }, source: 'Angi: $0.50-$3.50 per sq ft, average job $3,042' },
  'Interior-Painting': { perUnit: 2.75, unit: 'sq ft of home', split: 'painting', perHomeSqFt: { walls: 2.75, 'walls-trim': 4.7 }, source: 'HomeAdvisor/Angi: walls $2.75, with trim and ceilings $4.70 per sq ft' },
  'Flooring-Replacement': { perUnit: 8.5, unit: 'sq ft', split: 'item', source: 'HomeGuide hardwood: $6-$11 per sq ft; high end $12-$23' },
  'Flooring-Installation': { perUnit: 8.5, unit: 'sq ft', split: 'item', source: 'HomeGuide hardwood: $6-$11 per sq ft' },
  'Installing-Deck': { perUnit: 40, unit: 'sq ft', split: 'item', source: 'Angi deck guide, wood $30-$60 per sq ft (weak)' },
};
