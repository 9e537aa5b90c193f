import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { EstimateRequest, EstimateResult, MultiprojectEstimateRequest, MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';

/** POST /api/v1/estimation/estimates: prices the answers; throws ApiError with the envelope's message. */
export function fetchEstimate(request: EstimateRequest): Promise<EstimateResult> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/estimates', 'post'>>({ method: 'POST', url: '/v1/estimation/estimates', data: request });
}

/** POST /api/v1/estimation/multiproject-estimates: prices every selected project and the combined figures. */
export function fetchMultiprojectEstimate(request: MultiprojectEstimateRequest): Promise<MultiprojectEstimateResult> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/multiproject-estimates', 'post'>>({ method: 'POST', url: '/v1/estimation/multiproject-estimates', data: request });
}
