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
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './http/envelope';
import { rejectNulCharacters } from './http/input-guard';
import { requestForLog, scrubLogLine } from './http/log-redaction';
import { AUTH_RATE_LIMIT, EMAIL_CHECK_RATE_LIMIT, PASSWORD_RESET_LIMIT, rateLimitError, type AccountLimitSetting, type RateLimitSetting } from './http/rate-limit';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerMovedRoutes } from './http/moved-routes';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_MAIL_SEND_PER_MINUTE, DEFAULT_REMOTES_FILE, DEV_LETTER_OUTBOX, isProduction, REPO_ROOT } from './config';
import { JobQueue } from './jobs/job-queue';
import { devClock, systemClock } from './jobs/clock';
import { startMailWorker } from './providers/mail/mail-worker';
import { MAIL_QUEUE, MAIL_QUEUE_SETTINGS, queuedMailer, type Mailer } from './providers/mail/mailer';
import { directMailer } from './providers/mail/direct-mailer';
import { localFileStorage, type FileStorage } from './providers/storage/file-storage';
import { fileSmsOutbox, type SmsProvider } from './providers/sms/sms-provider';
import { outboxLetterProvider, type LetterProvider } from './providers/letters/letter-provider';
import { DEV_SMS_OUTBOX } from './providers/sms/sms-outbox';
import { adminModule } from './modules/admin';
import { agentModule, countLiveClients, createAgentProfileOnSignUp } from './modules/agent';
import { blogModule } from './modules/blog';
import { dataApiModule, webhookSecretKeyFrom } from './modules/data-api';
import { developerModule } from './modules/developer';
import { estimationModule, getPlan, ownsPlan } from './modules/estimation';
import { geoModule } from './modules/geo';
import { healthModule } from './modules/health';
import { MAINTENANCE_PREFIX, maintenanceModule } from './modules/maintenance';
import { registerMarketRoutes } from './modules/market';
import { paymentModule, withAgentTier } from './modules/payment';
import { createProfessionalOnSignUp, LEAD_RATE_LIMIT, professionalModule, professionalOf } from './modules/professional';
import { alertLinkSigner, homesForLogin, paymentHomes, propertyDataProvider, propertyModule, type PlaceImageProvider } from './modules/property';
import {
  LOGIN_DELAY,
  SESSION_COOKIE_NAME,
  registerAuthentication,
  securityModule,
  setAccountLookups,
  setSessionRoleRule,
  twoStepKeyFrom,
  type GoogleVerifier,
  type LoginDelaySetting,
} from './modules/security';
import { seoModule } from './modules/seo';
import { telemetryModule, type CanaryRule } from './modules/telemetry';
import { CONTACT_RATE_LIMIT, utilsModule } from './modules/utils';
import { registerValuationRoutes, startValuationJobs } from './modules/valuation';

