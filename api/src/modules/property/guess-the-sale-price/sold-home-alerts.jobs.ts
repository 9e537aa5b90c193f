import { eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../security';
import type { JobQueue } from '../../../jobs/job-queue';
import { doOnce } from '../../../jobs/job-ledger';
import { escapeHtml, type Mailer } from '../../../providers/mail/mailer';
import { displayDate } from '@homeworth/shared-lib/domain';

import { properties, userProperties } from '../property.tables';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { salesIn, type SoldHome } from './sold-homes';
import { soldHomeAlerts } from './guess.tables';

/** The queue of the daily new-sales pass (UTC 15:00, after the home alerts). */
export const SOLD_HOME_ALERTS_QUEUE = 'guess.sold-home-alerts';
const CRON = '0 15 * * *';
/** A pass looks this many days back, so a missed day is caught up; the ledger keeps each sale to one email. */
export const SOLD_HOME_ALERT_LOOKBACK_DAYS = 7;

/** What the pass needs. */
export interface SoldHomeAlertDeps {
  db: Database;
  mailer: Mailer;
  provider: PropertyDataProvider;
  siteOrigin: string;
}

function saleEmail(deps: SoldHomeAlertDeps, to: { email: string; firstName: string; near: string }, home: SoldHome) {
  const gameUrl = `${deps.siteOrigin}/guess-the-sale-price/property?sale=${home.saleKey}`;
  const settingsUrl = `${deps.siteOrigin}/guess-the-sale-price/notifications`;
  const facts = `${home.bedrooms} bd, ${home.bathrooms} ba, ${home.buildingArea.toLocaleString('en-US')} sq ft, built ${home.yearBuilt}`;
  const where = `${home.address}, ${home.city}, ${home.state} ${home.zipCode}`;
  const sample = home.isSample ? ' (sample data)' : '';
  return {
    to: to.email,
    subject: `A home sold near ${to.near}: guess its price`,
    text: [
      `Hi ${to.firstName},`,
      '',
      `A home sold near ${to.near} on ${displayDate(home.saleDate)}${sample}:`,
      `${where}: ${facts}.`,
      '',
      `Guess its sale price: ${gameUrl}`,
      `Stop these emails: ${settingsUrl}`,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(to.firstName)},</p>`,
      `<p>A home sold near ${escapeHtml(to.near)} on ${escapeHtml(displayDate(home.saleDate))}${escapeHtml(sample)}:<br>${escapeHtml(where)}: ${escapeHtml(facts)}.</p>`,
      `<p><a href="${escapeHtml(gameUrl)}">Guess its sale price</a></p>`,
      `<p style="font-size:12px"><a href="${escapeHtml(settingsUrl)}">Stop these emails</a></p>`,
    ].join('\n'),
  };
}

/**
 * One pass: for each home whose owner opted in, the sales in its ZIP code since the opt-in (at most
 * SOLD_HOME_ALERT_LOOKBACK_DAYS back) each become one email, once per sale and user however many passes
 * run or how many of the user's homes share the ZIP code (ledger key per user and sale; the mail job
 * carries the same key). Answers how many emails were handed to the mail queue.
 */
export async function runSoldHomeAlerts(deps: SoldHomeAlertDeps, now = new Date()): Promise<number> {
  const subscribers = await deps.db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, since: soldHomeAlerts.createdAt, property: properties })
    .from(soldHomeAlerts)
    .innerJoin(userProperties, eq(userProperties.id, soldHomeAlerts.userPropertyId))
    .innerJoin(users, eq(users.id, userProperties.userId))
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .where(ne(users.accountStatus, 'ANONYMOUS'))
    .orderBy(soldHomeAlerts.userPropertyId);
  let sent = 0;
  for (const s of subscribers) {
    const lookback = new Date(now.getTime() - (SOLD_HOME_ALERT_LOOKBACK_DAYS - 1) * 86_400_000);
    const since = s.since > lookback ? s.since : lookback;
    const p = s.property;
    for (const home of salesIn(deps.provider, { zipCode: p.zipCode, city: p.city, state: p.state, latitude: p.latitude, longitude: p.longitude }, since, now)) {
      const key = `sold-home:user-${s.userId}:sale-${home.saleKey}`;
      const done = await doOnce(deps.db, SOLD_HOME_ALERTS_QUEUE, key, () =>
        deps.mailer.send({ ...saleEmail(deps, { email: s.email, firstName: s.firstName, near: p.address }, home), idempotencyKey: key.replaceAll(':', '.') }),
      );
      if (done) sent += 1;
    }
  }
  return sent;
}

/** Defines and schedules the daily pass; with `workers`, this process also runs it. */
export async function startSoldHomeAlertJob(jobs: JobQueue, deps: SoldHomeAlertDeps, options: { workers: boolean }): Promise<void> {
  await jobs.define(SOLD_HOME_ALERTS_QUEUE, { retryLimit: 4, retryDelaySeconds: 120, expireInSeconds: 1800 });
  await jobs.schedule(SOLD_HOME_ALERTS_QUEUE, CRON);
  if (options.workers) await jobs.work(SOLD_HOME_ALERTS_QUEUE, async () => void (await runSoldHomeAlerts(deps)));
}
