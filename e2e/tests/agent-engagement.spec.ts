import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, fillSignUp, tooWideBy, uniqueEmail } from './helpers';
import { linkFromMail, mailTo, waitForMail } from './mail';

// Agent engagement: a client added by an agent gets the invitation, its
// link (after the Continue click) signs them in on their dashboard with the agent's card; a tracked link of their digest and
// "Text my agent" reach the agent's activity feed and alert email.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');
const TRACKED = '/api/agent-email/click';

async function expectAxeClean(page: Page, selector: string, where: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Axe clean and a screenshot at 1440 px, then no sideways scroll and a screenshot at 360 px. */
async function checkPage(page: Page, selector: string, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectAxeClean(page, selector, name);
  await page.screenshot({ path: path.join(SCREENSHOTS, `agent-engagement-1440-${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  // The shell swaps its nav for the menu button once it sees the narrow screen: give it a moment.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect
    .poll(overflow, { timeout: 5_000 })
    .toBeLessThanOrEqual(0)
    .catch(() => undefined);
  const wide = await overflow();
  expect(wide, wide > 0 ? await tooWideBy(page) : '').toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, `agent-engagement-360-${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test(
  'an invited client lands signed in with the agent card, clicks the digest and texts the agent, who sees both and is alerted',
  { tag: ['@mfe_agent', '@mfe_property_report'] },
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const agentEmail = uniqueEmail('engage-agent');
    const clientEmail = uniqueEmail('engage-client');
    await fillSignUp(page, 'agent', 'Aria', agentEmail);
    await expect(page).toHaveURL(/\/agent\/payment-wall$/);

    // The agent's card: a phone for calls and texts.
    await page.goto('/agent/edit-profile');
    const card = page.getByRole('form', { name: 'Your profile and card' });
    await card.getByLabel('Phone for calls and texts').fill('(512) 555-0100');
    await card.getByRole('button', { name: 'Save profile' }).click();
    await expect(card.getByRole('status')).toHaveText('Profile saved.');

    // Adding a client makes them live; the agent sends the invitation.
    await page.goto('/agent/list-manager');
    const form = page.getByRole('form', { name: 'Add a client' });
    await form.getByLabel('First name').fill('Maria');
    await form.getByLabel('Last name').fill('Lopez');
    await form.getByLabel('Email').fill(clientEmail);
    await form.getByLabel('Phone').fill('512 555 0142');
    await form.getByLabel('Address').fill('12 Oak Street');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State').fill('TX');
    await form.getByLabel('Zip code').fill('78701');
    await form.getByRole('button', { name: 'Add client' }).click();
    await area(page, 'mfe-agent').getByRole('button', { name: 'Send invitation to Maria Lopez' }).click();
    const [invitation] = await waitForMail(clientEmail);
    expect(invitation!.subject).toContain('invited you to Homeworth');
    expect(invitation!.text).toContain('Your agent');

    // The client opens the invitation in their own browser: the page names the address, Continue signs
    // them in, on the dashboard, with the agent's card.
    const clientContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const client = await clientContext.newPage();
    await client.goto(await linkFromMail(clientEmail, TRACKED));
    await expect(client.getByText(`This link signs you in as ${clientEmail}.`)).toBeVisible();
    await checkPage(client, 'main', 'email-session');
    await client.getByRole('button', { name: 'Continue' }).click();
    await expect(client).toHaveURL(/\/dashboard$/);
    const yourAgent = area(client, 'mfe-property-report').getByRole('region', { name: 'Your agent', exact: true });
    await expect(yourAgent.getByText('Aria')).toBeVisible();
    await expect(yourAgent.getByRole('link', { name: 'Call (512) 555-0100' })).toHaveAttribute('href', 'tel:+15125550100');
    await expect(yourAgent.getByRole('link', { name: `Email ${agentEmail}` })).toBeVisible();
    await checkPage(client, '#area-mfe-property-report', 'client-dashboard');
    // A used invitation link says Unauthorized with a way to sign in.
    const used = await clientContext.newPage();
    await used.goto(new URL(client.url()).origin + '/login/email-session?userEmail=' + encodeURIComponent(clientEmail) + '&emailToken=' + 'x'.repeat(43));
    await used.getByRole('button', { name: 'Continue' }).click();
    await expect(used.getByRole('alert')).toHaveText('Unauthorized');
    await expect(used.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await used.close();

    // The agent sends this month's digest from the client's page.
    await page.goto('/agent/list-manager');
    await area(page, 'mfe-agent').getByRole('link', { name: 'Maria Lopez' }).first().click();
    const activity = area(page, 'mfe-agent').getByRole('region', { name: 'Activity', exact: true });
    await expect(activity.getByText('Joined')).toBeVisible();
    await activity.getByRole('button', { name: 'Send this month’s digest now' }).click();
    await expect(activity.getByRole('status')).toHaveText("This month's digest is on its way.");
    await waitForMail(clientEmail, 2);
    // The agent's browser preview of the digest.
    const clientPage = page.url();
    await page.goto((await activity.getByRole('link', { name: /Preview the digest/ }).getAttribute('href'))!);
    await expect(page.getByRole('heading', { name: 'Your home this month (preview)' })).toBeVisible();
    await expect(page.getByText('Best-return project')).toBeVisible();
    await checkPage(page, 'main', 'digest-preview');
    await page.goto(clientPage);

    // The client follows a tracked link of the digest, then texts the agent from the dashboard.
    await client.goto(await linkFromMail(clientEmail, TRACKED));
    await expect(client).toHaveURL(/\/properties\/\d+$/);
    await client.goto('/dashboard');
    await yourAgent.getByRole('button', { name: 'Text my agent' }).click();
    const dialog = client.getByRole('dialog', { name: /^Text / });
    await dialog.getByLabel(/Your message/).fill('Can we talk about selling this spring?');
    await dialog.getByRole('button', { name: 'Send text' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^SMS sent: /);
    await clientContext.close();

    // The agent sees the click and the text in the feed and got alert emails.
    await page.goto('/agent/activity');
    const agentArea = area(page, 'mfe-agent');
    const feed = agentArea.getByRole('list', { name: 'Activity, newest first' });
    await expect(feed.getByText('Maria Lopez texted you: "Can we talk about selling this spring?"')).toBeVisible();
    await expect(feed.getByText(/^Maria Lopez clicked CheckHomeValues in "Your home this month/)).toBeVisible();
    await expect(agentArea.getByRole('heading', { name: /^Alerts \(\d+ unread\)$/ })).toBeVisible();
    // Alert emails: the first click of the hour and every text.
    await expect.poll(async () => (await mailTo(agentEmail)).map((m) => m.subject)).toContain('Client activity: Maria Lopez texted you: "Can we talk about selling this spring?"');
    await checkPage(page, '#area-mfe-agent', 'agent-activity');
    await agentArea
      .getByRole('link', { name: /texted you/ })
      .first()
      .click();
    await expect(activity.getByText('2 clicks in the last 30 days', { exact: false })).toBeVisible();
    await checkPage(page, '#area-mfe-agent', 'client-activity');
  },
);
