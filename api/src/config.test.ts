import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('works with no environment at all', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '../../.data/pglite'),
      logLevel: 'info',
      cookieSecure: false,
      sessionTtlDays: 30,
      trustProxy: false,
      propertyDataProvider: 'sample',
      appBaseUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Homeworth <no-reply@homeworth.local>',
      devOutbox: true,
      uploadsDir: path.resolve(__dirname, '../../.data/uploads'),
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      authRateLimitMax: 10,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db/homeworth',
      DATA_DIR: '/var/lib/homeworth',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'true',
      SESSION_TTL_DAYS: '7',
      TRUST_PROXY: '1',
      PROPERTY_DATA_PROVIDER: 'sample',
      APP_BASE_URL: 'https://homeworth.example/',
      SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
      MAIL_FROM: 'Homeworth <hello@homeworth.example>',
      NODE_ENV: 'production',
      UPLOADS_DIR: '/var/lib/homeworth-uploads',
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'https://keys.example/jwks',
      AUTH_RATE_LIMIT_MAX: '500',
    });

    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db/homeworth',
      dataDir: '/var/lib/homeworth',
      logLevel: 'warn',
      cookieSecure: true,
      sessionTtlDays: 7,
      trustProxy: true,
      propertyDataProvider: 'sample',
      appBaseUrl: 'https://homeworth.example',
      smtpUrl: 'smtp://mailer:secret@smtp.example:587',
      mailFrom: 'Homeworth <hello@homeworth.example>',
      devOutbox: false,
      uploadsDir: '/var/lib/homeworth-uploads',
      googleClientId: 'client-1.apps.googleusercontent.com',
      googleJwksUrl: 'https://keys.example/jwks',
      authRateLimitMax: 500,
    });
  });

  it('refuses malformed values instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive integer');
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow('COOKIE_SECURE must be true or false');
  });
});
