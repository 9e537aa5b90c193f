import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** The weekly maintenance email's recent runs (`GET /api/v1/maintenance/weekly-email-runs`, admins). */
export type WeeklyEmailRuns = ApiAnswer<'/api/v1/maintenance/weekly-email-runs', 'get'>;

export async function fetchWeeklyEmailRuns(): Promise<WeeklyEmailRuns> {
  return apiRequest<WeeklyEmailRuns>({ method: 'GET', url: '/v1/maintenance/weekly-email-runs' });
}
