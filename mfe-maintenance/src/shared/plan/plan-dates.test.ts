import { addDays, addMonths, localToday, monthGrid, weekOf } from './plan-dates';

describe('plan dates', () => {
  it('runs the week Monday to Sunday, also when the day is a Sunday or a Monday', () => {
    expect(weekOf('2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Wednesday
    expect(weekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // Sunday ends the week
    expect(weekOf('2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' }); // Monday starts the next
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' }); // across the year end
  });

  it('moves calendar days across month ends, leap days and daylight-saving changes', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08'); // US clocks change on Mar 8, 2026
    expect(addDays('2026-11-01', 7)).toBe('2026-11-08'); // and back on Nov 1
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it("takes today from the visitor's clock, not UTC", () => {
    expect(localToday(new Date(2026, 10, 29, 23, 30))).toBe('2026-11-29');
  });

  it('lays a month out in Monday-first rows of seven', () => {
    const grid = monthGrid('2026-11'); // Nov 1, 2026 is a Sunday
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
    expect(grid.every((row) => row.length === 7)).toBe(true);
    expect(grid.at(-1)?.[0]).toBe('2026-11-30');
  });
});
