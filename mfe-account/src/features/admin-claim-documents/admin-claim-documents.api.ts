import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** Owners' deeds and tax bills waiting for (or after) an admin's review. */
export type ClaimDocument = ApiAnswer<'/api/v1/property/admin/claim-documents', 'get'>['documents'][number];
export type ClaimDocumentStatus = ClaimDocument['status'] | 'all';

const BASE = '/v1/property/admin/claim-documents';

export async function fetchClaimDocuments(status: ClaimDocumentStatus): Promise<ClaimDocument[]> {
  return (await apiRequest<{ documents: ClaimDocument[] }>({ method: 'GET', url: `${BASE}?status=${status}` })).documents;
}

/** Where the admin opens a document's file (an attachment; the session cookie authorises it). */
export const claimDocumentFileUrl = (id: number) => `/api${BASE}/${id}/file`;

/** Approves (the home becomes the sender's claimed home) or rejects a document; the sender is e-mailed. */
export function decideClaimDocument(id: number, decision: 'approve' | 'reject', note: string): Promise<{ id: number; status: 'approved' | 'rejected' }> {
  return apiRequest({ method: 'POST', url: `${BASE}/${id}/decision`, data: { decision, ...(note.trim() ? { note: note.trim() } : {}) } });
}
