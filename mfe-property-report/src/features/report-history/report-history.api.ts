import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** One report of the user's history (POST /v1/property/user-order-history). */
export type ReportHistoryEntry = ApiAnswer<'/api/v1/property/user-order-history', 'post'>['userOrders'][number];

/** The user order history of the home report (toolName IHOME_REPORT, toolVersion 1), newest first. */
export function fetchReportHistory(): Promise<ReportHistoryEntry[]> {
  return apiRequest<{ userOrders: ReportHistoryEntry[] }>({ method: 'POST', url: '/v1/property/user-order-history', data: { toolName: 'IHOME_REPORT', toolVersion: 1 } }).then(
    (r) => r.userOrders,
  );
}

export function deleteReportHistoryEntry(kukunId: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', url: `/v1/property/report-history/${kukunId}` });
}
