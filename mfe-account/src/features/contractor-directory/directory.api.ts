import { apiRequest } from '@homeworth/shared-lib';

const BASE = '/v1/professional';

/** Where a directory search looked. */
export interface DirectoryArea {
  label: string;
  city: string;
  state: string;
  zipCode: string;
}

/** One ranked result, with the inputs its rank came from. */
export interface DirectoryResult {
  professionalId: number;
  kukunUrl: string;
  companyName: string;
  claimed: boolean;
  companyProfileImage: string | null;
  city: string;
  state: string;
  businessTypes: { id: string; label: string }[];
  recentPermits: { count: number; types: string[] };
  rankingInputs: { typeMatch: boolean; coversArea: boolean; recentPermitsNearby: number; distanceMiles: number | null; profileCompleteness: number };
  score: number;
}

/** What the directory is asked: a ZIP code, a city text or a locality slug, and a business type. */
export interface DirectoryQuery {
  zipCode?: string;
  q?: string;
  locality?: string;
  businessType?: string;
}

/** A directory page's data: the area, its results, counts by type and the localities. */
export interface DirectoryData {
  area: DirectoryArea;
  results: DirectoryResult[];
  typeCounts: { businessType: string; label: string; count: number }[];
}

function placeParams(query: DirectoryQuery): Record<string, string> {
  return query.zipCode ? { zipCode: query.zipCode } : { q: query.q ?? '' };
}

/** professionals-near-by / by-locality, with count-by-business-type for the same place. */
export async function fetchDirectory(query: DirectoryQuery): Promise<DirectoryData> {
  const type = query.businessType ? { businessType: query.businessType } : {};
  const listing = query.locality
    ? apiRequest<{ area: DirectoryArea; results: DirectoryResult[] }>({
        method: 'GET',
        url: `${BASE}/professionals/by-locality/${encodeURIComponent(query.locality)}`,
        params: type,
      })
    : apiRequest<{ area: DirectoryArea; results: DirectoryResult[] }>({ method: 'GET', url: `${BASE}/professionals-near-by`, params: { ...placeParams(query), ...type } });
  const place = query.locality ? { q: query.locality.replace(/-([a-z]{2})$/, ', $1').replace(/-/g, ' ') } : placeParams(query);
  const counts = apiRequest<{ counts: DirectoryData['typeCounts'] }>({ method: 'GET', url: `${BASE}/professional-data/count-by-business-type`, params: place });
  const [found, typeCounts] = await Promise.all([listing, counts]);
  return { ...found, typeCounts: typeCounts.counts };
}

/** count-by-locality: the directory's localities with how many contractors each lists. */
export async function fetchLocalities(): Promise<{ locality: string; city: string; state: string; count: number }[]> {
  return (await apiRequest<{ counts: { locality: string; city: string; state: string; count: number }[] }>({ method: 'GET', url: `${BASE}/professional-data/count-by-locality` }))
    .counts;
}
