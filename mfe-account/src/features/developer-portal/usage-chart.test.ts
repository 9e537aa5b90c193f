import { daysOfMonth, usageSummary } from './usage-chart.component';
import { byDayAndRoute } from './usage-section.component';

describe('usage this month', () => {
  it('gives every day up to today a bar, 0 for a day without calls', () => {
    expect(daysOfMonth([{ day: '2026-11-02', calls: 4 }], '2026-11-03')).toEqual([
      { day: '2026-11-01', calls: 0 },
      { day: '2026-11-02', calls: 4 },
      { day: '2026-11-03', calls: 0 },
    ]);
  });

  it('sums the chart up in words, naming the busiest day', () => {
    expect(usageSummary([{ day: '2026-11-01', calls: 0 }])).toBe('No successful calls this month yet.');
    expect(
      usageSummary([
        { day: '2026-11-01', calls: 1200 },
        { day: '2026-11-02', calls: 3 },
      ]),
    ).toBe('1,203 successful calls this month; the busiest day was Nov 1, 2026 with 1,200.');
  });

  it("adds the keys' calls of one day and route together", () => {
    const route = '/api/data/v1/markets/{id}/index';
    expect(
      byDayAndRoute([
        { day: '2026-11-02', route, keyId: 'key_1', calls: 2 },
        { day: '2026-11-02', route, keyId: 'key_2', calls: 3 },
        { day: '2026-11-03', route, keyId: 'key_1', calls: 1 },
      ]),
    ).toEqual([
      { day: '2026-11-02', route, calls: 5 },
      { day: '2026-11-03', route, calls: 1 },
    ]);
  });
});
