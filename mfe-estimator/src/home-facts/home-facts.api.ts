import { apiRequest } from '@homeworth/shared-lib';
import type { HomeFacts } from './home-facts';

interface UserHome {
  claimed: boolean;
  property: { kukunId: number; address: string; state: string; zipCode: string };
}

interface ReportSummary {
  summary: { address: string; state: string; zipCode: string; buildingArea: number | null; yearBuilt: number | null; currentValue: number | null };
}

/** The facts of the signed-in user's claimed home (GET user-properties, then its report), or null when no home is claimed. */
export async function fetchClaimedHomeFacts(): Promise<HomeFacts | null> {
  const { properties } = await apiRequest<{ properties: UserHome[] }>({ method: 'GET', url: '/v1/property/user-properties' });
  const home = properties.find((h) => h.claimed);
  if (!home) return null;
  const { summary } = await apiRequest<ReportSummary>({ method: 'GET', url: `/v1/property/properties/${home.property.kukunId}/report` });
  return {
    state: summary.state,
    zipCode: summary.zipCode,
    address: summary.address,
    ...(summary.buildingArea ? { homeSize: summary.buildingArea } : {}),
    ...(summary.currentValue ? { homeValue: summary.currentValue } : {}),
    ...(summary.yearBuilt ? { yearBuilt: summary.yearBuilt } : {}),
  };
}
