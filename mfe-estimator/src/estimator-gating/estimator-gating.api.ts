import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { EstimatorAccountLimits } from '@homeworth/shared-lib/domain';

/** GET /api/v1/estimation/limits: the caller's project limits and gating state (guests too). */
export function fetchAccountLimits(): Promise<EstimatorAccountLimits> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/limits', 'get'>>({ method: 'GET', url: '/v1/estimation/limits' });
}

/** POST /api/v1/estimation/notify-suspicious-account {verifiedUser} (the spec's call). */
export function notifySuspiciousAccount(verifiedUser: boolean): Promise<{ recorded: boolean }> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/notify-suspicious-account', 'post'>>({ method: 'POST', url: '/v1/estimation/notify-suspicious-account', data: { verifiedUser } });
}
