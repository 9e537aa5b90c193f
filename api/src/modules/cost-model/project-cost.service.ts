import {
  defaultEstimatorAnswers,
  ERROR_CODES,
  estimatorAnswersError,
  estimatorFamilyOf,
  findEstimatorProject,
  flowModeOf,
  roomKindOf,
  stepDefinitionFor,
  type AddressAnswer,
  type EstimateLineItem,
  type EstimateRequest,
  type EstimateResult,
  type EstimatorAnswers,
  type EstimatorFlowMode,
  type FinishLevel,
  type RecommendedProject,
} from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { priceBill } from './bill';
import { RANGE_HIGH, RANGE_LOW } from './cost-tables';
import { excludedFrom, finishLevelsFor } from './estimate-copy';
import { projectScopeOf } from './project-scope';
import { recoupExplanation, recoupMatch } from './recoup-mapping';
import { regionalIndex } from './regional-index';

const SOURCES = [
  'Remodel costs: priced from quantities with unit costs from Angi/HomeAdvisor, Fixr and HomeGuide national cost guides, 2024-2025, checked against Remodeling / Zonda "Cost vs. Value" 2024 job costs',
  'Resale value: Remodeling / Zonda "Cost vs. Value" 2025 (2024 for the bath addition), national, for the project whose scope matches yours',
  'Regional prices: U.S. Bureau of Economic Analysis, Regional Price Parities 2023',
];

/** Candidates for "recommended next projects": projects with a national Cost vs. Value figure. */
const RECOMMENDATION_CANDIDATES = [
  'Garage-Door-Replacement',
  'Entry-Door-Installation',
  'Kitchen-Renovation-Cost',
  'Installing-Deck',
  'Bathroom-Renovation-Cost',
  'Window-Replacement',
  'Basement-Remodel-Cost',
  'Roofing-Cost-Estimator',
];

/** The property answers a recommendation reuses. */
const PROPERTY_ANSWER_IDS = ['property-address', 'home-size', 'home-value', 'home-age'] as const;

interface Costed {
  lineItems: EstimateLineItem[];
  total: number;
  quantity: string;
  sizeCategory: string | null;
}

/** The priced bill of a project's scope: line items, total, and the quantity in words. */
export function costOf(slug: string, finishLevel: FinishLevel, answers: EstimatorAnswers, index: number): Costed {
  const scope = projectScopeOf(slug, answers);
  const { lineItems, total } = priceBill(scope, finishLevel, index);
  return { lineItems, total, quantity: scope.quantity, sizeCategory: scope.sizeCategory };
}

/** Resale value added and the spec's ROI: equity build - current value - project cost, rounded, in dollars. */
export function returnOnInvestment(slug: string, finishLevel: FinishLevel, answers: EstimatorAnswers, projectCost: number) {
  const currentHomeValue = Number(answers['home-value']);
  const matched = recoupMatch(slug, finishLevel, answers);
  const explanation = recoupExplanation(matched);
  if (!matched.project) {
    return { recoupRate: null, recoupSource: null, recoupExplanation: explanation, resaleValueAdded: null, currentHomeValue, totalEquityBuild: null, roi: null };
  }
  const resaleValueAdded = Math.round(projectCost * matched.project.rate);
  const totalEquityBuild = currentHomeValue + resaleValueAdded;
  return {
    recoupRate: matched.project.rate,
    recoupSource: `Cost vs. Value ${matched.project.year}: ${matched.project.line}`,
    recoupExplanation: explanation,
    resaleValueAdded,
    currentHomeValue,
    totalEquityBuild,
    roi: Math.round(totalEquityBuild - currentHomeValue - projectCost),
  };
}

// Default answers of a candidate depend only on the home's answers (room size and roof area are
// suggested from the home's size); walking a flow for them on every estimate was most of an
// estimate's cost (npm run bench), so they are worked out once per candidate and home.
const candidateDefaults = new Map<string, EstimatorAnswers>();
const CANDIDATE_CACHE_LIMIT = 2000;

/**
 * The default scope of a project for a home: the flow's default answers with the home's
 * property answers (address, size, value, age) in place. The estimator's recommended projects
 * and the home report price the same scope, so they never disagree for the same home.
 */
