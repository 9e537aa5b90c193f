import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE, csrfGuard } from './http/csrf';
import { setSecurityHeaders } from './http/security-headers';
import { clientErrorHandler } from './http/client-error';
import { LOGIN_DELAY, type LoginDelaySetting } from './modules/security/account-throttle';
import { twoStepKeyFrom } from './modules/security/totp';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './http/envelope';
import { rejectNulCharacters } from './http/input-guard';
import { requestForLog, scrubLogLine } from './http/log-redaction';
import { AUTH_RATE_LIMIT, EMAIL_CHECK_RATE_LIMIT, PASSWORD_RESET_LIMIT, rateLimitError, type AccountLimitSetting, type RateLimitSetting } from './http/rate-limit';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { healthRoutes } from './modules/health/health.route';
import { registerAuthentication } from './modules/security/authenticate';
import { SESSION_COOKIE_NAME } from './modules/security/session-cookie';
import { securityRoutes } from './modules/security/security.route';
import path from 'node:path';
import { REPO_ROOT } from './config';
import { JobQueue } from './jobs/job-queue';
import { devClock, systemClock } from './jobs/clock';
import { devClockRoutes } from './modules/utils/dev-clock.route';
import { startMailWorker } from './providers/mail/mail-worker';
import { MAIL_QUEUE, MAIL_QUEUE_SETTINGS, queuedMailer, type Mailer } from './providers/mail/mailer';
import { localFileStorage, type FileStorage } from './providers/storage/file-storage';
import type { GoogleVerifier } from './modules/security/google-login.service';
import { propertyRoutes } from './modules/property/property.route';
import { CONTACT_RATE_LIMIT, utilsRoutes } from './modules/utils/utils.route';
import { contactAdminRoutes } from './modules/admin/contact-admin.route';
import { mailCampaignRoutes } from './modules/admin/mail-campaign.route';
import { placeholderImageProvider, type PlaceImageProvider } from './modules/property/place-images/place-image.provider';
import { placeImageRoutes } from './modules/property/place-images/place-images.route';
import { userPropertyImageRoutes } from './modules/property/user-property-image/user-property-image.route';
import { userSessionValueRoutes } from './modules/security/user-session-values.route';
import { propertyHistoryRoutes } from './modules/property/owner-facts/property-history.route';
import { userProjectsCountRoutes } from './modules/estimation/user-projects-count.route';
import { developerEmailRoutes } from './modules/estimation/developer-emails.route';
import { syncDeveloperEmails } from './modules/estimation/developer-emails';
import { fulfilBySession } from './modules/payment/order.service';
import { paymentRoutes } from './modules/payment/payment.route';
import { syncProductCatalogue } from './modules/payment/product-catalogue';
import { SANDBOX_CHECKOUT_PATH, sandboxCheckoutProvider } from './modules/payment/sandbox-checkout.provider';
import { sandboxCheckoutRoutes } from './modules/payment/sandbox-checkout.route';
import { stripeCheckoutProvider } from './modules/payment/stripe-checkout.provider';
import { estimationRoutes } from './modules/estimation/estimation.route';
import { planShareRoutes } from './modules/estimation/plan-share.route';
import { randomBytes as randomShareSecret } from 'node:crypto';
import { agentRoutes } from './modules/agent/agent.route';
import { LEAD_RATE_LIMIT, professionalRoutes } from './modules/professional/professional.route';
import { proEmailUnsubscribeRoutes } from './modules/professional/pro-email-unsubscribe.route';
import { PRO_EMAIL_ROUTES_PREFIX, proEmailLinkSigner } from './modules/professional/professional-leads.service';
import { registerProfessionalSeoPages } from './modules/professional/professional-seo-pages';
import { blogRoutes } from './modules/blog/blog.route';
import { registerContentRoutes } from './modules/seo/content-routes';
import { registerReportSeoPages } from './modules/property/report-share/report-share';
import { randomBytes } from 'node:crypto';
import { ALERT_ROUTES_PREFIX, alertLinkSigner } from './modules/property/alerts/alert-links';
import { alertUnsubscribeRoutes } from './modules/property/alerts/alert-unsubscribe.route';
import { startHomeAlertJobs } from './modules/property/alerts/home-alerts.jobs';
import { startSoldHomeAlertJob } from './modules/property/guess-the-sale-price/sold-home-alerts.jobs';
import { maintenanceRoutes } from './modules/maintenance/maintenance.route';
import { maintenancePdfRoutes } from './modules/maintenance/maintenance-pdf.route';
import { startMaintenanceReminderJob } from './modules/maintenance/maintenance-reminders.jobs';
import { propertyDataProvider } from './modules/property/providers/sample-data.provider';
import { agentEngagementRoutes } from './modules/agent/agent-engagement.route';
import { clientLinkRoutes } from './modules/agent/client-link.route';
import { startDigestJobs } from './modules/agent/client-digest.service';
import { clientInviter, startInvitationJobs } from './modules/agent/agent-invitations.service';
import { BRANDED_SHARE_PREFIX, brandedShareSigner } from './modules/agent/branded-share.service';
import { brandedShareRoutes } from './modules/agent/branded-share.route';
import { CLIENT_LINK_ROUTES_PREFIX, clientLinkSigner } from './modules/agent/client-links';
import { fileSmsOutbox, type SmsProvider } from './providers/sms/sms-provider';
import { DEV_SMS_OUTBOX } from './providers/sms/sms-outbox';
import { registerMarketRoutes } from './modules/market';
import { registerValuationRoutes, startValuationJobs } from './modules/valuation';

