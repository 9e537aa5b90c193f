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

// A path outside every prefix the maintenance remote owns today: only its new routes.json can claim it.
const EXTRA_PATH = '/seasonal-maintenance-tips';
const EXTRA_HEADING = 'Seasonal maintenance tips';

/** What a team does to add a page: a component, its <Route>, and its line in src/routes.ts. */
function addExtraPage(appDir: string): void {
  fs.writeFileSync(
    path.join(appDir, 'src/app/seasonal-tips.component.tsx'),
    `import { MaintenancePage } from '../ui/maintenance-ui';

export function SeasonalTipsPage() {
  return (
    <MaintenancePage>
      <h1>${EXTRA_HEADING}</h1>
      <p className="lead">Clean the gutters each autumn and test the smoke alarms each spring.</p>
    </MaintenancePage>
  );
}
`,
  );
  const routes = path.join(appDir, 'src/app/app-routes.component.tsx');
  const router = fs.readFileSync(routes, 'utf8');
  expect(router).toContain('<Route path="*"');
  fs.writeFileSync(
    routes,
    `import { SeasonalTipsPage } from './seasonal-tips.component';\n${router.replace('<Route path="*"', `<Route path="${EXTRA_PATH}" element={<SeasonalTipsPage />} />\n      <Route path="*"`)}`,
  );
  const declared = path.join(appDir, 'src/routes.ts');
  const list = fs.readFileSync(declared, 'utf8');
  expect(list).toContain('export const ROUTES: readonly AppRoute[] = [');
  fs.writeFileSync(
    declared,
    list.replace(
      'export const ROUTES: readonly AppRoute[] = [',
      `export const ROUTES: readonly AppRoute[] = [\n  { path: '${EXTRA_PATH}', access: 'public', title: '${EXTRA_HEADING}' },`,
    ),
  );
}

test.describe('independent deployment', { tag: ['@mfe_maintenance', '@local'] }, () => {
  test.setTimeout(180_000);
  let server: Server | undefined;
  let originalRemotes = '';

  test.afterAll(async () => {
    if (originalRemotes) fs.writeFileSync(REMOTES_FILE, originalRemotes);
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  test('a rebuilt remote, with a changed page and one extra page, is served after remotes.json points at it, without rebuilding the shell', async ({ page, request }) => {
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
    addExtraPage(deployDir);

    const shellMain = path.join(repo, 'shell/dist/main.js');
    const shellBefore = fs.statSync(shellMain).mtimeMs;
    execFileSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'tools/src/build.ts')], { cwd: deployDir, stdio: 'pipe' });

    // 2. It is deployed on a host of its own.
    server = await startStaticServer({ root: path.join(deployDir, 'dist'), port: NEW_PORT });

    // Its routes.json, published beside the manifest, claims the new path.
    const published = (await (await request.get(`http://localhost:${NEW_PORT}/routes.json`)).json()) as { routes: { path: string }[] };
    expect(published.routes.map((r) => r.path)).toContain(EXTRA_PATH);

    // 3. Before the switch the shell serves the current version, and nobody owns the new path.
    await page.goto('/my-maintenance/app');
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText('Home maintenance plan');
    await page.goto(EXTRA_PATH);
    await expect(area(page, 'shell').getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');

    // 4. One line of remotes.json changes; the shell picks it up on the next load.
    originalRemotes = fs.readFileSync(REMOTES_FILE, 'utf8');
    const remotes = JSON.parse(originalRemotes) as Record<string, string>;
    remotes.mfe_maintenance = `http://localhost:${NEW_PORT}/mf-manifest.json`;
    fs.writeFileSync(REMOTES_FILE, JSON.stringify(remotes, null, 2));

    await page.goto('/my-maintenance/app');
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText('Home maintenance plan, version 2');
    // The extra page: the unchanged shell learnt its path from the new routes.json.
    await page.goto(EXTRA_PATH);
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText(EXTRA_HEADING);
    await expect(area(page, 'shell')).toBeEmpty();
    await expect(page).toHaveTitle(`${EXTRA_HEADING} | Homeworth`);
    expect(fs.statSync(shellMain).mtimeMs).toBe(shellBefore);
  });
});
