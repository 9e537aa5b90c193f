import {
  defaultEstimatorAnswers,
  ERROR_CODES,
  estimatorAnswersError,
  estimatorFamilyOf,
  findEstimatorProject,
  stepDefinitionFor,
  type AddressAnswer,
  type EstimateLineItem,
  type EstimateRequest,
  type EstimateResult,
  type EstimatorAnswers,
  type FinishLevel,
  type RecommendedProject,
} from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { CONTINGENCY_RATE, FINISH_MULTIPLIER, LINE_ITEM_SPLIT, RANGE_HIGH, RANGE_LOW } from './cost-tables';
import { excludedFrom, finishLevelsFor } from './estimate-copy';
import { projectScopeOf } from './project-scope';
import { recoupFor } from './recoup-rates';
import { regionalIndex } from './regional-index';

const LINE_LABELS = { materials: 'Materials', labour: 'Labour', demolition: 'Demolition and disposal', permits: 'Permits and inspections', contingency: 'Contingency (10%)' } as const;

const SOURCES = [
  'Remodel costs: Angi/HomeAdvisor, Fixr and HomeGuide national cost guides, 2024-2025',
  'Resale value: Remodeling / Zonda "Cost vs. Value" 2025, national',
  'Regional prices: U.S. Bureau of Economic Analysis, Regional Price Parities 2023',
];

/** Candidates for "recommended next projects": projects with a national Cost vs. Value figure. */
const RECOMMENDATION_CANDIDATES = [
  'Garage-Door-Replacement', 'Entry-Door-Installation', 'Kitchen-Renovation-Cost', 'Installing-Deck',
  'Bathroom-Renovation-Cost', 'Window-Replacement', 'Basement-Remodel-Cost', 'Roofing-Cost-Estimator',
];

/** The property answers a recommendation reuses. */
const PROPERTY_ANSWER_IDS = ['property-address', 'home-size', 'home-value', 'home-age'] as const;

interface Costed {
  lineItems: EstimateLineItem[];
  total: number;
  quantity: string;
  sizeCategory: string | null;
}

function costOf(slug: string, finishLevel: FinishLevel, answers: EstimatorAnswers, index: number): Costed {
  const scope = projectScopeOf(slug, answers);
  const region = index / 100;
  const scaled = scope.base * FINISH_MULTIPLIER[finishLevel] * region;
  const split = LINE_ITEM_SPLIT[scope.split]!;
  const amounts = {
    materials: scaled * split.materials,
    labour: scaled * split.labour,
    demolition: scaled * split.demolition + scope.fixedDemolition * region,
    permits: scaled * split.permits,
  };
  const subtotal = amounts.materials + amounts.labour + amounts.demolition + amounts.permits;
  const lineItems: EstimateLineItem[] = (Object.keys(amounts) as (keyof typeof amounts)[]).map((kind) => ({ kind, label: LINE_LABELS[kind], amount: Math.round(amounts[kind]) }));
  lineItems.push({ kind: 'contingency', label: LINE_LABELS.contingency, amount: Math.round(subtotal * CONTINGENCY_RATE) });
  // The total is the sum of the rounded lines, so the table always adds up.
  const total = lineItems.reduce((sum, line) => sum + line.amount, 0);
  return { lineItems, total, quantity: scope.quantity, sizeCategory: scope.sizeCategory };
}

/** Resale value added and the spec's ROI: equity build - current value - project cost, rounded, in dollars. */
export function returnOnInvestment(slug: string, finishLevel: FinishLevel, answers: EstimatorAnswers, projectCost: number) {
  const currentHomeValue = Number(answers['home-value']);
  const recoup = recoupFor(slug, finishLevel, answers);
  if (!recoup) {
    return { recoupRate: null, recoupSource: null, resaleValueAdded: null, currentHomeValue, totalEquityBuild: null, roi: null };
  }
  const resaleValueAdded = Math.round(projectCost * recoup.rate);
  const totalEquityBuild = currentHomeValue + resaleValueAdded;
  return {
    recoupRate: recoup.rate,
    recoupSource: `Cost vs. Value 2025: ${recoup.line}`,
    resaleValueAdded,
    currentHomeValue,
    totalEquityBuild,
    roi: Math.round(totalEquityBuild - currentHomeValue - projectCost),
  };
}

// A candidate's own default answers never change; walking its flow for them on every estimate was
// most of an estimate's cost (npm run bench), so they are worked out once per candidate.
const candidateDefaults = new Map<string, EstimatorAnswers>();

function defaultProjectAnswers(candidate: string): EstimatorAnswers {
  let answers = candidateDefaults.get(candidate);
  if (!answers) {
    answers = Object.freeze(defaultEstimatorAnswers(candidate));
    candidateDefaults.set(candidate, answers);
  }
  return answers;
}

function recommendations(slug: string, answers: EstimatorAnswers, index: number): RecommendedProject[] {
  const property = Object.fromEntries(PROPERTY_ANSWER_IDS.filter((id) => answers[id] !== undefined).map((id) => [id, answers[id]]));
  return RECOMMENDATION_CANDIDATES.filter((candidate) => candidate !== slug)
    .map((candidate) => {
      // The user's home answers replace the defaults; a candidate's flow does not branch on them.
      const candidateAnswers = { ...defaultProjectAnswers(candidate), ...property };
      const { total } = costOf(candidate, 'midrange', candidateAnswers, index);
      const roi = returnOnInvestment(candidate, 'midrange', candidateAnswers, total);
      return { projectName: findEstimatorProject(candidate)!.displayName, url: `/${candidate}`, estimatedCost: total, estimatedProfit: roi.roi ?? 0 };
    })
    .sort((a, b) => b.estimatedProfit - a.estimatedProfit)
    .slice(0, 3);
}

/** Prices a project from validated answers; throws 400 with the step and reason when an answer is missing or wrong. */
export function estimateProject(request: EstimateRequest): EstimateResult {
  const project = findEstimatorProject(request.project);
  if (!project) throw new ApiError(404, ERROR_CODES.notFound, `There is no estimator for "${request.project}".`, { field: 'project' });
  const slug = project.slug;
  const problem = estimatorAnswersError(slug, request.answers);
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
    finishLevels: finishLevelsFor(estimatorFamilyOf(slug)),
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
