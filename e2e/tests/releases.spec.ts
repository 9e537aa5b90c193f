import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { RELEASES_DIR, REMOTES_FILE } from '../playwright.config';
import { readReleases } from '../../tools/src/releases/release-store';
import { area } from './helpers';

// A team releases its remote with `npm run release`: built into an immutable release folder, verified
// (a smoke test through this site included) and only then switched live through releases.json.
const repo = path.resolve(__dirname, '../..');
const sourceCopy = path.join(repo, '.data', 'release-test', 'mfe-maintenance');
const releasesFile = path.join(path.dirname(REMOTES_FILE), 'releases.json');
const HEADING = 'Home maintenance plan';
const CHANGED_HEADING = 'Home maintenance plan, version 2';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` from the repo, against this run's servers and files. */
function npmRun(script: 'release' | 'rollback' | 'releases', args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repo,
      env: { ...process.env, REMOTES_FILE, RELEASES_DIR, SHELL_URL: 'http://localhost:3000' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const siteFiles = () => [REMOTES_FILE, releasesFile].map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null));

test.describe.serial('versioned releases', { tag: ['@mfe_maintenance', '@mfe_account', '@mfe_agent', '@local'] }, () => {
  test.setTimeout(240_000);
  let original: (string | null)[] = [];
  let released = '';

  test.beforeAll(() => {
    original = siteFiles();
  });

  test.afterAll(() => {
    fs.writeFileSync(REMOTES_FILE, original[0]!);
    if (original[1] === null) fs.rmSync(releasesFile, { force: true });
    else fs.writeFileSync(releasesFile, original[1]!);
    fs.rmSync(sourceCopy, { recursive: true, force: true });
  });

  test('a release of a changed remote goes live without rebuilding the shell; rollback restores the previous version', async ({ page }) => {
    // The team's change: one heading, in a copy of the package (the repo stays as it is).
    fs.rmSync(sourceCopy, { recursive: true, force: true });
    for (const entry of ['src', 'package.json', 'tsconfig.json']) fs.cpSync(path.join(repo, 'mfe-maintenance', entry), path.join(sourceCopy, entry), { recursive: true });
    const pageFile = path.join(sourceCopy, 'src/features/maintenance-plan/maintenance-plan-page.component.tsx');
    const source = fs.readFileSync(pageFile, 'utf8');
    expect(source).toContain(`'${HEADING}'`);
    fs.writeFileSync(pageFile, source.replace(`'${HEADING}'`, `'${CHANGED_HEADING}'`));
    const shellMain = path.join(repo, 'shell/dist/main.js');
    const shellBefore = fs.statSync(shellMain).mtimeMs;
    const liveBefore = readReleases(REMOTES_FILE).remotes.mfe_maintenance!.live.version;

    const run = await npmRun('release', ['mfe-maintenance', '--source', sourceCopy, '--by', 'maintenance-team']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('smoke test: /my-maintenance through http://localhost:3000');
    const url = /now loads (\S+)/.exec(run.stdout)?.[1] ?? '';
    released = /\/releases\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(url)?.[1] ?? '';
    expect(url).toBe(`http://localhost:3005/releases/${released}/mf-manifest.json`);
    expect(JSON.parse(fs.readFileSync(REMOTES_FILE, 'utf8')).mfe_maintenance).toBe(url);

    await page.goto('/my-maintenance/app');
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText(CHANGED_HEADING);
    expect(fs.statSync(shellMain).mtimeMs).toBe(shellBefore);

    // Rollback: one step back to what was live before.
    const back = await npmRun('rollback', ['mfe-maintenance', '--by', 'maintenance-team']);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain(`rollback mfe_maintenance ${released} -> ${liveBefore} by maintenance-team`);
    await page.goto('/my-maintenance/app');
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText(HEADING);

    const listed = await npmRun('releases', ['mfe-maintenance']);
    expect(listed.stdout).toMatch(new RegExp(`live\\s+${liveBefore}`));
    expect(listed.stdout).toMatch(new RegExp(`maintenance-team\\s+release\\s+${liveBefore}\\s+${released}`));
    expect(listed.stdout).toMatch(new RegExp(`maintenance-team\\s+rollback\\s+${released}\\s+${liveBefore}`));
  });

  test("a release whose routes claim another app's path is refused and the site is unchanged", async ({ page }) => {
    // The build released above, its routes.json also claiming a page of the agent remote (no second build needed).
    const clashing = path.join(path.dirname(RELEASES_DIR), 'clashing-build');
    fs.rmSync(clashing, { recursive: true, force: true });
    fs.cpSync(path.join(RELEASES_DIR, 'mfe-maintenance', released), clashing, { recursive: true });
    const routes = JSON.parse(fs.readFileSync(path.join(clashing, 'routes.json'), 'utf8')) as { routes: object[] };
    routes.routes.push({ path: '/agent/maintenance', access: 'public', title: 'Maintenance for agents' });
    fs.writeFileSync(path.join(clashing, 'routes.json'), JSON.stringify(routes));
    const before = siteFiles();

    const run = await npmRun('release', ['mfe-maintenance', '--skip-build', clashing, '--version', '2.0.0']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('mfe-maintenance 2.0.0 was not released; the site is unchanged');
    expect(run.stderr).toContain('/agent/maintenance is already owned by mfe-agent');
    expect(siteFiles()).toEqual(before);
    await page.goto('/my-maintenance/app');
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText(HEADING);
  });

  test('a release that fails in the browser is refused by the smoke test and the site is unchanged', async () => {
    const broken = path.join(path.dirname(RELEASES_DIR), 'broken-build');
    fs.rmSync(broken, { recursive: true, force: true });
    fs.cpSync(path.join(RELEASES_DIR, 'mfe-maintenance', released), broken, { recursive: true });
    // Its entry throws (and the Brotli twin the server would prefer goes with it).
    fs.writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("broken release");\n');
    fs.rmSync(path.join(broken, 'remoteEntry.js.br'), { force: true });
    const before = siteFiles();

    const run = await npmRun('release', ['mfe-maintenance', '--skip-build', broken, '--version', '2.0.1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('mfe-maintenance 2.0.1 was not released; the site is unchanged');
    expect(run.stderr).toContain('/my-maintenance shows "This part of the site is temporarily unavailable"');
    expect(siteFiles()).toEqual(before);
  });

  test('two teams releasing at once both land in the history', async () => {
    const [account, agent] = await Promise.all([
      npmRun('release', ['mfe-account', '--skip-build', path.join(repo, 'mfe-account/dist'), '--version', '1.0.0', '--by', 'account-team']),
      npmRun('release', ['mfe-agent', '--skip-build', path.join(repo, 'mfe-agent/dist'), '--version', '1.0.0', '--by', 'agent-team']),
    ]);
    expect(account.code, account.stderr).toBe(0);
    expect(agent.code, agent.stderr).toBe(0);
    const state = JSON.parse(fs.readFileSync(releasesFile, 'utf8')) as { history: { by: string; remote: string; to: string }[] };
    expect(state.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ by: 'account-team', remote: 'mfe_account', to: '1.0.0' }),
        expect.objectContaining({ by: 'agent-team', remote: 'mfe_agent', to: '1.0.0' }),
      ]),
    );
    const live = JSON.parse(fs.readFileSync(REMOTES_FILE, 'utf8')) as Record<string, string>;
    expect(live.mfe_account).toBe('http://localhost:3001/releases/1.0.0/mf-manifest.json');
    expect(live.mfe_agent).toBe('http://localhost:3004/releases/1.0.0/mf-manifest.json');
  });
});