/** What one API instance is built from; everything but `db` has a production default. */
export interface BuildAppOptions {
  db: Database;
  /** true for JSON logs at `logLevel`, or pino options; off by default (tests). */
  logger?: boolean | Record<string, unknown>;
  logLevel?: string;
  cookieSecure?: boolean;
  sessionTtlDays?: number;
  /** Addresses (or CIDR ranges) of the proxies whose X-Forwarded-For is believed (default loopback: the shell's proxy). */
  trustedProxies?: string[];
  /** Per-IP budget of sign-in and sign-up (default 10 per minute). */
  authRateLimit?: RateLimitSetting;
  /** Per-account delay after failed password checks: sign-in, password change, email change (default LOGIN_DELAY). */
  loginDelay?: LoginDelaySetting;
  /** Per-email budget of password reset emails (default 5 per hour). */
  passwordResetLimit?: AccountLimitSetting;
  /** Per-IP budget of the email pre-check (default 60 per minute). */
  emailCheckRateLimit?: RateLimitSetting;
  /** Property data provider name (config PROPERTY_DATA_PROVIDER, default "sample"). */
  propertyDataProvider?: string;
  /** The map provider's tile URL template (config MAP_TILE_URL); without it the neighbourhood map is a schematic. */
  mapTileUrl?: string;
  /** How long the home report cache reuses a home's facts version, in ms (default 1 s; tests 0: every test empties the tables). */
  reportFactsTtlMs?: number;
  /** Per-IP budget of the contact-us form (default 5 per 10 minutes). */
  contactRateLimit?: RateLimitSetting;
  /** Budget of contractor contact-form messages per client address (default LEAD_RATE_LIMIT). */
  leadRateLimit?: RateLimitSetting;
  /** Budget of promo-code checks per account and per address (default 10 per 10 minutes). */
  promoCheckRateLimit?: RateLimitSetting;
  /** Budget of owner-claim attempts per account and per address (default 10 per hour). */
  claimRateLimit?: RateLimitSetting;
  /** The site's public origin, where checkout providers send buyers back (default http://localhost:3000). */
  siteOrigin?: string;
  /** Stripe secret key: when set, checkouts go to Stripe instead of the built-in sandbox. */
  stripeSecretKey?: string;
  /** Mail provider (default: each message becomes a job on the mail queue). */
  mailer?: Mailer;
  /** Background jobs (default: a queue on `db`); app.close() stops its workers, letting running jobs finish. */
  jobs?: JobQueue;
  /** Run the job workers (mail delivery) in this process (default true; false for a web-only replica). */
  workers?: boolean;
  /** The SMTP server the mail worker delivers to (config SMTP_URL); without it mail waits in the queue. */
  smtpUrl?: string;
  /** Sender of every email. */
  mailFrom?: string;
  /** File storage provider (default: the local folder .data/uploads). */
  storage?: FileStorage;
  /** Google one-tap ID token verifier (client id and JWKS); the external login is off without it. */
  google?: GoogleVerifier;
  /** HMAC secret of estimator share links (config SHARE_LINK_SECRET); a random one per instance when unset (tests). */
  shareLinkSecret?: string;
  /** HMAC secret of the blog access tokens (actk); a random one per process when unset. */
  blogTokenSecret?: string;
  /** Cron (UTC) of the weekly maintenance email (config MAINTENANCE_REMINDER_CRON; default Mondays 13:00). */
  maintenanceReminderCron?: string;
  /** Cron (UTC) of the value-change alerts (config VALUE_ALERT_CRON; default daily 14:00). */
  valueAlertCron?: string;
  /** The development clock (config DEV_CLOCK): the jobs read the time it moves to, and /api/v1/utils/dev/clock moves it. Never in production. */
  devClock?: boolean;
  /** Text messages (a client texting their agent); default the development outbox file `.data/sms-outbox.jsonl`. */
  sms?: SmsProvider;
  /** A WordPress site whose posts the blog shows instead of the repository's articles (config WORDPRESS_URL). */
  wordpressUrl?: string;
  /** Folder of the blog's Markdown articles (default content/blog). */
  blogDir?: string;
  /** Where contact-us messages are emailed (config SUPPORT_EMAIL; default support@homeworth.local). */
  supportEmail?: string;
  /** Verified accounts with these (lower-case) emails are admins (config ADMIN_EMAILS; default none). */
  adminEmails?: string[];
  /** Street view and static map images (default: drawn placeholders; config STREET_VIEW_URL / STATIC_MAP_URL for a provider). */
  placeImages?: PlaceImageProvider;
  /** Accounts with a paid account's project limits without paying (config DEVELOPER_EMAILS; default none). */
  developerEmails?: string[];
}

