import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { DEFAULT_HOME_PREFERENCES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { users } from '../../security';
import type { Mailer, MailMessage } from '../../../providers/mail/mailer';
import { isRecordedHomeId, type PropertyRow } from '../property-identity.service';
import { sampleDataNote } from '../sample-data-words';
import { properties, userProperties, userPropertyPreferences } from '../property.tables';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { buildReport } from '../report.service';
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
