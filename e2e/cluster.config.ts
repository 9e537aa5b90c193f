import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { localRemotesJson } from '../tools/src/apps';

// The site as it runs in production, on one machine: a PostgreSQL server of its own (temporary,
// removed afterwards), two API replicas on ports 4000 and 4001, the six apps, and the shell's
// /api proxy taking the replicas in turn. `npx playwright test -c cluster.config.ts`.
const runDir = path.resolve(__dirname, '../.data/e2e-cluster');
const remotesFile = path.join(runDir, 'remotes.json');
if (!process.env.HW_E2E_CLUSTER_WORKER) {
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(remotesFile, JSON.stringify(localRemotesJson(), null, 2));
  process.env.HW_E2E_CLUSTER_WORKER = '1';
}

/** The two replicas, as the spec reaches them directly. */
export const API_REPLICAS = ['http://127.0.0.1:4000', 'http://127.0.0.1:4001'] as const;

export default defineConfig({
  testDir: './cluster',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
  },
  webServer: {
    // with-postgres.sh runs from the repository root.
    command: 'bash ../scripts/with-postgres.sh npx tsx scripts/serve-all.ts',
    url: 'http://localhost:3000/api/health',
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      API_PORTS: API_REPLICAS.map((origin) => new URL(origin).port).join(','),
      REMOTES_FILE: remotesFile,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      CLAIM_RATE_LIMIT_MAX: '1000',
      // Replicas share the HMAC keys, as a deployment must.
      SHARE_LINK_SECRET: crypto.randomBytes(32).toString('hex'),
      BLOG_TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
    },
  },
});
