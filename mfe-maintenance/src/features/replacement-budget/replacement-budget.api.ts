import { apiRequest } from '@homeworth/shared-lib';
import type { HomeChoice } from '../maintenance-plan/maintenance-plan.api';

/** One component's remaining life and what replacing it costs (GET replacement-budget). */
export interface ComponentLife {
  key: string;
  name: string;
  installYear: number;
  age: number;
  expectedLife: number;
  lifeExtension: number;
  lifeExtensionSource: string | null;
  remainingLife: number;
  replaceYear: number;
  replacementCost: number | null;
  projectSlug: string | null;
  estimatorUrl: string | null;
  lifeSource: string;
}

/** Remaining life per component, the 10-year spending series and the monthly set-aside. */
export interface ReplacementBudget {
  year: number;
  components: ComponentLife[];
  series: { year: number; amount: number; components: string[] }[];
  total10Years: number;
  monthlySetAside: number;
}

/** The replacement budget of a home (the sample home for guests). */
export function fetchReplacementBudget(userPropertyId: HomeChoice): Promise<ReplacementBudget> {
  return apiRequest({ method: 'GET', url: '/v1/estimation/home-maintenance/replacement-budget', params: userPropertyId ? { userPropertyId } : {} });
}
