import type { OwnerFactsCorrection, ScoreKind } from '@homeworth/shared-lib/domain';
import { conditionScore } from './condition-score';
import { scoreToLabel, type ScoreLabel } from './score-labels';
import { distanceMiles } from './geography.service';
import type { PropertyRow } from './property-identity.service';
import type { NeighborhoodPermit, PropertyDataProvider, PropertyLocation } from './providers/property-data.provider';
import { regionalIndex } from '../cost-model';
import { REMODEL_COST_LINKS, componentPricer, estimatorLink, homeAnswers, recommendedProjectsFor } from './report-figures';
import { alongTrend, valueHome } from './valuation.service';
import { cityMarketGrowth, type MarketGrowth } from './market-growth';
import { ownerReportedKeys, withOwnerFacts } from './owner-facts/owner-facts-overlay';
import { recordedHomeFacts, recordedNeighborhoodPermits } from './recorded-home.service';
import { conditionRating, growthDifference } from './report-ratings';

/** Radius of the nearby-schools answer, in miles. */
export const NEAR_SCHOOLS_RADIUS_MILES = 3;
/** Most schools listed as near. */
export const NEAR_SCHOOLS_LIMIT = 5;
/** Property item priority: Kitchen, Windows, Roof come first among equals. */
const ITEM_PRIORITY = ['kitchenCabinets', 'windows', 'roof'];

const round1 = (n: number) => Math.round(n * 10) / 10;

function locationOf(p: PropertyRow): PropertyLocation {
  return { kukunId: p.kukunId, address: p.address, city: p.city, state: p.state, zipCode: p.zipCode, latitude: p.latitude, longitude: p.longitude };
}

/** Estimator page path carrying this home (place, size, year built, value), so the estimator prices the same home. */
function estimatorUrl(slug: string, p: PropertyRow, home: { buildingArea: number; yearBuilt: number }, price: number): string {
  return estimatorLink(slug, { city: p.city, state: p.state, zipCode: p.zipCode, buildingArea: home.buildingArea, yearBuilt: home.yearBuilt, currentValue: price });
}

/**
 * The whole home report of one property; `ownerFacts`: the claimed owner's corrections (owner-facts/),
 * read over the record; `market`: the growth its forecast follows (a loaded market's index; by default its city's).
 * Readers take it from report-cache.ts (homeReport), which builds it once per home and facts version.
 */
