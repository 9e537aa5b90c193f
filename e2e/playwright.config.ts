import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { localRemotesJson } from '../tools/src/apps';
import { E2E_TARGET, LOCAL_ONLY, SITE, remoteOverridesStorage } from './target';

// Each run gets its own API database and its own remotes.json (the deployment test rewrites it).
const runDir = path.resolve(__dirname, '../.data/e2e');
export const REMOTES_FILE = path.join(runDir, 'remotes.json');
// Where `npm run release` places release folders and the remotes' servers serve them (releases.spec.ts).
export const RELEASES_DIR = path.join(runDir, 'releases');
if (!process.env.HW_E2E_WORKER && !E2E_TARGET) {
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(REMOTES_FILE, JSON.stringify(localRemotesJson(), null, 2));
  process.env.HW_E2E_WORKER = '1';
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One browser at a time: the machine has two cores and the servers need one.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  // Against a running site (E2E_BASE_URL) the tests that need this machine's control of it are skipped.
  grepInvert: E2E_TARGET ? new RegExp(LOCAL_ONLY) : undefined,
  use: {
    baseURL: SITE,
    storageState: remoteOverridesStorage(),
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
  },
  webServer: E2E_TARGET
    ? undefined
    : {
        command: 'npx tsx ../scripts/serve-all.ts',
        // Through the shell's proxy: ready only when the shell and the API both answer.
        url: 'http://localhost:3000/api/health',
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // One IP signs up many users and claims many homes here; the rate limits themselves are proven by the API tests.
        // ADMIN_EMAILS: contact-us-admin.spec.ts, remote-health.spec.ts, onboarding-funnel.spec.ts, owner-verification.spec.ts and weekly-email-admin.spec.ts each sign up and verify their own admin.
        // VALUE_ALERT_CRON and DEV_CLOCK: value-change-alert.spec.ts moves the jobs' clock a year and waits for the per-minute run.
        env: {
          DATA_DIR: path.join(runDir, 'pglite'),
          REMOTES_FILE,
          RELEASES_DIR,
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT_MAX: '1000',
          CLAIM_RATE_LIMIT_MAX: '1000',
          ADMIN_EMAILS: 'admin@homeworth.test,remotes-admin@homeworth.test,funnel-admin@homeworth.test,documents-admin@homeworth.test,weekly-email-admin@homeworth.test',
          MAINTENANCE_REMINDER_CRON: '* * * * *',
          VALUE_ALERT_CRON: '* * * * *',
          DEV_CLOCK: 'true',
        },
      },
});
