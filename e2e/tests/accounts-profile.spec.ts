import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PASSWORD, uniqueEmail, fillSignUp } from './helpers';

test.describe('accounts: profile page', { tag: ['@mfe_account'] }, () => {
  test.beforeEach(async ({ page }) => {
    await fillSignUp(page, 'homeowner', 'Pia', uniqueEmail('profile'));
    await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
    await page.goto('/user/edit-profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  });

  test('has the personal, contact, homes and communications sections by anchor', async ({ page }) => {
    for (const id of ['personal-nav', 'contact-nav', 'homes-nav', 'communications-nav']) {
      await expect(page.locator(`#${id}`)).toBeVisible();
      await expect(page.locator(`a[href="#${id}"]`)).toBeVisible();
    }
  });

  test('shows the form messages of the spec', async ({ page }) => {
    const form = page.getByRole('form', { name: 'My profile' });
    const cases: [string, string, string][] = [
      ['First name', '', 'First name is required'],
      ['First name', 'P1a', 'Only alphabets are allowed for this field'],
      ['Last name', 'T', 'Atleast 2 alphabets required'],
      ['Mobile number', '', 'Mobile number is required'],
      ['Mobile number', '512-abc-0100', 'Please enter a valid mobile number'],
      ['Mobile number', '512 555 010', 'Mobile number must be 10 digits'],
      ['Email', 'pia@example', 'Please enter a valid email'],
    ];
    for (const [label, value, message] of cases) {
      await page.reload();
      await expect(form.getByLabel('First name')).toHaveValue('Pia');
      await form.getByLabel('Mobile number').fill('(512) 555-0100');
      await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('saves names, phone and preferences, and keeps them after a reload', async ({ page }) => {
    const form = page.getByRole('form', { name: 'My profile' });
    await form.getByLabel('First name').fill('Piper');
    await form.getByLabel('Mobile number').fill('5125550100');
    await form.getByLabel('Monthly newsletter').check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Your profile has been saved.');
    await page.reload();
    await expect(form.getByLabel('First name')).toHaveValue('Piper');
    await expect(form.getByLabel('Mobile number')).toHaveValue('(512) 555-0100');
    await expect(form.getByLabel('Monthly newsletter')).toBeChecked();
  });

  test('a new email asks for the current password and shows the API refusal at that field', async ({ page }) => {
    const form = page.getByRole('form', { name: 'My profile' });
    await expect(form.getByLabel('First name')).toHaveValue('Pia');
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    await form.getByLabel('Mobile number').fill('5125550100');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('moved'));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Please enter your current password to change your email.')).toBeVisible();

    await form.getByLabel('Current password').fill('Wr0ng!Pass');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('The current password is not correct.')).toBeVisible();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Your profile has been saved. We sent a verification link to your new email, and a note to the previous one.');
    await expect(form.getByLabel('Current password')).toHaveCount(0);
  });

  test('uploads a png as a 180x180 picture and refuses a gif with the spec message', async ({ page }) => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1b2a4a' } })
      .png()
      .toBuffer();
    await page.getByLabel('Profile image file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const picture = page.getByRole('img', { name: 'Your profile avatar' });
    await expect(picture).toHaveAttribute('src', /\/api\/v1\/security\/profile\/image\?v=1/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await page.getByLabel('Profile image file').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: gif });
    await expect(page.getByText('File type not allowed, only png/jpeg image type are allowed.')).toBeVisible();
  });

  test('a guest is sent to sign in and comes back to the profile', async ({ page }) => {
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/user/edit-profile');
    await expect(page).toHaveURL(/\/login\?referrer=\/user\/edit-profile$/);
  });
});
