import { and, desc, eq } from 'drizzle-orm';
import { ERROR_CODES, type EstimateRequest, type EstimatorPlan, type FinishLevel } from '@homeworth/shared-lib/domain';
import { upgradeEstimatorAnswers } from './estimator-answers-upgrade';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { estimateProject } from '../cost-model';
import { checkPlanLimit } from './estimator-gating.service';
import { users } from '../security';
import { estimatorPlans, type EstimatorPlanRow } from './estimation.tables';

/** The message for a plan that does not exist or belongs to someone else (the same, so ids cannot be probed). */
export const PLAN_NOT_FOUND = 'This estimate plan does not exist.';

function toPlan(row: EstimatorPlanRow): EstimatorPlan {
  const finishLevel = row.finishLevel as FinishLevel;
  return {
    userPropertyPlanId: row.id,
    projectNames: [row.projectName],
    projectNameAsKey: [row.projectSlug],
    projectNameToDisplay: row.projectName,
    estimationTypes: [{ id: 3, name: 'Renovation' }],
    finishLevel,
    // Plans saved before the scope questions get the answers their estimate assumed, so they open and price.
    answers: upgradeEstimatorAnswers(row.projectSlug, finishLevel, row.answers),
    createdAt: row.createdAt.toISOString(),
    userPropertyProject: {
      totalEstimatedProjectCost: row.totalEstimatedProjectCost,
      roi: row.roi,
      roiRequest: { currentHomeValue: row.currentHomeValue, totalEstimatedProjectCost: row.totalEstimatedProjectCost, finishLevel },
      totalEquitBuild: row.totalEquityBuild,
      currentHomeValue: row.currentHomeValue,
    },
  };
}

/**
 * Saves each project of a combined (multiproject or sell-prep) estimate as one of the user's
 * plans, all or none: 403 PLAN_LIMIT when they would not all fit under maxProjects.
 */
export async function saveCombinedPlans(db: Database, userId: number, requests: readonly EstimateRequest[]): Promise<EstimatorPlan[]> {
  const estimates = requests.map((request) => ({ request, estimate: estimateProject(request) }));
  // Count and insert under a lock on the user's row: parallel saves (two tabs, two replicas) then
  // run one after the other, so together they cannot pass the limit each one checked alone.
  const rows = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await checkPlanLimit(tx as unknown as Database, userId, requests.length);
    return tx
      .insert(estimatorPlans)
      .values(
        estimates.map(({ request, estimate }) => ({
          userId,
          projectSlug: estimate.project,
          projectName: estimate.projectName,
          finishLevel: estimate.finishLevel,
          answers: request.answers,
          totalEstimatedProjectCost: estimate.totalEstimatedProjectCost,
          roi: estimate.roi.roi,
          totalEquityBuild: estimate.roi.totalEquityBuild,
          currentHomeValue: estimate.roi.currentHomeValue,
        })),
      )
      .returning();
  });
  return rows.map(toPlan);
}

/** Prices the request again on the server and saves it as the user's plan; 403 PLAN_LIMIT past maxProjects. */
export async function savePlan(db: Database, userId: number, request: EstimateRequest): Promise<EstimatorPlan> {
  const [plan] = await saveCombinedPlans(db, userId, [request]);
  return plan!;
}

/** The user's plans, newest first. */
export async function listPlans(db: Database, userId: number): Promise<EstimatorPlan[]> {
  const rows = await db.select().from(estimatorPlans).where(eq(estimatorPlans.userId, userId)).orderBy(desc(estimatorPlans.createdAt), desc(estimatorPlans.id));
  return rows.map(toPlan);
}

/** One of the user's plans; 404 for anyone else's. */
export async function getPlan(db: Database, userId: number, planId: number): Promise<EstimatorPlan> {
  const [row] = await db
    .select()
    .from(estimatorPlans)
    .where(and(eq(estimatorPlans.id, planId), eq(estimatorPlans.userId, userId)));
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, PLAN_NOT_FOUND);
  return toPlan(row);
}

/** Whether the plan is the user's. */
export async function ownsPlan(db: Database, userId: number, planId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: estimatorPlans.id })
    .from(estimatorPlans)
    .where(and(eq(estimatorPlans.id, planId), eq(estimatorPlans.userId, userId)));
  return !!row;
}

/** Deletes one of the user's plans; 404 for anyone else's. */
export async function deletePlan(db: Database, userId: number, planId: number): Promise<void> {
  const deleted = await db
    .delete(estimatorPlans)
    .where(and(eq(estimatorPlans.id, planId), eq(estimatorPlans.userId, userId)))
    .returning({ id: estimatorPlans.id });
  if (deleted.length === 0) throw new ApiError(404, ERROR_CODES.notFound, PLAN_NOT_FOUND);
}
