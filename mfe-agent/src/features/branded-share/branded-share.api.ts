import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody, ApiSchema } from '@homeworth/shared-lib/api-types';

/** The address of the home to share (the body of POST /v1/property/kukun-id). */
export type ShareAddress = ApiBody<'/api/v1/property/kukun-id', 'post'>;

/** The branded report's page and PDF (site paths; the API's BrandedShare schema). */
export type BrandedShare = ApiSchema<'BrandedShare'>;

/** Finds the home (POST /v1/property/kukun-id), then its branded links (POST /v1/agent/branded-shares). */
export async function createBrandedShare(address: ShareAddress): Promise<BrandedShare> {
  const { kukunId } = await apiRequest<ApiAnswer<'/api/v1/property/kukun-id', 'post'>>({ method: 'POST', url: '/v1/property/kukun-id', data: address });
  return apiRequest<ApiAnswer<'/api/v1/agent/branded-shares', 'post'>>({ method: 'POST', url: '/v1/agent/branded-shares', data: { kukunId } });
}

/** One of the agent's saved estimates (the API's EstimatorPlan schema). */
export type SavedEstimate = ApiSchema<'EstimatorPlan'>;

/** GET /v1/estimation/plans: the agent's saved estimates. */
export function fetchSavedEstimates(): Promise<SavedEstimate[]> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans', 'get'>>({ method: 'GET', url: '/v1/estimation/plans' });
}

/** The estimate's read-only link (POST share-link) and its branded PDF (GET estimation/shared/:token/pdf). */
export async function createBrandedEstimate(planId: number): Promise<BrandedShare> {
  const { token, url } = await apiRequest<ApiAnswer<'/api/v1/estimation/plans/{userPropertyPlanId}/share-link', 'post'>>({
    method: 'POST',
    url: `/v1/estimation/plans/${planId}/share-link`,
  });
  return { url, pdfUrl: `/api/v1/estimation/shared/${encodeURIComponent(token)}/pdf` };
}
