import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** The address allowance (GET /v1/property/user-limits). */
export type UserLimits = ApiAnswer<'/api/v1/property/user-limits', 'get'>;

/** A home in the user's list (GET /v1/property/user-properties). */
export type UserHome = ApiAnswer<'/api/v1/property/user-properties', 'get'>['properties'][number];

export function fetchUserHomes(): Promise<UserHome[]> {
  return apiRequest<{ properties: UserHome[] }>({ method: 'GET', url: '/v1/property/user-properties' }).then((r) => r.properties);
}

export function fetchUserLimits(): Promise<UserLimits> {
  return apiRequest<UserLimits>({ method: 'GET', url: '/v1/property/user-limits' });
}

/** Upgrade to paid: uses one address of the allowance (403 OUT_OF_ADDRESSES when none is left); a paid home uses nothing again. */
export function upgradeUserHome(userPropertyId: number): Promise<{ home: UserHome; upgraded: boolean; limits: UserLimits }> {
  return apiRequest({ method: 'POST', url: `/v1/property/user-properties/${userPropertyId}/upgrade-to-paid` });
}

/** Adds a home; a new one uses an address of the allowance. */
export function addUserHome(kukunId: number): Promise<{ home: UserHome; created: boolean; limits: UserLimits }> {
  return apiRequest({ method: 'POST', url: '/v1/property/user-properties', data: { kukunId } });
}
