import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { KITCHEN_ESTIMATE, giveEstimatorAnswers, signUpThroughUi, uniqueEmail, CSRF, ROLE_IDS, signUpThroughApi } from './helpers';

async function expectNoSeriousViolations(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const GUEST_PAGES = ['/', '/login', '/signup?user=agent', '/dashboard', '/home-renovation-costs', '/my-maintenance/app', '/agent/edit-profile', '/contact-us', '/no-such-page'];
// Payment pages.
GUEST_PAGES.push('/pricing-options', '/agent/payment-wall');
// The shell's own pages.
GUEST_PAGES.push('/home-report', '/home-condition-score', '/realty-sales', '/faq', '/about-us', '/privacy-policy', '/home-improvement-loans/loan-calculator');

test.describe('accessibility: axe finds no serious or critical violation', { tag: ['@mfe_account', '@mfe_agent', '@mfe_estimator', '@mfe_property_report'] }, () => {
  for (const path of GUEST_PAGES) {
    test(`guest: ${path}`, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
    });
  }

  test('signed in: dashboard and agent profile', async ({ page }) => {
    await signUpThroughUi(page, 'Ellis', uniqueEmail('a11y'));
    await expectNoSeriousViolations(page, '/dashboard');
    await expectNoSeriousViolations(page, '/agent/edit-profile');
  });

  test('the sign-in form works with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').focus();
    await page.keyboard.type('nobody-keyboard@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Whatever1!');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('No user found for this email.');
  });

  for (const path of ['/sample-dashboard', '/current-home-condition', '/history-of-construction-permits', '/comparable-home-values', '/my-neighborhood/projects']) {
    test(`property report: ${path}`, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
    });
  }

  for (const path of ['/properties', '/properties/999999999', '/home-value', '/update-your-home', '/are-you-the-home-owner', '/verify-the-owner']) {
    test(`property report (owner flow and index): ${path}`, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
    });
  }

  test('signed in: the owner flow pages of a home', async ({ page }) => {
    await signUpThroughUi(page, 'Indigo', uniqueEmail('a11y-claim'));
    const id = await page.evaluate(() =>
      fetch('/api/v1/property/sample-report')
        .then((r) => r.json())
        .then((b) => b.message.kukunId),
    );
    await expectNoSeriousViolations(page, `/are-you-the-home-owner?propertyId=${id}`);
    await expectNoSeriousViolations(page, `/verify-the-owner?propertyId=${id}`);
    await expectNoSeriousViolations(page, `/home-value?id=${id}`);
    await expectNoSeriousViolations(page, `/update-your-home?id=${id}`);
  });

  test('property report: a property page after search', async ({ page }) => {
    await page.goto('/sample-dashboard');
    await page.locator('main h1').first().waitFor();
    await expectNoSeriousViolations(page, '/sample-dashboard');
    const id = await page.evaluate(() =>
      fetch('/api/v1/property/sample-report')
        .then((r) => r.json())
        .then((b) => b.message.kukunId),
    );
    await expectNoSeriousViolations(page, `/properties/${id}`);
    await expectNoSeriousViolations(page, `/my-neighborhood/projects?id=${id}`);
    await expectNoSeriousViolations(page, `/current-home-condition?id=${id}`);
  });
});

test.describe('accessibility: estimator steps and result', { tag: ['@mfe_account', '@mfe_agent', '@mfe_estimator', '@mfe_property_report'] }, () => {
  test('guest: a step with option cards, a number step and the result page', async ({ page }) => {
    await expectNoSeriousViolations(page, '/Kitchen-Renovation-Cost');
    await expectNoSeriousViolations(page, '/estimate-history');
    // Every step answered, so the result page renders (the estimator asks more scope questions now).
    await giveEstimatorAnswers(page, KITCHEN_ESTIMATE.slug, KITCHEN_ESTIMATE.answers);
    await expectNoSeriousViolations(page, '/Kitchen-Renovation-Cost/home-size');
    await expectNoSeriousViolations(page, '/Kitchen-Renovation-Cost/property-address');
    await page.goto('/Kitchen-Renovation-Cost/estimator-result');
    await page.getByTestId('estimate-total').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

test.describe('accessibility: account pages', { tag: ['@mfe_account', '@mfe_agent', '@mfe_estimator', '@mfe_property_report'] }, () => {
  for (const path of ['/login/forgot-password', '/login/change-password?email-f=a%40example.com&token=x', '/login/verify-your-email?token=x', '/signup?user=contractor']) {
    test(`guest: ${path}`, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
    });
  }

  test('signed in: verify-your-email, profile, change password', async ({ page }) => {
    await page.goto('/signup?user=homeowner');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Access');
    await form.getByLabel('Email').fill(uniqueEmail('a11y-account'));
    await form.getByLabel('Password', { exact: true }).fill('Str0ng!Pass');
    await form.getByLabel('Confirm password').fill('Str0ng!Pass');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/signup\/verify-your-email$/);
    await expectNoSeriousViolations(page, '/signup/verify-your-email');
    await expectNoSeriousViolations(page, '/user/edit-profile');
    await expectNoSeriousViolations(page, '/login/change-password');
  });

  test('the profile form works with the keyboard alone', async ({ page }) => {
    await signUpThroughUi(page, 'Kira', uniqueEmail('a11y-keys'));
    await page.goto('/user/edit-profile');
    const first = page.getByRole('form', { name: 'My profile' }).getByLabel('First name');
    await expect(first).toHaveValue('Kira');
    await first.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('K');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Atleast 2 alphabets required')).toBeVisible();
  });
});

test.describe('accessibility: Contacts and the contractor profile', { tag: ['@mfe_account', '@mfe_agent', '@mfe_estimator', '@mfe_property_report'] }, () => {
  for (const path of ['/agent/list-manager', '/contractor/profile', '/contractor/profile/nobody-here-0']) {
    test(`guest: ${path}`, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
    });
  }

  test('an agent’s Contacts with a client card, and a contractor’s public profile', async ({ page }) => {
    await page.goto('/about-us');
    await signUpThroughApi(page.request, { email: uniqueEmail('a11y-agent'), firstName: 'Ari', lastName: 'Stone', roleId: ROLE_IDS.agent });
    const added = await page.request.post('/api/v1/agent/clients', {
      headers: CSRF,
      data: { firstName: 'Maria', lastName: 'Lopez', emailAddress: uniqueEmail('a11y-client'), phoneNumber: '5125550142', address: '12 Oak Street' },
    });
    expect(added.status()).toBe(201);
    // Axe runs once the client card is on screen (the list loads after the page).
    await page.goto('/agent/list-manager');
    await expect(page.getByRole('heading', { name: 'Maria Lopez' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.request.post('/api/v1/security/sign-out', { headers: CSRF });
    const professional = { companyName: 'Stone Builders', streetAddress: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
    await signUpThroughApi(page.request, { email: uniqueEmail('a11y-pro'), firstName: 'Ari', lastName: 'Stone', roleId: ROLE_IDS.contractor, extra: { professional } });
    const { kukunUrl } = (await (await page.request.get('/api/v1/security/professional')).json()).message.professional;
    await expectNoSeriousViolations(page, `/contractor/profile/${kukunUrl}`);
  });
});
