import { roomKindOf, type EstimatorFamily, type FinishLevel } from '@homeworth/shared-lib/domain';

type Descriptions = Readonly<Record<FinishLevel, string>>;

// What each finish level buys, in the words of the trade, by kind of project.
const ROOM: Descriptions = {
  basic: 'Stock cabinets, laminate counters, vinyl or ceramic floors, builder-grade fixtures.',
  midrange: 'Semi-custom wood cabinets, laminate or solid-surface counters, resilient or porcelain floors, name-brand fixtures and appliances.',
  upscale: 'Custom cabinetry, stone counters, tile floors, designer lighting and fixtures, built-in commercial-grade appliances.',
};
const BATH: Descriptions = {
  basic: 'Stock vanity, fiberglass tub or shower, ceramic tile, builder-grade fixtures.',
  midrange: 'Semi-custom vanity with a solid-surface top, ceramic tile surround and floor, name-brand fixtures.',
  upscale: 'Custom vanity with a stone top, porcelain or stone tile, frameless glass shower, designer fixtures and lighting.',
};
const LIVING: Descriptions = {
  basic: 'Vinyl or carpet floors, builder-grade lighting, standard paint.',
  midrange: 'Engineered wood or porcelain floors, recessed lighting, good-quality paint and trim.',
  upscale: 'Hardwood or stone floors, designer lighting, custom trim and built-ins.',
};
const ROOF: Descriptions = {
  basic: 'Three-tab shingles or basic panels, standard underlayment.',
  midrange: 'Architectural shingles or standing seam, synthetic underlayment, new flashing.',
  upscale: 'Designer shingles or premium metal, ice and water shield throughout, upgraded ventilation.',
};
const HVAC: Descriptions = {
  basic: 'Entry-level, single-stage equipment meeting the federal minimum efficiency.',
  midrange: 'Two-stage, ENERGY STAR equipment with a programmable thermostat.',
  upscale: 'Variable-speed, high-efficiency equipment with zoning and a smart thermostat.',
};
const GENERAL: Descriptions = {
  basic: 'Builder-grade products, standard installation.',
  midrange: 'Name-brand, good-quality products, careful installation.',
  upscale: 'Premium products and custom details.',
};

const LABELS: Readonly<Record<FinishLevel, string>> = { basic: 'Basic', midrange: 'Midrange', upscale: 'Upscale' };

const ROOM_KINDS = { kitchen: ROOM, bath: BATH, living: LIVING } as const;

/** The finish levels with their descriptions for a kind of project (a room's in that room's words). */
export function finishLevelsFor(family: EstimatorFamily, slug: string) {
  const copy =
    family === 'room'
      ? ROOM_KINDS[roomKindOf(slug)]
      : family === 'garage' || family === 'home-gym'
        ? LIVING
        : family === 'roof'
          ? ROOF
          : family === 'furnace' || family === 'air-conditioning'
            ? HVAC
            : GENERAL;
  return (['basic', 'midrange', 'upscale'] as const).map((level) => ({ level, label: LABELS[level], description: copy[level] }));
}

const ALWAYS = ['Structural engineering', 'Hazardous material testing and removal (asbestos, lead paint, mold)', 'Financing costs and sales tax changes'];

const BY_FAMILY: Partial<Record<EstimatorFamily, string[]>> = {
  room: ['Moving load-bearing walls, plumbing stacks or gas lines', 'Furniture and decor'],
  roof: ['Replacing rotten roof decking beyond a few sheets', 'Gutters, skylights and chimney work'],
  'air-conditioning': ['New or replaced ductwork', 'Upgrading the electrical service'],
  furnace: ['New or replaced ductwork or piping', 'Gas line extensions'],
  garage: ['Foundation or slab repairs', 'Adding plumbing'],
  'home-gym': ['Structural reinforcement for heavy equipment'],
};

/** What an estimate does not cover, for a kind of project. */
export function excludedFrom(family: EstimatorFamily): string[] {
  return [...(BY_FAMILY[family] ?? ['Repairs to hidden damage found during the work']), ...ALWAYS];
}
