import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { ImportMapping, ImportSummary } from '@homeworth/shared-lib/domain';

/** A file of thousands of rows takes longer than the client's usual 15 s. */
const SLOW = 120_000;

/** POST /v1/agent/imports (multipart field "file"): the file read, its columns matched automatically. */
export async function uploadContacts(file: File): Promise<ImportSummary> {
  const data = new FormData();
  data.append('file', file, file.name);
  return (await apiRequest<ApiAnswer<'/api/v1/agent/imports', 'post'>>({ method: 'POST', url: '/v1/agent/imports', data, timeout: SLOW })).import;
}

/** PUT /v1/agent/imports/{id}/mapping: every row checked with this mapping, good rows made preview clients. */
export async function applyMapping(id: number, mapping: ImportMapping): Promise<ImportSummary> {
  return (
    await apiRequest<ApiAnswer<'/api/v1/agent/imports/{importId}/mapping', 'put'>>({ method: 'PUT', url: `/v1/agent/imports/${id}/mapping`, data: { mapping }, timeout: SLOW })
  ).import;
}

/** POST /v1/agent/imports/{id}/confirm: the preview clients go live. */
export async function confirmContacts(id: number): Promise<{ import: ImportSummary; wentLive: number }> {
  return apiRequest<ApiAnswer<'/api/v1/agent/imports/{importId}/confirm', 'post'>>({ method: 'POST', url: `/v1/agent/imports/${id}/confirm`, timeout: SLOW });
}

/** DELETE /v1/agent/imports/{id}: the preview clients are dropped. */
export async function cancelContacts(id: number): Promise<ImportSummary> {
  return (await apiRequest<ApiAnswer<'/api/v1/agent/imports/{importId}', 'delete'>>({ method: 'DELETE', url: `/v1/agent/imports/${id}` })).import;
}

/** Where the per-row report downloads from (a plain link: the browser saves the CSV). */
export const importReportUrl = (id: number) => `/api/v1/agent/imports/${id}/report.csv`;
