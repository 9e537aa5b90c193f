import { formatUsefulLife, USEFUL_LIVES } from './useful-lives';

describe('useful lives', () => {
  it('formats single values, ranges and open-ended lives', () => {
    expect(formatUsefulLife({ minYears: 20, maxYears: 20 })).toBe('20 years');
    expect(formatUsefulLife({ minYears: 10, maxYears: 15 })).toBe('10 to 15 years');
    expect(formatUsefulLife({ minYears: 50, maxYears: null })).toBe('50+ years');
  });

  it('keeps the NAHB figures of REFERENCE.md', () => {
    const byName = Object.fromEntries(USEFUL_LIVES.map((l) => [l.component, formatUsefulLife(l)]));
    expect(byName['Asphalt shingle roof']).toBe('20 years');
    expect(byName['Central air conditioning']).toBe('10 to 15 years');
    expect(byName['Tank water heater']).toBe('10 years');
    expect(byName['Wood floors']).toBe('100+ years');
  });
});