/** What one API instance is built from; everything but `db` has a production default. */
export interface BuildAppOptions {
  db: Database;
  /** true for JSON logs at `logLevel`, or pino options; off by default (tests). */
  logger?: boolean | Record<string, unknown>;
  logLevel?: string;
  cookieSecure?: boolean;
  /** Session lifetimes in days: default and with "Remember me" (1 and 365). */
  sessionTtlDays?: number;
  rememberedSessionTtlDays?: number;
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
  /** Emails the mail provider takes per minute across every process (config MAIL_SEND_PER_MINUTE); the weekly email keeps within it. */
  mailSendPerMinute?: number;
  /** Cron (UTC) of the value-change alerts (config VALUE_ALERT_CRON; default daily 14:00). */
  valueAlertCron?: string;
  /** The development clock (config DEV_CLOCK): the jobs read the time it moves to, and /api/v1/utils/dev/clock moves it. Never in production. */
  devClock?: boolean;
  /** Prints and mails owners' verification letters (config LOB_API_KEY); default the local letter outbox at LETTER_OUTBOX_URL. */
  letters?: LetterProvider;
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
  /** The live remotes.json, its release state beside it (config REMOTES_FILE; default .data/remotes.json). */
  remotesFile?: string;
  /** Told by e-mail when a failing canary is rolled back (config RELEASE_TEAM_EMAILS; default none). */
  releaseTeamEmails?: string[];
  /** When a canary is rolled back (config CANARY_MIN_LOADS, CANARY_MAX_EXTRA_FAILURE; default 20 loads, 0.1). */
  canaryRule?: CanaryRule;
  /** Per-IP budget of remote-load reports (default 60 per minute). */
  remoteLoadsRateLimit?: RateLimitSetting;
  /** Per-IP budgets of the partner widget's API: config and estimates (default 120 a minute), leads (default 5 per 10 minutes). */
  widgetRateLimit?: RateLimitSetting;
  widgetLeadRateLimit?: RateLimitSetting;
  /** Production rules where they differ by environment (default: NODE_ENV=production): data-API webhooks only to public https URLs. */
  production?: boolean;
  /** Seconds before a data-API webhook's first retry, doubled each time (default 10; tests shorten it). */
  webhookRetryDelaySeconds?: number;
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

/** Routes that moved to the module their URL names: the old prefix redirects (308) for one version. */
export const MOVED_ROUTES = [
  { from: '/api/v1/estimation/home-maintenance', to: MAINTENANCE_PREFIX },
  { from: '/api/v1/security/developer-allowed-emails', to: '/api/v1/estimation/developer-allowed-emails' },
] as const;

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
  const workers = options.workers ?? true;
  if (workers && options.smtpUrl) {
    await startMailWorker(jobs, { db: options.db, smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM });
  }
  const db = options.db;
  const mailer = options.mailer ?? queuedMailer(jobs);
  const siteOrigin = options.siteOrigin ?? 'http://localhost:3000';
  const production = options.production ?? isProduction();
  const shareLinkSecret = options.shareLinkSecret ?? randomBytes(32).toString('hex');
  const provider = propertyDataProvider(options.propertyDataProvider);
  const storage = options.storage ?? localFileStorage(path.join(REPO_ROOT, '.data', 'uploads'));
  const sessionTtlDays = options.sessionTtlDays ?? 1;
  const rememberedSessionTtlDays = options.rememberedSessionTtlDays ?? 365;
  const cookieSecure = options.cookieSecure ?? false;
  const adminEmails = options.adminEmails ?? [];
  const supportEmail = options.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  // Value-change, nearby-permit and maintenance alerts: one-click unsubscribe links signed with a key derived from the link secret.
  const alertLinks = alertLinkSigner(shareLinkSecret);
  // The time the alert and reminder jobs run at: the real one, or in development the movable dev clock.
  const clock = options.devClock ? devClock(db) : systemClock;
  // Sessions sit below payment: an agent's paid Pro tier reaches the session user through this rule.
  setSessionRoleRule(withAgentTier);
  // Sign-in returns the user's homes and the session values check plan ownership: both are owned above security.
  setAccountLookups({
    homesOf: homesForLogin,
    ownsPlan,
    professionalOf,
    accountCreated: async (tx, account) => {
      await createAgentProfileOnSignUp(tx, account);
      await createProfessionalOnSignUp(tx, account);
    },
  });

