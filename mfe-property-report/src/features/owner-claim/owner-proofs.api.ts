import { apiClient, apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { OwnerDocumentKind } from '@homeworth/shared-lib/domain';
import type { UserHome } from '../../shared/user-homes.api';

const base = (userPropertyId: number) => `/v1/property/user-properties/${userPropertyId}/claim`;

/** How the owner can verify a home (parcel check offered, mailed code, document review) and where each stands. */
export type OwnerVerification = ApiAnswer<'/api/v1/property/user-properties/{userPropertyId}/claim/verification', 'get'>;

export function fetchOwnerVerification(userPropertyId: number): Promise<OwnerVerification> {
  return apiRequest<OwnerVerification>({ method: 'GET', url: `${base(userPropertyId)}/verification` });
}

/** Asks for a letter with a code to the home's address. */
export function requestLetter(userPropertyId: number): Promise<OwnerVerification> {
  return apiRequest<OwnerVerification>({ method: 'POST', url: `${base(userPropertyId)}/letters`, data: { attestOwner: true } });
}

/** Claims the home with the letter's code. */
export function enterLetterCode(userPropertyId: number, code: string): Promise<{ home: UserHome }> {
  return apiRequest({ method: 'POST', url: `${base(userPropertyId)}/letter-code`, data: { code } });
}

/** Sends a deed or tax bill for review (multipart field "document"). */
export function sendOwnerDocument(userPropertyId: number, kind: OwnerDocumentKind, file: File): Promise<OwnerVerification> {
  const body = new FormData();
  body.append('document', file);
  return apiRequest<OwnerVerification>({ method: 'POST', url: `${base(userPropertyId)}/documents?kind=${kind}`, data: body, timeout: 120000 }, apiClient());
}
