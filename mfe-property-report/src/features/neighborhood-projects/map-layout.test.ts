import { clusterMarkers, layoutMarkers, streetLines, streetOf, type MapPoint } from './map-layout';
import { tileAt, tileGrid } from '../../ui/map-tiles';

const pt = (x: number, y: number, n: number): MapPoint => ({ x, y, numbers: [n] });
const minDistance = (ms: MapPoint[]) => {
  let min = Infinity;
  for (const [i, a] of ms.entries()) for (const b of ms.slice(i + 1)) min = Math.min(min, Math.hypot(a.x - b.x, a.y - b.y));
  return min;
};

describe('neighbourhood map: the collision pass', () => {
  it('leaves markers that do not overlap where they are', () => {
    const points = [pt(10, 10, 1), pt(100, 10, 2), pt(10, 100, 3)];
    expect(clusterMarkers(points, 24)).toEqual(expect.arrayContaining(points));
    expect(clusterMarkers(points, 24)).toHaveLength(3);
  });

  it('merges overlapping markers into one cluster at their mean, carrying every number', () => {
    const out = clusterMarkers([pt(100, 100, 2), pt(110, 100, 1), pt(300, 300, 3)], 24);
    expect(out).toHaveLength(2);
    expect(out).toContainEqual({ x: 105, y: 100, numbers: [1, 2] });
    expect(out).toContainEqual({ x: 300, y: 300, numbers: [3] });
  });

  it('merges again when a cluster lands on a third marker, and never loses a permit', () => {
    // 3 is just over 24 from 1 and from 2, but 22 from their cluster at (110, 100).
    const out = clusterMarkers([pt(100, 100, 1), pt(120, 100, 2), pt(110, 122, 3)], 24);
    expect(out).toHaveLength(1);
    expect(out[0]?.numbers).toEqual([1, 2, 3]);
  });

  it('keeps many random permits apart, off the home and inside the map', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const points = Array.from({ length: 60 }, (_, i) => pt(140 + rand() * 120, 140 + rand() * 120, i + 1));
    const out = layoutMarkers(points, 400, 11, 24);
    expect(minDistance(out)).toBeGreaterThanOrEqual(24);
    for (const m of out) {
      expect(Math.hypot(m.x - 200, m.y - 200)).toBeGreaterThanOrEqual(24 - 0.01);
      expect(m.x).toBeGreaterThanOrEqual(11);
      expect(m.x).toBeLessThanOrEqual(389);
    }
    expect(out.flatMap((m) => m.numbers).sort((a, b) => a - b)).toEqual(points.map((p) => p.numbers[0]));
  });

  it('moves a permit off the home marker', () => {
    expect(layoutMarkers([pt(200, 200, 1)], 400, 11, 24)).toEqual([{ x: 200, y: 176, numbers: [1] }]);
  });
});

describe('neighbourhood map: the schematic streets', () => {
  it('reads the street of an address line', () => {
    expect(streetOf('1207 Elm Street')).toBe('Elm Street');
    expect(streetOf('9 Birch Lane, Portland')).toBe('Birch Lane');
    expect(streetOf('1207')).toBeNull();
  });

  it('puts the home street through the centre and phases the cross streets by the coordinate, the same every time', () => {
    expect(streetLines(0, 400, 1.25, 0.25)).toContain(200);
    const a = streetLines(12.1, 400, 1.25, 0.25);
    expect(a).toEqual(streetLines(12.1, 400, 1.25, 0.25));
    expect(a).not.toEqual(streetLines(12.2, 400, 1.25, 0.25));
    expect(a.every((v) => v >= 0 && v <= 400)).toBe(true);
    expect(a[1]! - a[0]!).toBeCloseTo(40);
  });
});

describe('neighbourhood map: provider tiles', () => {
  it('covers the whole map with tiles at the permits’ scale, the centre tile holding the home', () => {
    const center = { latitude: 30.2672, longitude: -97.7431 };
    const tiles = tileGrid(center, 400, 1.25);
    const size = tiles[0]!.size;
    // About 0.65 mile per tile at Austin's latitude, 160 units per mile.
    expect(size).toBeCloseTo(((24901 * Math.cos((30.2672 * Math.PI) / 180)) / 2 ** 15) * 160, 5);
    expect(Math.min(...tiles.map((t) => t.x))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.x + t.size))).toBeGreaterThanOrEqual(400);
    expect(Math.max(...tiles.map((t) => t.y + t.size))).toBeGreaterThanOrEqual(400);
    const c = tileAt(center.latitude, center.longitude, 15);
    const home = tiles.find((t) => t.x <= 200 && t.x + size > 200 && t.y <= 200 && t.y + size > 200)!;
    expect(home.href).toBe(`/api/v1/property/map-tiles/15/${Math.floor(c.x)}/${Math.floor(c.y)}`);
  });

  it('numbers tiles as slippy maps do: (0, 0) at the north-west corner, the equator and meridian meet at (1, 1) on zoom 1', () => {
    expect(tileAt(0, 0, 1)).toEqual({ x: 1, y: 1 });
    const corner = tileAt(85.0511, -180, 3);
    expect(corner.x).toBe(0);
    expect(corner.y).toBeCloseTo(0, 3);
  });
});
