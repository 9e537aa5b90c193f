/** A home the visitor opened, kept in this browser only. */
export interface ViewedHome {
  kukunId: number;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

const KEY = 'hw:recently-viewed-homes';
/** How many homes the /properties page lists. */
export const RECENTLY_VIEWED_LIMIT = 6;

/** Homes opened in this browser, most recent first. */
export function readRecentlyViewed(): ViewedHome[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as ViewedHome[]).filter((h) => Number.isInteger(h?.kukunId) && typeof h.address === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts `home` first, without duplicates, keeping the newest `RECENTLY_VIEWED_LIMIT`. */
export function rememberViewed(home: ViewedHome): ViewedHome[] {
  const list = [home, ...readRecentlyViewed().filter((h) => h.kukunId !== home.kukunId)].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage may be full or disabled; the list is a convenience only.
  }
  return list;
}
