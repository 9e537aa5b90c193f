import { seeded } from '../synthetic-market';

/**
 * A made-up market shaped like a county assessor's export of house sales (King County's column
 * names): ~70 ZIPs with their own price levels and clustered coordinates, a quality grade with a
 * strong effect, waterfront and view, `yr_renovated` 0 for never, an `id` per home (a home sold
 * twice keeps its id), a gentle monthly trend and log-normal noise. For tests and measurement only.
 */

export type KcDateFormat = 'compact' | 'iso-time' | 'us' | 'month-name';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function formatDate(d: Date, format: KcDateFormat): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  const p = (n: number): string => String(n).padStart(2, '0');
  if (format === 'compact') return `${y}${p(m)}${p(day)}T000000`;
  if (format === 'iso-time') return `${y}-${p(m)}-${p(day)} 00:00:00`;
  if (format === 'us') return `${m}/${day}/${y}`;
  return `${MONTHS[m - 1]} ${day} ${y}`;
}

export const KC_HEADER =
  'id,date,price,bedrooms,bathrooms,sqft_living,sqft_lot,floors,waterfront,view,condition,grade,sqft_above,sqft_basement,yr_built,yr_renovated,zipcode,lat,long,sqft_living15,sqft_lot15';

/** `rows` CSV lines (header first) over May 2014 - May 2015. */
export function* kcLikeLines(rows: number, options: { seed?: number; dateFormat?: KcDateFormat; zips?: number; noise?: number } = {}): Generator<string> {
  const rand = seeded(options.seed ?? 7);
  const normal = (): number => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  const noise = options.noise ?? 0.15;
  const zipCount = options.zips ?? 70;
  const zips = Array.from({ length: zipCount }, (_, i) => ({
    code: String(98001 + Math.floor((i * 199) / zipCount)),
    lat: 47.2 + rand() * 0.6,
    lon: -122.45 + rand() * 0.65,
    level: 0.35 * normal(),
    weight: 0.3 + rand(),
  }));
  const totalWeight = zips.reduce((a, z) => a + z.weight, 0);
  const start = Date.UTC(2014, 4, 2);
  const days = 390;
  yield KC_HEADER;
  let written = 0;
  while (written < rows) {
    let pick = rand() * totalWeight;
    const zip = zips.find((z) => (pick -= z.weight) <= 0) ?? (zips[0] as (typeof zips)[number]);
    const lat = zip.lat + 0.018 * normal();
    const lon = zip.lon + 0.025 * normal();
    const living = Math.round(Math.exp(7.55 + 0.42 * normal()) / 10) * 10;
    const grade = Math.max(3, Math.min(13, Math.round(7 + (Math.log(living) - 7.55) * 3 + 0.9 * normal())));
    const bedrooms = Math.max(1, Math.min(9, Math.round(living / 650 + normal() * 0.7)));
    const bathrooms = Math.max(0.75, Math.round((living / 900 + normal() * 0.4) * 4) / 4);
    const floors = rand() < 0.5 ? 1 : rand() < 0.8 ? 2 : 1.5;
    const basement = rand() < 0.4 ? Math.round((living * (0.2 + rand() * 0.3)) / 10) * 10 : 0;
    const lot = Math.round(Math.exp(8.9 + 0.7 * normal()));
    const yearBuilt = Math.min(2015, Math.round(1900 + rand() * 115));
    const renovated = rand() < 0.04 && yearBuilt < 2000 ? Math.round(yearBuilt + 10 + rand() * (2014 - yearBuilt - 10)) : 0;
    const waterfront = rand() < 0.0075 ? 1 : 0;
    const view = waterfront ? 3 + Math.round(rand()) : rand() < 0.9 ? 0 : 1 + Math.floor(rand() * 4);
    const condition = Math.max(1, Math.min(5, Math.round(3.4 + 0.65 * normal())));
    const id = String(1000102 + Math.floor(rand() * 9_899_000_000)).padStart(10, '0');
    const spatial = 0.08 * Math.sin(lat * 90) * Math.cos(lon * 70);
    const homeLog =
      12.2 + zip.level + spatial + 0.55 * Math.log(living / 2000) + 0.16 * (grade - 7) + 0.05 * Math.log(lot / 7500) + 0.07 * view + 0.45 * waterfront + 0.04 * (condition - 3);
    const age = 2014 - (renovated || yearBuilt);
    const ageEffect = -0.002 * age + 0.00002 * age * age;
    const sales = rand() < 0.015 ? 2 : 1;
    let day = Math.floor(rand() * (days - 120 * (sales - 1)));
    for (let k = 0; k < sales && written < rows; k++, day += 60 + Math.floor(rand() * 60)) {
      const price = Math.round(Math.exp(homeLog + ageEffect + 0.004 * (day / 30) + noise * normal()) / 100) * 100;
      const living15 = Math.round((living * 0.6 + 800 + 200 * normal()) / 10) * 10;
      const line = [
        id,
        formatDate(new Date(start + day * 86_400_000), options.dateFormat ?? 'compact'),
        price,
        bedrooms,
        bathrooms,
        living,
        lot,
        floors,
        waterfront,
        view,
        condition,
        grade,
        living - basement,
        basement,
        yearBuilt,
        renovated,
        zip.code,
        lat.toFixed(4),
        lon.toFixed(3),
        living15,
        Math.round(lot * (0.8 + 0.4 * rand())),
      ];
      yield line.join(',');
      written++;
    }
  }
}
