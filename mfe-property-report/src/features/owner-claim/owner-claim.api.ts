import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody } from '@homeworth/shared-lib/api-types';
import type { ClaimStatus } from '@homeworth/shared-lib/domain';
import type { UserHome } from '../../shared/user-homes.api';

/** The owner's verification answers: the last 4 digits of the home's parcel number (APN) and the attestation. */
export type ClaimVerification = ApiBody<'/api/v1/property/user-properties/{userPropertyId}/claim', 'post'>;

export function fetchClaimStatus(kukunId: number): Promise<ClaimStatus> {
  return apiRequest<ApiAnswer<'/api/v1/property/properties/{kukunId}/claim-status', 'get'>>({ method: 'GET', url: `/v1/property/properties/${kukunId}/claim-status` });
}

/** Claims a home in the user's list after the verification. */
export function claimUserHome(userPropertyId: number, verification: ClaimVerification): Promise<{ home: UserHome }> {
  return apiRequest<ApiAnswer<'/api/v1/property/user-properties/{userPropertyId}/claim', 'post'>>({
    method: 'POST',
    url: `/v1/property/user-properties/${userPropertyId}/claim`,
    data: verification,
  });
}
