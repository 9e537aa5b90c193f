import zipcodes from 'zipcodes';
import { citySlug, US_STATES } from '@homeworth/shared-lib/domain';
import { conditionScore } from '../property';
import { regionalIndex } from '../cost-model';
import { kukunIdOf } from '../property';
import type { PropertyDataProvider, PropertyLocation } from '../property';
import { estimatorLink, homeAnswers, recommendedProjectsFor } from '../property';
import { estimateValue, FORECAST_YEARS, MARKET_PANEL_ZIPS, panelGrowth } from '../property';

/**
 * City market pages (`/geo/<city>-<st>`) for every US city of the geography
 * package (`zipcodes`). The market figures come from the property data provider (the sample
 * provider by default, labelled as sample data): a fixed panel of homes in each of the city's ZIP
 * codes is valued the way the home report values a home, and their neighbourhoods give the recent
 * sales and permits. Project costs are the estimator's for a typical home of the city (the panel's
 * median size and year built, its median value) at the state's regional index, as a home's report prices its own.
 */

/** One city of the geography package. */
export interface City {
  slug: string;
  city: string;
  state: string;
  zipCodes: string[];
  latitude: number;
  longitude: number;
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

let cities: Map<string, City> | null = null;

/** Every city, by slug (the first spelling of a slug wins). */
export function allCities(): Map<string, City> {
  if (!cities) {
    cities = new Map();
    const us = Object.values(zipcodes.codes)
      .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip) && US_STATES[z.state])
      .sort((a, b) => a.zip.localeCompare(b.zip));
    for (const z of us) {
      const slug = citySlug(z.city, z.state);
      const known = cities.get(slug);
      if (known) {
        if (known.city.toLowerCase() === z.city.toLowerCase()) known.zipCodes.push(z.zip);
      } else {
        cities.set(slug, { slug, city: titleCase(z.city), state: z.state, zipCodes: [z.zip], latitude: z.latitude, longitude: z.longitude });
      }
    }
  }
  return cities;
}

/** The city of a slug, or undefined. */
export const findCity = (slug: string): City | undefined => allCities().get(slug.toLowerCase());

/** ZIP codes of a city sampled for its figures, and homes valued in each. */
const PANEL_ZIPS = MARKET_PANEL_ZIPS;
const HOMES_PER_ZIP = 5;

// Street names of the panel homes (their neighbours' sales are on the same streets).
const PANEL_STREETS = ['Oak Street', 'Maple Avenue', 'Cedar Lane', 'Elm Street', 'Park Avenue', 'Willow Drive', 'Hillcrest Road', 'Lakeview Drive'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** The market figures of a city page. */
export function cityMarket(provider: PropertyDataProvider, city: City, currentYear = new Date().getFullYear()) {
  const zips = city.zipCodes.slice(0, PANEL_ZIPS);
  const homes = zips.flatMap((zipCode, z) => {
    const place = zipcodes.lookup(zipCode);
    return Array.from({ length: HOMES_PER_ZIP }, (_, n) => {
      const location: PropertyLocation = {
        kukunId: kukunIdOf(`geo-panel|${zipCode}|${n}`),
        address: `${100 + n * 20} ${PANEL_STREETS[(z + n) % PANEL_STREETS.length]}`,
        city: city.city,
        state: city.state,
        zipCode,
        latitude: place?.latitude ?? city.latitude,
        longitude: place?.longitude ?? city.longitude,
      };
      const facts = provider.homeFacts(location);
      const replacements = facts.permits.filter((p) => p.replaces !== null).map((p) => ({ key: p.replaces!, year: Number(p.permitDate.slice(0, 4)) }));
      const score = conditionScore(facts.components, replacements, currentYear, facts.buildingArea).score;
      const value = estimateValue({ ...facts, conditionScore: score }, facts.area, currentYear);
      return { location, facts, value };
    });
  });

  const medianValue = Math.round(median(homes.map((h) => h.value)) / 1000) * 1000;
  // The city's market growth: the growth every home of this city forecasts with (property/market-growth.ts).
  const growth = panelGrowth(provider, zips);
  const forecast = Array.from({ length: FORECAST_YEARS + 1 }, (_, y) => ({ year: currentYear + y, value: Math.round((medianValue * Math.pow(1 + growth, y)) / 1000) * 1000 }));

  const recentSales = homes
    .flatMap((h) =>
      h.facts.comparables.slice(0, 2).map((c) => ({
        address: c.address,
        zipCode: h.location.zipCode,
        bedrooms: c.bedrooms,
        bathrooms: c.bathrooms,
        buildingArea: c.buildingArea,
        saleDate: c.lastSale.saleDate,
        salePrice: c.lastSale.salePrice,
      })),
    )
    .sort((a, b) => b.saleDate.localeCompare(a.saleDate))
    .slice(0, 8);

  const permits = zips.flatMap((_, i) => provider.neighborhoodPermits(homes[i * HOMES_PER_ZIP]!.location));
  const byType = new Map<string, number>();
  for (const p of permits) byType.set(p.projectType, (byType.get(p.projectType) ?? 0) + 1);

  // The typical home of the city: the panel's median size and year built (a year is a whole year).
  const typical = {
    buildingArea: median(homes.map((h) => h.facts.buildingArea)),
    yearBuilt: Math.round(median(homes.map((h) => h.facts.yearBuilt))),
  };
  const region = regionalIndex(city.state);
  const typicalHome = { city: city.city, state: city.state, zipCode: zips[0]!, ...typical, currentValue: medianValue };
  const projects = recommendedProjectsFor(homeAnswers(typicalHome), region.index, (slug) => estimatorLink(slug, typicalHome));

  return {
    slug: city.slug,
    city: city.city,
    state: city.state,
    stateName: US_STATES[city.state] ?? city.state,
    zipCodes: city.zipCodes,
    isSample: provider.isSample,
    medianValue,
    annualGrowthPercent: Math.round(growth * 1000) / 10,
    forecast,
    fiveYearChangePercent: Math.round((Math.pow(1 + growth, FORECAST_YEARS) - 1) * 1000) / 10,
    typicalHome: { ...typical, homesSampled: homes.length },
    recentSales,
    permitActivity: {
      count: permits.length,
      totalJobValue: permits.reduce((sum, p) => sum + p.jobValue, 0),
      byType: [...byType.entries()].map(([projectType, count]) => ({ projectType, count })).sort((a, b) => b.count - a.count || a.projectType.localeCompare(b.projectType)),
      latest: [...permits]
        .sort((a, b) => b.permitDate.localeCompare(a.permitDate))
        .slice(0, 6)
        .map(({ projectType, permitDate, status, jobValue, address }) => ({ projectType, permitDate, status, jobValue, address })),
    },
    region: { index: region.index, name: region.name, source: region.source },
    projects,
    sources: [
      provider.isSample
        ? 'Home values, sales and permits: sample data (generated, not real records) from the Homeworth sample property provider'
        : `Home values, sales and permits: property data provider ${provider.name}`,
      `Project costs: the Homeworth estimator at the default scope, midrange, for a typical home of ${city.city} (the median size and year built of the ${homes.length} homes sampled), with the state regional price parity`,
      `Regional prices: ${region.source}`,
      'Resale value: Remodeling / Zonda "Cost vs. Value", national',
    ],
  };
}

/** The city market page's figures, as the API answers them. */
export type CityMarket = ReturnType<typeof cityMarket>;
