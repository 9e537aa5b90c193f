import { chromium } from 'playwright-core';
import { REMOTE_OVERRIDES_KEY } from '@homeworth/shared-lib/domain';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../../e2e/chromium';

/** The heading the shell shows in an area whose remote failed to load. */
const FALLBACK = 'This part of the site is temporarily unavailable';
const SMOKE_TIMEOUT_MS = 30_000;

export interface SmokeTest {
  shellUrl: string;
  /** The remote's folder name (its area is `#area-<app>`) and federation name (the override's key). */
  app: string;
  federationName: string;
  manifestUrl: string;
  /** The page opened: one of the release's public pages. */
  pagePath: string;
  /** Whether the release owns a path (its area must render there; a page elsewhere, such as sign-in, is another app's). */
  owns: (pathname: string) => boolean;
}

/**
 * Opens `pagePath` through the shell in headless Chromium with this browser alone pointed at the release
 * (a remote override, as QA would), and answers what went wrong: the release's entry not loaded, the
 * "temporarily unavailable" fallback shown, the area left empty, or errors in the console. Empty: it works.
 */
export async function smokeTest(test: SmokeTest): Promise<string[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext();
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      REMOTE_OVERRIDES_KEY,
      JSON.stringify({ [test.federationName]: test.manifestUrl }),
    ] as const);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const entry = new URL('remoteEntry.js', test.manifestUrl).href;
    let entryStatus: number | null = null;
    page.on('response', (response) => {
      if (response.url().split('?')[0] === entry) entryStatus = response.status();
    });

    const url = new URL(test.pagePath, test.shellUrl).href;
    const response = await page.goto(url, { timeout: SMOKE_TIMEOUT_MS }).catch((error: Error) => error);
    if (response instanceof Error) return [`the shell at ${test.shellUrl} did not answer: ${response.message}`];
    const area = page.locator(`#area-${test.app}`);
    const fallback = page.getByRole('heading', { name: FALLBACK });
    // Rendered: the area has content, or the remote sent the browser elsewhere (a guest to sign in), or it failed.
    await Promise.race([
      area.locator(':scope > *').first().waitFor({ timeout: SMOKE_TIMEOUT_MS }),
      page.waitForURL((at) => at.pathname !== new URL(url).pathname, { timeout: SMOKE_TIMEOUT_MS }),
      fallback.waitFor({ timeout: SMOKE_TIMEOUT_MS }),
    ]).catch(() => undefined);
    // The area may already hold the server's pre-rendered frame: judged once the page is quiet. A load that
    // hangs keeps it busy past the shell's own load timeout, whose fallback is then shown.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    const problems: string[] = [];
    if (entryStatus !== 200)
      problems.push(`the page did not load ${entry} (${entryStatus === null ? 'never asked for: is its origin in REMOTE_OVERRIDE_ORIGINS?' : `status ${entryStatus}`})`);
    if (await fallback.count()) problems.push(`${test.pagePath} shows "${FALLBACK}"`);
    else if (test.owns(new URL(page.url()).pathname) && (await area.locator(':scope > *').count()) === 0)
      problems.push(`${test.pagePath} rendered nothing in the ${test.app} area`);
    for (const error of errors) problems.push(`console error on ${test.pagePath}: ${error}`);
    return problems;
  } finally {
    await browser.close();
  }
}
