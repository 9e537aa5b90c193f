/**
 * Expected useful life of home components, in years.
 * Source: National Association of Home Builders / Bank of America Home Equity,
 * "Study of Life Expectancy of Home Components" (2007), as summarised in
 * shared/data/REFERENCE.md. Ranges keep both ends; "+" lives keep the lower bound.
 */
export interface UsefulLife {
  component: string;
  group: 'Roof' | 'Heating and cooling' | 'Plumbing' | 'Appliances' | 'Floors and finishes' | 'Structure and exterior' | 'Safety';
  minYears: number;
  maxYears: number | null; // null: "or more"
}

export const USEFUL_LIVES: readonly UsefulLife[] = [
  { component: 'Asphalt shingle roof', group: 'Roof', minYears: 20, maxYears: 20 },
  { component: 'Wood shake roof', group: 'Roof', minYears: 30, maxYears: 30 },
  { component: 'Slate, copper, clay or concrete roof', group: 'Roof', minYears: 50, maxYears: null },
  { component: 'Furnace', group: 'Heating and cooling', minYears: 15, maxYears: 20 },
  { component: 'Heat pump', group: 'Heating and cooling', minYears: 16, maxYears: 16 },
  { component: 'Central air conditioning', group: 'Heating and cooling', minYears: 10, maxYears: 15 },
  { component: 'Thermostat', group: 'Heating and cooling', minYears: 35, maxYears: 35 },
  { component: 'Tank water heater', group: 'Plumbing', minYears: 10, maxYears: 10 },
  { component: 'Tankless water heater', group: 'Plumbing', minYears: 20, maxYears: null },
  { component: 'Kitchen faucet', group: 'Plumbing', minYears: 15, maxYears: 15 },
  { component: 'Dishwasher', group: 'Appliances', minYears: 9, maxYears: 9 },
  { component: 'Microwave', group: 'Appliances', minYears: 9, maxYears: 9 },
  { component: 'Refrigerator', group: 'Appliances', minYears: 13, maxYears: 13 },
  { component: 'Dryer', group: 'Appliances', minYears: 13, maxYears: 13 },
  { component: 'Gas range', group: 'Appliances', minYears: 15, maxYears: 15 },
  { component: 'Carpet', group: 'Floors and finishes', minYears: 8, maxYears: 10 },
  { component: 'Linoleum', group: 'Floors and finishes', minYears: 25, maxYears: 25 },
  { component: 'Wood floors', group: 'Floors and finishes', minYears: 100, maxYears: null },
  { component: 'Kitchen cabinets', group: 'Floors and finishes', minYears: 50, maxYears: 50 },
  { component: 'Interior and exterior paint', group: 'Floors and finishes', minYears: 15, maxYears: null },
  { component: 'Wood deck', group: 'Structure and exterior', minYears: 20, maxYears: 20 },
  { component: 'Aluminium windows', group: 'Structure and exterior', minYears: 15, maxYears: 20 },
  { component: 'Wood windows', group: 'Structure and exterior', minYears: 30, maxYears: null },
  { component: 'Smoke and heat detectors', group: 'Safety', minYears: 5, maxYears: 10 },
];

/** "10 to 15 years", "20 years", "50+ years". */
export function formatUsefulLife(life: Pick<UsefulLife, 'minYears' | 'maxYears'>): string {
  if (life.maxYears === null) return `${life.minYears}+ years`;
  if (life.maxYears === life.minYears) return `${life.minYears} years`;
  return `${life.minYears} to ${life.maxYears} years`;
}
