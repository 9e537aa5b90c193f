import { apiRequest } from '@homeworth/shared-lib';

const BASE = '/v1/property/guess-the-sale-price';

/** A recently sold home; `salePrice` and `valuation` are null until the user has guessed it. */
export interface SoldHome {
  saleKey: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  buildingArea: number;
  lotSize: number;
  yearBuilt: number;
  saleDate: string;
  isSample: boolean;
  guessed: boolean;
  salePrice: number | null;
  valuation: number | null;
}

/** The outcome of a guess. */
export interface GuessResult {
  kind: 'sold-home' | 'own-home';
  saleKey: string | null;
  kukunId: number | null;
  address: string;
  guess: number;
  actual: number;
  valuation: number;
  guessError: { dollars: number; percent: number };
  valuationError: { dollars: number; percent: number } | null;
  score: number;
  createdAt: string;
}

export interface GuessAccuracy {
  count: number;
  meanAbsolutePercentError: number | null;
  accuracyScore: number | null;
}

export interface GuessHistory {
  guesses: GuessResult[];
  accuracy: GuessAccuracy;
  ownHomeAccuracy: GuessAccuracy;
}

export interface SoldHomeAlert {
  userPropertyId: number;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  enabled: boolean;
}

export const fetchNextHome = () => apiRequest<{ home: SoldHome | null }>({ method: 'GET', url: `${BASE}/next` }).then((r) => r.home);
export const fetchSoldHome = (saleKey: string) => apiRequest<{ home: SoldHome }>({ method: 'GET', url: `${BASE}/sold-homes/${encodeURIComponent(saleKey)}` }).then((r) => r.home);
export const postGuess = (saleKey: string, guess: number) => apiRequest<GuessResult>({ method: 'POST', url: `${BASE}/guesses`, data: { saleKey, guess } });
export const fetchGuessHistory = () => apiRequest<GuessHistory>({ method: 'GET', url: `${BASE}/guesses` });
export const postOwnHomeGuess = (userPropertyId: number, guess: number) => apiRequest<GuessResult>({ method: 'POST', url: `${BASE}/my-home-guesses`, data: { userPropertyId, guess } });
export const searchSoldHomes = (q: string) => apiRequest<{ places: { zipCode: string; city: string; state: string }[]; homes: SoldHome[] }>({ method: 'GET', url: `${BASE}/search`, params: { q } });
export const fetchSoldHomeAlerts = () => apiRequest<{ homes: SoldHomeAlert[] }>({ method: 'GET', url: `${BASE}/notifications` }).then((r) => r.homes);
export const putSoldHomeAlert = (userPropertyId: number, enabled: boolean) =>
  apiRequest<{ homes: SoldHomeAlert[] }>({ method: 'PUT', url: `${BASE}/notifications/${userPropertyId}`, data: { enabled } }).then((r) => r.homes);
