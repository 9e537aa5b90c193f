import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

type MarketAnswer = ApiAnswer<'/api/v1/market/markets/{slug}', 'get'>;
type SalesAnswer = ApiAnswer<'/api/v1/market/markets/{slug}/sales', 'get'>;
type MapAnswer = ApiAnswer<'/api/v1/market/markets/{slug}/map', 'get'>;

/** A loaded market of recorded sales: counts, date range, neighbourhoods and the records' source. */
export type Market = MarketAnswer;
/** One recorded sale: no street address (the open records have none), located by neighbourhood and coordinates. */
export type RecordedSale = SalesAnswer['sales'][number];
/** A page of sales, most recent first; `nextCursor` null on the last page. */
export type SalesPage = SalesAnswer;
/** A sale on the market's map. */
export type MapPoint = MapAnswer['points'][number];
/** A loaded market in the list of markets. */
export type MarketSummary = ApiAnswer<'/api/v1/market/markets', 'get'>['markets'][number];

type IndexAnswer = ApiAnswer<'/api/v1/valuation/markets/{slug}/index', 'get'>;
/** The market's price index by month from its latest model (first month = 1): the month's level and its smoothed trend. */
export type IndexMonth = IndexAnswer['months'][number];

/** GET every loaded market. */
export const fetchMarkets = () => apiRequest<ApiAnswer<'/api/v1/market/markets', 'get'>>({ method: 'GET', url: '/v1/market/markets' }).then((a) => a.markets);

/** GET a loaded market; a 404 means the slug is not a loaded market. */
export const fetchMarket = (slug: string) => apiRequest<MarketAnswer>({ method: 'GET', url: `/v1/market/markets/${encodeURIComponent(slug)}` });

/** GET one page of a market's recorded sales, optionally in one neighbourhood. */
export function fetchSales(slug: string, query: { neighborhood: string | null; cursor: string | null }): Promise<SalesPage> {
  const params: Record<string, string> = { limit: '20' };
  if (query.neighborhood) params.neighborhood = query.neighborhood;
  if (query.cursor) params.cursor = query.cursor;
  return apiRequest<SalesAnswer>({ method: 'GET', url: `/v1/market/markets/${encodeURIComponent(slug)}/sales`, params });
}

/** GET every sale of the market as a map point. */
export const fetchMapPoints = (slug: string) => apiRequest<MapAnswer>({ method: 'GET', url: `/v1/market/markets/${encodeURIComponent(slug)}/map` }).then((a) => a.points);

/** GET the market's monthly price index (the valuation module's). */
export const fetchPriceIndex = (slug: string) => apiRequest<IndexAnswer>({ method: 'GET', url: `/v1/valuation/markets/${encodeURIComponent(slug)}/index` }).then((a) => a.months);
