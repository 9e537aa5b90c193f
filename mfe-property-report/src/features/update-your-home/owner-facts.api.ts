import { apiRequest } from '@homeworth/shared-lib';
import type { OwnerFactsCorrection, OwnerHomeFacts } from '@homeworth/shared-lib/domain';

/** A home's facts as GET/PUT /v1/property/user-properties/{id}/owner-facts answer them. */
export interface OwnerFactsView {
  userPropertyId: number;
  kukunId: number;
  /** The user claimed the home, so may correct it. */
  canEdit: boolean;
  record: OwnerHomeFacts;
  corrections: OwnerFactsCorrection;
  facts: OwnerHomeFacts;
  ownerReported: string[];
  history: { fact: string; label: string; oldValue: number; newValue: number; changedAt: string; changedBy: string }[];
}

export function fetchOwnerFacts(userPropertyId: number): Promise<OwnerFactsView> {
  return apiRequest<OwnerFactsView>({ method: 'GET', url: `/v1/property/user-properties/${userPropertyId}/owner-facts` });
}

/** Sends the facts the owner changed (null puts the record back). */
export function saveOwnerFacts(userPropertyId: number, change: OwnerFactsCorrection): Promise<OwnerFactsView> {
  return apiRequest<OwnerFactsView>({ method: 'PUT', url: `/v1/property/user-properties/${userPropertyId}/owner-facts`, data: change });
}
