import { apiRequest } from '@homeworth/shared-lib';

/** A task of a home's maintenance plan, as the report shows it (the maintenance API's plan task). */
export interface ReportPlanTask {
  taskId: number;
  title: string;
  component: string;
  componentName: string;
  doneBy: 'DIY' | 'PRO';
  nextDue: string | null;
  recurrenceText: string;
}

/** The plan's upcoming tasks and the home it is for (the maintenance API's get-upcoming-tasks). */
export interface UpcomingPlan {
  home: { kukunId: number; userPropertyId: number | null; isSample: boolean };
  tasks: ReportPlanTask[];
}

/** Upcoming tasks of the user's home (or, without one, the API's choice: the sample home for guests). */
export function fetchUpcomingPlan(userPropertyId: number | null): Promise<UpcomingPlan> {
  return apiRequest({ method: 'GET', url: '/v1/estimation/home-maintenance/get-upcoming-tasks', params: userPropertyId ? { userPropertyId, days: 180 } : { days: 180 } });
}
