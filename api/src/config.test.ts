import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config';

const LIVE_STRIPE_KEY = `sk_live_${'4'.repeat(24)}`;
const SECRET_A = 'a'.repeat(40);
const SECRET_B = 'b'.repeat(40);

describe('loadConfig', () => {
  it('works with no environment at all', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databasePoolMax: 10,
      dataDir: path.resolve(__dirname, '../../.data/pglite'),
      logLevel: 'info',
      cookieSecure: false,
      sessionTtlDays: 1,
      rememberedSessionTtlDays: 365,
      trustedProxies: ['127.0.0.1', '::1'],
      propertyDataProvider: 'sample',
      appBaseUrl: 'http://localhost:3000',
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Homeworth <no-reply@homeworth.local>',
      mailSendPerMinute: 50_000,
      jobWorkers: true,
      uploadsDir: path.resolve(__dirname, '../../.data/uploads'),
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      authRateLimitMax: 10,
      claimRateLimitMax: 10,
      supportEmail: 'support@homeworth.local',
      adminEmails: [],
      developerEmails: [],
      devClock: false,
      remotesFile: path.resolve(__dirname, '../../.data/remotes.json'),
      releaseTeamEmails: [],
      canaryMinLoads: 20,
      canaryMaxExtraFailure: 0.1,
      letterOutboxUrl: 'http://127.0.0.1:1090',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db/homeworth',
      DATABASE_POOL_MAX: '20',
      DATA_DIR: '/var/lib/homeworth',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'true',
      SESSION_TTL_DAYS: '7',
      REMEMBERED_SESSION_TTL_DAYS: '90',
      TRUSTED_PROXIES: '10.0.0.2, 10.1.0.0/16',
      PROPERTY_DATA_PROVIDER: 'sample',
      APP_BASE_URL: 'https://homeworth.example/',
      SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
      MAIL_FROM: 'Homeworth <hello@homeworth.example>',
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: LIVE_STRIPE_KEY,
      SHARE_LINK_SECRET: SECRET_A,
      BLOG_TOKEN_SECRET: SECRET_B,
      JOB_WORKERS: 'false',
      UPLOADS_DIR: '/var/lib/homeworth-uploads',
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'https://keys.example/jwks',
      AUTH_RATE_LIMIT_MAX: '500',
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png?key=k',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token-1',
      SMS_FROM: '+15125550100',
      LOB_API_KEY: 'live_lob_key',
      LETTER_RETURN_ADDRESS: 'Homeworth|100 Congress Ave|Austin|TX|78701',
      LETTER_OUTBOX_URL: 'http://127.0.0.1:1999/',
      SUPPORT_EMAIL: 'help@homeworth.example',
      ADMIN_EMAILS: 'ada@homeworth.example',
      REMOTES_FILE: '/srv/site/remotes.json',
      RELEASE_TEAM_EMAILS: 'Team@homeworth.example, ops@homeworth.example',
      CANARY_MIN_LOADS: '50',
      CANARY_MAX_EXTRA_FAILURE: '0.05',
      MAIL_SEND_PER_MINUTE: '600',
    });

    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db/homeworth',
      databasePoolMax: 20,
      dataDir: '/var/lib/homeworth',
      logLevel: 'warn',
      cookieSecure: true,
      sessionTtlDays: 7,
      rememberedSessionTtlDays: 90,
      trustedProxies: ['10.0.0.2', '10.1.0.0/16'],
      propertyDataProvider: 'sample',
      appBaseUrl: 'https://homeworth.example',
      smtpUrl: 'smtp://mailer:secret@smtp.example:587',
      mailFrom: 'Homeworth <hello@homeworth.example>',
      mailSendPerMinute: 600,
      jobWorkers: false,
      stripeSecretKey: LIVE_STRIPE_KEY,
      shareLinkSecret: SECRET_A,
      blogTokenSecret: SECRET_B,
      uploadsDir: '/var/lib/homeworth-uploads',
      googleClientId: 'client-1.apps.googleusercontent.com',
      googleJwksUrl: 'https://keys.example/jwks',
      authRateLimitMax: 500,
      claimRateLimitMax: 10,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png?key=k',
      smsGateway: { accountSid: 'AC1', authToken: 'token-1', from: '+15125550100' },
      letterService: { apiKey: 'live_lob_key', returnAddress: { name: 'Homeworth', line1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } },
      letterOutboxUrl: 'http://127.0.0.1:1999',
      supportEmail: 'help@homeworth.example',
      adminEmails: ['ada@homeworth.example'],
      developerEmails: [],
      devClock: false,
      remotesFile: '/srv/site/remotes.json',
      releaseTeamEmails: ['team@homeworth.example', 'ops@homeworth.example'],
      canaryMinLoads: 50,
      canaryMaxExtraFailure: 0.05,
    });
    expect(() => loadConfig({ CANARY_MAX_EXTRA_FAILURE: '10' })).toThrow('CANARY_MAX_EXTRA_FAILURE must be a share between 0 and 1, got "10"');
  });

  it('reads the street view and static map templates and refuses one without its placeholders', () => {
    expect(loadConfig({ STREET_VIEW_URL: 'https://sv.example/?l={address}&s={width}x{height}' }).streetViewUrl).toBe('https://sv.example/?l={address}&s={width}x{height}');
    expect(() => loadConfig({ STREET_VIEW_URL: 'https://sv.example/?l={address}' })).toThrow('STREET_VIEW_URL must be an http(s) URL template');
    expect(() => loadConfig({ STATIC_MAP_URL: 'ftp://m.example/{lng}/{lat}/{zoom}/{width}/{height}' })).toThrow('STATIC_MAP_URL');
  });

  it('refuses a map tile URL that is not an http(s) template with {z}, {x} and {y}', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow('MAP_TILE_URL');
    expect(() => loadConfig({ MAP_TILE_URL: 'file:///etc/{z}/{x}/{y}' })).toThrow('MAP_TILE_URL');
  });

  it('refuses malformed values instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive integer');
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow('COOKIE_SECURE must be true or false');
    expect(() => loadConfig({ MAINTENANCE_REMINDER_CRON: 'every monday' })).toThrow('MAINTENANCE_REMINDER_CRON must be a 5-field cron');
    expect(loadConfig({ MAINTENANCE_REMINDER_CRON: ' * * * * * ' }).maintenanceReminderCron).toBe('* * * * *');
    expect(loadConfig({}).maintenanceReminderCron).toBeUndefined();
    expect(() => loadConfig({ VALUE_ALERT_CRON: 'daily' })).toThrow('VALUE_ALERT_CRON must be a 5-field cron');
    expect(loadConfig({ VALUE_ALERT_CRON: '* * * * *' }).valueAlertCron).toBe('* * * * *');
  });

  it('keeps the development clock off unless DEV_CLOCK turns it on (and production refuses it)', () => {
    expect(loadConfig({}).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: 'true' }).devClock).toBe(true);
    expect(() => loadConfig({ DEV_CLOCK: 'sometimes' })).toThrow('DEV_CLOCK must be true or false');
  });
});

