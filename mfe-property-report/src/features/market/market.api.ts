import { apiRequest } from '@homeworth/shared-lib';

/** A loaded market of recorded sales (GET /v1/market/markets/{slug}). */
export interface Market {
  slug: string;
  name: string;
  /** Who recorded the sales and who compiled them, as the import names it. */
  source: string;
  saleCount: number;
  firstSaleDate: string;
  lastSaleDate: string;
  neighborhoods: { name: string; saleCount: number; medianPrice: number }[];
}

/** One recorded sale: no street address (the open records have none), located by neighbourhood and coordinates. */
export interface RecordedSale {
  id: string;
  saleDate: string;
  salePrice: number;
  livingArea: number;
  bedrooms: number | null;
  bathrooms: number | null;
  yearBuilt: number | null;
  neighborhood: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The home report of the sold home. */
  kukunId: number;
}

/** A page of sales, most recent first; `nextCursor` null on the last page. */
export interface SalesPage {
  sales: RecordedSale[];
  nextCursor: string | null;
}

/** A sale on the market's map. */
export interface MapPoint {
  latitude: number;
  longitude: number;
  salePrice: number;
  neighborhood: string | null;
}

/** The market's price index by month (first month = 100). */
export interface IndexMonth {
  month: string;
  index: number;
  sales: number;
}

/** A loaded market in the list of markets (GET /v1/market/markets). */
export type MarketSummary = Pick<Market, 'slug' | 'name' | 'saleCount'>;

/** GET every loaded market. */
export const fetchMarkets = () => apiRequest<{ markets: MarketSummary[] }>({ method: 'GET', url: '/v1/market/markets' }).then((a) => a.markets);

/** GET a loaded market; a 404 means the slug is not a loaded market. */
export const fetchMarket = (slug: string) => apiRequest<Market>({ method: 'GET', url: `/v1/market/markets/${encodeURIComponent(slug)}` });

/** GET one page of a market's recorded sales, optionally in one neighbourhood. */
export function fetchSales(slug: string, query: { neighborhood: string | null; cursor: string | null }): Promise<SalesPage> {
  const params: Record<string, string> = { limit: '20' };
  if (query.neighborhood) params.neighborhood = query.neighborhood;
  if (query.cursor) params.cursor = query.cursor;
  return apiRequest<SalesPage>({ method: 'GET', url: `/v1/market/markets/${encodeURIComponent(slug)}/sales`, params });
}

/** GET every sale of the market as a map point. */
export const fetchMapPoints = (slug: string) =>
  apiRequest<{ points: MapPoint[] }>({ method: 'GET', url: `/v1/market/markets/${encodeURIComponent(slug)}/map` }).then((a) => a.points);

/** GET the market's monthly price index (the valuation module's). */
export const fetchPriceIndex = (slug: string) =>
  apiRequest<{ months: IndexMonth[] }>({ method: 'GET', url: `/v1/valuation/markets/${encodeURIComponent(slug)}/index` }).then((a) => a.months);
