import { HOME_COMPONENTS, type ComponentInstall, type HomeComponentKey } from '@homeworth/shared-lib/domain';
import { conditionScore } from '../condition-score';
import { componentRenewedBy } from '../permit-work-types';
import { placeOfZip } from '../geography.service';
import { alongTrend, estimateValue } from '../valuation.service';
import { rng, seedOf } from './sample-random';
import { sampleParcelNumber } from './sample-parcel-number';
import type { AreaFacts, HomeFacts, HomePermit, NearbyHome, NeighborhoodPermit, PropertyDataProvider, PropertyLocation, School } from './property-data.provider';

/**
 * Deterministic sample data: every figure is drawn from a pseudo-random sequence
 * seeded by the kukunId (the home) or the ZIP code (its area), so the same
 * address always shows the same home and neighbours share one area. It stands
 * in for a licensed property-data feed and is labelled "Sample data" in the UI.
 */

const STREETS = ['Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Willow', 'Birch', 'Walnut', 'Hickory', 'Sycamore', 'Magnolia', 'Aspen'];
const SUFFIX = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Way'];
const COMPANIES = [
  'Summit Roofing Co.',
  'BlueLine Plumbing',
  'Keystone Builders',
  'Northstar Electric',
  'Evergreen HVAC',
  'Cornerstone Remodeling',
  'Brightside Solar',
  'Harbor Pools',
];
/** Companies named on sample permits: the contractor directory holds each as an unclaimed profile. */
export const SAMPLE_PERMIT_COMPANIES: readonly string[] = COMPANIES;

/** Which sample companies file a permit of each kind: a pool firm never files a re-roof. */
const COMPANIES_BY_WORK: Readonly<Record<string, readonly string[]>> = {
  Roofing: ['Summit Roofing Co.', 'Keystone Builders'],
  'Kitchen remodel': ['Cornerstone Remodeling', 'Keystone Builders'],
  'Bathroom remodel': ['Cornerstone Remodeling', 'BlueLine Plumbing'],
  Addition: ['Keystone Builders', 'Cornerstone Remodeling'],
  Solar: ['Brightside Solar', 'Northstar Electric'],
  Pool: ['Harbor Pools'],
  HVAC: ['Evergreen HVAC'],
  Electrical: ['Northstar Electric', 'Brightside Solar'],
  'Roof|Re-roof': ['Summit Roofing Co.', 'Keystone Builders'],
  'HVAC|Furnace': ['Evergreen HVAC'],
  'HVAC|Air conditioning': ['Evergreen HVAC'],
  'Plumbing|Water heater': ['BlueLine Plumbing'],
  'Plumbing|Repipe': ['BlueLine Plumbing'],
  'Electrical|Service upgrade': ['Northstar Electric'],
  Windows: ['Keystone Builders', 'Cornerstone Remodeling'],
  'Remodel|Kitchen': ['Cornerstone Remodeling', 'Keystone Builders'],
  Fence: ['Keystone Builders'],
};
const companiesFor = (work: string): readonly string[] => COMPANIES_BY_WORK[work] ?? COMPANIES;
const SUBDIVISIONS = ['Meadow Ridge', 'Oak Hollow', 'Riverside Park', 'Highland Terrace', 'Willow Creek', 'Stonegate'];
const SCHOOL_NAMES = ['Lincoln', 'Roosevelt', 'Jefferson', 'Franklin', 'Washington', 'Hamilton', 'Madison', 'Kennedy'];

