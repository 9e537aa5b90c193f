import { apiRequest } from '@homeworth/shared-lib';

/** One of the user's homes: value, mortgage balance and equity (api property/home-equity). */
export interface HomeEquity {
  userPropertyId: number;
  reportValue: number;
  ownerValue: number | null;
  homeValue: number;
  mortgageBalance: number | null;
  equity: number | null;
}

const base = (userPropertyId: number) => `/v1/property/user-properties/${userPropertyId}/equity`;

/** GET the equity of one of the user's homes. */
export async function fetchHomeEquity(userPropertyId: number): Promise<HomeEquity> {
  return (await apiRequest<{ equity: HomeEquity }>({ method: 'GET', url: base(userPropertyId) })).equity;
}

/** What the homeValueUpdate or mortgageBalance modal saves. */
export type EquityChange = { kind: 'homeValue'; ownerValue: number | null } | { kind: 'mortgageBalance'; mortgageBalance: number };

/** PUT one input; answers the equity after it. */
export async function saveEquityInput(userPropertyId: number, change: EquityChange): Promise<HomeEquity> {
  const request =
    change.kind === 'homeValue'
      ? { method: 'PUT' as const, url: `${base(userPropertyId)}/home-value`, data: { ownerValue: change.ownerValue } }
      : { method: 'PUT' as const, url: `${base(userPropertyId)}/mortgage-balance`, data: { mortgageBalance: change.mortgageBalance } };
  return (await apiRequest<{ equity: HomeEquity }>(request)).equity;
}
