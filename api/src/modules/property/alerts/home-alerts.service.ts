import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { DEFAULT_HOME_PREFERENCES, displayDate, formatDollars } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { users } from '../../security';
import { doOnce } from '../../../jobs/job-ledger';
import { jobLedger } from '../../../jobs/jobs.tables';
import type { Mailer, MailMessage } from '../../../providers/mail/mailer';
import { isRecordedHomeId, type PropertyRow } from '../property-identity.service';
import { sampleDataNote } from '../sample-data-words';
import { properties, userProperties, userPropertyPreferences } from '../property.tables';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { buildReport, neighborhoodProjects } from '../report.service';
import type { ReportInputs } from '../report-cache';
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
export interface Subscriber {
  userId: number;
  userPropertyId: number;
  email: string;
  firstName: string;
  property: PropertyRow;
  /** When the user saved the home. */
  savedAt: Date;
}

/** Whether a home's owner wants `kind` (a home without stored preferences follows the defaults); pre-registered accounts get none. */
export function wantsAlert(kind: AlertKind) {
  const preference = userPropertyPreferences[ALERT_KINDS[kind]];
  const wanted = DEFAULT_HOME_PREFERENCES[ALERT_KINDS[kind]] ? or(isNull(preference), eq(preference, true)) : eq(preference, true);
  return and(wanted, ne(users.accountStatus, 'ANONYMOUS'));
}

/** The subscribers' columns of a query over user_properties joined with users and properties. */
export const SUBSCRIBER_COLUMNS = {
  userId: users.id,
  userPropertyId: userProperties.id,
  email: users.email,
  firstName: users.firstName,
  property: properties,
  savedAt: userProperties.createdAt,
};

/** The homes whose owners want `kind`. */
async function subscribersOf(db: Database, kind: AlertKind): Promise<Subscriber[]> {
  return db
    .select(SUBSCRIBER_COLUMNS)
    .from(userProperties)
    .innerJoin(users, eq(users.id, userProperties.userId))
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .leftJoin(userPropertyPreferences, eq(userPropertyPreferences.userPropertyId, userProperties.id))
    .where(wantsAlert(kind))
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

/**
 * A home's valuation in `year` from its report inputs: the value of the home report (ReportCache.report
 * builds it from the same inputs) in that year's market. The one valuation every alert uses.
 */
export function homeValueIn(provider: PropertyDataProvider, inputs: ReportInputs, year: number): number {
  return buildReport(marketAsOf(provider, year), inputs.property, year, inputs.corrections, inputs.market ?? cityMarketGrowth(provider, inputs.property)).summary.currentValue;
}

/** The ledger key of one alert: user, home, kind and the period or event it is about. */
export function alertKey(s: Subscriber, kind: AlertKind, event: string): string {
  return `alert:${kind}:user-${s.userId}:home-${s.userPropertyId}:${event}`;
}

/** One alert email to one subscriber, with its links and the sample-data note; its idempotency key is the alert's key. */
export function alertMessage(deps: HomeAlertDeps, s: Subscriber, kind: AlertKind, key: string, content: { subject: string; lines: string[] }): MailMessage {
  return {
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
  };
}

/** Hands one alert email to the mail queue once per key: the ledger guards the run, the mail job's key guards delivery. */
async function sendOnce(deps: HomeAlertDeps, s: Subscriber, kind: AlertKind, key: string, content: { subject: string; lines: string[] }): Promise<boolean> {
  return doOnce(deps.db, `alerts.${kind}`, key, () => deps.mailer.send(alertMessage(deps, s, kind, key, content)));
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
