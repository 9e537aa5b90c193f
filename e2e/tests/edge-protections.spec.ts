import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail, signInThroughUi, signUpThroughApi } from './helpers';
import { SITE } from '../target';

async function createHomeowner(page: Page): Promise<string> {
  const email = await signUpThroughApi(page.request, { email: uniqueEmail('edge'), firstName: 'Eve', lastName: 'Edge' });
  await page.context().clearCookies();
  return email;
}

/** Content-Security-Policy violations and uncaught errors the page reports while it is open. */
function watchViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the edge: no open redirect after sign-in, browser protections that keep the site working', { tag: ['@mfe_account', '@mfe_property_report'] }, () => {
  for (const query of [
    'redirectAfterLogin=//evil.example',
    'referrer=//evil.example',
    'referrer=%2F%5Cevil.example',
    'referrer=%2F.%2F%2Fevil.example',
    'referrer=%2F%252F%252Fevil.example',
  ]) {
    test(`signing in with ?${query} lands on a same-site page`, async ({ page }) => {
      const email = await createHomeowner(page);
      const leaks: string[] = [];
      await page.route(
        (url) => url.hostname.endsWith('evil.example'),
        (route) => {
          leaks.push(route.request().url());
          return route.abort();
        },
      );
      await signInThroughUi(page, email, PASSWORD, `/login?${query}`);
      await expect(page).not.toHaveURL(/\/login/);
      expect(new URL(page.url()).origin).toBe(new URL(SITE).origin);
      expect(new URL(page.url()).pathname.startsWith('//')).toBe(false);
      expect(leaks).toEqual([]);
    });
  }

  test('pages, remote assets and API answers carry the protections, and the CSP blocks nothing the site needs', async ({ page }) => {
    const problems = watchViolations(page);
    const remoteAsset = page.waitForResponse((r) => new URL(r.url()).port === '3001' && r.url().endsWith('.js'));
    const document = await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    for (const response of [document!, await remoteAsset, await page.request.get('/api/health')]) {
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect(document!.headers()['content-security-policy']).toContain('http://localhost:3001');
    await page.goto('/sample-dashboard');
    await expect(page.locator('#area-mfe-property-report')).not.toBeEmpty();
    expect(problems).toEqual([]);
  });
});