/** Permit kinds the sample draws from; the component each renews is read from its work (permit-work-types). */
const HOME_PERMIT_KINDS: readonly { labels: string; description: string }[] = [
  { labels: 'Roof|Re-roof', description: 'Tear-off and re-roof with architectural asphalt shingles' },
  { labels: 'HVAC|Furnace', description: 'Replace gas furnace, same location' },
  { labels: 'HVAC|Air conditioning', description: 'Replace condenser and coil, 3 ton' },
  { labels: 'Plumbing|Water heater', description: 'Replace 50 gallon tank water heater' },
  { labels: 'Electrical|Service upgrade', description: 'Upgrade electrical service to 200 A panel' },
  { labels: 'Windows', description: 'Replace windows with vinyl double-pane units, same size' },
  { labels: 'Remodel|Kitchen', description: 'Kitchen remodel: cabinets, counters, non-structural' },
  { labels: 'Fence', description: 'New 6 ft wood privacy fence' },
];

/** The permit filed when a component is replaced: the drawn kind that renews it, or a repipe for the supply lines. */
const RENEWAL_PERMIT_KINDS: readonly { labels: string; description: string }[] = [
  ...HOME_PERMIT_KINDS,
  { labels: 'Plumbing|Repipe', description: 'Repipe water supply lines with PEX' },
];
const renewalKindOf = (key: HomeComponentKey) => RENEWAL_PERMIT_KINDS.find((kind) => componentRenewedBy(kind) === key);

const NEIGHBORHOOD_TYPES = ['Roofing', 'Kitchen remodel', 'Bathroom remodel', 'Addition', 'Solar', 'Pool', 'HVAC', 'Electrical'] as const;

/** Project types of neighbourhood permits (the filter of /my-neighborhood/projects). */
export const NEIGHBORHOOD_PROJECT_TYPES: readonly string[] = NEIGHBORHOOD_TYPES;

/** The date `days` before today, as YYYY-MM-DD (sample events never lie in the future). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A point about `miles` from a centre in a random direction. */
function offset(r: ReturnType<typeof rng>, lat: number, lon: number, maxMiles: number) {
  const distance = (0.15 + 0.85 * r.next()) * maxMiles;
  const angle = r.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / 69;
  const dLon = (distance * Math.sin(angle)) / (69 * Math.cos((lat * Math.PI) / 180));
  return { latitude: lat + dLat, longitude: lon + dLon };
}

/** A city's yearly market growth: every ZIP code of a city shares it, so its homes, sales and city page follow one trend. */
function marketGrowth(zipCode: string): number {
  const place = placeOfZip(zipCode);
  return rng(seedOf(place ? `market:${place.city.toLowerCase()}|${place.state}` : `market:${zipCode}`)).int(15, 60) / 1000;
}

function areaFacts(zipCode: string) {
  const r = rng(seedOf(`area:${zipCode}`));
  const pricePerSqft = r.int(120, 420);
  // The area's own growth draw is kept (unused) so its other figures stay as they were.
  r.int(15, 60);
  return {
    pricePerSqft,
    annualGrowth: marketGrowth(zipCode),
    popUnder20Percent: r.int(18, 30),
    popOver50Percent: r.int(22, 40),
    subdivision: r.pick(SUBDIVISIONS),
    scores: { walk: r.int(10, 98), transit: r.int(5, 95), crime: r.int(8, 80), air: r.int(15, 160), hazard: r.int(5, 90) },
  };
}

function homePermits(r: ReturnType<typeof rng>, yearBuilt: number, currentYear: number): HomePermit[] {
  const permits: HomePermit[] = [];
  const count = r.int(1, 4);
  for (let i = 0; i < count; i += 1) {
    const kind = r.pick(HOME_PERMIT_KINDS);
    const year = r.int(Math.max(yearBuilt + 1, currentYear - 25), currentYear - 1);
    permits.push({
      permitDate: isoDate(year, r.int(1, 12), r.int(1, 28)),
      kukunPermitLabelList: kind.labels,
      permitDescription: kind.description,
      companyName: r.pick(companiesFor(kind.labels)),
      replaces: componentRenewedBy(kind),
    });
  }
  return permits.sort((a, b) => b.permitDate.localeCompare(a.permitDate));
}

