import { expect, test, type Browser } from '@playwright/test';
import { area, signUpThroughApi } from './helpers';

/**
 * Page frames (tools/src/page-frame.ts): a guest's first paint already shows the page's hero,
 * the same text at the same place as the page the app renders, so nothing moves when the app mounts.
 */
const FRAMED: { path: string; app: string; texts: string[] }[] = [
  { path: '/login', app: 'mfe-account', texts: ['Sign in', 'Welcome back. Sign in to see your homes, estimates and plans.'] },
  { path: '/Kitchen-Renovation-Cost', app: 'mfe-estimator', texts: ['Kitchen cost estimator', 'As a guest you can estimate one project for free.'] },
  { path: '/dashboard', app: 'mfe-property-report', texts: ['Your home dashboard', 'Sign in to see your home’s value, condition score and maintenance plan.'] },
];

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the first element of the area holding each text. */
async function boxesOf(browser: Browser, path: string, app: string, texts: string[], width: number, withScripts: boolean): Promise<Box[]> {
  const context = await browser.newContext({ viewport: { width, height: 720 } });
  const page = await context.newPage();
  // Without scripts, as the first paint: JavaScript stays on (a browser without it shows the pre-rendered <noscript> text instead).
  if (!withScripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(path);
  // With scripts: measured once the app has replaced the frame and settled.
  if (withScripts) {
    await expect(page.locator('[data-hw-frame]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  const boxes: Box[] = [];
  for (const text of texts) {
    const el = area(page, app).getByText(text, { exact: false }).first();
    await expect(el).toBeVisible();
    boxes.push((await el.boundingBox())!);
  }
  await context.close();
  return boxes;
}

test.describe('page frames', { tag: ['@mfe_account'] }, () => {
  for (const { path, app, texts } of FRAMED) {
    for (const width of [1280, 360]) {
      test(`${path} at ${width} px: the frame has the text and place of the rendered page`, async ({ browser }) => {
        const frame = await boxesOf(browser, path, app, texts, width, false);
        const rendered = await boxesOf(browser, path, app, texts, width, true);
        rendered.forEach((box, i) => {
          expect.soft(Math.abs(box.y - frame[i]!.y), `${texts[i]} top`).toBeLessThanOrEqual(1);
          expect.soft(Math.abs(box.x - frame[i]!.x), `${texts[i]} left`).toBeLessThanOrEqual(1);
          expect.soft(Math.abs(box.height - frame[i]!.height), `${texts[i]} height`).toBeLessThanOrEqual(1);
        });
      });
    }
  }

  test('the app replaces the frame (one heading), and nothing shifts while it mounts', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__cls += (e as PerformanceEntry & { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await page.goto('/login');
    await expect(area(page, 'mfe-account').getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.locator('[data-hw-frame]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  });

  test('a signed-in browser gets no frame', async ({ page, request }) => {
    await signUpThroughApi(page.request);
    expect(await (await page.request.get('/dashboard')).text()).not.toContain('data-hw-frame');
    expect(await (await request.get('/dashboard')).text()).toContain('data-hw-frame');
  });
});
