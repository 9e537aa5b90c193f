import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

type ProfessionalAnswer = ApiAnswer<'/api/v1/security/professional', 'get'>;

/** A contractor's professional record (the spec's professional data call). */
export type ProfessionalRecord = ProfessionalAnswer['professional'];

/** GET /v1/security/professional: 404 code 401 when the contractor has no record. */
export function fetchProfessional(): Promise<ProfessionalAnswer> {
  return apiRequest<ProfessionalAnswer>({ method: 'GET', url: '/v1/security/professional' });
}
