import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** The user limits the property context answers (`GET /api/v1/property/user-limits`). */
export type UserLimits = ApiAnswer<'/api/v1/property/user-limits', 'get'>;

/** The signed-in user's limits; null when unknown (not signed in, route missing, network error): no banner then. */
export async function fetchUserLimits(): Promise<UserLimits | null> {
  try {
    return await apiRequest<UserLimits>({ method: 'GET', url: '/v1/property/user-limits' });
  } catch {
    return null;
  }
}
