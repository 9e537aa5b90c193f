import { expect, test } from '@playwright/test';
import { defaultEstimatorAnswers, LIMIT_MODAL_TITLES } from '@homeworth/shared-lib/domain';
import { estimator } from './estimator-walk';
import { fillSignUpForm, giveEstimatorAnswers, KITCHEN_ESTIMATE, signInThroughUi, signOut, uniqueEmail } from './helpers';
import { linkFromMail } from './mail';

// A guest's pending save is the estimate they last asked to save: asking to save a bathroom from its
// result's sign-up wall replaces an earlier kitchen, and the bathroom, with its answers, is what the new
// account holds after sign-up, verification in another tab and signing in again.

const BATHROOM = 'Bathroom-Renovation-Cost';
const PENDING_SAVE_KEY = 'hw:estimator:pending-save';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 800 },
]) {
  test.describe(`the latest estimate is the one saved, at ${viewport.width} px`, { tag: ['@mfe_estimator'] }, () => {
    test.use({ viewport });

    test('kitchen, then bathroom saved from its sign-up wall: the account holds the bathroom with its answers, not the kitchen', async ({ page, context }) => {
      test.setTimeout(120_000);
      // The kitchen: priced, and the guest once asked to save it, then closed the dialog.
      await page.goto('/home-renovation-costs');
      await giveEstimatorAnswers(page, KITCHEN_ESTIMATE.slug, KITCHEN_ESTIMATE.answers);
      await page.goto(`/${KITCHEN_ESTIMATE.slug}/estimator-result`);
      await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
      await estimator(page).getByRole('button', { name: 'Save this estimate' }).click();
      await expect(estimator(page).getByRole('dialog', { name: 'Save this estimate' })).toBeVisible();
      await page.keyboard.press('Escape');

      // The bathroom, with answers of its own: a second project sits behind the sign-up wall.
      await giveEstimatorAnswers(page, BATHROOM, defaultEstimatorAnswers(BATHROOM, { 'room-size': 85, 'property-address': { state: 'OH' } }));
      await page.goto(`/${BATHROOM}/estimator-result`);
      const wall = estimator(page).getByRole('dialog', { name: LIMIT_MODAL_TITLES.signUp });
      await expect(wall).toBeVisible();
      await expect(wall.getByRole('link', { name: 'Sign in and save' })).toHaveAttribute('href', `/login?referrer=%2F${BATHROOM}%2Festimator-result`);
      await wall.getByRole('link', { name: 'Create a free account and save' }).click();
      await expect(page).toHaveURL(new RegExp(`/signup\\?referrer=%2F${BATHROOM}%2Festimator-result$`));

      const email = uniqueEmail('pending-latest');
      await fillSignUpForm(page, 'Robin', email);
      await expect(page).toHaveURL(/\/signup\/verify-your-email\?referrer=/);

      // The emailed link, opened in another tab (no answers in its session): the bathroom comes back, saved.
      const other = await context.newPage();
      await other.goto(await linkFromMail(email, '/login/verify-your-email'));
      await expect(other.getByText('Your email is verified. Thank you!')).toBeVisible();
      await other.goto('/home-renovation-costs');
      await expect(other).toHaveURL(new RegExp(`/${BATHROOM}/estimator-result$`));
      await expect(estimator(other).getByRole('heading', { level: 1, name: 'Your bathroom estimate' })).toBeVisible();
      await expect(estimator(other).getByRole('status').filter({ hasText: 'Saved to' })).toBeVisible();
      await expect(estimator(other).getByText(/Based on: 85 sq ft/)).toBeVisible();
      const total = (await estimator(other).getByTestId('estimate-total').textContent())!;
      expect(await other.evaluate((key) => localStorage.getItem(key), PENDING_SAVE_KEY)).toBeNull();
      const wide = await other.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(wide).toBeLessThanOrEqual(0);
      await other.screenshot({ path: test.info().outputPath(`bathroom-saved-${viewport.width}.png`), fullPage: true });

      // Signed in again: the account holds the bathroom once, and no kitchen.
      await signOut(other);
      await signInThroughUi(other, email);
      await expect(other).not.toHaveURL(/\/login/);
      await other.goto('/estimate-history');
      await expect(estimator(other).getByRole('heading', { level: 2, name: 'Bathroom' })).toHaveCount(1);
      await expect(estimator(other).getByText(total, { exact: false }).first()).toBeVisible();
      await expect(estimator(other).getByRole('heading', { level: 2, name: 'Kitchen' })).toHaveCount(0);
      await other.screenshot({ path: test.info().outputPath(`estimate-history-${viewport.width}.png`), fullPage: true });
    });
  });
}
