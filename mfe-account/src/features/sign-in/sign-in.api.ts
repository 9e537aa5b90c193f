import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/**
 * Redirect rule 7's property-score check: the home's score call
 * (GET /v1/property/properties/{kukunId}/score) answers with a score. Any failure fails the check,
 * and the rule then sends the user to the dashboard, where the home's report explains itself.
 */
export async function propertyScoreCheck(kukunId: number): Promise<boolean> {
  try {
    const score = await apiRequest<ApiAnswer<'/api/v1/property/properties/{kukunId}/score', 'get'>>({ method: 'GET', url: `/v1/property/properties/${kukunId}/score` });
    return Number.isFinite(score.conditionScore);
  } catch {
    return false;
  }
}
