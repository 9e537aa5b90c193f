import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, CSRF, fillSignUp, tooWideBy, uniqueEmail } from './helpers';
import { linkFromMail, mailTo, waitForMail } from './mail';

// Agents in control of their e-mails: adding a client sends nothing, the agent previews the real
// invitation and sends one or the selected clients' invitations, the activity shows them at once,
// a client opts out from the e-mail and the agent sees it; notes typed when adding are kept.

async function expectAxeClean(page: Page, selector: string, where: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectFits(page: Page) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect
    .poll(overflow, { timeout: 5_000 })
    .toBeLessThanOrEqual(0)
    .catch(() => undefined);
  const wide = await overflow();
  expect(wide, wide > 0 ? await tooWideBy(page) : '').toBeLessThanOrEqual(0);
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('an agent previews and sends invitations when ready, sees them at once, and a client who opts out gets no more', { tag: ['@mfe_agent'] }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const agentEmail = uniqueEmail('control-agent');
  const maria = uniqueEmail('control-maria');
  const sam = uniqueEmail('control-sam');
  await fillSignUp(page, 'agent', 'Aria', agentEmail);
  await expect(page).toHaveURL(/\/agent\/payment-wall$/);

  // The default: nothing is sent on adding until the agent chooses otherwise.
  await page.goto('/agent/edit-profile');
  await expect(page.getByRole('form', { name: 'Your profile and card' }).getByLabel(/^Send invitations when I add a client/)).not.toBeChecked();

  // Adding a client with notes: added, not invited, the notes kept.
  await page.goto('/agent/list-manager');
  const agentArea = area(page, 'mfe-agent');
  const form = page.getByRole('form', { name: 'Add a client' });
  await form.getByLabel('First name').fill('Maria');
  await form.getByLabel('Last name').fill('Lopez');
  await form.getByLabel('Email').fill(maria);
  await form.getByLabel('Address').fill('12 Oak Street');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Zip code').fill('78701');
  await form.getByLabel('Notes').fill('Wants a pool before summer');
  await form.getByRole('button', { name: 'Add client' }).click();
  await expect(agentArea.getByRole('status')).toHaveText('Maria Lopez added. No invitation sent yet: preview it and send it when you are ready.');
  expect((await page.request.post('/api/v1/agent/clients', { headers: CSRF, data: { firstName: 'Sam', lastName: 'Reed', emailAddress: sam } })).status()).toBe(201);
  await page.reload();
  const card = (name: string) => agentArea.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card('Maria Lopez').getByText('Not invited yet')).toBeVisible();
  await expect(card('Sam Reed').getByText('Not invited yet')).toBeVisible();

  // The preview is the real e-mail, in the agent's own page; it sends nothing.
  await card('Maria Lopez').getByRole('button', { name: 'Preview invitation for Maria Lopez' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitation e-mail preview' });
  await expect(dialog.getByText(/invited you to Homeworth$/)).toBeVisible();
  const email = dialog.frameLocator('iframe');
  await expect(email.getByText('Open my dashboard')).toBeVisible();
  await expect(email.getByRole('link', { name: 'Opt out' })).toBeVisible();
  // (axe cannot enter the e-mail's sandboxed frame, which runs no script: the page is checked once the dialog closes.)
  await shot(page, 'invitation-preview-1440');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFits(page);
  await shot(page, 'invitation-preview-360');
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await mailTo(maria)).toEqual([]);

  // Bulk: both selected, sent in one go.
  await agentArea.getByLabel('Select everyone I can invite on this page').check();
  await agentArea.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(agentArea.getByRole('status')).toHaveText('2 invitations sent.');
  await expect(card('Maria Lopez').getByText('Invited', { exact: true })).toBeVisible();
  await waitForMail(maria);
  await waitForMail(sam);
  await expectAxeClean(page, '#area-mfe-agent', 'contacts');
  await shot(page, 'contacts-1440');

  // The activity page shows the sends at once.
  await page.goto('/agent/activity');
  const feed = agentArea.getByRole('list', { name: 'Activity, newest first' });
  await expect(feed.getByText('You sent Maria Lopez an invitation')).toBeVisible();
  await expect(feed.getByText('You sent Sam Reed an invitation')).toBeVisible();

  // Sam opts out from the link in the invitation.
  const client = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const samPage = await client.newPage();
  await samPage.goto(await linkFromMail(sam, '/api/agent-email/opt-out'));
  await expect(samPage.getByRole('heading', { name: 'Stop emails from your agent?' })).toBeVisible();
  await samPage.getByRole('button', { name: 'Opt out' }).click();
  await expect(samPage.getByRole('heading', { name: 'You are opted out' })).toBeVisible();
  await client.close();

  // The agent sees "opted out", and can no longer send to Sam.
  await page.reload();
  await expect(feed.getByText('Sam Reed opted out of your emails')).toBeVisible();
  await shot(page, 'activity-1440');
  await page.goto('/agent/list-manager');
  await expect(card('Sam Reed').getByText('Opted out')).toBeVisible();
  await expect(card('Sam Reed').getByRole('button', { name: /invitation (to|for) Sam Reed/ })).toHaveCount(0);

  // The notes typed when adding Maria are on her page.
  await card('Maria Lopez').getByRole('link', { name: 'Maria Lopez' }).click();
  await expect(agentArea.getByRole('list', { name: 'Notes, newest first' }).getByText('Wants a pool before summer')).toBeVisible();

  // Phone width: Contacts and the activity fit, with screenshots kept.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/agent/list-manager');
  await expect(card('Sam Reed').getByText('Opted out')).toBeVisible();
  await expectFits(page);
  await shot(page, 'contacts-360');
  await page.goto('/agent/activity');
  await expect(feed.getByText('Sam Reed opted out of your emails')).toBeVisible();
  await expectFits(page);
  await shot(page, 'activity-360');
});
