import { lobLetterProvider, outboxLetterProvider } from './providers/letters/letter-provider';
import { buildApp } from './app';
import { exitOnSignals } from './graceful-shutdown';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { remoteGoogleVerifier } from './modules/security/google-login.service';
import { localFileStorage } from './providers/storage/file-storage';
import { twilioSmsProvider } from './providers/sms/sms-provider';
import path from 'node:path';
import { REPO_ROOT } from './config';
import { persistedShareLinkSecret } from './modules/estimation/share-link-secret';
import { templateImageProvider } from './modules/property/place-images/place-image.provider';
import { ensureBundledMarkets } from './modules/market';

// Entry point of one API process: `npm start -w api` (tsx). Configuration comes from config.ts.
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolMax: config.databasePoolMax } : { dataDir: config.dataDir });
  // The markets the repository ships (Ames, IA) load once into a database that lacks them (about 15 s);
  // before the app is built, so the valuation start-up check finds them and fits their models.
  const bundled = await ensureBundledMarkets(database.db);
  for (const [slug, summary] of Object.entries(bundled)) console.log(`Loaded the bundled market ${slug}: ${summary.loaded} sales.`);
  const app = await buildApp({
    db: database.db,
    logger: true,
    logLevel: config.logLevel,
    cookieSecure: config.cookieSecure,
    sessionTtlDays: config.sessionTtlDays,
    rememberedSessionTtlDays: config.rememberedSessionTtlDays,
    trustedProxies: config.trustedProxies,
    propertyDataProvider: config.propertyDataProvider,
    mapTileUrl: config.mapTileUrl,
    siteOrigin: config.appBaseUrl,
    stripeSecretKey: config.stripeSecretKey,
    shareLinkSecret: config.shareLinkSecret ?? persistedShareLinkSecret(path.join(REPO_ROOT, '.data', 'share-link.secret')),
    ...(config.blogTokenSecret ? { blogTokenSecret: config.blogTokenSecret } : {}),
    ...(config.wordpressUrl ? { wordpressUrl: config.wordpressUrl } : {}),
    ...(config.maintenanceReminderCron ? { maintenanceReminderCron: config.maintenanceReminderCron } : {}),
    ...(config.valueAlertCron ? { valueAlertCron: config.valueAlertCron } : {}),
    mailSendPerMinute: config.mailSendPerMinute,
    devClock: config.devClock,
    // Requests enqueue mail; this process also runs the workers that deliver it, unless JOB_WORKERS=false.
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    supportEmail: config.supportEmail,
    adminEmails: config.adminEmails,
    developerEmails: config.developerEmails,
    remotesFile: config.remotesFile,
    releaseTeamEmails: config.releaseTeamEmails,
    canaryRule: { minLoads: config.canaryMinLoads, maxExtraFailure: config.canaryMaxExtraFailure },
    placeImages: templateImageProvider({
      ...(config.streetViewUrl ? { streetViewUrl: config.streetViewUrl } : {}),
      ...(config.staticMapUrl ? { staticMapUrl: config.staticMapUrl } : {}),
    }),
    workers: config.jobWorkers,
    storage: localFileStorage(config.uploadsDir),
    ...(config.smsGateway ? { sms: twilioSmsProvider(config.smsGateway) } : {}),
    letters: config.letterService
      ? lobLetterProvider({ apiKey: config.letterService.apiKey, from: config.letterService.returnAddress })
      : outboxLetterProvider(config.letterOutboxUrl),
    authRateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' },
    claimRateLimit: { max: config.claimRateLimitMax, timeWindow: '1 hour' },
    ...(config.googleClientId ? { google: remoteGoogleVerifier(config.googleClientId, config.googleJwksUrl) } : {}),
  });
  app.log.info({ driver: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined }, 'database open');

  // SIGTERM/SIGINT: stop accepting, finish in-flight requests and jobs, close the pool.
  exitOnSignals({ app, database });

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`Homeworth API listening on ${address} (docs at ${address}/api/docs)`);
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening');
    await app.close();
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('Homeworth API failed to start', error);
  process.exit(1);
});
