import { apiRequest } from '@homeworth/shared-lib';

/** The address of the home to share. */
export interface ShareAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The branded report's page and PDF (site paths). */
export interface BrandedShare {
  url: string;
  pdfUrl: string;
}

/** Finds the home (POST /v1/property/kukun-id), then its branded links (POST /v1/agent/branded-shares). */
export async function createBrandedShare(address: ShareAddress): Promise<BrandedShare> {
  const { kukunId } = await apiRequest<{ kukunId: number }>({ method: 'POST', url: '/v1/property/kukun-id', data: address });
  return apiRequest<BrandedShare>({ method: 'POST', url: '/v1/agent/branded-shares', data: { kukunId } });
}

/** One of the agent's saved estimates, as the branded estimate list shows it. */
export interface SavedEstimate {
  userPropertyPlanId: number;
  projectNameToDisplay: string;
  createdAt: string;
  userPropertyProject: { totalEstimatedProjectCost: number };
}

/** GET /v1/estimation/plans: the agent's saved estimates. */
export function fetchSavedEstimates(): Promise<SavedEstimate[]> {
  return apiRequest<SavedEstimate[]>({ method: 'GET', url: '/v1/estimation/plans' });
}

/** The estimate's read-only link (POST share-link) and its branded PDF (GET estimation/shared/:token/pdf). */
export async function createBrandedEstimate(planId: number): Promise<BrandedShare> {
  const { token, url } = await apiRequest<{ token: string; url: string }>({ method: 'POST', url: `/v1/estimation/plans/${planId}/share-link` });
  return { url, pdfUrl: `/api/v1/estimation/shared/${encodeURIComponent(token)}/pdf` };
}
