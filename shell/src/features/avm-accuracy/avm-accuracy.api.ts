import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

type AccuracyAnswer = ApiAnswer<'/api/v1/valuation/accuracy', 'get'>;

/** A loaded market's latest accuracy measure on held-out recorded sales (n, and fractions for the errors). */
export type MarketAccuracy = AccuracyAnswer['markets'][number];

/** GET every loaded market's latest measured accuracy. */
export const fetchAccuracy = () => apiRequest<AccuracyAnswer>({ method: 'GET', url: '/v1/valuation/accuracy' }).then((a) => a.markets);
