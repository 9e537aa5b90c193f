import { apiRequest, type UserPropertyEntry } from '@homeworth/shared-lib';

/** The signed-in user's homes, oldest first (GET /v1/property/user-properties). */
export async function fetchUserHomes(): Promise<UserPropertyEntry[]> {
  return (await apiRequest<{ properties: UserPropertyEntry[] }>({ method: 'GET', url: '/v1/property/user-properties' })).properties;
}
