import { apiRequest } from '@homeworth/shared-lib';
import { type EstimateRequest, type EstimatorPlan } from '@homeworth/shared-lib/domain';

/** POST /api/v1/estimation/plans: saves the estimate for the signed-in user. */
export function savePlanRequest(request: EstimateRequest): Promise<EstimatorPlan> {
  return apiRequest<EstimatorPlan>({ method: 'POST', url: '/v1/estimation/plans', data: request });
}