export function buildReport(
  provider: PropertyDataProvider,
  p: PropertyRow,
  currentYear = new Date().getFullYear(),
  ownerFacts: OwnerFactsCorrection | null = null,
  market: MarketGrowth = cityMarketGrowth(provider, p),
) {
  const location = locationOf(p);
  const facts = withOwnerFacts(p.recorded ? recordedHomeFacts(provider.homeFacts(location), p.recorded) : provider.homeFacts(location), ownerFacts);
  const marketValue = p.recorded?.value ?? null;
  // A component year the owner reported outranks the permits on file for it.
  const replacements = facts.permits
    .filter((x) => x.replaces !== null && ownerFacts?.componentYears?.[x.replaces] === undefined)
    .map((x) => ({ key: x.replaces!, year: Number(x.permitDate.slice(0, 4)) }));
  // Replacing a component costs what the estimator prices for this home (its value does not change a cost).
  const index = regionalIndex(p.state).index;
  const pricingHome = homeAnswers({ state: p.state, buildingArea: facts.buildingArea, yearBuilt: facts.yearBuilt, currentValue: 0 });
  const condition = conditionScore(facts.components, replacements, currentYear, facts.buildingArea, componentPricer(pricingHome, index));
  const valuation = valueHome(
    { ...facts, conditionScore: condition.score },
    { pricePerSqft: facts.area.pricePerSqft, annualGrowth: market.annualGrowth },
    currentYear,
    marketValue ? Math.round(marketValue.value / 1000) * 1000 : undefined,
  );
  const lastSale = facts.sales[facts.sales.length - 1] ?? null;

  const dragging = [...condition.dragging].sort((a, b) => b.pointsLost - a.pointsLost || (ITEM_PRIORITY.indexOf(a.key) + 1 || 99) - (ITEM_PRIORITY.indexOf(b.key) + 1 || 99));
  const propertyItems = dragging.map((c) => ({
    key: c.key,
    propertyItemName: c.name,
    remainingUsefulLife: c.remainingUsefulLife,
    usefulLife: c.usefulLife,
    installYear: c.installYear,
    replacementCost: c.replacementCost,
    depreciationValue: c.depreciationValue,
    pointsLost: round1(c.pointsLost),
    url: c.projectSlug ? estimatorUrl(c.projectSlug, p, facts, valuation.currentValue) : null,
  }));

  const schools = facts.schools.map((s) => ({ ...s, distance: round1(distanceMiles(p.latitude, p.longitude, s.latitude, s.longitude)) })).sort((a, b) => a.distance - b.distance);
  const nearSchools = schools.filter((s) => s.distance <= NEAR_SCHOOLS_RADIUS_MILES).slice(0, NEAR_SCHOOLS_LIMIT);
  const nearest = schools[0];

  const scores = (Object.keys(facts.area.scores) as ScoreKind[]).map((kind): { kind: ScoreKind; score: number } & ScoreLabel => ({
    kind,
    score: facts.area.scores[kind],
    ...scoreToLabel(kind, facts.area.scores[kind]),
  }));

  // A nearby home's value today is its last sale indexed along the market's trend (the forecast's), so its
  // value, its sale price and its sale date agree.
  const today = new Date();
  const comparables = facts.comparables.map((c) => {
    const estimatedValue = Math.round(alongTrend(c.lastSale.salePrice, market.annualGrowth, c.lastSale.saleDate, today) / 1000) * 1000;
    return { ...c, distance: round1(distanceMiles(p.latitude, p.longitude, c.latitude, c.longitude)), estimatedValue, pricePerSqft: Math.round(estimatedValue / c.buildingArea) };
  });
  const recentSales = comparables
    .map((c) => ({
      address: c.address,
      saleDate: c.lastSale.saleDate,
      salePrice: c.lastSale.salePrice,
      bedrooms: c.bedrooms,
      bathrooms: c.bathrooms,
      buildingArea: c.buildingArea,
      distance: c.distance,
    }))
    .sort((a, b) => b.saleDate.localeCompare(a.saleDate));

  const home = homeAnswers({ state: p.state, buildingArea: facts.buildingArea, yearBuilt: facts.yearBuilt, currentValue: valuation.currentValue });
  const recommendedProjects = recommendedProjectsFor(home, index, (slug) => estimatorUrl(slug, p, facts, valuation.currentValue));

  return {
    kukunId: p.kukunId,
    dataSource: dataSourceOf(provider, p),
    summary: {
      address: p.address,
      unitNumber: p.unitNumber,
      city: p.city,
      state: p.state,
      zipCode: p.zipCode,
      latitude: p.latitude,
      longitude: p.longitude,
      bedrooms: facts.bedrooms,
      bathrooms: facts.bathrooms,
      buildingArea: facts.buildingArea,
      yearBuilt: facts.yearBuilt,
      lotSize: facts.lotSize ?? null,
      currentValue: valuation.currentValue,
      totalGrowth: valuation.totalGrowth,
      propertyScore: condition.score,
      ratingOutOfFive: conditionRating(condition.score),
      permitsTotal: facts.permits.length,
      renovationHistory: facts.permits.filter((x) => x.replaces !== null).length,
      salePrice: lastSale?.salePrice ?? null,
      saleDate: lastSale?.saleDate ?? null,
      propertyItems,
      // The fitted model's 80% range for a recorded home, the date its value is for and the recorded sales it leaned on.
      ...(marketValue
        ? {
            valueRange: {
              low: marketValue.low,
              high: marketValue.high,
              fsd: marketValue.fsd,
              asOf: marketValue.asOf,
              method: marketValue.method,
              comparables: marketValue.comparables.map(({ id, saleDate, salePrice, livingArea, distanceMiles }) => ({ id, saleDate, salePrice, livingArea, distanceMiles })),
            },
          }
        : {}),
    },
    /** Facts the owner reported (fact and component keys): the report marks them. */
    ownerReported: ownerReportedKeys(ownerFacts),
    forecast: valuation.forecast,
    /** The growth the forecast follows and the sentence that explains it. */
    forecastBasis: { annualGrowthPercent: Math.round(market.annualGrowth * 1000) / 10, source: market.source, market: market.market, explanation: market.explanation },
    valueHistory: valuation.history,
    sales: facts.sales,
    condition: {
      score: condition.score,
      components: condition.components.map((c) => ({
        key: c.key,
        name: c.name,
        installYear: c.installYear,
        age: c.age,
        usefulLife: c.usefulLife,
        remainingUsefulLife: c.remainingUsefulLife,
        weight: c.weight,
        remainingPercent: Math.round(c.remainingFraction * 100),
        replacementCost: c.replacementCost,
      })),
    },
    permits: facts.permits.map(({ permitDate, kukunPermitLabelList, permitDescription, companyName }) => ({ permitDate, kukunPermitLabelList, permitDescription, companyName })),
    comparables,
    recentSales,
    neighborhood: {
      subdivision: facts.area.subdivision,
      popUnder20Percent: facts.area.popUnder20Percent,
      popOver50Percent: facts.area.popOver50Percent,
      year5Value: valuation.year5Value,
      growthDifference: growthDifference(
        { currentValue: valuation.currentValue, salePrice: lastSale?.salePrice ?? null, saleDate: lastSale?.saleDate ?? null, areaGrowth: valuation.totalGrowth },
        today,
      ),
      pool: facts.pool,
      garagePlaces: facts.garagePlaces,
      nearestSchool: nearest?.name ?? null,
      nearestSchoolDistance: nearest?.distance ?? null,
      schoolType: nearest?.schoolType ?? null,
      nearSchoolsRadius: NEAR_SCHOOLS_RADIUS_MILES,
      nearSchoolsLimit: NEAR_SCHOOLS_LIMIT,
      nearSchools: nearSchools.map(({ name, schoolType, distance }) => ({ name, schoolType, distance })),
      walkScore: facts.area.scores.walk,
      crimeScore: facts.area.scores.crime,
      airScore: facts.area.scores.air,
      neighborhoodScore: Math.round((scores.filter((s) => s.rating >= 0).reduce((sum, s) => sum + s.rating, 0) / (3 * scores.length)) * 100),
      scores,
    },
    recommendedProjects,
    remodelCostLinks: REMODEL_COST_LINKS.map((l) => ({
      label: l.label,
      city: p.city,
      state: p.state,
      zip: p.zipCode,
      price: valuation.currentValue,
      url: estimatorUrl(l.slug, p, facts, valuation.currentValue),
    })),
  };
}

