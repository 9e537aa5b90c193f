import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

type UpcomingAnswer = ApiAnswer<'/api/v1/maintenance/get-upcoming-tasks', 'get'>;

/** A task of a home's maintenance plan, as the report shows it (the fields it reads of the maintenance API's plan task). */
export type ReportPlanTask = Pick<UpcomingAnswer['tasks'][number], 'taskId' | 'title' | 'component' | 'componentName' | 'doneBy' | 'nextDue' | 'recurrenceText'>;

/** The plan's upcoming tasks and the home it is for (the maintenance API's get-upcoming-tasks). */
export interface UpcomingPlan {
  home: Pick<UpcomingAnswer['home'], 'kukunId' | 'userPropertyId' | 'isSample'>;
  tasks: ReportPlanTask[];
}

/** Upcoming tasks of the user's home (or, without one, the API's choice: the sample home for guests). */
export function fetchUpcomingPlan(userPropertyId: number | null): Promise<UpcomingPlan> {
  return apiRequest({ method: 'GET', url: '/v1/maintenance/get-upcoming-tasks', params: userPropertyId ? { userPropertyId, days: 180 } : { days: 180 } });
}
