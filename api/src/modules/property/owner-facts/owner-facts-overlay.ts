import { CORRECTABLE_COMPONENTS, effectiveOwnerFacts, type HomeComponentKey, type OwnerFactsCorrection, type OwnerHomeFacts } from '@homeworth/shared-lib/domain';
import type { HomeFacts } from '../providers/property-data.provider';

// The owner's corrections read over a provider's record (pure: the report service imports it).

/** The facts an owner corrects other than component years. */
export const FACT_KEYS = ['bedrooms', 'bathrooms', 'buildingArea', 'lotSize', 'yearBuilt'] as const;

/** The provider's record of a home as the owner sees it: component years count the latest replacement permit. */
export function recordFactsOf(facts: HomeFacts): OwnerHomeFacts {
  const componentYears: Partial<Record<HomeComponentKey, number>> = {};
  for (const { key } of CORRECTABLE_COMPONENTS) {
    const installed = facts.components.find((c) => c.key === key)?.installYear ?? facts.yearBuilt;
    const replaced = facts.permits.filter((p) => p.replaces === key).map((p) => Number(p.permitDate.slice(0, 4)));
    componentYears[key] = Math.max(installed, ...replaced);
  }
  return { bedrooms: facts.bedrooms, bathrooms: facts.bathrooms, buildingArea: facts.buildingArea, lotSize: facts.lotSize ?? 0, yearBuilt: facts.yearBuilt, componentYears };
}

/** The keys of the facts the owner reported (fact keys and component keys). */
export function ownerReportedKeys(corrections: OwnerFactsCorrection | null): string[] {
  if (!corrections) return [];
  return [...FACT_KEYS.filter((k) => typeof corrections[k] === 'number'), ...Object.keys(corrections.componentYears ?? {})];
}

/**
 * A provider's facts with the owner's corrections over them; no part is older than the home. (A corrected
 * component's year also outranks its replacement permits: buildReport leaves those out.)
 */
export function withOwnerFacts(facts: HomeFacts, corrections: OwnerFactsCorrection | null): HomeFacts {
  if (!corrections) return facts;
  const e = effectiveOwnerFacts(recordFactsOf(facts), corrections);
  const owned = corrections.componentYears ?? {};
  return {
    ...facts,
    bedrooms: e.bedrooms,
    bathrooms: e.bathrooms,
    buildingArea: e.buildingArea,
    lotSize: e.lotSize,
    yearBuilt: e.yearBuilt,
    components: facts.components.map((c) => ({ key: c.key, installYear: c.key === 'structure' ? e.yearBuilt : (owned[c.key] ?? Math.max(c.installYear, e.yearBuilt)) })),
  };
}
