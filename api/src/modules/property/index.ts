// The property module's public entry: homes, the home report and its figures, the property data
// providers, value alerts and the user's homes. It sits above security, payment and cost-model.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../jobs/clock';
import type { LetterProvider } from '../../providers/letters/letter-provider';
import type { Mailer } from '../../providers/mail/mailer';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { PaymentHomes } from '../payment';
import type { SeoPages } from '../seo';
import { ALERT_ROUTES_PREFIX, type AlertLinkSigner } from './alerts/alert-links';
import { alertUnsubscribeRoutes } from './alerts/alert-unsubscribe.route';
import { startHomeAlertJobs } from './alerts/home-alerts.jobs';
import { startSoldHomeAlertJob } from './guess-the-sale-price/sold-home-alerts.jobs';
import { startLetterJobs } from './owner-claim-letter.service';
import { ownerClaimReviewRoutes } from './owner-claim-review.route';
import { ownerVerificationRoutes } from './owner-claim-verification.route';
import { propertyHistoryRoutes } from './owner-facts/property-history.route';
import { placeholderImageProvider, type PlaceImageProvider } from './place-images/place-image.provider';
import { placeImageRoutes } from './place-images/place-images.route';
import { propertyRoutes } from './property.route';
import { userPropertySchema } from './property.schema';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { registerReportSeoPages } from './report-share/report-share';
import { userPropertyImageRoutes } from './user-property-image/user-property-image.route';
import { findProperty } from './property-identity.service';
import { listUserProperties, unlockHome, upgradeUserPropertyToPaid } from './user-property.service';

export { alertLinkSigner, type AlertLinkSigner } from './alerts/alert-links';
export { conditionScore } from './condition-score';
export { distanceMiles, normaliseState, placeOfZip, placesWithin, searchPlaces, type Place } from './geography.service';
export { homeEquityInputs } from './home-equity/home-equity.tables';
export { currentHomeValue } from './home-value';
export { homesForLogin } from './login-homes.service';
export { MARKET_PANEL_ZIPS, panelGrowth } from './market-growth';
export { reportWithOwnerFacts } from './owner-facts/owner-facts.service';
export { placeholderImageProvider, templateImageProvider, type PlaceImageProvider } from './place-images/place-image.provider';
export { AddressProblem, findProperty, identifyProperty, kukunIdOf, type PropertyRow } from './property-identity.service';
export { userPropertySchema } from './property.schema';
// Tables other modules reference (foreign keys to homes) or join.
export { properties, userProperties, userPropertyPreferences } from './property.tables';
export { homeValueAlertMarks } from './home-alerts.tables';
export type { NeighborhoodPermit, PropertyDataProvider, PropertyLocation } from './providers/property-data.provider';
export { propertyDataProvider, SAMPLE_PERMIT_COMPANIES } from './providers/sample-data.provider';
export { SAMPLE_DATA_LABEL, sampleDataNote } from './sample-data-words';
export { isSampleHome, reportAccessFor, reportBlockAccess, requireReportBlock, requireReportSection, SAMPLE_ADDRESS } from './report-access.service';
export { componentPricer, estimatorLink, homeAnswers, recommendedProjectsFor, type LinkedHome } from './report-figures';
export { componentLine, drawAgentCardBlock, homeReportPdf, keyComponents, reportLines, type ReportPdfBranding } from './report-pdf';
export { recommendedProject } from './report.schema';
export { homeReport } from './report-cache';
export { buildReport, neighborhoodProjects, type HomeReport } from './report.service';
export { listUserProperties, ownUserProperty, PROPERTY_NOT_FOUND_MESSAGE } from './user-property.service';
export { estimateValue, FORECAST_YEARS } from './valuation.service';

/** The user's homes as the payment routes list and upgrade them. */
export const paymentHomes: PaymentHomes<typeof userPropertySchema> = {
  schema: userPropertySchema,
  list: listUserProperties,
  upgradeToPaid: upgradeUserPropertyToPaid,
  unlock: unlockHome,
  exists: async (db, kukunId) => (await findProperty(db, kukunId)) !== undefined,
};

/** What the property module needs from the app. */
export interface PropertyModuleOptions {
  db: Database;
  provider: PropertyDataProvider;
  mailer: Mailer;
  storage: FileStorage;
  jobs: JobQueue;
  /** Run the alert workers in this process. */
  workers: boolean;
  clock: Clock;
  siteOrigin: string;
  /** Signs the one-click unsubscribe links of the alert emails. */
  alertLinks: AlertLinkSigner;
  seoPages: SeoPages;
  placeImages?: PlaceImageProvider | undefined;
  mapTileUrl?: string | undefined;
  claimRateLimit?: RateLimitSetting | undefined;
  reportFactsTtlMs?: number | undefined;
  valueAlertCron?: string | undefined;
  /** Hands the value alerts' batch emails straight to SMTP (each batch records its sends). */
  bulkMailer?: Mailer | undefined;
  /** The mail provider's per-minute budget (config MAIL_SEND_PER_MINUTE). */
  sendPerMinute?: number | undefined;
  /** Prints and mails the owners' verification letters (the local letter outbox in development). */
  letters: LetterProvider;
  /** Admins review owners' deeds and tax bills. */
  adminEmails: string[];
}

/**
 * Starts the value-change, nearby-permit and sold-home alert jobs, serves /api/v1/property and the
 * alert unsubscribe links, and adds shared report pages to the registry.
 */
export async function propertyModule(app: ApiApp, options: PropertyModuleOptions): Promise<void> {
  const { db, provider, mailer, jobs, workers, siteOrigin } = options;
  await startHomeAlertJobs(
    jobs,
    { db, mailer, provider, links: options.alertLinks, siteOrigin },
    {
      workers,
      valueChangeCron: options.valueAlertCron,
      clock: options.clock,
      bulkMailer: options.bulkMailer,
      sendPerMinute: options.sendPerMinute,
    },
  );
  // Guess the sale price: a daily email when homes sell near a home whose owner opted in.
  await startSoldHomeAlertJob(jobs, { db, mailer, provider, siteOrigin }, { workers });
  const prefix = '/api/v1/property';
  await app.register(placeImageRoutes, { prefix, provider: options.placeImages ?? placeholderImageProvider });
  await app.register(userPropertyImageRoutes, { prefix, db, storage: options.storage });
  await app.register(propertyHistoryRoutes, { prefix, db, provider });
  // The owner's other proofs of ownership: a code mailed to the home, a deed or tax bill an admin reviews.
  await startLetterJobs(jobs, db, options.letters, workers);
  await app.register(ownerVerificationRoutes, { prefix, db, provider, jobs, storage: options.storage, siteOrigin, claimRateLimit: options.claimRateLimit });
  await app.register(ownerClaimReviewRoutes, { prefix, db, provider, storage: options.storage, mailer, adminEmails: options.adminEmails, siteOrigin });
  await app.register(propertyRoutes, {
    prefix,
    db,
    provider,
    mapTileUrl: options.mapTileUrl,
    ...(options.claimRateLimit ? { claimRateLimit: options.claimRateLimit } : {}),
    ...(options.reportFactsTtlMs === undefined ? {} : { reportFactsTtlMs: options.reportFactsTtlMs }),
  });
  await app.register(alertUnsubscribeRoutes, { prefix: ALERT_ROUTES_PREFIX, db, links: options.alertLinks });
  // Shared report links (/properties/{kukunId}) describe the home to link previews.
  registerReportSeoPages(options.seoPages, db, provider);
}
