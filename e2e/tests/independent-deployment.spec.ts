import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { startStaticServer } from '../../tools/src/static-server';
import { REMOTES_FILE } from '../playwright.config';
import { area } from './helpers';

const repo = path.resolve(__dirname, '../..');
const deployDir = path.join(repo, '.data', 'deploy-test', 'mfe-maintenance');
const NEW_PORT = 3105;

test.describe('independent deployment', () => {
  test.setTimeout(180_000);
  let server: Server | undefined;
  let originalRemotes = '';

  test.afterAll(async () => {
    if (originalRemotes) fs.writeFileSync(REMOTES_FILE, originalRemotes);
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  test('a rebuilt remote is served after remotes.json points at it, without rebuilding the shell', async ({ page }) => {
    // 1. A team changes its remote and builds it on its own (a copy of the package, so the repo is untouched).
    fs.rmSync(deployDir, { recursive: true, force: true });
    fs.mkdirSync(deployDir, { recursive: true });
    for (const entry of ['src', 'package.json', 'tsconfig.json']) {
      fs.cpSync(path.join(repo, 'mfe-maintenance', entry), path.join(deployDir, entry), { recursive: true });
    }
    const page_ = path.join(deployDir, 'src/features/maintenance-plan/maintenance-plan-page.component.tsx');
    const source = fs.readFileSync(page_, 'utf8');
    // A guest sees the sample home's plan under this heading.
    expect(source).toContain("'Home maintenance plan'");
    fs.writeFileSync(page_, source.replace("'Home maintenance plan'", "'Home maintenance plan, version 2'"));

    const shellMain = path.join(repo, 'shell/dist/main.js');
    const shellBefore = fs.statSync(shellMain).mtimeMs;
    execFileSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'tools/src/build.ts')], { cwd: deployDir, stdio: 'pipe' });

    // 2. It is deployed on a host of its own.
    server = await startStaticServer({ root: path.join(deployDir, 'dist'), port: NEW_PORT });

    // 3. Before the switch the shell serves the current version.
    await page.goto('/my-maintenance/app');
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText('Home maintenance plan');

    // 4. One line of remotes.json changes; the shell picks it up on the next load.
    originalRemotes = fs.readFileSync(REMOTES_FILE, 'utf8');
    const remotes = JSON.parse(originalRemotes) as Record<string, string>;
    remotes.mfe_maintenance = `http://localhost:${NEW_PORT}/mf-manifest.json`;
    fs.writeFileSync(REMOTES_FILE, JSON.stringify(remotes, null, 2));

    await page.reload();
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText('Home maintenance plan, version 2');
    expect(fs.statSync(shellMain).mtimeMs).toBe(shellBefore);
  });
});
