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
