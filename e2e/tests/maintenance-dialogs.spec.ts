import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, signUpThroughUi, tooWideBy, uniqueEmail } from './helpers';

// The maintenance plan's dialogs (new, edit, remove, see how, claim home), one open at a time, by keyboard.

async function expectAxeCleanAndFits(page: Page, name: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${name}: ${v.id}`)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > page.viewportSize()!.width) throw new Error(`${name} is ${width}px wide: ${await tooWideBy(page)}`);
}

test.describe('maintenance plan dialogs', { tag: ['@mfe_maintenance', '@mfe_account', '@mfe_property_report'] }, () => {
  for (const width of [1440, 360]) {
    test(`an owner adds, edits and deletes an own task, reads a task's steps and is offered the claim, at ${width} px`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await signUpThroughUi(page, 'Dana', uniqueEmail('plan-dialogs'));
      const report = area(page, 'mfe-property-report');
      await page.goto('/dashboard');
      const address = `${100 + Math.floor(Math.random() * 9000)} Dialog Court, Denver, CO 80202`;
      await report.getByRole('combobox', { name: 'Address of the home to add' }).fill(address);
      await report.getByRole('button', { name: 'Add home' }).click();
      await expect(report.getByRole('heading', { level: 1, name: address.split(',')[0] })).toBeVisible();

      await page.goto('/my-maintenance/app');
      const app = area(page, 'mfe-maintenance');
      await expect(app.getByRole('heading', { level: 1, name: 'Your maintenance plan' })).toBeVisible();

      // See how: the steps in a dialog; Escape closes it and focus goes back to its button.
      const seeHow = app.getByRole('button', { name: /^See how: / }).first();
      await seeHow.click();
      const how = app.getByRole('dialog', { name: /^How to: / });
      await expect(how.getByTestId('how-steps').getByRole('listitem').first()).toBeVisible();
      await expectAxeCleanAndFits(page, `see how at ${width}`);
      await page.screenshot({ path: test.info().outputPath(`see-how-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(app.getByRole('dialog')).toHaveCount(0);

      // New: an own task from its dialog.
      await app.getByRole('button', { name: 'Add a task' }).click();
      const add = app.getByRole('dialog', { name: 'Add your own task' });
      await add.getByLabel('Task', { exact: true }).fill('Oil the garage door rollers');
      await add.getByLabel('Repeat every').fill('6');
      await add.getByRole('button', { name: 'Add task' }).click();
      await expect(app.getByTestId('plan-notice')).toHaveText(/^Added “Oil the garage door rollers”\./);

      // Edit it.
      await app.getByRole('button', { name: 'Edit: Oil the garage door rollers' }).click();
      const edit = app.getByRole('dialog', { name: 'Edit “Oil the garage door rollers”' });
      await edit.getByLabel('Task', { exact: true }).fill('Oil the garage door rollers and hinges');
      await expectAxeCleanAndFits(page, `edit at ${width}`);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(app.getByTestId('plan-notice')).toHaveText(/^Saved “Oil the garage door rollers and hinges”\./);

      // Remove it, after a confirmation.
      await app.getByRole('button', { name: 'Delete: Oil the garage door rollers and hinges' }).click();
      const confirm = app.getByRole('dialog', { name: 'Delete this task?' });
      await page.screenshot({ path: test.info().outputPath(`delete-${width}.png`) });
      await confirm.getByRole('button', { name: 'Delete task' }).click();
      await expect(app.getByTestId('plan-notice')).toHaveText('Your task was deleted.');
      await expect(app.getByRole('button', { name: 'Edit: Oil the garage door rollers and hinges' })).toHaveCount(0);

      // Claim home: the home is the owner's but not claimed yet.
      await app.getByRole('button', { name: 'Claim this home' }).click();
      const claim = app.getByRole('dialog', { name: 'Claim your home' });
      await expect(claim.getByRole('link', { name: 'Claim this home' })).toHaveAttribute('href', /^\/are-you-the-home-owner\?propertyId=\d+$/);
      await expectAxeCleanAndFits(page, `claim at ${width}`);
      await page.screenshot({ path: test.info().outputPath(`claim-${width}.png`) });
      await claim.getByRole('button', { name: 'Not now' }).click();
      await expect(app.getByRole('dialog')).toHaveCount(0);
    });
  }
});