  // One call per module, lowest first (see api/README.md, Layout). Each serves the URLs its name starts.
  await healthModule(app, { db });
  await securityModule(app, {
    db,
    sessionTtlDays,
    rememberedSessionTtlDays,
    cookieSecure,
    authRateLimit: options.authRateLimit ?? AUTH_RATE_LIMIT,
    emailCheckRateLimit: options.emailCheckRateLimit ?? EMAIL_CHECK_RATE_LIMIT,
    loginDelay: options.loginDelay ?? LOGIN_DELAY,
    passwordResetLimit: options.passwordResetLimit ?? PASSWORD_RESET_LIMIT,
    mail: { mailer, appBaseUrl: siteOrigin },
    storage,
    ...(options.google ? { google: options.google } : {}),
    twoStepKey: twoStepKeyFrom(shareLinkSecret),
    adminEmails,
  });
  await utilsModule(app, { db, contactRateLimit: options.contactRateLimit ?? CONTACT_RATE_LIMIT, mailer, supportEmail, appBaseUrl: siteOrigin, devClock: !!options.devClock });
  await adminModule(app, { db, mailer, adminEmails, supportEmail, appBaseUrl: siteOrigin });
  const seoPages = await seoModule(app, { siteOrigin });
  const payment = await paymentModule(app, {
    db,
    mailer,
    siteOrigin,
    stripeSecretKey: options.stripeSecretKey,
    promoCheckRateLimit: options.promoCheckRateLimit,
    liveClientCount: countLiveClients,
    homes: paymentHomes,
    findPlan: getPlan,
  });
  // The weekly email's and the value alerts' batches are durable jobs that record each send, so they hand mail straight to SMTP.
  const bulkMailer = options.mailer ?? (options.smtpUrl ? directMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM, maxConnections: 8 }) : mailer);
  if ('close' in bulkMailer) app.addHook('onClose', () => (bulkMailer as { close(): void }).close());
  await propertyModule(app, {
    db,
    provider,
    mailer,
    bulkMailer,
    sendPerMinute: options.mailSendPerMinute ?? DEFAULT_MAIL_SEND_PER_MINUTE,
    storage,
    jobs,
    workers,
    clock,
    siteOrigin,
    alertLinks,
    seoPages,
    placeImages: options.placeImages,
    mapTileUrl: options.mapTileUrl,
    claimRateLimit: options.claimRateLimit,
    reportFactsTtlMs: options.reportFactsTtlMs,
    valueAlertCron: options.valueAlertCron,
    letters: options.letters ?? outboxLetterProvider(`http://${DEV_LETTER_OUTBOX.host}:${DEV_LETTER_OUTBOX.port}`),
    adminEmails,
  });
  // Loaded markets and their recorded sales (real data; the pages of /markets).
  await app.register(registerMarketRoutes, { prefix: '/api/v1/market', db });
  // Public reads of the market models: the price index of a market page and the measured accuracy.
  await app.register(registerValuationRoutes, { prefix: '/api/v1/valuation', db });
  // Each loaded market's home-value model: fitted by a job, re-fitted in the background when stale.
  await startValuationJobs(jobs, db, { workers, log: app.log });
  await maintenanceModule(app, {
    db,
    provider,
    mailer: bulkMailer,
    jobs,
    workers,
    clock,
    siteOrigin,
    alertLinks,
    adminEmails,
    reminderCron: options.maintenanceReminderCron,
    sendPerMinute: options.mailSendPerMinute ?? DEFAULT_MAIL_SEND_PER_MINUTE,
  });
  await agentModule(app, {
    db,
    mailer,
    jobs,
    workers,
    siteOrigin,
    cookieSecure,
    sessionTtlDays,
    rememberedSessionTtlDays,
    sms: options.sms ?? fileSmsOutbox(DEV_SMS_OUTBOX),
    storage,
    provider,
    shareLinkSecret,
  });
  await estimationModule(app, { db, mailer, appBaseUrl: siteOrigin, shareLinkSecret, developerEmails: options.developerEmails ?? [] });
  await professionalModule(app, {
    db,
    storage,
    mailer,
    siteOrigin,
    shareLinkSecret,
    propertyDataProvider: provider,
    leadRateLimit: options.leadRateLimit ?? LEAD_RATE_LIMIT,
    seoPages,
  });
  await blogModule(app, {
    db,
    siteOrigin,
    tokenSecret: options.blogTokenSecret ?? randomBytes(32).toString('hex'),
    seoPages,
    wordpressUrl: options.wordpressUrl,
    blogDir: options.blogDir,
  });
  await geoModule(app, { provider, seoPages });
  await telemetryModule(app, {
    db,
    mailer,
    jobs,
    workers,
    siteOrigin,
    adminEmails,
    remotesFile: options.remotesFile ?? DEFAULT_REMOTES_FILE,
    releaseTeamEmails: options.releaseTeamEmails ?? [],
    canaryRule: options.canaryRule,
    rateLimit: options.remoteLoadsRateLimit,
  });
  // Organisations, API keys, data plans and their limits, the widget's API; its guard protects the data API.
  const developer = await developerModule(app, {
    db,
    mailer,
    jobs,
    workers,
    production,
    startCheckout: payment.startCheckout,
    siteOrigin,
    widgetRateLimit: options.widgetRateLimit,
    widgetLeadRateLimit: options.widgetLeadRateLimit,
  });
  // The keyed data API, behind the developer module's guard (keys, scopes, limits, quota, usage).
  await dataApiModule(app, {
    db,
    provider,
    guard: developer.guard,
    jobs,
    workers,
    production,
    webhookSecretKey: webhookSecretKeyFrom(shareLinkSecret),
    apiOrigin: siteOrigin,
    webhookRetryDelaySeconds: options.webhookRetryDelaySeconds,
  });
  registerMovedRoutes(app, MOVED_ROUTES);

  await app.ready();
  return app;
}

/** A built API instance. */
export type App = Awaited<ReturnType<typeof buildApp>>;
