import { readJsonCookie, readCookie, removeCookie, writeCookie } from './cookies';

/** The selected home, kept in the `my_home` cookie. */
export interface MyHome {
  propertyId: number;
  userPropertyId?: number;
  address: string;
  unitNumber?: string;
  city: string;
  state: string;
  zipCode: string;
  claimed?: boolean;
  onboardingSource?: string;
  skipHomeownerQuestion?: boolean;
}

/** Cookie names of the data contract. */
export const MY_HOME_COOKIE = 'my_home';
export const KUKUN_ID_COOKIE = 'kukun_id';

/** The selected home, or null. */
export function readMyHome(): MyHome | null {
  return readJsonCookie<MyHome>(MY_HOME_COOKIE);
}

/** The selected home's kukunId, or null. */
export function readKukunId(): number | null {
  const raw = readCookie(KUKUN_ID_COOKIE);
  const id = raw === null ? NaN : Number(raw);
  return Number.isFinite(id) && id > 0 ? id : null;
}

/** Stores (or clears, with null) the selected home and its kukunId. */
export function writeMyHome(home: MyHome | null, kukunId?: number | null): void {
  if (home) writeCookie(MY_HOME_COOKIE, JSON.stringify(home));
  else removeCookie(MY_HOME_COOKIE);
  if (kukunId) writeCookie(KUKUN_ID_COOKIE, String(kukunId));
  else if (home === null) removeCookie(KUKUN_ID_COOKIE);
}
