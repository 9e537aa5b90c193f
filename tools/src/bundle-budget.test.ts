/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Server } from 'node:http';
import { chromium } from 'playwright-core';
import { startStaticServer } from './static-server';

/**
 * First-load budget of the shell: 150 KB of gzipped JS (issue 2). The shell's
 * production build is served on its own and opened in Chromium at `/`; every JS
 * response from the shell's origin is counted (remotes are not listed, so only
 * the shell's own bytes are fetched). Deterministic for a given build.
 * Needs the production build (`npm run build`; `npm test` builds first).
 */
const BUDGET_BYTES = 150 * 1024;
const shellDist = path.resolve(__dirname, '../../shell/dist');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

describe('bundle budget', () => {
  let server: Server;
  let origin: string;
  let tempDir: string;

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-budget-'));
    const remotesFile = path.join(tempDir, 'remotes.json');
    fs.writeFileSync(remotesFile, '{}');
    server = await startStaticServer({ root: shellDist, port: 0, spaFallback: true, remotesFile, apiOrigin: 'http://127.0.0.1:9' });
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('keeps the shell first load under 150 KB of gzipped JS', async () => {
    expect(fs.existsSync(path.join(shellDist, 'main.js'))).toBe(true);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const sizes: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(origin) && new URL(response.url()).pathname.endsWith('.js')) {
          sizes.push(response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length));
        }
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.locator('header').first().waitFor();
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      console.log(`shell first load: ${sizes.length} JS files, ${(bytes / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)`);
      expect(sizes.length).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
