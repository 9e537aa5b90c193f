import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { HomeFacts } from './home-facts';

type UserHomes = ApiAnswer<'/api/v1/property/user-properties', 'get'>;
type ReportSummary = Pick<ApiAnswer<'/api/v1/property/properties/{kukunId}/report', 'get'>, 'summary'>;

/** The facts of the signed-in user's claimed home (GET user-properties, then its report), or null when no home is claimed. */
export async function fetchClaimedHomeFacts(): Promise<HomeFacts | null> {
  const { properties } = await apiRequest<UserHomes>({ method: 'GET', url: '/v1/property/user-properties' });
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
