import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import { type EstimatorPlan } from '@homeworth/shared-lib/domain';

/** GET /api/v1/estimation/plans: the signed-in user's plans, newest first. */
export function fetchPlans(): Promise<EstimatorPlan[]> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans', 'get'>>({ method: 'GET', url: '/v1/estimation/plans' });
}

/** DELETE /api/v1/estimation/plans/:id. */
export function deletePlanRequest(planId: number): Promise<{ deleted: true }> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans/{userPropertyPlanId}', 'delete'>>({ method: 'DELETE', url: `/v1/estimation/plans/${planId}` });
}
