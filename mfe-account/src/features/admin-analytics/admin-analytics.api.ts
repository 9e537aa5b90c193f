import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** The onboarding funnel of consenting visitors (`GET /api/v1/admin/analytics/onboarding-funnel`). */
export type OnboardingFunnel = ApiAnswer<'/api/v1/admin/analytics/onboarding-funnel', 'get'>;

/** The periods the page offers, in days. */
export const FUNNEL_PERIODS = [7, 30, 90] as const;

export async function fetchOnboardingFunnel(days: number): Promise<OnboardingFunnel> {
  return apiRequest<OnboardingFunnel>({ method: 'GET', url: '/v1/admin/analytics/onboarding-funnel', params: { days } });
}
