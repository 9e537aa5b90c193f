/** A point to show on the map, in SVG units, with the numbers it stands for in the list. */
export interface MapPoint {
  x: number;
  y: number;
  numbers: number[];
}

/**
 * The collision pass: markers closer than `minGap` (centre to centre) merge into one cluster at
 * their mean position carrying all their numbers, repeated until no two markers overlap (a merged
 * cluster can land on a third marker). Deterministic: the result depends only on the input order.
 */
export function clusterMarkers(points: readonly MapPoint[], minGap: number): MapPoint[] {
  let markers = points.map((p) => ({ ...p, numbers: [...p.numbers] }));
  for (;;) {
    const pair = firstOverlap(markers, minGap);
    if (!pair) return markers.map((m) => ({ ...m, numbers: [...m.numbers].sort((a, b) => a - b) }));
    const [a, b] = pair;
    const wa = a.numbers.length;
    const wb = b.numbers.length;
    const merged = { x: (a.x * wa + b.x * wb) / (wa + wb), y: (a.y * wa + b.y * wb) / (wa + wb), numbers: [...a.numbers, ...b.numbers] };
    markers = [merged, ...markers.filter((m) => m !== a && m !== b)];
  }
}

function firstOverlap(markers: readonly MapPoint[], minGap: number): [MapPoint, MapPoint] | null {
  for (const [i, a] of markers.entries()) {
    for (const b of markers.slice(i + 1)) if (Math.hypot(a.x - b.x, a.y - b.y) < minGap) return [a, b];
  }
  return null;
}

/** Keeps a marker of radius `r` wholly inside a square map of side `size`. */
export function keepInside(p: MapPoint, size: number, r: number): MapPoint {
  const clamp = (v: number) => Math.min(size - r, Math.max(r, v));
  return { ...p, x: clamp(p.x), y: clamp(p.y) };
}

/** The street name of an address line ("1207 Elm Street" → "Elm Street"); null when there is none to read. */
export function streetOf(addressLine: string): string | null {
  const street = (addressLine.replace(/^\s*[\d-]+[A-Za-z]?\s+/, '').split(',')[0] ?? '').trim();
  return street && /[A-Za-z]/.test(street) ? street : null;
}

/**
 * Schematic street positions along one axis: a street every `blockMiles`, phased by the home's
 * coordinate so the same home always gets the same grid, with the home's own street through the centre.
 */
export function streetLines(coordinateMiles: number, size: number, spanMiles: number, blockMiles: number): number[] {
  const scale = size / 2 / spanMiles;
  const phase = ((coordinateMiles % blockMiles) + blockMiles) % blockMiles;
  const step = blockMiles * scale;
  const first = size / 2 - phase * scale - Math.ceil(size / 2 / step) * step;
  const lines: number[] = [];
  for (let v = first; v <= size; v += step) if (v >= 0) lines.push(Math.round(v * 10) / 10);
  return lines;
}

/**
 * Where the markers go: each is moved out from under the home marker (radially, at least `gap` from
 * the centre), kept inside the map, then clustered; repeated because a cluster's mean can land on
 * the home again. No two results overlap each other or the home.
 */
export function layoutMarkers(points: readonly MapPoint[], size: number, r: number, gap: number): MapPoint[] {
  const c = size / 2;
  let markers = [...points];
  for (let round = 0; round < 10; round++) {
    const moved = markers.map((p) => keepInside(awayFromHome(p, c, gap), size, r));
    markers = clusterMarkers(moved, gap);
    if (markers.every((m) => Math.hypot(m.x - c, m.y - c) >= gap - 0.01)) break;
  }
  return markers;
}

function awayFromHome(p: MapPoint, c: number, gap: number): MapPoint {
  const d = Math.hypot(p.x - c, p.y - c);
  if (d >= gap) return p;
  // Straight up when a permit sits exactly on the home.
  const [ux, uy] = d === 0 ? [0, -1] : [(p.x - c) / d, (p.y - c) / d];
  return { ...p, x: c + ux * gap, y: c + uy * gap };
}
