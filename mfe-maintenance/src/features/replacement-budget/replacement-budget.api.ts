import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { HomeChoice } from '../../plan-home';

/**
 * Remaining life per component, the 10-year spending series and the monthly set-aside (GET
 * replacement-budget); the page names the home from the plan, so the answer's `home` is not read.
 */
type BudgetAnswer = ApiAnswer<'/api/v1/maintenance/replacement-budget', 'get'>;
export type ReplacementBudget = Omit<Extract<BudgetAnswer, { locked: null }>, 'home' | 'locked'>;

/** A budget the caller's tier does not open: what unlocks it. */
export type BudgetLock = NonNullable<Exclude<BudgetAnswer, { locked: null }>['locked']>;

/** One component's remaining life and what replacing it costs. */
export type ComponentLife = ReplacementBudget['components'][number];

/** The replacement budget of a home (the sample home for guests), or what unlocks it. */
export async function fetchReplacementBudget(userPropertyId: HomeChoice): Promise<{ budget: ReplacementBudget } | { locked: BudgetLock }> {
  const answer = await apiRequest<BudgetAnswer>({ method: 'GET', url: '/v1/maintenance/replacement-budget', params: userPropertyId ? { userPropertyId } : {} });
  if (answer.locked !== null) return { locked: answer.locked };
  const { home: _home, locked: _locked, ...budget } = answer;
  return { budget };
}
