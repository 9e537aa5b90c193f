/**
 * Ridge regression by its normal equations: (X'X + λ·P) β = X'y, solved by Cholesky. X is dense and
 * small (a market's sales × a few hundred features), so one pass builds X'X and each λ costs one
 * factorisation. P is diagonal: 0 for the intercept (never shrunk), 1 elsewhere (columns are standardised).
 * Optional row weights give the robust (Huber) refits.
 */

/** X'WX and X'Wy of a block of rows; sums of blocks give the Gram of their union (used by cross-validation). */
export interface Gram {
  p: number;
  xtx: Float64Array;
  xty: Float64Array;
}

export function gramOf(rows: Float64Array[], y: ArrayLike<number>, weights?: ArrayLike<number>): Gram {
  const p = rows[0]?.length ?? 0;
  const xtx = new Float64Array(p * p);
  const xty = new Float64Array(p);
  for (let r = 0; r < rows.length; r++) {
    const x = rows[r] as Float64Array;
    const w = weights ? (weights[r] as number) : 1;
    const yr = (y[r] as number) * w;
    for (let i = 0; i < p; i++) {
      const xi = x[i] as number;
      if (xi === 0) continue;
      const wxi = xi * w;
      xty[i] = (xty[i] as number) + xi * yr;
      const base = i * p;
      for (let j = i; j < p; j++) xtx[base + j] = (xtx[base + j] as number) + wxi * (x[j] as number);
    }
  }
  for (let i = 0; i < p; i++) for (let j = 0; j < i; j++) xtx[i * p + j] = xtx[j * p + i] as number;
  return { p, xtx, xty };
}

export function addGrams(a: Gram, b: Gram, sign = 1): Gram {
  const xtx = Float64Array.from(a.xtx, (v, i) => v + sign * (b.xtx[i] as number));
  const xty = Float64Array.from(a.xty, (v, i) => v + sign * (b.xty[i] as number));
  return { p: a.p, xtx, xty };
}

/** β solving (X'X + λ·diag(penalty)) β = X'y. */
export function solveRidge(g: Gram, lambda: number, penalty: ArrayLike<number>): Float64Array {
  const { p } = g;
  const a = Float64Array.from(g.xtx);
  // A tiny jitter keeps the system positive definite when a column never varies in a block.
  for (let i = 0; i < p; i++) a[i * p + i] = (a[i * p + i] as number) + lambda * (penalty[i] as number) + 1e-9;
  choleskyInPlace(a, p);
  return choleskySolve(a, p, g.xty);
}

function choleskyInPlace(a: Float64Array, p: number): void {
  for (let j = 0; j < p; j++) {
    let d = a[j * p + j] as number;
    for (let k = 0; k < j; k++) d -= (a[j * p + k] as number) ** 2;
    if (d <= 0) throw new Error('ridge: matrix not positive definite');
    const ljj = Math.sqrt(d);
    a[j * p + j] = ljj;
    for (let i = j + 1; i < p; i++) {
      let s = a[i * p + j] as number;
      for (let k = 0; k < j; k++) s -= (a[i * p + k] as number) * (a[j * p + k] as number);
      a[i * p + j] = s / ljj;
    }
  }
}

function choleskySolve(l: Float64Array, p: number, b: Float64Array): Float64Array {
  const z = new Float64Array(p);
  for (let i = 0; i < p; i++) {
    let s = b[i] as number;
    for (let k = 0; k < i; k++) s -= (l[i * p + k] as number) * (z[k] as number);
    z[i] = s / (l[i * p + i] as number);
  }
  const x = new Float64Array(p);
  for (let i = p - 1; i >= 0; i--) {
    let s = z[i] as number;
    for (let k = i + 1; k < p; k++) s -= (l[k * p + i] as number) * (x[k] as number);
    x[i] = s / (l[i * p + i] as number);
  }
  return x;
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}
