import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

const BASE = '/v1/property/guess-the-sale-price';

type Guess = '/api/v1/property/guess-the-sale-price';

/** A recently sold home; `salePrice` and `valuation` are null until the user has guessed it. */
export type SoldHome = NonNullable<ApiAnswer<`${Guess}/next`, 'get'>['home']>;

/** The user's guesses and their accuracy (GET guesses). */
export type GuessHistory = ApiAnswer<`${Guess}/guesses`, 'get'>;

/** The outcome of a guess. */
export type GuessResult = GuessHistory['guesses'][number];

/** How close the user's guesses came: mean absolute percent error and a 0-100 score. */
export type GuessAccuracy = GuessHistory['accuracy'];

/** A home of the user and whether its nearby-sale emails are on. */
export type SoldHomeAlert = ApiAnswer<`${Guess}/notifications`, 'get'>['homes'][number];

export const fetchNextHome = () => apiRequest<{ home: SoldHome | null }>({ method: 'GET', url: `${BASE}/next` }).then((r) => r.home);
export const fetchSoldHome = (saleKey: string) => apiRequest<{ home: SoldHome }>({ method: 'GET', url: `${BASE}/sold-homes/${encodeURIComponent(saleKey)}` }).then((r) => r.home);
export const postGuess = (saleKey: string, guess: number) => apiRequest<GuessResult>({ method: 'POST', url: `${BASE}/guesses`, data: { saleKey, guess } });
export const fetchGuessHistory = () => apiRequest<GuessHistory>({ method: 'GET', url: `${BASE}/guesses` });
export const postOwnHomeGuess = (userPropertyId: number, guess: number) =>
  apiRequest<GuessResult>({ method: 'POST', url: `${BASE}/my-home-guesses`, data: { userPropertyId, guess } });
export const searchSoldHomes = (q: string) =>
  apiRequest<{ places: { zipCode: string; city: string; state: string }[]; homes: SoldHome[] }>({ method: 'GET', url: `${BASE}/search`, params: { q } });
export const fetchSoldHomeAlerts = () => apiRequest<{ homes: SoldHomeAlert[] }>({ method: 'GET', url: `${BASE}/notifications` }).then((r) => r.homes);
export const putSoldHomeAlert = (userPropertyId: number, enabled: boolean) =>
  apiRequest<{ homes: SoldHomeAlert[] }>({ method: 'PUT', url: `${BASE}/notifications/${userPropertyId}`, data: { enabled } }).then((r) => r.homes);
