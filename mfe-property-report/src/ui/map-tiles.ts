/** Zoom of the provider's tiles: about half a mile per tile at US latitudes, a few tiles across the map. */
export const TILE_ZOOM = 15;
const EARTH_CIRCUMFERENCE_MILES = 24901;

/** One tile placed in the map's SVG box. */
export interface PlacedTile {
  href: string;
  x: number;
  y: number;
  size: number;
}

/** The tile (fractional, web-mercator "slippy map" numbering) a point falls in at zoom `z`. */
export function tileAt(latitude: number, longitude: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const lat = (latitude * Math.PI) / 180;
  return { x: ((longitude + 180) / 360) * n, y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n };
}

/**
 * The provider tiles covering a square map of `size` units showing `spanMiles` each way from the centre,
 * at the same scale as the permits (served by the API's /map-tiles, same site as the page).
 */
export function tileGrid(center: { latitude: number; longitude: number }, size: number, spanMiles: number, z = TILE_ZOOM): PlacedTile[] {
  const unitsPerMile = size / 2 / spanMiles;
  const tileUnits = ((EARTH_CIRCUMFERENCE_MILES * Math.cos((center.latitude * Math.PI) / 180)) / 2 ** z) * unitsPerMile;
  const c = tileAt(center.latitude, center.longitude, z);
  const reach = size / 2 / tileUnits;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(c.y - reach); ty <= Math.floor(c.y + reach); ty++) {
    for (let tx = Math.floor(c.x - reach); tx <= Math.floor(c.x + reach); tx++) {
      tiles.push({ href: `/api/v1/property/map-tiles/${z}/${tx}/${ty}`, x: size / 2 + (tx - c.x) * tileUnits, y: size / 2 + (ty - c.y) * tileUnits, size: tileUnits });
    }
  }
  return tiles;
}