/**
 * The permits of the parts renewed after the home was built: a part whose replacement needs a permit
 * has one on file in the year it was installed, so every install year the report shows is explained by
 * a permit for that work (paint and flooring need none). Its own sequence per part: no other fact moves.
 */
function renewalPermits(kukunId: number, components: readonly ComponentInstall[], yearBuilt: number): HomePermit[] {
  return components.flatMap(({ key, installYear }) => {
    const kind = renewalKindOf(key);
    if (!kind || installYear <= yearBuilt) return [];
    const r = rng(seedOf(`renewal:${kukunId}:${key}`));
    return [
      {
        permitDate: isoDate(installYear, r.int(1, 12), r.int(1, 28)),
        kukunPermitLabelList: kind.labels,
        permitDescription: kind.description,
        companyName: r.pick(companiesFor(kind.labels)),
        replaces: key,
      },
    ];
  });
}

/** Condition score of a nearby home, whose parts are not on file: a typical, lived-in home. */
const NEARBY_CONDITION = 75;

/**
 * A sale price consistent with the home's value and the area's trend: the value today taken back to
 * the sale date along the trend, up to 6% below it (what that buyer happened to pay).
 */
function salePriceAt(valueToday: number, annualGrowth: number, saleDate: string, spread: number): number {
  return Math.round((alongTrend(valueToday, annualGrowth, new Date(), saleDate) * (0.94 + spread * 0.06)) / 1000) * 1000;
}

function nearbyHome(r: ReturnType<typeof rng>, base: { street: string; lat: number; lon: number; area: number; year: number }, area: AreaFacts, currentYear: number): NearbyHome {
  const point = offset(r, base.lat, base.lon, 0.6);
  const buildingArea = Math.round((base.area * (0.8 + r.next() * 0.4)) / 10) * 10;
  const address = `${r.int(100, 9899)} ${base.street}`;
  const bedrooms = Math.max(2, Math.round(buildingArea / 650));
  const bathrooms = Math.max(1, Math.round(buildingArea / 900 + r.next()));
  const yearBuilt = base.year + r.int(-8, 8);
  const saleDate = daysAgo(r.int(20, 3 * 365));
  const valueToday = estimateValue({ buildingArea, yearBuilt, bedrooms, bathrooms, conditionScore: NEARBY_CONDITION }, area, currentYear);
  return { address, bedrooms, bathrooms, buildingArea, yearBuilt, ...point, lastSale: { saleDate, salePrice: salePriceAt(valueToday, area.annualGrowth, saleDate, r.next()) } };
}