const DEFAULT_MAIL_FROM = 'Homeworth <no-reply@homeworth.local>';
const DEFAULT_SUPPORT_EMAIL = 'support@homeworth.local';

// Logs never hold secrets: every line is scrubbed before it is written (http/log-redaction.ts).
const SCRUBBED = { hooks: { streamWrite: scrubLogLine }, serializers: { req: requestForLog } };

function loggerOptions(options: BuildAppOptions): FastifyServerOptions['logger'] {
  if (!options.logger) return false;
  const custom = options.logger === true ? {} : options.logger;
  return { level: options.logLevel ?? 'info', ...custom, ...SCRUBBED };
}

/** The shell's proxy runs on loopback; only it may tell the API the client's address. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** Builds the API: plugins, envelope, CSRF guard and every module's routes; returns it ready. */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(options),
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onRequest', csrfGuard);
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('onSend', async (_request, reply) => {
    // API answers carry personal data: keep them out of shared caches unless a route says otherwise.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    setSecurityHeaders(reply);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Homeworth API',
        version: '1.0.0',
        description: `Every response is an envelope. POST, PUT, PATCH and DELETE under /api/v1/ need the header ${CSRF_HEADER_NAME}: ${CSRF_HEADER_VALUE}.`,
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Every cookie is Secure when the request came over HTTPS (X-Forwarded-Proto from a trusted proxy).
  await app.register(cookie, { parseOptions: { secure: 'auto' } });
  // Every limit counts in the database, so all replicas share one budget per client.
  await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimitError, store: databaseRateLimitStore(options.db) });
  registerAuthentication(app, options.db);

  const jobs = options.jobs ?? new JobQueue(options.db);
  jobs.onError = (error) => app.log.error({ err: error }, 'job queue error');
  app.addHook('onClose', () => jobs.stop());
  await jobs.define(MAIL_QUEUE, MAIL_QUEUE_SETTINGS);
  if ((options.workers ?? true) && options.smtpUrl) {
    await startMailWorker(jobs, { db: options.db, smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM });
  }
  const mailer = options.mailer ?? queuedMailer(jobs);
  const siteOrigin = options.siteOrigin ?? 'http://localhost:3000';
  const shareLinkSecret = options.shareLinkSecret ?? randomShareSecret(32).toString('hex');
  // Value-change, nearby-permit and maintenance alerts: daily jobs, one-click unsubscribe links signed with a key derived from the link secret.
  const alertLinks = alertLinkSigner(shareLinkSecret);
  // The time the alert and reminder jobs run at: the real one, or in development the movable dev clock.
  const jobClock = options.devClock ? devClock(options.db) : systemClock;
  await startHomeAlertJobs(
    jobs,
    { db: options.db, mailer, provider: propertyDataProvider(options.propertyDataProvider), links: alertLinks, siteOrigin },
    { workers: options.workers ?? true, valueChangeCron: options.valueAlertCron, clock: jobClock },
  );
  // Guess the sale price: a daily email when homes sell near a home whose owner opted in.
  await startSoldHomeAlertJob(jobs, { db: options.db, mailer, provider: propertyDataProvider(options.propertyDataProvider), siteOrigin }, { workers: options.workers ?? true });
  // The weekly maintenance email (one per user per ISO week), unsubscribed with the same signed alert links.
  await startMaintenanceReminderJob(
    jobs,
    { db: options.db, mailer, provider: propertyDataProvider(options.propertyDataProvider), links: alertLinks, siteOrigin },
    { workers: options.workers ?? true, cron: options.maintenanceReminderCron, clock: jobClock },
  );

  const storage = options.storage ?? localFileStorage(path.join(REPO_ROOT, '.data', 'uploads'));
  // Tracked links, SMS cookies and digest unsubscribe links of client emails: signed with a key derived from the link secret.
  const clientLinks = clientLinkSigner(shareLinkSecret);
  const brandedShares = brandedShareSigner(shareLinkSecret);

  await app.register(healthRoutes, { prefix: '/api', db: options.db });
  await app.register(securityRoutes, {
    prefix: '/api/v1/security',
    db: options.db,
    sessionTtlDays: options.sessionTtlDays ?? 30,
    cookieSecure: options.cookieSecure ?? false,
    authRateLimit: options.authRateLimit ?? AUTH_RATE_LIMIT,
    emailCheckRateLimit: options.emailCheckRateLimit ?? EMAIL_CHECK_RATE_LIMIT,
    loginDelay: options.loginDelay ?? LOGIN_DELAY,
    passwordResetLimit: options.passwordResetLimit ?? PASSWORD_RESET_LIMIT,
    mail: { mailer, appBaseUrl: options.siteOrigin ?? 'http://localhost:3000' },
    storage,
    ...(options.google ? { google: options.google } : {}),
    twoStepKey: twoStepKeyFrom(shareLinkSecret),
    adminEmails: options.adminEmails ?? [],
  });

  await app.register(utilsRoutes, {
    prefix: '/api/v1/utils',
    db: options.db,
    contactRateLimit: options.contactRateLimit ?? CONTACT_RATE_LIMIT,
    mailer,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    appBaseUrl: siteOrigin,
  });
  if (options.devClock) await app.register(devClockRoutes, { prefix: '/api/v1/utils', db: options.db });
  await app.register(mailCampaignRoutes, { prefix: '/api/v1/admin', db: options.db, mailer, adminEmails: options.adminEmails ?? [], appBaseUrl: siteOrigin });
  await app.register(placeImageRoutes, { prefix: '/api/v1/property', provider: options.placeImages ?? placeholderImageProvider });
  await app.register(userPropertyImageRoutes, { prefix: '/api/v1/property', db: options.db, storage });
  await app.register(userSessionValueRoutes, { prefix: '/api/v1/security', db: options.db });
  await app.register(propertyHistoryRoutes, { prefix: '/api/v1/property', db: options.db, provider: propertyDataProvider(options.propertyDataProvider) });
  await app.register(userProjectsCountRoutes, { prefix: '/api/v1/estimation', db: options.db });
  await app.register(developerEmailRoutes, { prefix: '/api/v1/security', db: options.db });
  await syncDeveloperEmails(options.db, options.developerEmails ?? []);
  await app.register(contactAdminRoutes, {
    prefix: '/api/v1/admin',
    db: options.db,
    mailer,
    adminEmails: options.adminEmails ?? [],
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
  });

  await syncProductCatalogue(options.db);
  const checkoutProvider = options.stripeSecretKey ? stripeCheckoutProvider(options.stripeSecretKey) : sandboxCheckoutProvider(options.db);
  await app.register(paymentRoutes, {
    prefix: '/api/v1/payment',
    db: options.db,
    provider: checkoutProvider,
    siteOrigin: options.siteOrigin ?? 'http://localhost:3000',
    ...(options.promoCheckRateLimit ? { promoCheckRateLimit: options.promoCheckRateLimit } : {}),
    mailer,
  });
  if (checkoutProvider.name === 'sandbox') {
    await app.register(sandboxCheckoutRoutes, { prefix: SANDBOX_CHECKOUT_PATH, db: options.db, onPaid: (id) => fulfilBySession(options.db, id, mailer) });
  }

  await app.register(propertyRoutes, {
    prefix: '/api/v1/property',
    db: options.db,
    provider: options.propertyDataProvider,
    mapTileUrl: options.mapTileUrl,
    ...(options.claimRateLimit ? { claimRateLimit: options.claimRateLimit } : {}),
    ...(options.reportFactsTtlMs === undefined ? {} : { reportFactsTtlMs: options.reportFactsTtlMs }),
  });
  // Loaded markets and their recorded sales (real data; the pages of /markets).
  await app.register(registerMarketRoutes, { prefix: '/api/v1/market', db: options.db });
  // Public reads of the market models: the price index of a market page and the measured accuracy.
  await app.register(registerValuationRoutes, { prefix: '/api/v1/valuation', db: options.db });
  // Each loaded market's home-value model: fitted by a job, re-fitted in the background when stale.
  await startValuationJobs(jobs, options.db, { workers: options.workers ?? true, log: app.log });
  await app.register(estimationRoutes, { prefix: '/api/v1/estimation', db: options.db });
  await app.register(planShareRoutes, {
    prefix: '/api/v1/estimation',
    db: options.db,
    mailer,
    appBaseUrl: options.siteOrigin ?? 'http://localhost:3000',
    shareLinkSecret,
  });
  await app.register(maintenanceRoutes, { prefix: '/api/v1/estimation/home-maintenance', db: options.db, provider: options.propertyDataProvider, siteOrigin });
  await app.register(maintenancePdfRoutes, { prefix: '/api/v1/estimation/home-maintenance', db: options.db, provider: options.propertyDataProvider });
  await app.register(alertUnsubscribeRoutes, { prefix: ALERT_ROUTES_PREFIX, db: options.db, links: alertLinks });
  await app.register(agentRoutes, {
    prefix: '/api/v1/agent',
    db: options.db,
    provider: propertyDataProvider(options.propertyDataProvider),
    invite: clientInviter({ db: options.db, mailer, links: clientLinks, siteOrigin }, jobs),
  });
  await startInvitationJobs(jobs, { db: options.db, mailer, links: clientLinks, siteOrigin }, { workers: options.workers ?? true });
  const engagement = { db: options.db, mailer, links: clientLinks, siteOrigin, cookieSecure: options.cookieSecure ?? false };
  await app.register(agentEngagementRoutes, {
    prefix: '/api/v1/agent',
    ...engagement,
    sessionTtlDays: options.sessionTtlDays ?? 30,
    sms: options.sms ?? fileSmsOutbox(DEV_SMS_OUTBOX),
    storage,
    provider: propertyDataProvider(options.propertyDataProvider),
    branded: brandedShares,
  });
  await app.register(brandedShareRoutes, { prefix: BRANDED_SHARE_PREFIX, db: options.db, provider: propertyDataProvider(options.propertyDataProvider), signer: brandedShares });
  await startDigestJobs(jobs, { ...engagement, provider: propertyDataProvider(options.propertyDataProvider) }, { workers: options.workers ?? true });
  await app.register(clientLinkRoutes, { prefix: CLIENT_LINK_ROUTES_PREFIX, ...engagement });
  const proEmailLinks = proEmailLinkSigner(shareLinkSecret);
  await app.register(professionalRoutes, {
    prefix: '/api/v1/professional',
    db: options.db,
    storage,
    mailer,
    siteOrigin,
    links: proEmailLinks,
    ...(options.propertyDataProvider ? { propertyDataProvider: options.propertyDataProvider } : {}),
    leadRateLimit: options.leadRateLimit ?? LEAD_RATE_LIMIT,
  });
  await app.register(proEmailUnsubscribeRoutes, { prefix: PRO_EMAIL_ROUTES_PREFIX, db: options.db, links: proEmailLinks });
  await app.register(blogRoutes, { prefix: '/api/v1/blog', db: options.db, tokenSecret: options.blogTokenSecret ?? randomBytes(32).toString('hex') });
  // Blog, city pages and the pre-rendered page documents; it returns the page registry, where
  // another module's pages join with seoPages.register({ pattern, render, sitemap }).
  const seoPages = await registerContentRoutes(app, {
    siteOrigin: options.siteOrigin ?? 'http://localhost:3000',
    propertyData: propertyDataProvider(options.propertyDataProvider),
    ...(options.wordpressUrl ? { wordpressUrl: options.wordpressUrl } : {}),
    ...(options.blogDir ? { blogDir: options.blogDir } : {}),
  });
  // Shared report links (/properties/{kukunId}) describe the home to link previews (socialShare).
  registerReportSeoPages(seoPages, options.db, propertyDataProvider(options.propertyDataProvider));
  // Contractor profiles and the contractor directory.
  registerProfessionalSeoPages(seoPages, options.db, propertyDataProvider(options.propertyDataProvider));

  await app.ready();
  return app;
}

/** A built API instance. */
export type App = Awaited<ReturnType<typeof buildApp>>;
