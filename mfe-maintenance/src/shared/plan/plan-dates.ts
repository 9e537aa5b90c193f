/**
 * Calendar dates of the plan pages. Plan dates are calendar days ("2026-11-23"), not instants:
 * they are read and shifted in UTC so a daylight-saving change never moves a task to another day.
 */

const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Today in the visitor's own time zone, as a calendar date. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The calendar date `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/** The week containing `iso`, Monday to Sunday. */
export function weekOf(iso: string): { start: string; end: string } {
  const mondayOffset = (toDate(iso).getUTCDay() + 6) % 7; // Sunday is 0 in JS, the week's last day here
  const start = addDays(iso, -mondayOffset);
  return { start, end: addDays(start, 6) };
}

/** "2026-11" of a date. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The month `months` after "2026-11" (negative: before). */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The month as calendar rows, Monday first: every row has seven days, `null` outside the month.
 */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const days: (string | null)[] = Array.from({ length: (toDate(first).getUTCDay() + 6) % 7 }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, row) => days.slice(row * 7, row * 7 + 7));
}

/** "Mon, Nov 23, 2026". */
export const formatLongDay = (iso: string) => toDate(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 23". */
export const formatShortDay = (iso: string) => toDate(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "November 2026". */
export const formatMonth = (month: string) => toDate(`${month}-01`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Monday, November 23, 2026" (for screen readers and titles). */
export const formatFullDay = (iso: string) => toDate(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
