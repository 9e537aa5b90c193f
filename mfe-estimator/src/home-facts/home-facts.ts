import { PROPERTY_STEPS, US_STATES, stepAnswerError, type AddressAnswer, type EstimatorAnswers, type EstimatorStepId } from '@homeworth/shared-lib/domain';

/**
 * What the site already knows about the home being estimated: from a report link
 * (`?city=&state=&zip=&price=&size=&built=`, so its default scope prices the report's home) or the
 * signed-in owner's claimed home. Each fact becomes the answer of a property step, shown in its field
 * for the user to change; facts never replace an answer given.
 */
export interface HomeFacts {
  state?: string;
  zipCode?: string;
  address?: string;
  homeSize?: number;
  homeValue?: number;
  yearBuilt?: number;
}

const positiveNumber = (raw: string | null): number | undefined => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
};

/** The facts a report link carries in its query (state, zip, size, year built, price), or null when it carries none. */
export function homeFactsFromLink(search: string): HomeFacts | null {
  const params = new URLSearchParams(search);
  const state = params.get('state')?.toUpperCase();
  const facts: HomeFacts = {
    ...(state && US_STATES[state] ? { state } : {}),
    ...(/^\d{5}$/.test(params.get('zip') ?? '') ? { zipCode: params.get('zip')! } : {}),
    ...(positiveNumber(params.get('size')) ? { homeSize: positiveNumber(params.get('size')) } : {}),
    ...(positiveNumber(params.get('built')) ? { yearBuilt: positiveNumber(params.get('built')) } : {}),
    ...(positiveNumber(params.get('price')) ? { homeValue: positiveNumber(params.get('price')) } : {}),
  };
  return Object.keys(facts).length > 0 ? facts : null;
}

/** The property-step answers the facts give, each only when its step accepts it. */
export function homeFactAnswers(facts: HomeFacts): EstimatorAnswers {
  const candidates: EstimatorAnswers = {};
  if (facts.state) {
    const address: AddressAnswer = { state: facts.state, ...(facts.zipCode ? { zipCode: facts.zipCode } : {}), ...(facts.address ? { address: facts.address } : {}) };
    candidates['property-address'] = address;
  }
  if (facts.homeSize) candidates['home-size'] = facts.homeSize;
  if (facts.homeValue) candidates['home-value'] = facts.homeValue;
  if (facts.yearBuilt) candidates['home-age'] = facts.yearBuilt;
  const accepted: EstimatorAnswers = {};
  for (const step of PROPERTY_STEPS) {
    const answer = candidates[step.id];
    if (answer !== undefined && stepAnswerError(step, answer) === null) accepted[step.id] = answer;
  }
  return accepted;
}

/** The answers with the facts filled in where no answer was given yet. */
export function withHomeFacts<A extends Partial<Record<EstimatorStepId, unknown>>>(answers: A, facts: HomeFacts | null): A {
  if (!facts) return answers;
  const filled: Record<string, unknown> = { ...answers };
  for (const [id, answer] of Object.entries(homeFactAnswers(facts))) if (filled[id] === undefined) filled[id] = answer;
  return filled as A;
}

/** Facts of two sources: the first wins; the second adds only when it is about the same home (same ZIP, or no ZIP to compare). */
export function mergeHomeFacts(first: HomeFacts | null, second: HomeFacts | null): HomeFacts | null {
  if (!first || !second) return first ?? second;
  if (first.zipCode && second.zipCode && first.zipCode !== second.zipCode) return first;
  return { ...second, ...first };
}

// Session storage, like the answers: the facts of a report link hold for the visit, not beyond.
const KEY = 'hw:estimator:home-facts';

/** The facts this tab kept, or null. */
export function readHomeFacts(): HomeFacts | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as HomeFacts) : null;
  } catch {
    return null;
  }
}

/** Keeps the facts for this tab. */
export function writeHomeFacts(facts: HomeFacts): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(facts));
  } catch {
    // Storage blocked: the facts still fill this page's answers.
  }
}
