import { apiRequest } from '@homeworth/shared-lib';

/** A loaded market's latest accuracy measure on held-out recorded sales (GET /v1/valuation/accuracy). */
export interface MarketAccuracy {
  slug: string;
  name: string;
  /** Held-out sales measured. */
  n: number;
  /** Median absolute percentage error, as a fraction. */
  mdape: number;
  /** Share of sales valued within 10% of their price, as a fraction. */
  ppe10: number;
  /** Share of sales whose price fell inside the 80% range, as a fraction. */
  coverage80: number;
  evaluatedAt: string;
  method: string;
  source: string;
}

/** GET every loaded market's latest measured accuracy. */
export const fetchAccuracy = () => apiRequest<{ markets: MarketAccuracy[] }>({ method: 'GET', url: '/v1/valuation/accuracy' }).then((a) => a.markets);
