import { addDays, dateOf, daysBetween, partsOf, type CalendarDate } from './calendar-date';
import type { Recurrence } from './maintenance.schema';

/**
 * Occurrences of a recurrence rule (FREQ, INTERVAL, BYMONTH of iCalendar's RRULE) from an anchor
 * date, on calendar days. The anchor's day of the month is kept for every occurrence and clamped to
 * shorter months, so a task anchored on Jan 31 falls on Feb 28 (29 in a leap year), then Mar 31; a
 * yearly task anchored on Feb 29 falls on Feb 28 in common years and on Feb 29 again in leap years.
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Most occurrences looked at before giving up (a rule always falls due within 10 years). */
const SEARCH_LIMIT = 1000;

/** Occurrences on or after `from`, in order, starting no earlier than the anchor. */
export function* occurrencesFrom(rule: Recurrence, anchor: CalendarDate, from: CalendarDate): Generator<CalendarDate> {
  const start = from > anchor ? from : anchor;
  const a = partsOf(anchor);
  const inMonths = (d: CalendarDate) => !rule.byMonth || rule.byMonth.includes(partsOf(d).month);
  if (rule.freq === 'WEEKLY') {
    const step = 7 * rule.interval;
    for (let k = Math.max(0, Math.ceil(daysBetween(anchor, start) / step)), n = 0; n < SEARCH_LIMIT; k += 1, n += 1) {
      const d = addDays(anchor, k * step);
      if (inMonths(d)) yield d;
    }
    return;
  }
  const s = partsOf(start);
  if (rule.freq === 'MONTHLY' || !rule.byMonth) {
    const step = rule.freq === 'MONTHLY' ? rule.interval : 12 * rule.interval;
    const monthsToStart = (s.year - a.year) * 12 + (s.month - a.month);
    for (let k = Math.max(0, Math.floor(monthsToStart / step) * step), n = 0; n < SEARCH_LIMIT; k += step, n += 1) {
      const d = dateOf(a.year, a.month + k, a.day);
      if (d >= start && inMonths(d)) yield d;
    }
    return;
  }
  // YEARLY with months: each listed month of every interval-th year from the anchor's year.
  const months = [...rule.byMonth].sort((x, y) => x - y);
  for (let y = Math.max(0, Math.floor((s.year - a.year) / rule.interval) * rule.interval), n = 0; n < SEARCH_LIMIT; y += rule.interval, n += 1) {
    for (const m of months) {
      const d = dateOf(a.year + y, m, a.day);
      if (d >= start) yield d;
    }
  }
}

/** The first occurrence strictly after `after` (null only for a rule that never falls due). */
export function nextOccurrenceAfter(rule: Recurrence, anchor: CalendarDate, after: CalendarDate): CalendarDate | null {
  for (const d of occurrencesFrom(rule, anchor, addDays(after, 1))) return d;
  return null;
}

/** Every occurrence from `from` to `to`, both included. */
export function occurrencesBetween(rule: Recurrence, anchor: CalendarDate, from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (const d of occurrencesFrom(rule, anchor, from)) {
    if (d > to) break;
    out.push(d);
  }
  return out;
}

/** "January and July", "May to September", "March, June and November". */
export function monthsText(months: readonly number[]): string {
  const sorted = [...months].sort((x, y) => x - y);
  const names = sorted.map((m) => MONTH_NAMES[m - 1]!);
  const contiguous = sorted.length > 2 && sorted.every((m, i) => i === 0 || m === sorted[i - 1]! + 1);
  if (contiguous) return `${names[0]} to ${names[names.length - 1]}`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Every 3 months", "Every year in April and October", "Every week from May to September". */
export function recurrenceText(rule: Recurrence): string {
  const unit = { WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[rule.freq];
  const every = rule.interval === 1 ? `Every ${unit}` : `Every ${rule.interval} ${unit}s`;
  if (!rule.byMonth) return every;
  const text = monthsText(rule.byMonth);
  return `${every} ${text.includes(' to ') ? 'from' : 'in'} ${text}`;
}

/** The iCalendar RRULE of a rule, e.g. "FREQ=YEARLY;INTERVAL=1;BYMONTH=4,10". */
export function toRRule(rule: Recurrence): string {
  return [`FREQ=${rule.freq}`, `INTERVAL=${rule.interval}`, ...(rule.byMonth ? [`BYMONTH=${[...rule.byMonth].sort((x, y) => x - y).join(',')}`] : [])].join(';');
}
