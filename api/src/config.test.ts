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
    });
  });

  it('refuses malformed values instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive integer');
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow('COOKIE_SECURE must be true or false');
  });
});
