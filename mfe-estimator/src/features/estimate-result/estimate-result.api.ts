import { apiRequest } from '@homeworth/shared-lib';
import { type EstimateRequest, type EstimateResult } from '@homeworth/shared-lib/domain';

/** POST /api/v1/estimation/estimates: prices the answers; throws ApiError with the envelope's message. */
export function fetchEstimate(request: EstimateRequest): Promise<EstimateResult> {
  return apiRequest<EstimateResult>({ method: 'POST', url: '/v1/estimation/estimates', data: request });
}