/** The home report, as the API answers it. */
export type HomeReport = ReturnType<typeof buildReport>;

/** Where a home's facts come from: a loaded market's recorded sale (named source), or the provider. */
function dataSourceOf(provider: PropertyDataProvider, p: PropertyRow) {
  if (p.recorded) return { provider: `market:${p.recorded.sale.marketSlug}`, isSample: false, source: p.recorded.source };
  return { provider: provider.name, isSample: provider.isSample };
}

/** Nearby active permits with their distance, and the project types for the filter. */
export function neighborhoodProjects(provider: PropertyDataProvider, p: PropertyRow) {
  const nearby = p.recorded ? recordedNeighborhoodPermits(p.recorded) : provider.neighborhoodPermits(locationOf(p));
  const permits = nearby.map((x: NeighborhoodPermit) => ({
    ...x,
    distance: round1(distanceMiles(p.latitude, p.longitude, x.latitude, x.longitude)),
  }));
  return {
    kukunId: p.kukunId,
    center: { latitude: p.latitude, longitude: p.longitude, address: p.address, city: p.city, state: p.state, zipCode: p.zipCode },
    dataSource: dataSourceOf(provider, p),
    projectTypes: [...new Set(permits.map((x) => x.projectType))].sort(),
    permits,
  };
}
