import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { DEFAULT_HOME_PREFERENCES, displayDate, formatDollars } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { users } from '../../security';
import { doOnce } from '../../../jobs/job-ledger';
import { jobLedger } from '../../../jobs/jobs.tables';
import type { Mailer } from '../../../providers/mail/mailer';
import { homeValueAlertMarks } from '../home-alerts.tables';
import { isRecordedHomeId, type PropertyRow } from '../property-identity.service';
import { sampleDataNote } from '../sample-data-words';
import { properties, userProperties, userPropertyPreferences } from '../property.tables';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { buildReport, neighborhoodProjects } from '../report.service';
import { ownerCorrectionsOf, reportWithOwnerFacts } from '../owner-facts/owner-facts.service';
import { cityMarketGrowth } from '../market-growth';
import { ALERT_KINDS, type AlertKind, type AlertLinkSigner } from './alert-links';
import { alertEmail } from './alert-email';

/** A value-change alert is sent when the new valuation differs from the last alerted one by at least this share (1%). */
export const VALUE_CHANGE_THRESHOLD = 0.01;
/** Nearby permits filed within this many days are news; older ones are not alerted. */
export const NEARBY_PERMIT_WINDOW_DAYS = 90;

/** What the alert runs need. */
export interface HomeAlertDeps {
  db: Database;
  mailer: Mailer;
  provider: PropertyDataProvider;
  links: AlertLinkSigner;
  /** The site's public origin, for the links in the emails. */
  siteOrigin: string;
}

/** One home of one user who wants an alert kind. */
interface Subscriber {
  userId: number;
  userPropertyId: number;
  email: string;
  firstName: string;
  property: PropertyRow;
  /** When the user saved the home. */
  savedAt: Date;
}

/** The homes whose owners want `kind` (a home without stored preferences follows the defaults); pre-registered accounts get none. */
async function subscribersOf(db: Database, kind: AlertKind): Promise<Subscriber[]> {
  const preference = userPropertyPreferences[ALERT_KINDS[kind]];
  const wanted = DEFAULT_HOME_PREFERENCES[ALERT_KINDS[kind]] ? or(isNull(preference), eq(preference, true)) : eq(preference, true);
  return db
    .select({ userId: users.id, userPropertyId: userProperties.id, email: users.email, firstName: users.firstName, property: properties, savedAt: userProperties.createdAt })
    .from(userProperties)
    .innerJoin(users, eq(users.id, userProperties.userId))
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .leftJoin(userPropertyPreferences, eq(userPropertyPreferences.userPropertyId, userProperties.id))
    .where(and(wanted, ne(users.accountStatus, 'ANONYMOUS')))
    .orderBy(userProperties.id);
}

/**
 * The provider's market as of `year`: its facts are today's, so the area's price level of another
 * year follows the home's market growth (the growth its forecast follows). The same as the provider in the current year; another year's valuation (the mark a home was saved
 * with, a run on the development clock) moves with the market as a real feed's would.
 */
export function marketAsOf(provider: PropertyDataProvider, year: number): PropertyDataProvider {
  const years = year - new Date().getFullYear();
  if (years === 0) return provider;
  return {
    name: provider.name,
    isSample: provider.isSample,
    neighborhoodPermits: (location) => provider.neighborhoodPermits(location),
    homeFacts(location) {
      const facts = provider.homeFacts(location);
      const growth = cityMarketGrowth(provider, location).annualGrowth;
      return { ...facts, area: { ...facts.area, pricePerSqft: facts.area.pricePerSqft * Math.pow(1 + growth, years) } };
    },
  };
}

/** A home's valuation in `year`: the home report's value in that year's market, with the owner's corrections. */
async function valueIn(deps: HomeAlertDeps, p: PropertyRow, year: number): Promise<number> {
  // This year's value is the home's one report; another year's is the same report in that year's market.
  if (year === new Date().getFullYear()) return (await reportWithOwnerFacts(deps.db, deps.provider, p)).summary.currentValue;
  return buildReport(marketAsOf(deps.provider, year), p, year, await ownerCorrectionsOf(deps.db, p.kukunId), cityMarketGrowth(deps.provider, p)).summary.currentValue;
}

/** The ledger key of one alert: user, home, kind and the period or event it is about. */
function alertKey(s: Subscriber, kind: AlertKind, event: string): string {
  return `alert:${kind}:user-${s.userId}:home-${s.userPropertyId}:${event}`;
}

/** Hands one alert email to the mail queue once per key: the ledger guards the run, the mail job's key guards delivery. */
async function sendOnce(deps: HomeAlertDeps, s: Subscriber, kind: AlertKind, key: string, content: { subject: string; lines: string[] }): Promise<boolean> {
  return doOnce(deps.db, `alerts.${kind}`, key, () =>
    deps.mailer.send({
      ...alertEmail({
        ...content,
        firstName: s.firstName,
        address: s.property.address,
        siteOrigin: deps.siteOrigin,
        kukunId: s.property.kukunId,
        unsubscribeUrl: deps.links.unsubscribeUrl(deps.siteOrigin, s.userPropertyId, kind),
        // A home outside a loaded market has the provider's facts: labelled when they are generated.
        note: deps.provider.isSample && !isRecordedHomeId(s.property.kukunId) ? sampleDataNote('in this e-mail') : undefined,
      }),
      to: s.email,
      idempotencyKey: key.replaceAll(':', '.'),
    }),
  );
}

