import type { EstimatorAnswers } from './estimator-steps';

/** Finish levels of the estimator, cheapest first. */
export const FINISH_LEVELS = ['basic', 'midrange', 'upscale'] as const;

/** A finish level: builder grade, mid-range or high end. */
export type FinishLevel = (typeof FINISH_LEVELS)[number];

/** Body of `POST /api/v1/estimation/estimates`. */
export interface EstimateRequest {
  project: string;
  finishLevel: FinishLevel;
  answers: EstimatorAnswers;
}

/** Kinds of line item every estimate is broken into, in breakdown order. */
export const LINE_ITEM_KINDS = ['materials', 'labour', 'demolition', 'disposal', 'permits', 'design', 'contingency'] as const;

/** A kind of line item. */
export type LineItemKind = (typeof LINE_ITEM_KINDS)[number];

/** One line of the breakdown, in whole dollars. */
export interface EstimateLineItem {
  kind: LineItemKind;
  label: string;
  amount: number;
}

/** Return on investment (of an estimator plan), whole dollars. */
export interface EstimateRoi {
  /** Share of the cost recouped at sale (Cost vs. Value), e.g. 0.51; null when no published project matches the scope. */
  recoupRate: number | null;
  /** Cost vs. Value line the rate comes from, with its year. */
  recoupSource: string | null;
  /** One sentence: which published project the return follows and what it includes, or why none matches. */
  recoupExplanation: string;
  resaleValueAdded: number | null;
  currentHomeValue: number;
  /** currentHomeValue + resaleValueAdded. */
  totalEquityBuild: number | null;
  /** The spec's figure: equity build minus current value minus project cost, rounded. */
  roi: number | null;
}

/** A project suggested after an estimate (a recommended project). */
export interface RecommendedProject {
  projectName: string;
  url: string;
  estimatedCost: number;
  estimatedProfit: number;
}

/** What the estimate endpoint returns. */
export interface EstimateResult {
  project: string;
  projectName: string;
  finishLevel: FinishLevel;
  finishLevels: { level: FinishLevel; label: string; description: string }[];
  /** Plain-language quantity the estimate is built on, e.g. "150 sq ft kitchen (medium)". */
  quantity: string;
  sizeCategory: string | null;
  region: { state: string; name: string; index: number; source: string };
  lineItems: EstimateLineItem[];
  totalEstimatedProjectCost: number;
  range: { low: number; high: number };
  excludes: string[];
  roi: EstimateRoi;
  recommendedProjects: RecommendedProject[];
  sources: string[];
}

/** Session storage key of the plan the estimator last saved or opened. */
export const ESTIMATOR_PLAN_ID_KEY = 'estimatorPlanId';

/** A saved estimator plan, with the spec's field names. */
export interface EstimatorPlan {
  userPropertyPlanId: number;
  projectNames: string[];
  projectNameAsKey: string[];
  projectNameToDisplay: string;
  estimationTypes: { id: 3; name: 'Renovation' }[];
  finishLevel: FinishLevel;
  answers: EstimatorAnswers;
  createdAt: string;
  userPropertyProject: {
    totalEstimatedProjectCost: number;
    roi: number | null;
    roiRequest: { currentHomeValue: number; totalEstimatedProjectCost: number; finishLevel: FinishLevel };
    /** The spec's spelling. */
    totalEquitBuild: number | null;
    currentHomeValue: number;
  };
}
