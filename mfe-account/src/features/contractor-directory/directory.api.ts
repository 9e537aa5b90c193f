import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiSchema } from '@homeworth/shared-lib/api-types';

const BASE = '/v1/professional';

/** Where a directory search looked (the API's DirectoryArea schema). */
export type DirectoryArea = ApiSchema<'DirectoryArea'>;

/** One ranked result, with the inputs its rank came from (the API's DirectoryResult schema). */
export type DirectoryResult = ApiSchema<'DirectoryResult'>;

type Listing = ApiAnswer<'/api/v1/professional/professionals-near-by', 'get'>;

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
  typeCounts: ApiAnswer<'/api/v1/professional/professional-data/count-by-business-type', 'get'>['counts'];
}

function placeParams(query: DirectoryQuery): Record<string, string> {
  return query.zipCode ? { zipCode: query.zipCode } : { q: query.q ?? '' };
}

/** professionals-near-by / by-locality, with count-by-business-type for the same place. */
export async function fetchDirectory(query: DirectoryQuery): Promise<DirectoryData> {
  const type = query.businessType ? { businessType: query.businessType } : {};
  const listing = query.locality
    ? apiRequest<ApiAnswer<'/api/v1/professional/professionals/by-locality/{locality}', 'get'>>({
        method: 'GET',
        url: `${BASE}/professionals/by-locality/${encodeURIComponent(query.locality)}`,
        params: type,
      })
    : apiRequest<Listing>({ method: 'GET', url: `${BASE}/professionals-near-by`, params: { ...placeParams(query), ...type } });
  const place = query.locality ? { q: query.locality.replace(/-([a-z]{2})$/, ', $1').replace(/-/g, ' ') } : placeParams(query);
  const counts = apiRequest<ApiAnswer<'/api/v1/professional/professional-data/count-by-business-type', 'get'>>({
    method: 'GET',
    url: `${BASE}/professional-data/count-by-business-type`,
    params: place,
  });
  const [found, typeCounts] = await Promise.all([listing, counts]);
  return { ...found, typeCounts: typeCounts.counts };
}

/** count-by-locality: the directory's localities with how many contractors each lists. */
export async function fetchLocalities(): Promise<ApiSchema<'LocalityCount'>[]> {
  return (await apiRequest<ApiAnswer<'/api/v1/professional/professional-data/count-by-locality', 'get'>>({ method: 'GET', url: `${BASE}/professional-data/count-by-locality` }))
    .counts;
}
