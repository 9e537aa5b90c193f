import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { OwnerFactsCorrection } from '@homeworth/shared-lib/domain';

/** A home's facts as GET/PUT /v1/property/user-properties/{id}/owner-facts answer them (the API's OwnerFactsView). */
export type OwnerFactsView = ApiAnswer<'/api/v1/property/user-properties/{userPropertyId}/owner-facts', 'get'>;

export function fetchOwnerFacts(userPropertyId: number): Promise<OwnerFactsView> {
  return apiRequest<OwnerFactsView>({ method: 'GET', url: `/v1/property/user-properties/${userPropertyId}/owner-facts` });
}

/** Sends the facts the owner changed (null puts the record back). */
export function saveOwnerFacts(userPropertyId: number, change: OwnerFactsCorrection): Promise<OwnerFactsView> {
  return apiRequest<ApiAnswer<'/api/v1/property/user-properties/{userPropertyId}/owner-facts', 'put'>>({
    method: 'PUT',
    url: `/v1/property/user-properties/${userPropertyId}/owner-facts`,
    data: change,
  });
}
