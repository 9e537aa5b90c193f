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

/**
 * Redirect rule 7's property-score check (shell-and-account.md §4): the home's score call
 * (GET /v1/property/properties/{kukunId}/score) answers with a score. Any failure fails the check,
 * and the rule then sends the user to the dashboard, where the home's report explains itself.
 */
export async function propertyScoreCheck(kukunId: number): Promise<boolean> {
  try {
    const score = await apiRequest<{ conditionScore: number }>({ method: 'GET', url: `/v1/property/properties/${kukunId}/score` });
    return Number.isFinite(score.conditionScore);
  } catch {
    return false;
  }
}