describe('a production start (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
    STRIPE_SECRET_KEY: LIVE_STRIPE_KEY,
    SHARE_LINK_SECRET: SECRET_A,
    BLOG_TOKEN_SECRET: SECRET_B,
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'twilio-auth-token',
    SMS_FROM: '+15125550100',
    SUPPORT_EMAIL: 'help@homeworth.example',
    LOB_API_KEY: 'live_lob_key',
    LETTER_RETURN_ADDRESS: 'Homeworth|100 Congress Ave|Austin|TX|78701',
  };

  it('starts with real mail, live payments and its own secrets', () => {
    expect(loadConfig(production)).toMatchObject({ smtpUrl: production.SMTP_URL, stripeSecretKey: LIVE_STRIPE_KEY });
  });

  it.each([
    ['SMTP_URL', undefined, 'SMTP_URL is not set (mail would go to the development mail catcher)'],
    ['STRIPE_SECRET_KEY', undefined, 'STRIPE_SECRET_KEY is not set (payments would use the sandbox checkout)'],
    ['STRIPE_SECRET_KEY', `sk_test_${'4'.repeat(24)}`, 'STRIPE_SECRET_KEY is not a live key'],
    ['SHARE_LINK_SECRET', undefined, 'SHARE_LINK_SECRET is not set'],
    ['SHARE_LINK_SECRET', 'changeme', 'SHARE_LINK_SECRET is shorter than 32 characters'],
    ['BLOG_TOKEN_SECRET', '   ', 'BLOG_TOKEN_SECRET is not set'],
    ['BLOG_TOKEN_SECRET', 'secret', 'BLOG_TOKEN_SECRET is shorter than 32 characters'],
    ['TWILIO_ACCOUNT_SID', undefined, 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are not set (text messages would go to the development outbox file)'],
    ['TWILIO_AUTH_TOKEN', undefined, 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM go together'],
    ['SMS_FROM', '5125550100', 'SMS_FROM must be a phone number in E.164 form'],
    ['LOB_API_KEY', undefined, 'LOB_API_KEY and LETTER_RETURN_ADDRESS are not set'],
    ['LETTER_RETURN_ADDRESS', undefined, 'LOB_API_KEY and LETTER_RETURN_ADDRESS go together'],
    ['LETTER_RETURN_ADDRESS', 'Homeworth, Austin', 'LETTER_RETURN_ADDRESS must be'],
    ['SUPPORT_EMAIL', undefined, 'SUPPORT_EMAIL is not set (contact-us messages would go to a development mailbox)'],
    ['DEV_CLOCK', 'true', 'DEV_CLOCK is on'],
  ])('refuses to start when %s is %p', (name, value, message) => {
    expect(() => loadConfig({ ...production, [name]: value })).toThrow(message);
  });

  it('names every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /Refusing to start with NODE_ENV=production:\n- SMTP_URL .*\n- STRIPE_SECRET_KEY .*\n- SHARE_LINK_SECRET .*\n- BLOG_TOKEN_SECRET /,
    );
  });

  it('reads the support address and the admin list lower-cased; development defaults to support@homeworth.local and no admin', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'Help@Homeworth.example', ADMIN_EMAILS: 'Ana@x.example, bo@y.example' })).toMatchObject({
      supportEmail: 'help@homeworth.example',
      adminEmails: ['ana@x.example', 'bo@y.example'],
    });
    expect(loadConfig({})).toMatchObject({ supportEmail: 'support@homeworth.local', adminEmails: [] });
  });

  it('outside production the same settings fall back to the development providers', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:1025', stripeSecretKey: undefined });
  });
});

describe('the API server in production without its settings', () => {
  it('exits non-zero with the list of what is missing, before opening any database', () => {
    const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
    const result = spawnSync(tsx, [path.join(__dirname, 'server.ts')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to start with NODE_ENV=production');
    expect(result.stderr).toContain('STRIPE_SECRET_KEY is not set');
    expect(result.stderr).not.toContain('SMTP_URL is not set');
  }, 40_000);
});
