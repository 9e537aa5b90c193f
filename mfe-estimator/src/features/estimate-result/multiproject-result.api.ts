import { apiRequest } from '@homeworth/shared-lib';
import type { MultiprojectEstimateRequest, MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';

/** POST /api/v1/estimation/multiproject-estimates: prices every selected project and the combined figures. */
export function fetchMultiprojectEstimate(request: MultiprojectEstimateRequest): Promise<MultiprojectEstimateResult> {
  return apiRequest<MultiprojectEstimateResult>({ method: 'POST', url: '/v1/estimation/multiproject-estimates', data: request });
}
