// Owner corrections of a claimed home's facts ("update your home").
// The API refuses what these rules refuse; /update-your-home checks the same rules before sending.
import { HOME_COMPONENTS, type HomeComponentKey } from './home-condition';
import { countOf } from '../money-and-units/count';
import { YEAR_BUILT_MIN, yearBuiltProblem } from '../money-and-units/year-built';

/** Components whose install year an owner may correct (the structure's year is the year built). */
export const CORRECTABLE_COMPONENTS: readonly { key: HomeComponentKey; name: string }[] = HOME_COMPONENTS.filter((c) => c.key !== 'structure').map(({ key, name }) => ({
  key,
  name,
}));

/** The facts of a home an owner may correct. */
export interface OwnerHomeFacts {
  bedrooms: number;
  bathrooms: number;
  /** Living area in sq ft. */
  buildingArea: number;
  /** Lot size in sq ft (0 for a unit with no land of its own). */
  lotSize: number;
  yearBuilt: number;
  /** Install (or last replacement) year per component. */
  componentYears: Partial<Record<HomeComponentKey, number>>;
}

/** A correction: the facts the owner changes; null puts the public record back. */
export type OwnerFactsCorrection = Partial<Record<'bedrooms' | 'bathrooms' | 'buildingArea' | 'lotSize' | 'yearBuilt', number | null>> & {
  componentYears?: Partial<Record<HomeComponentKey, number | null>>;
};

/**
 * Limits of a corrected fact. Product decisions: ranges wide enough for any real single-family
 * home or unit; a bedroom needs 70 sq ft (IRC R304.1, minimum habitable room area); a home has at
 * most 2 more bathrooms than bedrooms (a studio with a bath and a powder room, not 0 beds and 5 baths).
 */
export const OWNER_FACT_LIMITS = {
  bedrooms: { min: 0, max: 20 },
  bathrooms: { min: 0, max: 20, step: 0.5 },
  buildingArea: { min: 100, max: 50_000 },
  lotSize: { min: 0, max: 10_000_000 },
  yearBuilt: { min: YEAR_BUILT_MIN },
  minSqftPerBedroom: 70,
  maxExtraBathrooms: 2,
} as const;

/** Labels of the facts, as pages and the history show them. */
export const OWNER_FACT_LABELS: Record<string, string> = {
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  buildingArea: 'Living area (sq ft)',
  lotSize: 'Lot size (sq ft)',
  yearBuilt: 'Year built',
  ...Object.fromEntries(CORRECTABLE_COMPONENTS.map((c) => [c.key, `${c.name} installed`])),
};

/** One refused value: the field (a fact key or a component key) and why. */
export interface OwnerFactProblem {
  field: string;
  message: string;
}

const isWhole = (n: number) => Number.isInteger(n);

/** Every problem of a home's facts after a correction, first the single values, then how they fit together. */
export function ownerFactsProblems(facts: OwnerHomeFacts, currentYear: number): OwnerFactProblem[] {
  const L = OWNER_FACT_LIMITS;
  const problems: OwnerFactProblem[] = [];
  const range = (field: keyof typeof L & string, value: number, min: number, max: number, unit: string) => {
    if (!Number.isFinite(value) || !isWhole(value) || value < min || value > max)
      problems.push({ field, message: `${OWNER_FACT_LABELS[field]} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}${unit}.` });
  };
  range('bedrooms', facts.bedrooms, L.bedrooms.min, L.bedrooms.max, '');
  if (!Number.isFinite(facts.bathrooms) || facts.bathrooms < L.bathrooms.min || facts.bathrooms > L.bathrooms.max || !isWhole(facts.bathrooms / L.bathrooms.step)) {
    problems.push({ field: 'bathrooms', message: `Bathrooms must be from ${L.bathrooms.min} to ${L.bathrooms.max}, in halves (a half bath is 0.5).` });
  }
  range('buildingArea', facts.buildingArea, L.buildingArea.min, L.buildingArea.max, ' sq ft');
  range('lotSize', facts.lotSize, L.lotSize.min, L.lotSize.max, ' sq ft');
  const yearBuilt = yearBuiltProblem(facts.yearBuilt, currentYear);
  if (yearBuilt) problems.push({ field: 'yearBuilt', message: yearBuilt });
  for (const { key, name } of CORRECTABLE_COMPONENTS) {
    const year = facts.componentYears[key];
    if (year === undefined) continue;
    if (!isWhole(year) || year > currentYear) problems.push({ field: key, message: `${name}: the install year must be a year up to ${currentYear}; it cannot be in the future.` });
    else if (year < facts.yearBuilt) problems.push({ field: key, message: `${name}: installed in ${year}, before the home was built (${facts.yearBuilt}).` });
  }
  if (problems.length > 0) return problems;
  if (facts.bathrooms > facts.bedrooms + L.maxExtraBathrooms) {
    problems.push({
      field: 'bathrooms',
      message: `${countOf(facts.bathrooms, 'bathroom')} with ${countOf(facts.bedrooms, 'bedroom')} does not fit: a home has at most ${L.maxExtraBathrooms} more bathrooms than bedrooms.`,
    });
  }
  if (facts.buildingArea < facts.bedrooms * L.minSqftPerBedroom) {
    problems.push({
      field: 'buildingArea',
      message: `${countOf(facts.bedrooms, 'bedroom')} need${facts.bedrooms === 1 ? 's' : ''} at least ${facts.bedrooms * L.minSqftPerBedroom} sq ft of living area (${L.minSqftPerBedroom} sq ft each).`,
    });
  }
  return problems;
}

/** The facts after a correction: a number replaces the fact, null puts the record's value back, absent keeps the current one. */
export function applyOwnerCorrection(
  record: OwnerHomeFacts,
  current: OwnerFactsCorrection,
  change: OwnerFactsCorrection,
): { corrections: OwnerFactsCorrection; facts: OwnerHomeFacts } {
  const corrections: OwnerFactsCorrection = { ...current, componentYears: { ...current.componentYears } };
  for (const key of ['bedrooms', 'bathrooms', 'buildingArea', 'lotSize', 'yearBuilt'] as const) {
    if (change[key] === undefined) continue;
    if (change[key] === null) delete corrections[key];
    else corrections[key] = change[key];
  }
  for (const [key, year] of Object.entries(change.componentYears ?? {}) as [HomeComponentKey, number | null][]) {
    if (year === null) delete corrections.componentYears![key];
    else corrections.componentYears![key] = year;
  }
  return { corrections, facts: effectiveOwnerFacts(record, corrections) };
}

/** The record's facts with the owner's corrections over them. */
export function effectiveOwnerFacts(record: OwnerHomeFacts, corrections: OwnerFactsCorrection): OwnerHomeFacts {
  const pick = (key: 'bedrooms' | 'bathrooms' | 'buildingArea' | 'lotSize' | 'yearBuilt') => (typeof corrections[key] === 'number' ? (corrections[key] as number) : record[key]);
  const componentYears = { ...record.componentYears };
  for (const [key, year] of Object.entries(corrections.componentYears ?? {})) if (typeof year === 'number') componentYears[key as HomeComponentKey] = year;
  return { bedrooms: pick('bedrooms'), bathrooms: pick('bathrooms'), buildingArea: pick('buildingArea'), lotSize: pick('lotSize'), yearBuilt: pick('yearBuilt'), componentYears };
}
