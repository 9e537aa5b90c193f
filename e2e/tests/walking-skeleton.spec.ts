import { expect, test } from '@playwright/test';
import { area, PASSWORD, signOutThroughNav, signUpThroughUi, uniqueEmail } from './helpers';

test.describe('walking skeleton: account, shell and dashboard share one session', { tag: ['@mfe_estimator', '@mfe_maintenance', '@mfe_property_report'] }, () => {
  test('signing up shows the name in the nav and on the dashboard of another remote', async ({ page }) => {
    await signUpThroughUi(page, 'Avery', uniqueEmail('skeleton'));
    await expect(area(page, 'mfe-property-report').getByRole('heading', { name: 'Welcome, Avery' })).toBeVisible();
    // The dashboard shows its own bar instead of the site navigation.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByTestId('nav-display-name')).toHaveText('Hi, Avery');
  });

  test('signing out in the nav updates the dashboard without a reload', async ({ page }) => {
    await signUpThroughUi(page, 'Blake', uniqueEmail('signout'));
    const dashboard = area(page, 'mfe-property-report');
    await expect(dashboard.getByRole('heading', { name: 'Welcome, Blake' })).toBeVisible();
    // A marker on window proves no reload happens between the two states.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await signOutThroughNav(page);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true }).first()).toBeVisible();
    // Back on the dashboard inside the page (single-spa follows history), as a guest now.
    await page.evaluate(() => {
      history.pushState(null, '', '/dashboard');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(dashboard.getByText('Sign in to see your home’s value')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('signing in again after sign-out, and the session survives a reload', async ({ page }) => {
    const email = uniqueEmail('signin');
    await signUpThroughUi(page, 'Casey', email);
    await signOutThroughNav(page);

    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.reload();
    await expect(area(page, 'mfe-property-report').getByRole('heading', { name: 'Welcome back, Casey' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByTestId('nav-display-name')).toHaveText('Hi, Casey');
  });

  test('shows "Invalid credentials!" for a wrong password and "No user found for this email." for an unknown email', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await signUpThroughUi(page, 'Devon', email);
    await signOutThroughNav(page);

    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('Wrong!Pass1');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid credentials!');

    await form.getByLabel('Email').fill(uniqueEmail('nobody'));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('No user found for this email.');
  });

  test('every remote renders its first screen', async ({ page }) => {
    const screens: [string, string, RegExp][] = [
      ['/login', 'mfe-account', /Sign in/],
      ['/home-renovation-costs', 'mfe-estimator', /What are you planning to remodel\?/],
      ['/dashboard', 'mfe-property-report', /Your home dashboard/],
      ['/agent/edit-profile', 'mfe-agent', /Agent profile/],
      ['/my-maintenance/app', 'mfe-maintenance', /Home maintenance plan/], // a guest sees the sample home's plan
    ];
    for (const [path, app, heading] of screens) {
      await page.goto(path);
      await expect(area(page, app).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('home entry redirects: a guest stays on / (the landing page); /my-maintenance', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy and renovate to maximise your home equity' })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto('/my-maintenance');
    await expect(page).toHaveURL(/\/my-maintenance\/app$/);
  });

  test('navigating between remotes keeps one page (no reload)', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Maintenance plan/ })
      .click();
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { name: 'Home maintenance plan' })).toBeVisible();
    await expect(area(page, 'mfe-estimator')).toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });
});