/** The deterministic sample-data provider (the default). */
export const sampleDataProvider: PropertyDataProvider = {
  name: 'sample',
  isSample: true,

  homeFacts(location: PropertyLocation): HomeFacts {
    const currentYear = new Date().getFullYear();
    const r = rng(seedOf(`home:${location.kukunId}`));
    const area = areaFacts(location.zipCode);
    const yearBuilt = r.int(1950, currentYear - 3);
    const buildingArea = r.int(90, 360) * 10;
    const components: ComponentInstall[] = HOME_COMPONENTS.map((c) => {
      // Some parts were renewed without a permit on file, at some point after the house was built.
      const renewed = c.key !== 'structure' && r.chance(0.35);
      return { key: c.key, installYear: renewed ? r.int(yearBuilt, currentYear - 1) : yearBuilt };
    });
    const street = location.address.replace(/^\d+[A-Za-z]?\s+/, '');
    const saleYears = [yearBuilt + r.int(1, 10), currentYear - r.int(2, 9)].filter((y, i, all) => y < currentYear && all.indexOf(y) === i).sort();
    const schools: School[] = SCHOOL_NAMES.slice(0, 6).map((name, i) => ({
      name: `${name} ${i < 3 ? 'Elementary' : i < 5 ? 'Middle' : 'High'} School`,
      schoolType: i < 3 ? 'Elementary' : i < 5 ? 'Middle' : 'High',
      ...offset(rng(seedOf(`school:${location.zipCode}:${i}`)), location.latitude, location.longitude, 4),
    }));
    // Drawn in the order the sample always drew them, so every home keeps its facts.
    const bedrooms = Math.max(1, Math.min(6, Math.round(buildingArea / 600)));
    const bathrooms = Math.max(1, Math.min(5, Math.round(buildingArea / 800 + r.next())));
    const pool = r.chance(0.15);
    const garagePlaces = r.int(0, 3);
    const saleDraws = saleYears.map((y) => ({ saleDate: isoDate(y, r.int(1, 12), r.int(1, 28)), spread: r.next() }));
    const permits = [...homePermits(r, yearBuilt, currentYear), ...renewalPermits(location.kukunId, components, yearBuilt)].sort((a, b) =>
      b.permitDate.localeCompare(a.permitDate),
    );
    // Past sales follow the home's value today back along the area's trend: every one is dated
    // before today, so none equals today's value by construction.
    const replacements = permits.filter((x) => x.replaces !== null).map((x) => ({ key: x.replaces!, year: Number(x.permitDate.slice(0, 4)) }));
    const condition = conditionScore(components, replacements, currentYear, buildingArea).score;
    const valueToday = estimateValue({ buildingArea, yearBuilt, bedrooms, bathrooms, conditionScore: condition }, area, currentYear);
    return {
      bedrooms,
      bathrooms,
      buildingArea,
      yearBuilt,
      // Its own sequence, so adding it moved no other fact: 1.5 to 5.5 times the living area.
      lotSize: Math.round((buildingArea * (1.5 + 4 * rng(seedOf(`lot:${location.kukunId}`)).next())) / 100) * 100,
      pool,
      garagePlaces,
      components,
      sales: saleDraws.map(({ saleDate, spread }) => ({ saleDate, salePrice: salePriceAt(valueToday, area.annualGrowth, saleDate, spread) })),
      permits,
      schools,
      comparables: Array.from({ length: 5 }, () =>
        nearbyHome(r, { street, lat: location.latitude, lon: location.longitude, area: buildingArea, year: yearBuilt }, area, currentYear),
      ),
      area,
      parcelNumber: sampleParcelNumber(location.kukunId),
    };
  },

  neighborhoodPermits(location: PropertyLocation): NeighborhoodPermit[] {
    const currentYear = new Date().getFullYear();
    // Dates count back from today, so a location's permits shift with the calendar but keep their order.
    const r = rng(seedOf(`permits:${location.zipCode}:${location.kukunId}`));
    return Array.from({ length: 12 }, (_, i) => {
      const type = NEIGHBORHOOD_TYPES[i % NEIGHBORHOOD_TYPES.length] as string;
      return {
        id: `P-${currentYear}-${String(1000 + i * 37 + r.int(0, 30))}`,
        address: `${r.int(100, 9899)} ${r.pick(STREETS)} ${r.pick(SUFFIX)}`,
        projectType: type,
        permitDate: daysAgo(r.int(3, 330)),
        status: r.pick(['Issued', 'In review', 'Inspection'] as const),
        jobValue: r.int(4, 120) * 1000,
        companyName: r.pick(companiesFor(type)),
        ...offset(r, location.latitude, location.longitude, 1),
      };
    }).sort((a, b) => b.permitDate.localeCompare(a.permitDate));
  },
};

/** Providers by configuration name. */
export const PROPERTY_DATA_PROVIDERS: Readonly<Record<string, PropertyDataProvider>> = { sample: sampleDataProvider };

/** The provider named by configuration; throws for an unknown name so a typo fails at start-up. */
export function propertyDataProvider(name = 'sample'): PropertyDataProvider {
  const provider = PROPERTY_DATA_PROVIDERS[name];
  if (!provider) throw new Error(`Unknown PROPERTY_DATA_PROVIDER "${name}" (known: ${Object.keys(PROPERTY_DATA_PROVIDERS).join(', ')})`);
  return provider;
}
