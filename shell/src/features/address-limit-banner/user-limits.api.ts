import { apiRequest } from '@homeworth/shared-lib';

/** The user limits the property context answers (contract of `GET /api/v1/property/user-limits`). */
export interface UserLimits {
  addressRemainingCount: number;
  addressLimitBanner: boolean;
  isFreeAddressesUser: boolean;
}

/** The signed-in user's limits; null when unknown (not signed in, route missing, network error): no banner then. */
export async function fetchUserLimits(): Promise<UserLimits | null> {
  try {
    return await apiRequest<UserLimits>({ method: 'GET', url: '/v1/property/user-limits' });
  } catch {
    return null;
  }
}
