import { apiRequest } from '@homeworth/shared-lib';

/** A contractor's professional record (the spec's professional data call). */
export interface ProfessionalRecord {
  professionalId: number;
  companyName: string;
  kukunUrl: string;
}

/** GET /v1/security/professional: 404 code 401 when the contractor has no record. */
export function fetchProfessional(): Promise<{ professional: ProfessionalRecord }> {
  return apiRequest({ method: 'GET', url: '/v1/security/professional' });
}
