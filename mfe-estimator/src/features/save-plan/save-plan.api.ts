import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import { type EstimateRequest, type EstimatorPlan, type MultiprojectEstimateRequest } from '@homeworth/shared-lib/domain';

/** POST /api/v1/estimation/plans: saves the estimate for the signed-in user. */
export function savePlanRequest(request: EstimateRequest): Promise<EstimatorPlan> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans', 'post'>>({ method: 'POST', url: '/v1/estimation/plans', data: request });
}

/** POST /api/v1/estimation/plans/multiproject: saves each project of a combined estimate as a plan. */
export function saveCombinedRequest(request: MultiprojectEstimateRequest): Promise<EstimatorPlan[]> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans/multiproject', 'post'>>({ method: 'POST', url: '/v1/estimation/plans/multiproject', data: request });
}
