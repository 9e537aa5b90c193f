import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { HomeChoice } from '../../plan-home';

/**
 * Remaining life per component, the 10-year spending series and the monthly set-aside (GET
 * replacement-budget); the page names the home from the plan, so the answer's `home` is not read.
 */
export type ReplacementBudget = Omit<ApiAnswer<'/api/v1/maintenance/replacement-budget', 'get'>, 'home'>;

/** One component's remaining life and what replacing it costs. */
export type ComponentLife = ReplacementBudget['components'][number];

/** The replacement budget of a home (the sample home for guests). */
export function fetchReplacementBudget(userPropertyId: HomeChoice): Promise<ReplacementBudget> {
  return apiRequest({ method: 'GET', url: '/v1/maintenance/replacement-budget', params: userPropertyId ? { userPropertyId } : {} });
}
