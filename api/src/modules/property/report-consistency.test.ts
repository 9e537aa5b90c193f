import { useTestApp } from '../../test/test-app';
import { identifyProperty } from './property-identity.service';
import { propertyDataProvider } from './providers/sample-data.provider';
import { buildReport } from './report.service';

// The report must agree with itself: sales, values and dates tell one story.
const HOMES = [
  { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' },
  { address: '7 Elm Road', city: 'Denver', state: 'CO', zipCode: '80202' },
  { address: '44 Bay Avenue', city: 'Tampa', state: 'FL', zipCode: '33602' },
  { address: '310 Pine Lane', city: 'Portland', state: 'OR', zipCode: '97201' },
  { address: '9 Maple Court', city: 'Columbus', state: 'OH', zipCode: '43215' },
];

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const yearsSince = (iso: string) => (Date.now() - new Date(iso).getTime()) / YEAR_MS;

describe('a home report that agrees with itself', () => {
  const t = useTestApp();

  // The whole report (what a paid address sees; a guest's answer leaves these sections out), as JSON.
  async function reportOf(home: { address: string; city: string; state: string; zipCode: string }) {
    return JSON.parse(JSON.stringify(buildReport(propertyDataProvider(), await identifyProperty(t.db, home))));
  }

  it.each(HOMES)("the last sale of $address is dated before today, below today's value and on the area's trend", async (home) => {
    const report = await reportOf(home);
    const { salePrice, saleDate, currentValue } = report.summary;
    const growth = report.neighborhood.year5Value / currentValue;
    expect(salePrice).not.toBeNull();
    expect(new Date(saleDate).getTime()).toBeLessThan(Date.now());
    expect(salePrice).not.toBe(currentValue);
    expect(salePrice).toBeLessThan(currentValue);
    // Today's value taken back along the area's 5-year trend to the sale date, within the 6% a buyer may pay below it.
    const annual = Math.pow(growth, 1 / 5) - 1;
    const trendAtSale = currentValue / Math.pow(1 + annual, yearsSince(saleDate));
    expect(salePrice / trendAtSale).toBeGreaterThan(0.92);
    expect(salePrice / trendAtSale).toBeLessThan(1.01);
  });

  it.each(HOMES)('the comparables of $address are worth their last sale indexed to today along the trend', async (home) => {
    const report = await reportOf(home);
    const annual = Math.pow(report.neighborhood.year5Value / report.summary.currentValue, 1 / 5) - 1;
    expect(report.comparables.length).toBeGreaterThan(0);
    for (const c of report.comparables) {
      const indexed = c.lastSale.salePrice * Math.pow(1 + annual, yearsSince(c.lastSale.saleDate));
      expect(Math.abs(c.estimatedValue - indexed)).toBeLessThan(0.01 * indexed + 1000);
      expect(c.estimatedValue).toBeGreaterThanOrEqual(c.lastSale.salePrice);
      expect(c.pricePerSqft).toBe(Math.round(c.estimatedValue / c.buildingArea));
    }
  });
});
