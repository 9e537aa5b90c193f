import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { SharedEstimate } from '@homeworth/shared-lib/domain';

/** GET /shared/:token: a shared plan and its estimate, for anyone holding the link. */
export function sharedEstimateRequest(token: string): Promise<SharedEstimate> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/shared/{token}', 'get'>>({ method: 'GET', url: `/v1/estimation/shared/${encodeURIComponent(token)}` });
}