export function defaultScopeAnswers(slug: string, home: EstimatorAnswers): EstimatorAnswers {
  const property = Object.fromEntries(PROPERTY_ANSWER_IDS.filter((id) => home[id] !== undefined).map((id) => [id, home[id]]));
  const key = `${slug}|${JSON.stringify(property)}`;
  let answers = candidateDefaults.get(key);
  if (!answers) {
    if (candidateDefaults.size >= CANDIDATE_CACHE_LIMIT) candidateDefaults.clear();
    answers = Object.freeze(defaultEstimatorAnswers(slug, property));
    candidateDefaults.set(key, answers);
  }
  return answers;
}

/**
 * A project's default scope for a home, priced at midrange with its return: the figure the
 * estimator gives for that home and scope, which the recommendations and the home report show.
 */
export function priceDefaultScope(slug: string, home: EstimatorAnswers, index: number) {
  const answers = defaultScopeAnswers(slug, home);
  const { total } = costOf(slug, 'midrange', answers, index);
  return { answers, total, roi: returnOnInvestment(slug, 'midrange', answers, total) };
}

function priceRecommendation(slug: string, home: EstimatorAnswers, index: number): RecommendedProject | null {
  const { total, roi } = priceDefaultScope(slug, home, index);
  // A project with no published resale figure has no payback to compare: it is not an idea that "could pay off".
  if (roi.roi === null) return null;
  return { projectName: findEstimatorProject(slug)!.displayName, url: `/${slug}`, estimatedCost: total, estimatedProfit: roi.roi };
}

/**
 * Roofs and windows are ideas only in a home old enough to be due them: asphalt shingles last
 * about 20 years, aluminium windows 15 to 20 (NAHB / Bank of America study of component life, 2007).
 */
const DUE_AFTER_YEARS: Readonly<Record<string, number>> = { 'Roofing-Cost-Estimator': 20, 'Window-Replacement': 20 };

/** The room another project works on, so one estimate is not followed by the same room again (a bath after a bath). */
const sameRoom = (a: string, b: string) => estimatorFamilyOf(a) === 'room' && estimatorFamilyOf(b) === 'room' && roomKindOf(a) === roomKindOf(b) && roomKindOf(a) !== 'living';

function recommendations(slug: string, answers: EstimatorAnswers, index: number): RecommendedProject[] {
  const built = typeof answers['home-age'] === 'number' ? answers['home-age'] : null;
  const age = built === null ? null : new Date().getUTCFullYear() - built;
  return RECOMMENDATION_CANDIDATES.filter((candidate) => candidate !== slug && !sameRoom(candidate, slug))
    .filter((candidate) => age === null || DUE_AFTER_YEARS[candidate] === undefined || age >= DUE_AFTER_YEARS[candidate]!)
    .flatMap((candidate) => priceRecommendation(candidate, answers, index) ?? [])
    .sort((a, b) => b.estimatedProfit - a.estimatedProfit)
    .slice(0, 3);
}

/**
 * Prices a project from validated answers (checked against the flow of `mode`: alone, or one of
 * several projects, which a saved plan's answers tell); throws 400 with the step and reason when an answer is missing or wrong.
 */
export function estimateProject(request: EstimateRequest, mode: EstimatorFlowMode = flowModeOf(request.answers)): EstimateResult {
  const project = findEstimatorProject(request.project);
  if (!project) throw new ApiError(404, ERROR_CODES.notFound, `There is no estimator for "${request.project}".`, { field: 'project' });
  const slug = project.slug;
  const problem = estimatorAnswersError(slug, request.answers, mode);
  if (problem) {
    const question = stepDefinitionFor(slug, problem.step).question;
    throw new ApiError(400, ERROR_CODES.validation, `${question} ${problem.message}`, { field: `answers.${problem.step}`, step: problem.step });
  }
  const answers = request.answers;
  const region = regionalIndex((answers['property-address'] as AddressAnswer).state);
  const costed = costOf(slug, request.finishLevel, answers, region.index);
  return {
    project: slug,
    projectName: project.displayName,
    finishLevel: request.finishLevel,
    finishLevels: finishLevelsFor(estimatorFamilyOf(slug), slug),
    quantity: costed.quantity,
    sizeCategory: costed.sizeCategory,
    region,
    lineItems: costed.lineItems,
    totalEstimatedProjectCost: costed.total,
    range: { low: Math.round((costed.total * RANGE_LOW) / 100) * 100, high: Math.round((costed.total * RANGE_HIGH) / 100) * 100 },
    excludes: excludedFrom(estimatorFamilyOf(slug)),
    roi: returnOnInvestment(slug, request.finishLevel, answers, costed.total),
    recommendedProjects: recommendations(slug, answers, region.index),
    sources: SOURCES,
  };
}
