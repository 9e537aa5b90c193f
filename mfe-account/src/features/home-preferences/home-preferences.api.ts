import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody } from '@homeworth/shared-lib/api-types';
import type { HomePreferences } from '@homeworth/shared-lib/domain';

/** A home as the property context lists it (GET /v1/property/user-properties). */
export type UserHome = ApiAnswer<'/api/v1/property/user-properties', 'get'>['properties'][number];

/** The address-limit flags after an upgrade (GET /v1/property/user-limits shape). */
export type UserLimits = ApiAnswer<'/api/v1/property/user-limits', 'get'>;

/** The owner's answers for a claim (the property context's verify-the-owner check: the last 4 digits of the parcel number). */
export type ClaimAnswers = ApiBody<'/api/v1/property/user-properties/{userPropertyId}/claim', 'post'>;

const homeUrl = (userPropertyId: number, action = '') => `/v1/property/user-properties/${userPropertyId}${action}`;

/** The signed-in user's homes, oldest first. */
export async function fetchUserHomes(): Promise<UserHome[]> {
  return (await apiRequest<{ properties: UserHome[] }>({ method: 'GET', url: '/v1/property/user-properties' })).properties;
}

/** Upgrade to save (free of charge). */
export async function saveHome(userPropertyId: number): Promise<UserHome> {
  return (await apiRequest<{ home: UserHome }>({ method: 'POST', url: homeUrl(userPropertyId, '/save') })).home;
}

/** Upgrade to paid: uses one address (403 OUT_OF_ADDRESSES when none is left). */
export function upgradeHomeToPaid(userPropertyId: number): Promise<ApiAnswer<'/api/v1/property/user-properties/{userPropertyId}/upgrade-to-paid', 'post'>> {
  return apiRequest({ method: 'POST', url: homeUrl(userPropertyId, '/upgrade-to-paid') });
}

/** Claims a home with the owner's answers. */
export async function claimHome(userPropertyId: number, answers: ClaimAnswers): Promise<UserHome> {
  return (await apiRequest<{ home: UserHome }>({ method: 'POST', url: homeUrl(userPropertyId, '/claim'), data: answers })).home;
}

/** Unclaims a home. */
export async function unclaimHome(userPropertyId: number): Promise<UserHome> {
  return (await apiRequest<{ home: UserHome }>({ method: 'POST', url: homeUrl(userPropertyId, '/unclaim') })).home;
}

/** Removes a home from the list (the address it used stays used). */
export async function deleteHome(userPropertyId: number): Promise<void> {
  await apiRequest({ method: 'DELETE', url: homeUrl(userPropertyId) });
}

/** One home's alert and reminder preferences. */
export async function fetchHomePreferences(userPropertyId: number): Promise<HomePreferences> {
  return (await apiRequest<{ preferences: HomePreferences }>({ method: 'GET', url: homeUrl(userPropertyId, '/preferences') })).preferences;
}

/** Replaces one home's preferences. */
export async function saveHomePreferences(userPropertyId: number, preferences: HomePreferences): Promise<HomePreferences> {
  return (await apiRequest<{ preferences: HomePreferences }>({ method: 'PUT', url: homeUrl(userPropertyId, '/preferences'), data: preferences })).preferences;
}
