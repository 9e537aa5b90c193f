import { growthDifferenceText } from './area-sections.component';

describe("the home's growth against its area's", () => {
  it('says faster, slower or at the pace, and nothing without a sale to go by', () => {
    expect(growthDifferenceText(4.25)).toBe('Going by its last sale, this home’s value grows faster than its area: 4.3 percentage points more over 5 years.');
    expect(growthDifferenceText(-2)).toBe('Going by its last sale, this home’s value grows slower than its area: 2.0 percentage points less over 5 years.');
    expect(growthDifferenceText(0)).toBe('Going by its last sale, this home’s value grows at the pace of its area.');
    expect(growthDifferenceText(null)).toBeNull();
  });
});
