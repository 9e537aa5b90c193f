import { cityMarketGrowth, cityZipCodes, indexGrowth, loadedMarketGrowth, MARKET_PANEL_ZIPS, panelGrowth } from './market-growth';
import { kukunIdOf, type PropertyRow } from './property-identity.service';
import { propertyDataProvider } from './providers/sample-data.provider';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { buildReport } from './report.service';

// A provider whose areas grow by a set rate per ZIP code (everything else the sample's).
function providerGrowing(byZip: Record<string, number>): PropertyDataProvider {
  const sample = propertyDataProvider();
  return { ...sample, homeFacts: (location) => ({ ...sample.homeFacts(location), area: { ...sample.homeFacts(location).area, annualGrowth: byZip[location.zipCode] ?? 0.02 } }) };
}

const month = (i: number) => `20${String(10 + Math.floor(i / 12))}-${String((i % 12) + 1).padStart(2, '0')}`;
const series = (trends: number[]) => trends.map((trend, i) => ({ month: month(i), trend }));

describe("a home's forecast follows one market index", () => {
  it("a loaded market's yearly growth is its index's trend over the last 12 months", () => {
    const trends = Array.from({ length: 30 }, (_, i) => (i < 18 ? 1 : 1 + (i - 17) * 0.005));
    // 12 steps of 0.5% from 1.0 (month 17) to 1.06 (month 29).
    expect(indexGrowth(series(trends))).toBe(0.06);
  });

  it('a shorter index is annualised over its whole span; fewer than two months give no growth', () => {
    expect(indexGrowth(series([1, 1.01, 1.02, 1.03, 1.04, 1.05, 1.06]))).toBe(Math.round((Math.pow(1.06, 2) - 1) * 1000) / 1000);
    expect(indexGrowth(series([1]))).toBeNull();
    expect(indexGrowth([])).toBeNull();
  });

  it("a city's growth is the median of its panel's ZIP-code growth, the panel being its first ZIP codes", () => {
    const zips = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008', '10009'];
    const rates = [0.01, 0.05, 0.02, 0.04, 0.03, 0.06, 0.015, 0.025, 0.9];
    const provider = providerGrowing(Object.fromEntries(zips.map((z, i) => [z, rates[i]!])));
    // The ninth ZIP code is outside the panel: the median of the first eight is (0.025 + 0.03) / 2, to 0.1%.
    expect(MARKET_PANEL_ZIPS).toBe(8);
    expect(panelGrowth(provider, zips)).toBe(0.028);
  });

  it("every home of a city, whatever its ZIP code, forecasts at the city's growth, and the report says so", () => {
    const zips = cityZipCodes('Austin', 'TX');
    expect(zips.length).toBeGreaterThan(2);
    const byZip = Object.fromEntries(zips.map((z, i) => [z, 0.015 + (i % 5) * 0.01]));
    const provider = providerGrowing(byZip);
    const cityGrowth = panelGrowth(provider, zips);
    const home = (zipCode: string, n: number): PropertyRow => ({
      kukunId: kukunIdOf(`growth-test|${zipCode}|${n}`),
      addressKey: `growth-test|${zipCode}|${n}`,
      address: `${n + 1} Oak Street`,
      unitNumber: '',
      city: 'Austin',
      state: 'TX',
      zipCode,
      latitude: 30.27,
      longitude: -97.74,
      createdAt: new Date(),
    });
    for (const [n, zipCode] of [zips[0]!, zips[1]!, zips[2]!].entries()) {
      const growth = cityMarketGrowth(provider, home(zipCode, n));
      expect(growth).toMatchObject({ annualGrowth: cityGrowth, source: 'city-growth', market: 'Austin, TX' });
      const report = buildReport(provider, home(zipCode, n), 2026);
      const value = report.summary.currentValue;
      expect(report.forecast.map((p) => p.value)).toEqual([0, 1, 2, 3, 4, 5].map((y) => (y === 0 ? value : Math.round((value * Math.pow(1 + cityGrowth, y)) / 1000) * 1000)));
      expect(report.summary.totalGrowth).toBe(Math.round((Math.pow(1 + cityGrowth, 5) - 1) * 1000) / 10);
      expect(report.forecastBasis).toMatchObject({ annualGrowthPercent: Math.round(cityGrowth * 1000) / 10, source: 'city-growth' });
      expect(report.forecastBasis.explanation).toContain(`Austin, TX's expected growth, ${(Math.round(cityGrowth * 1000) / 10).toFixed(1)}% a year`);
    }
  });

  it("a city we cannot place falls back to its own area's growth; a loaded market names its index", () => {
    const provider = providerGrowing({ '99999': 0.041 });
    expect(cityMarketGrowth(provider, { city: 'Nowhere Town', state: 'ZZ', zipCode: '99999' })).toMatchObject({ annualGrowth: 0.041, source: 'area-growth' });
    const loaded = loadedMarketGrowth(0.031, 'Ames, IA');
    expect(loaded).toMatchObject({ annualGrowth: 0.031, source: 'market-index' });
    expect(loaded.explanation).toContain("Ames, IA market's price index, 3.1% a year");
  });
});
