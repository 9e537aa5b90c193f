import { addDays, addMonths, isCalendarDate, isCalendarMonth, isoWeekOf, weekOf } from './calendar-date';
import { recurrenceSchema, type Recurrence } from './maintenance.schema';
import { nextOccurrenceAfter, occurrencesBetween, recurrenceText, toRRule } from './recurrence';
import { firstSchedule } from './maintenance-plan.service';

const monthly: Recurrence = { freq: 'MONTHLY', interval: 1 };
const yearly: Recurrence = { freq: 'YEARLY', interval: 1 };

describe('calendar dates', () => {
  it('refuses impossible dates and months', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarMonth('2026-12')).toBe(true);
    expect(isCalendarMonth('2026-00')).toBe(false);
  });

  it('runs the week from Monday to Sunday (§9), whatever day it is asked about', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-29']) expect(weekOf(day)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    // Across a year end: Thursday 2026-12-31 belongs to the week of Monday 2026-12-28.
    expect(weekOf('2027-01-03')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(isoWeekOf('2026-11-25')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
  });

  it('counts days on the calendar, so daylight-saving changes move nothing', () => {
    // US clocks change on 2026-03-08 and 2026-11-01; a local midnight-based sum would lose or gain an hour there.
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-10-31', 7)).toBe('2026-11-07');
    const weekly: Recurrence = { freq: 'WEEKLY', interval: 1 };
    expect(occurrencesBetween(weekly, '2026-03-01', '2026-03-01', '2026-03-22')).toEqual(['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22']);
    expect(occurrencesBetween(weekly, '2026-10-25', '2026-10-25', '2026-11-08')).toEqual(['2026-10-25', '2026-11-01', '2026-11-08']);
  });

  it('the same dates whatever the process time zone (the plan holds no instants)', () => {
    // The date helpers work on UTC day numbers; only `todayOf` reads the clock, and in UTC.
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('recurrence across month ends and leap years', () => {
  it('keeps the anchor day: Jan 31 monthly falls on the last day of shorter months and back on the 31st', () => {
    expect(occurrencesBetween(monthly, '2026-01-31', '2026-01-01', '2026-05-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(occurrencesBetween(monthly, '2028-01-31', '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
    expect(nextOccurrenceAfter(monthly, '2026-01-31', '2026-01-31')).toBe('2026-02-28');
    expect(nextOccurrenceAfter(monthly, '2026-01-31', '2026-02-28')).toBe('2026-03-31');
  });

  it('a yearly task anchored on Feb 29 falls on Feb 28 in common years and Feb 29 in leap years', () => {
    expect(occurrencesBetween(yearly, '2028-02-29', '2028-01-01', '2033-12-31')).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29', '2033-02-28']);
  });

  it('every 3 months, every 2 years, and yearly in chosen months', () => {
    expect(occurrencesBetween({ freq: 'MONTHLY', interval: 3 }, '2026-11-15', '2026-11-01', '2027-11-30')).toEqual([
      '2026-11-15',
      '2027-02-15',
      '2027-05-15',
      '2027-08-15',
      '2027-11-15',
    ]);
    expect(nextOccurrenceAfter({ freq: 'YEARLY', interval: 2 }, '2026-04-10', '2026-04-10')).toBe('2028-04-10');
    const spring: Recurrence = { freq: 'YEARLY', interval: 1, byMonth: [5, 11] };
    expect(occurrencesBetween(spring, '2026-11-20', '2026-11-01', '2027-12-31')).toEqual(['2026-11-20', '2027-05-20', '2027-11-20']);
    const pool: Recurrence = { freq: 'WEEKLY', interval: 1, byMonth: [5, 6, 7, 8, 9] };
    expect(nextOccurrenceAfter(pool, '2026-11-23', '2026-11-23')).toBe('2027-05-03');
  });

  it('describes rules in words and as RRULE', () => {
    expect(recurrenceText({ freq: 'MONTHLY', interval: 3 })).toBe('Every 3 months');
    expect(recurrenceText({ freq: 'YEARLY', interval: 1, byMonth: [10, 4] })).toBe('Every year in April and October');
    expect(recurrenceText({ freq: 'WEEKLY', interval: 1, byMonth: [5, 6, 7, 8, 9] })).toBe('Every week from May to September');
    expect(toRRule({ freq: 'YEARLY', interval: 1, byMonth: [10, 4] })).toBe('FREQ=YEARLY;INTERVAL=1;BYMONTH=4,10');
  });

  it('refuses bad rules', () => {
    const bad = [
      { freq: 'DAILY', interval: 1 },
      { freq: 'MONTHLY', interval: 0 },
      { freq: 'MONTHLY', interval: 1.5 },
      { freq: 'MONTHLY', interval: 25 },
      { freq: 'YEARLY', interval: 11 },
      { freq: 'YEARLY', interval: 1, byMonth: [13] },
      { freq: 'YEARLY', interval: 1, byMonth: [4, 4] },
      { freq: 'MONTHLY', interval: 2, byMonth: [2] },
      { freq: 'MONTHLY', interval: 1, count: 3 },
    ];
    for (const rule of bad) expect(recurrenceSchema.safeParse(rule).success).toBe(false);
    expect(recurrenceSchema.safeParse({ freq: 'WEEKLY', interval: 2 }).success).toBe(true);
  });
});

describe('first due dates of a new plan', () => {
  it('falls in a best month within the next 12 months, and on or after today', () => {
    const task = { slug: 'gutters-clean', bestMonths: [5, 11], recurrence: { freq: 'YEARLY', interval: 1, byMonth: [5, 11] } as Recurrence };
    for (const today of ['2026-01-10', '2026-05-30', '2026-11-23', '2026-12-31']) {
      const { nextDue } = firstSchedule(task, today);
      expect(nextDue >= today).toBe(true);
      expect(nextDue < addMonths(today, 12)).toBe(true);
      expect([5, 11]).toContain(Number(nextDue.slice(5, 7)));
    }
  });

  it('spreads tasks without best months over their first period', () => {
    const due = firstSchedule({ slug: 'hvac-filter-check', bestMonths: [], recurrence: monthly }, '2026-11-23').nextDue;
    expect(due >= '2026-11-23' && due <= '2026-12-23').toBe(true);
  });
});
