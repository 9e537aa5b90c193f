import { getAs, useTestApp } from '../../test/test-app';
import { conditionRating, growthDifference } from './report-ratings';

describe('report ratings', () => {
  it('puts the condition score on a 0-5 scale, clamped, one decimal', () => {
    expect(conditionRating(72)).toBe(3.6);
    expect(conditionRating(100)).toBe(5);
    expect(conditionRating(140)).toBe(5);
    expect(conditionRating(-3)).toBe(0);
  });

  it("compares the home's own 5-year growth since its sale with its area's", () => {
    const today = new Date('2026-01-01');
    // 5 years from $200,000 to $300,000 is 50%; the area grew 30%: 20 points more.
    expect(growthDifference({ currentValue: 300000, salePrice: 200000, saleDate: '2021-01-01', areaGrowth: 30 }, today)).toBeCloseTo(20, 0);
    expect(growthDifference({ currentValue: 220000, salePrice: 200000, saleDate: '2021-01-01', areaGrowth: 30 }, today)).toBeLessThan(0);
    expect(growthDifference({ currentValue: 300000, salePrice: null, saleDate: null, areaGrowth: 30 }, today)).toBeNull();
    expect(growthDifference({ currentValue: 300000, salePrice: 290000, saleDate: '2025-06-01', areaGrowth: 30 }, today)).toBeNull();
  });

  describe('in the report answer', () => {
    const t = useTestApp();

    it('the sample report carries ratingOutOfFive and growthDifference', async () => {
      const report = (await getAs(t.app, '/api/v1/property/sample-report')).json().message;
      expect(report.summary.ratingOutOfFive).toBe(conditionRating(report.summary.propertyScore));
      expect(report.summary.ratingOutOfFive).toBeGreaterThanOrEqual(0);
      expect(report.summary.ratingOutOfFive).toBeLessThanOrEqual(5);
      expect(report.neighborhood).toHaveProperty('growthDifference');
      const difference = report.neighborhood.growthDifference;
      expect(difference === null || typeof difference === 'number').toBe(true);
    });
  });
});
