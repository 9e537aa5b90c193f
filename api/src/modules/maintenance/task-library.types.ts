import type { HeatingFuel } from './home-systems';
import type { Recurrence, WhoDoes } from './maintenance.schema';

/** Parts of a home a maintenance task protects (the report's components plus what only the plan knows). */
export const PLAN_COMPONENTS = {
  structure: 'Foundation and structure',
  roof: 'Roof',
  gutters: 'Gutters and drainage',
  exterior: 'Siding, paint and trim',
  windows: 'Windows and doors',
  furnace: 'Heating',
  airConditioning: 'Central air conditioning',
  waterHeater: 'Water heater',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  safety: 'Fire and life safety',
  appliances: 'Appliances',
  kitchenCabinets: 'Kitchen',
  bathrooms: 'Bathrooms',
  interiorPaint: 'Interior finishes',
  flooring: 'Floors',
  basement: 'Basement and crawlspace',
  attic: 'Attic and insulation',
  fireplace: 'Fireplace and chimney',
  garage: 'Garage',
  deck: 'Deck and patio',
  landscape: 'Yard and irrigation',
  pool: 'Pool',
  septic: 'Septic system',
  well: 'Well',
  pests: 'Pest control',
} as const;

/** A part of the home a task protects. */
export type PlanComponent = keyof typeof PLAN_COMPONENTS;

/** Home systems a task can require (true in the home's systems). */
export type SystemFlag = 'centralAir' | 'basement' | 'crawlspace' | 'septic' | 'well' | 'pool' | 'deck' | 'sprinklers' | 'garage' | 'tanklessWaterHeater';

/** When a task applies to a home; every condition given must hold. */
export interface Applicability {
  /** Systems the home must have. */
  systems?: SystemFlag[];
  /** Systems the home must not have (a tank water heater's tasks skip tankless homes). */
  withoutSystems?: SystemFlag[];
  /** Heating fuels it applies to. */
  heatingFuel?: HeatingFuel[];
  /** Fireplace kinds it applies to. */
  fireplace?: ('wood' | 'gas')[];
  /** IECC climate zone numbers (1-8) it applies in. */
  climateZones?: number[];
  /** IECC moisture regimes it applies in. */
  moisture?: ('A' | 'B' | 'C')[];
  /** The home must be at least this many years old. */
  minHomeAge?: number;
  /** Built before this year (e.g. 1978 for lead paint). */
  builtBefore?: number;
}

/** A money figure with its source. */
export interface TaskCost {
  /** DIY supplies, US dollars (null when none are needed). */
  diySupplies: number | null;
  /** A professional's price, US dollars (null when the task is DIY only and unpriced). */
  pro: number | null;
  source: string;
}

/** One task of the maintenance library. */
export interface LibraryTask {
  /** Stable slug; plans store it, so it never changes. */
  slug: string;
  title: string;
  /** What it is and why: the damage it prevents. */
  why: string;
  /** Short steps. */
  how: string[];
  recurrence: Recurrence;
  /** Months (1-12) it is best done in; empty when any month suits. */
  bestMonths: number[];
  doneBy: WhoDoes;
  minutes: number;
  cost: TaskCost;
  /** What neglect can cost, where a source gives a figure. */
  neglectCost: { amount: number; text: string; source: string } | null;
  component: PlanComponent;
  when: Applicability;
}

/** Rule shorthands for the library tables. */
export const every = {
  weeks: (interval = 1, byMonth?: number[]): Recurrence => ({ freq: 'WEEKLY', interval, ...(byMonth ? { byMonth } : {}) }),
  months: (interval = 1, byMonth?: number[]): Recurrence => ({ freq: 'MONTHLY', interval, ...(byMonth ? { byMonth } : {}) }),
  years: (interval = 1, byMonth?: number[]): Recurrence => ({ freq: 'YEARLY', interval, ...(byMonth ? { byMonth } : {}) }),
};

/** Seasons as best months (northern hemisphere). */
export const SEASON = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
  beforeHeating: [9, 10],
  beforeCooling: [4, 5],
} as const;
