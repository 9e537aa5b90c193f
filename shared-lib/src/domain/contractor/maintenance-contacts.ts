/**
 * The key contacts of a printable maintenance plan (web page and PDF alike): the professionals the
 * history names, most recent first, then blank lines for the trades every home needs.
 */

/** The history fields the contacts are read from (the maintenance API's history event). */
export interface ContactSource {
  kind: 'completed' | 'skipped' | 'snoozed';
  doneBy: 'DIY' | 'PRO' | null;
  proName: string | null;
  title: string;
  date: string;
}

/** A professional who worked on the home: name, what they did, their last visit. */
export interface KeyContact {
  name: string;
  work: string[];
  lastVisit: string;
}

/** Trades a household keeps a number for, printed as lines to fill in. */
export const TRADES_TO_FILL = ['Plumber', 'Electrician', 'Heating and cooling', 'Roofer', 'Handyman'] as const;

/** The named professionals of a history, one per name (case and spacing ignored), most recent visit first. */
export function keyContactsOf(events: readonly ContactSource[]): KeyContact[] {
  const byName = new Map<string, KeyContact>();
  for (const e of events) {
    const name = e.proName?.trim().replace(/\s+/g, ' ');
    if (e.kind !== 'completed' || e.doneBy !== 'PRO' || !name) continue;
    const key = name.toLowerCase();
    const contact = byName.get(key) ?? { name, work: [], lastVisit: e.date };
    if (!contact.work.includes(e.title)) contact.work.push(e.title);
    if (e.date > contact.lastVisit) contact.lastVisit = e.date;
    byName.set(key, contact);
  }
  return [...byName.values()].sort((a, b) => b.lastVisit.localeCompare(a.lastVisit) || a.name.localeCompare(b.name));
}