/**
 * The first mark of a home no run has seen: its valuation of the period it was saved in (the value
 * its owner saw then), or of the period before this one when it was saved earlier, so a first
 * alert reports at most one period's change.
 */
async function firstMark(deps: HomeAlertDeps, s: Subscriber, now: Date): Promise<{ value: number; period: string }> {
  const year = Math.min(now.getUTCFullYear(), Math.max(s.savedAt.getUTCFullYear(), now.getUTCFullYear() - 1));
  const value = await valueIn(deps, s.property, year);
  await deps.db
    .insert(homeValueAlertMarks)
    .values({ userPropertyId: s.userPropertyId, value, period: String(year) })
    .onConflictDoNothing();
  return { value, period: String(year) };
}

/**
 * Value-change alerts: a home's valuation of the current period (the UTC year) against the value
 * last alerted. A home's first mark is its valuation when it was saved (firstMark), which sends
 * nothing by itself; a later period whose value moved by VALUE_CHANGE_THRESHOLD or more from the
 * mark sends one email with both values and the change, and its value becomes the one the next
 * period is compared with. Returns the emails sent.
 */
export async function runValueChangeAlerts(deps: HomeAlertDeps, now = new Date()): Promise<number> {
  const period = String(now.getUTCFullYear());
  const values = new Map<number, number>(); // one valuation per home however many users follow it
  let sent = 0;
  for (const s of await subscribersOf(deps.db, 'value-change')) {
    const [stored] = await deps.db.select().from(homeValueAlertMarks).where(eq(homeValueAlertMarks.userPropertyId, s.userPropertyId));
    const mark = stored ?? (await firstMark(deps, s, now));
    // A home already valued in this period costs no valuation: most runs end here for every home.
    if (mark.period === period || mark.value <= 0) continue;
    const value = values.get(s.property.kukunId) ?? (await valueIn(deps, s.property, now.getUTCFullYear()));
    values.set(s.property.kukunId, value);
    const change = (value - mark.value) / mark.value;
    if (Math.abs(change) < VALUE_CHANGE_THRESHOLD) continue;
    const percent = `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
    const done = await sendOnce(deps, s, 'value-change', alertKey(s, 'value-change', period), {
      subject: `Your home's value ${change > 0 ? 'went up' : 'went down'} ${percent}`,
      lines: [
        `Estimated value: ${formatDollars(mark.value)} before, ${formatDollars(value)} now (${percent}, ${value - mark.value >= 0 ? '+' : '-'}${formatDollars(Math.abs(value - mark.value))}).`,
      ],
    });
    await deps.db.update(homeValueAlertMarks).set({ value, period, updatedAt: now }).where(eq(homeValueAlertMarks.userPropertyId, s.userPropertyId));
    if (done) sent += 1;
  }
  return sent;
}

/** One thing an alert can be about (a permit, a component due), named for the ledger. */
interface AlertEvent {
  id: string;
  line: string;
}

/**
 * Sends one email per home listing the events not alerted before, then records each event in the
 * ledger so no later run repeats it. Returns whether an email was handed over.
 */
async function alertNewEvents(deps: HomeAlertDeps, s: Subscriber, kind: AlertKind, events: AlertEvent[], subject: (count: number) => string): Promise<boolean> {
  if (events.length === 0) return false;
  const keys = events.map((e) => alertKey(s, kind, e.id));
  const seen = new Set((await deps.db.select({ key: jobLedger.key }).from(jobLedger).where(inArray(jobLedger.key, keys))).map((row) => row.key));
  const fresh = events.filter((_, i) => !seen.has(keys[i]!));
  if (fresh.length === 0) return false;
  const batch = createHash('sha256')
    .update(
      fresh
        .map((e) => e.id)
        .sort()
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 32);
  const sent = await sendOnce(deps, s, kind, alertKey(s, kind, `batch-${batch}`), { subject: subject(fresh.length), lines: fresh.map((e) => e.line) });
  await deps.db
    .insert(jobLedger)
    .values(fresh.map((e) => ({ key: alertKey(s, kind, e.id), queue: `alerts.${kind}` })))
    .onConflictDoNothing();
  return sent;
}

/** Nearby-permit alerts: permits near the home filed in the last NEARBY_PERMIT_WINDOW_DAYS that no earlier email named. Returns the emails sent. */
export async function runNearbyPermitAlerts(deps: HomeAlertDeps, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - NEARBY_PERMIT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  let sent = 0;
  for (const s of await subscribersOf(deps.db, 'nearby-permit')) {
    const permits = neighborhoodProjects(deps.provider, s.property).permits.filter((p) => p.permitDate >= since);
    const events = permits.map((p) => ({
      id: `permit-${p.id}`,
      line: `${displayDate(p.permitDate)}: ${p.projectType} at ${p.address}, ${p.distance} mi away (${p.status}, ${formatDollars(p.jobValue)}).`,
    }));
    if (await alertNewEvents(deps, s, 'nearby-permit', events, (n) => `${n} new building permit${n === 1 ? '' : 's'} near your home`)) sent += 1;
  }
  return sent;
}
