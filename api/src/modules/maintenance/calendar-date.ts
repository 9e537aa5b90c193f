/**
 * Calendar dates of the maintenance plan. A task is due on a day, not at an instant, so every date
 * here is a `YYYY-MM-DD` string and all arithmetic runs on UTC calendar days: a daylight-saving
 * change (a 23- or 25-hour local day) can never move a due date, and the same plan reads the same
 * in every time zone.
 */

/** A `YYYY-MM-DD` calendar date. */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date in `YYYY-MM-DD` form (2026-02-30 and 2025-02-29 are not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

/** Days in `month` (1-12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Year, month (1-12) and day of a calendar date. */
export function partsOf(date: CalendarDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The calendar date of year, month (1-12) and day; the day is clamped to the month's last day (Jan 31 + 1 month = Feb 28 or 29). */
export function dateOf(year: number, month: number, day: number): CalendarDate {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a calendar date (a day number, no time of day). */
export function dayNumber(date: CalendarDate): number {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The calendar date of a day number. */
export function fromDayNumber(n: number): CalendarDate {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** `date` plus `months` calendar months, the day clamped to the month's end. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = partsOf(date);
  return dateOf(year, month + months, day);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** Today's calendar date in UTC (the API's one notion of "today"). */
export function todayOf(now: Date = new Date()): CalendarDate {
  return now.toISOString().slice(0, 10);
}

/**
 * The week containing `date`, Monday to Sunday.
 */
export function weekOf(date: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  // 1970-01-01 was a Thursday: day number 0 is weekday 3 counting Monday as 0.
  const mondayOffset = (((dayNumber(date) + 3) % 7) + 7) % 7;
  const start = addDays(date, -mondayOffset);
  return { start, end: addDays(start, 6) };
}

/** The ISO 8601 week of a date, e.g. "2026-W48" (the week's Thursday decides its year). */
export function isoWeekOf(date: CalendarDate): string {
  const thursday = addDays(weekOf(date).start, 3);
  const year = partsOf(thursday).year;
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** A `YYYY-MM` month is real (month 01-12, year 1900-2200). */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isCalendarDate(`${value}-01`);
}
