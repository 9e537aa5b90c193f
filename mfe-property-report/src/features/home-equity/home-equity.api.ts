import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

type EquityAnswer = ApiAnswer<'/api/v1/property/user-properties/{userPropertyId}/equity', 'get'>;

/** One of the user's homes: value, mortgage balance and equity (api property/home-equity). */
export type HomeEquity = EquityAnswer['equity'];

const base = (userPropertyId: number) => `/v1/property/user-properties/${userPropertyId}/equity`;

/** GET the equity of one of the user's homes. */
export async function fetchHomeEquity(userPropertyId: number): Promise<HomeEquity> {
  return (await apiRequest<EquityAnswer>({ method: 'GET', url: base(userPropertyId) })).equity;
}

/** What the homeValueUpdate or mortgageBalance modal saves. */
export type EquityChange = { kind: 'homeValue'; ownerValue: number | null } | { kind: 'mortgageBalance'; mortgageBalance: number };

/** PUT one input; answers the equity after it. */
export async function saveEquityInput(userPropertyId: number, change: EquityChange): Promise<HomeEquity> {
  const request =
    change.kind === 'homeValue'
      ? { method: 'PUT' as const, url: `${base(userPropertyId)}/home-value`, data: { ownerValue: change.ownerValue } }
      : { method: 'PUT' as const, url: `${base(userPropertyId)}/mortgage-balance`, data: { mortgageBalance: change.mortgageBalance } };
  return (await apiRequest<ApiAnswer<'/api/v1/property/user-properties/{userPropertyId}/equity/home-value', 'put'>>(request)).equity;
}
