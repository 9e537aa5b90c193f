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

/** The k closest sales sold before the subject's month (or in it), with their weights. */
export function pickComparables(subject: Subject, pool: PoolSale[], params: CompParams = DEFAULT_COMP_PARAMS): CompPick[] {
  const best: { sale: PoolSale; d: number; miles: number | null }[] = [];
  for (const sale of pool) {
    if (sale.month > subject.month) continue;
    const located = subject.latitude !== null && subject.longitude !== null && sale.latitude !== null && sale.longitude !== null;
    const miles = located ? milesBetween(subject.latitude as number, subject.longitude as number, sale.latitude as number, sale.longitude as number) : null;
    // Without coordinates distance cannot tell comps apart; likeness and time still do.
    const d =
      (miles === null ? 1 : miles / params.milesScale) + Math.abs(subject.homeLog - sale.homeLog) / params.likenessScale + (subject.month - sale.month) / params.monthsScale;
    if (best.length < params.k) {
      best.push({ sale, d, miles });
      best.sort((a, b) => a.d - b.d);
    } else if (d < (best[best.length - 1] as { d: number }).d) {
      best[best.length - 1] = { sale, d, miles };
      best.sort((a, b) => a.d - b.d);
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
