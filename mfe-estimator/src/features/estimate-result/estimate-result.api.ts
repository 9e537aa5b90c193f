import { apiRequest } from '@homeworth/shared-lib';
import type { EstimateRequest, EstimateResult, MultiprojectEstimateRequest, MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';

/** POST /api/v1/estimation/estimates: prices the answers; throws ApiError with the envelope's message. */
export function fetchEstimate(request: EstimateRequest): Promise<EstimateResult> {
  return apiRequest<EstimateResult>({ method: 'POST', url: '/v1/estimation/estimates', data: request });
}

/** POST /api/v1/estimation/multiproject-estimates: prices every selected project and the combined figures. */
export function fetchMultiprojectEstimate(request: MultiprojectEstimateRequest): Promise<MultiprojectEstimateResult> {
  return apiRequest<MultiprojectEstimateResult>({ method: 'POST', url: '/v1/estimation/multiproject-estimates', data: request });
}
