import { z } from 'zod';
import { ESTIMATOR_LIMITS, ESTIMATOR_STEP_IDS, FINISH_LEVELS, LINE_ITEM_KINDS } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';

// Shapes of /api/v1/estimation. The body is checked for shape here; whether each answer
// fits its step (choices, number ranges) is checked against the shared step definitions.

const addressAnswer = z.object({
  address: z.string().trim().max(120).optional(),
  state: z.string().trim().max(2),
  zipCode: z.string().trim().max(10).optional(),
});

const answerValue = z.union([z.string().max(120), z.number().finite(), z.array(z.string().max(40)).max(20), addressAnswer]);

/** POST /estimates body. */
export const estimateBodySchema = z.object({
  project: z.string().trim().min(1).max(80),
  finishLevel: z.enum(FINISH_LEVELS).default('midrange'),
  answers: z.partialRecord(z.enum(ESTIMATOR_STEP_IDS), answerValue),
});

const money = z.number().int();

/** The estimate (see EstimateResult in shared-lib). */
export const estimateResultSchema = z
  .object({
    project: z.string(),
    projectName: z.string(),
    finishLevel: z.enum(FINISH_LEVELS),
    finishLevels: z.array(z.object({ level: z.enum(FINISH_LEVELS), label: z.string(), description: z.string() })),
    quantity: z.string(),
    sizeCategory: z.string().nullable(),
    region: z.object({ state: z.string(), name: z.string(), index: z.number(), source: z.string() }),
    lineItems: z.array(z.object({ kind: z.enum(LINE_ITEM_KINDS), label: z.string(), amount: money })),
    totalEstimatedProjectCost: money,
    range: z.object({ low: money, high: money }),
    excludes: z.array(z.string()),
    roi: z.object({
      recoupRate: z.number().nullable(),
      recoupSource: z.string().nullable(),
      recoupExplanation: z.string(),
      resaleValueAdded: money.nullable(),
      currentHomeValue: z.number(),
      totalEquityBuild: z.number().nullable(),
      roi: money.nullable(),
    }),
    recommendedProjects: z.array(z.object({ projectName: z.string(), url: z.string(), estimatedCost: money, estimatedProfit: money })),
    sources: z.array(z.string()),
  })
  .meta({ id: 'Estimate' });

export const estimateResponseSchema = successSchema(estimateResultSchema);

/** A saved plan (see EstimatorPlan in shared-lib). */
export const estimatorPlanSchema = z
  .object({
    userPropertyPlanId: z.number().int(),
    projectNames: z.array(z.string()),
    projectNameAsKey: z.array(z.string()),
    projectNameToDisplay: z.string(),
    estimationTypes: z.array(z.object({ id: z.literal(3), name: z.literal('Renovation') })),
    finishLevel: z.enum(FINISH_LEVELS),
    answers: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    userPropertyProject: z.object({
      totalEstimatedProjectCost: money,
      roi: money.nullable(),
      roiRequest: z.object({ currentHomeValue: z.number(), totalEstimatedProjectCost: money, finishLevel: z.enum(FINISH_LEVELS) }),
      totalEquitBuild: z.number().nullable(),
      currentHomeValue: z.number(),
    }),
  })
  .meta({ id: 'EstimatorPlan' });

export const planParamsSchema = z.object({ userPropertyPlanId: z.coerce.number().int().positive() });
export const planResponseSchema = successSchema(estimatorPlanSchema);
export const planListResponseSchema = successSchema(z.array(estimatorPlanSchema));
export const planDeletedResponseSchema = successSchema(z.object({ deleted: z.literal(true) }));

/** POST /multiproject-estimates body: one finish level, the selected projects with their answers. */
export const multiprojectBodySchema = z.object({
  finishLevel: z.enum(FINISH_LEVELS).default('midrange'),
  projects: z
    .array(z.object({ project: z.string().trim().min(1).max(80), answers: estimateBodySchema.shape.answers }))
    .min(1)
    .max(ESTIMATOR_LIMITS.paidMaxProjectsBySelection),
  /** A guest's email from the combined flow's email step; projects are counted per address. */
  email: z.email().max(254).optional(),
});

/** The combined estimate (see MultiprojectEstimateResult in shared-lib). */
export const multiprojectResponseSchema = successSchema(
  z
    .object({
      finishLevel: z.enum(FINISH_LEVELS),
      projects: z.array(estimateResultSchema),
      totalEstimatedProjectCost: money,
      range: z.object({ low: money, high: money }),
      roi: z.object({ currentHomeValue: z.number(), resaleValueAdded: money, totalEquityBuild: z.number(), roi: money }),
      payback: z.array(z.object({ project: z.string(), projectName: z.string(), cost: money, resaleValueAdded: money.nullable(), payback: z.number().nullable() })),
    })
    .meta({ id: 'MultiprojectEstimate' }),
);

/** GET /limits: the caller's project limits and gating state. */
export const accountLimitsResponseSchema = successSchema(
  z.object({
    isGuest: z.boolean(),
    paid: z.boolean(),
    maxProjects: z.number().int(),
    maxProjectsBySelection: z.number().int(),
    totalCount: z.number().int(),
    savedProjectCount: z.number().int(),
    suspiciousAccount: z.object({ verifiedUser: z.boolean() }).nullable(),
    paywallPricingId: z.number().int(),
  }),
);

/** POST /notify-suspicious-account body, as the spec's call sends it. */
export const notifySuspiciousBodySchema = z.object({ verifiedUser: z.boolean() }).strict();
export const notifySuspiciousResponseSchema = successSchema(z.object({ recorded: z.boolean() }));
