import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiSchema } from '@homeworth/shared-lib/api-types';

/** The whole home report, every section open (the API's HomeReport schema). */
export type HomeReport = ApiSchema<'HomeReport'>;

/**
 * The report as GET /v1/property/properties/{id}/report answers it: the sections the caller's tier does
 * not open come as `{ locked, requires, preview }` (shared-lib domain/report-access.ts), and `access`
 * says the level and why.
 */
export type ReportAnswer = ApiAnswer<'/api/v1/property/properties/{kukunId}/report', 'get'>;

/** What every tier gets of a report: the home's identity and facts (the blocks that show only these take it). */
export type ReportFacts = Pick<HomeReport, 'kukunId' | 'ownerReported'> & { summary: Omit<HomeReport['summary'], 'propertyItems'> };

/** Which report to load: a property by kukunId, or the sample home. */
export type ReportTarget = { kind: 'property'; kukunId: number } | { kind: 'sample' };

/** Loads a home report (what the caller's tier allows). */
export function fetchReport(target: ReportTarget): Promise<ReportAnswer> {
  const url = target.kind === 'sample' ? '/v1/property/sample-report' : `/v1/property/properties/${target.kukunId}/report`;
  return apiRequest<ReportAnswer>({ method: 'GET', url });
}

/** The home report PDF (GET /v1/property/properties/{id}/report.pdf): full access only, a 403 for every other level. */
export const reportPdfUrl = (kukunId: number) => `/api/v1/property/properties/${kukunId}/report.pdf`;

/** The user's address allowance and limit flags (GET /v1/property/user-limits). */
export function fetchAddressRemaining(): Promise<{ addressRemainingCount: number; addressLimitBanner: boolean }> {
  return apiRequest<{ addressRemainingCount: number; addressLimitBanner: boolean }>({ method: 'GET', url: '/v1/property/user-limits' });
}

/** Unlocks a home's full report with one address (POST /v1/property/properties/{kukunId}/unlock). */
export function unlockReport(kukunId: number): Promise<{ upgraded: boolean; limits: { addressRemainingCount: number } }> {
  return apiRequest<{ upgraded: boolean; limits: { addressRemainingCount: number } }>({ method: 'POST', url: `/v1/property/properties/${kukunId}/unlock` });
}
