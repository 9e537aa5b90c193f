import type { MarketSale } from '../market';

/**
 * A made-up market with known price rules, for the valuation's tests: log price =
 * 11 + 0.8·ln(living area) + neighbourhood effect + 0.12 for a "Good" finish − 0.004·age
 * + 0.01 per month since January 2018 + noise (standard deviation `noise`).
 */
export const TRUE_EFFECTS = { logArea: 0.8, good: 0.12, agePerYear: -0.004, perMonth: 0.01, neighbourhoods: { North: 0, Centre: 0.15, South: -0.1 } };

/** A small deterministic random generator, so the tests see the same sales every run. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function normal(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
}

export function syntheticSales(n: number, options: { seed?: number; noise?: number; slug?: string } = {}): MarketSale[] {
  const rand = seeded(options.seed ?? 1);
  const noise = options.noise ?? 0.08;
  const slug = options.slug ?? 'synth-town';
  const names = Object.keys(TRUE_EFFECTS.neighbourhoods) as (keyof typeof TRUE_EFFECTS.neighbourhoods)[];
  return Array.from({ length: n }, (_, i) => {
    const hood = names[i % 3] as keyof typeof TRUE_EFFECTS.neighbourhoods;
    const month = Math.floor(rand() * 36);
    const livingArea = Math.round(800 + rand() * 2200);
    const yearBuilt = 1920 + Math.floor(rand() * 100);
    const finish = rand() < 0.4 ? 'Good' : 'Plain';
    const year = 2018 + Math.floor(month / 12);
    const logPrice =
      11 +
      TRUE_EFFECTS.logArea * Math.log(livingArea) +
      TRUE_EFFECTS.neighbourhoods[hood] +
      (finish === 'Good' ? TRUE_EFFECTS.good : 0) +
      TRUE_EFFECTS.agePerYear * (year - yearBuilt) +
      TRUE_EFFECTS.perMonth * month +
      noise * normal(rand);
    const lat = 41 + (i % 3) * 0.03 + rand() * 0.02;
    return {
      id: `${slug}-${i}`,
      marketSlug: slug,
      saleDate: `${year}-${String((month % 12) + 1).padStart(2, '0')}-15`,
      salePrice: Math.round(Math.exp(logPrice) / 100) * 100,
      livingArea,
      bedrooms: 2 + Math.floor(rand() * 3),
      bathrooms: 1 + Math.floor(rand() * 3) / 2,
      yearBuilt,
      lotArea: Math.round(4000 + rand() * 8000),
      latitude: lat,
      longitude: -93 - rand() * 0.03,
      zip: null,
      city: 'Synth',
      state: 'IA',
      propertyType: 'House',
      address: null,
      extras: { Neighborhood: hood, Finish: finish, Sale_Condition: i % 25 === 0 ? 'Family' : 'Normal' },
    };
  });
}
