/**
 * The comparable-sales adjustment: a home's nearest recent arm's-length sales (by distance, likeness
 * in the model's eyes and time apart) say how far the model misses in that spot; their residuals,
 * weighted by closeness and shrunk toward zero when few or far, move the model's value. Each
 * comparable is thereby adjusted to the subject by the model's coefficients (its price times
 * exp(model(subject) − model(comparable))).
 */

export interface CompParams {
  /** Sales considered. */
  k: number;
  /** Miles that count as one unit of distance. */
  milesScale: number;
  /** Difference in the model's log value (size, quality, age...) that counts as one unit. */
  likenessScale: number;
  /** Months apart that count as one unit. */
  monthsScale: number;
  /** Weight of a "zero residual" pseudo-sale: the pull toward the plain model when comps are thin. */
  shrink: number;
}

export const DEFAULT_COMP_PARAMS: CompParams = { k: 10, milesScale: 0.5, likenessScale: 0.2, monthsScale: 36, shrink: 1 };

/** A sale in the comps pool, with what the model says of it. */
export interface PoolSale {
  id: string;
  saleDate: string;
  salePrice: number;
  livingArea: number;
  latitude: number | null;
  longitude: number | null;
  month: number;
  /** Model's log value of the home's features alone (no time terms). */
  homeLog: number;
  /** log(price) − model's log value at its sale date. */
  residual: number;
}

export interface Subject {
  latitude: number | null;
  longitude: number | null;
  month: number;
  homeLog: number;
}

export interface CompPick {
  sale: PoolSale;
  distanceMiles: number | null;
  weight: number;
}

export function milesBetween(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLon = (bLon - aLon) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles per degree of latitude: a lower bound on the distance between two sales from their latitudes alone. */
const MILES_PER_DEGREE_LAT = 69.05;

/** A pool's located sales sorted by latitude, and the unlocated ones; built once per pool array. */
interface PoolIndex {
  byLat: PoolSale[];
  lats: Float64Array;
  unlocated: PoolSale[];
}
const indexes = new WeakMap<PoolSale[], PoolIndex>();

function indexOf(pool: PoolSale[]): PoolIndex {
  let index = indexes.get(pool);
  if (!index) {
    const byLat = pool.filter((s) => s.latitude !== null && s.longitude !== null).sort((a, b) => (a.latitude as number) - (b.latitude as number));
    index = { byLat, lats: Float64Array.from(byLat, (s) => s.latitude as number), unlocated: pool.filter((s) => s.latitude === null || s.longitude === null) };
    indexes.set(pool, index);
  }
  return index;
}

/**
 * The k closest sales sold before the subject's month (or in it), with their weights. A located
 * subject scans the pool outward from its latitude and stops once the latitude gap alone puts every
 * further sale beyond the k-th best, so a search reads the neighbourhood, not the whole market.
 */
export function pickComparables(subject: Subject, pool: PoolSale[], params: CompParams = DEFAULT_COMP_PARAMS): CompPick[] {
  const best: { sale: PoolSale; d: number; miles: number | null }[] = [];
  const located = subject.latitude !== null && subject.longitude !== null;
  const consider = (sale: PoolSale): void => {
    if (sale.month > subject.month) return;
    const both = located && sale.latitude !== null && sale.longitude !== null;
    const miles = both ? milesBetween(subject.latitude as number, subject.longitude as number, sale.latitude as number, sale.longitude as number) : null;
    // Without coordinates distance cannot tell comps apart; likeness and time still do.
    const d =
      (miles === null ? 1 : miles / params.milesScale) + Math.abs(subject.homeLog - sale.homeLog) / params.likenessScale + (subject.month - sale.month) / params.monthsScale;
    if (best.length === params.k && d >= (best[best.length - 1] as { d: number }).d) return;
    if (best.length === params.k) best.pop();
    let at = best.length;
    while (at > 0 && (best[at - 1] as { d: number }).d > d) at--;
    best.splice(at, 0, { sale, d, miles });
  };
  if (!located) for (const sale of pool) consider(sale);
  else {
    const { byLat, lats, unlocated } = indexOf(pool);
    for (const sale of unlocated) consider(sale);
    const lat = subject.latitude as number;
    let lo = 0;
    let hi = lats.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((lats[mid] as number) < lat) lo = mid + 1;
      else hi = mid;
    }
    const beyond = (i: number): boolean =>
      best.length === params.k && (Math.abs((lats[i] as number) - lat) * MILES_PER_DEGREE_LAT) / params.milesScale >= (best[best.length - 1] as { d: number }).d;
    let down = lo - 1;
    let up = lo;
    while (down >= 0 || up < lats.length) {
      if (up < lats.length) {
        if (beyond(up)) up = lats.length;
        else consider(byLat[up++] as PoolSale);
      }
      if (down >= 0) {
        if (beyond(down)) down = -1;
        else consider(byLat[down--] as PoolSale);
      }
    }
  }
  return best.map((b) => ({ sale: b.sale, distanceMiles: b.miles, weight: 1 / (1 + b.d) ** 2 }));
}

/** The log adjustment the comps make to the model's value, and their total weight (support). */
export function compAdjustment(picks: CompPick[], params: CompParams = DEFAULT_COMP_PARAMS): { adjustment: number; support: number } {
  let sw = 0;
  let swr = 0;
  for (const p of picks) {
    sw += p.weight;
    swr += p.weight * p.sale.residual;
  }
  return { adjustment: swr / (sw + params.shrink), support: sw };
}
