import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, fillSignUp, tooWideBy, uniqueEmail, CSRF, signUpThroughApi } from './helpers';
import { allMail } from './mail';

// The agent's clients: import a contacts file with bad rows, confirm, sort
// by each spec key, and the free plan's limit opening the payment wall that Pro lifts.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');

/** 50 contacts, five bad ones (rows 11, 22, 33, 44, 50) and one lowest value for each sort key. */
function contactsCsv(existingClient: string, hasAccount: string): string {
  const lines = ['First Name,Last Name,E-mail Address,Mobile Phone,Home Street,Home City,Home State,Home Postal Code'];
  const special: Record<number, string[]> = {
    2: ['Aaron', 'Zimmer'],
    3: ['Yara', 'Abbott'],
    4: ['Kai', 'Nakoa', '', '', '5 Harbor Rd', 'Anchorage', 'AK', '99501'],
    5: ['Nora', 'Quinn', '', '', '8 State St', 'Albany', 'NY', '12207'],
    6: ['Liam', 'Ortiz', '', '', '3 College St', 'Amherst', 'MA', '01002'],
  };
  for (let i = 1; i <= 50; i += 1) {
    const row = [`Person${i}`, `Family${i}`, `person${i}-${Date.now()}@example.com`, `(512) 555-${1000 + i}`, `${i} Main Street`, 'Austin', 'TX', '78701'];
    (special[i] ?? []).forEach((value, k) => {
      if (value !== '') row[k] = value;
    });
    if (i === 11) row[2] = 'not-an-email';
    if (i === 22) row[4] = '';
    if (i === 33) row[2] = lines[3]!.split(',')[2]!;
    if (i === 44) row[2] = existingClient;
    if (i === 50) row[2] = hasAccount;
    lines.push(row.join(','));
  }
  return lines.join('\n');
}

async function expectAxeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).include('#area-mfe-agent').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectFits(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, wide > 0 ? await tooWideBy(page) : '').toBeLessThanOrEqual(0);
}

test.describe('agent clients', { tag: ['@mfe_agent'] }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an agent imports 50 contacts with 5 bad rows explained, confirms, sorts by each key, and at the free limit Pro lifts it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const agentEmail = uniqueEmail('clients-agent');
    await fillSignUp(page, 'agent', 'Iris', agentEmail);
    await expect(page).toHaveURL(/\/agent\/payment-wall$/);
    // This agent chose to invite clients as soon as they are added (off by default).
    await page.goto('/agent/edit-profile');
    const profile = page.getByRole('form', { name: 'Your profile and card' });
    await profile.getByLabel(/^Send invitations when I add a client/).check();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('status')).toHaveText('Profile saved.');

    // One contact is already a client; another person already has an account (signed up elsewhere).
    const existing = uniqueEmail('existing-client');
    expect((await page.request.post('/api/v1/agent/clients', { headers: CSRF, data: { firstName: 'Existing', lastName: 'Client', emailAddress: existing } })).status()).toBe(201);
    const member = uniqueEmail('member');
    await signUpThroughApi(request, { email: member, firstName: 'Mem', lastName: 'Ber' });

    await page.goto('/agent/import-file');
    const agent = area(page, 'mfe-agent');
    await expect(agent.getByRole('heading', { name: 'Import contacts', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Import contacts/);
    const csv = contactsCsv(existing, member);
    await agent.getByLabel('Contacts file', { exact: true }).setInputFiles({ name: 'outlook-contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    // Outlook's column names were matched; the agent could correct them here.
    const mapping = agent.getByRole('region', { name: /Check which column holds what/ });
    await expect(mapping.getByLabel('Email')).toHaveValue('2');
    await expect(mapping.getByLabel('Zip code')).toHaveValue('7');
    await mapping.getByRole('button', { name: 'Check every row' }).click();

    const preview = agent.getByRole('region', { name: /Check the preview/ });
    await expect(preview.getByRole('status')).toHaveText('45 contacts ready to import; 5 rows need attention and will not be imported.');
    await preview.getByLabel('Only rows that need attention').check();
    const table = preview.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6);
    for (const [row, reason] of [
      ['11', 'Email is not valid'],
      ['22', 'No valid address'],
      ['33', 'Duplicate of an earlier row in this file'],
      ['44', 'Already one of your clients'],
      ['50', 'Already has a Homeworth account'],
    ] as const) {
      await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: row, exact: true }) })).toContainText(reason);
    }
    await expectAxeClean(page, 'import preview');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'agent-import-preview-1440.png'), fullPage: true });
    const report = await page.request.get(`${new URL(page.url()).origin}${await preview.getByRole('link', { name: 'Download the report (CSV)' }).getAttribute('href')}`);
    expect((await report.text()).split('\n').filter((l) => l.includes('Not imported'))).toHaveLength(5);

    await preview.getByRole('button', { name: 'Import 45 contacts' }).click();
    await expect(agent.getByRole('region', { name: 'Imported' }).getByRole('status')).toContainText('45 contacts are now your clients');
    // Each of the 45 new clients gets an invitation in the development mailbox (the agent's choice above).
    const invited = new Set(
      csv
        .split('\n')
        .slice(1)
        .filter((_, i) => ![11, 22, 33, 44, 50].includes(i + 1))
        .map((line) => line.split(',')[2]!.toLowerCase()),
    );
    expect(invited.size).toBe(45);
    const invitedSoFar = async () =>
      new Set(
        (await allMail())
          .filter((m) => m.subject.endsWith(' invited you to Homeworth'))
          .flatMap((m) => m.to.map((to) => to.address.toLowerCase()))
          .filter((a) => invited.has(a)),
      ).size;
    await expect.poll(invitedSoFar, { timeout: 60_000, intervals: [1_000] }).toBe(45);

    // Contacts: sorted on the server by each spec key.
    await agent.getByRole('link', { name: 'Go to your contacts' }).click();
    await expect(page).toHaveURL(/\/agent\/list-manager$/);
    await expect(agent.getByText('46 of 50 live clients on the free plan.')).toBeVisible();
    const list = agent.getByRole('list', { name: 'Clients' });
    const firstName = () => list.getByRole('listitem').first().getByRole('heading');
    for (const [key, first] of [
      ['Name', 'Aaron Zimmer'],
      ['Last name', 'Yara Abbott'],
      ['State', 'Kai Nakoa'],
      ['City', 'Nora Quinn'],
      ['Zip code', 'Liam Ortiz'],
    ] as const) {
      await agent.getByLabel('Sort by').selectOption({ label: key });
      await expect(firstName()).toHaveText(first);
    }
    await agent.getByLabel('Search clients').fill('nakoa');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await agent.getByLabel('Search clients').fill('');
    await expect(agent.getByText('Page 1 of 2')).toBeVisible();
    await expectAxeClean(page, 'contacts');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'agent-contacts-1440.png'), fullPage: true });

    // The client page: a note.
    await list.getByRole('link', { name: 'Aaron Zimmer' }).click();
    await expect(agent.getByRole('heading', { name: 'Aaron Zimmer', level: 1 })).toBeVisible();
    await agent.getByLabel('New note').fill('Met at the open house');
    await agent.getByRole('button', { name: 'Add note' }).click();
    await expect(agent.getByRole('list', { name: 'Notes, newest first' })).toContainText('Met at the open house');
    await expect(agent.getByRole('region', { name: 'Homes' })).toContainText('Notifications: zero');
    await expectAxeClean(page, 'client page');

    // Up to the free limit (50 live clients), then one more opens the payment wall.
    for (let i = 0; i < 4; i += 1) {
      const added = await page.request.post('/api/v1/agent/clients', {
        headers: CSRF,
        data: { firstName: 'Extra', lastName: `Client${i}`, emailAddress: uniqueEmail(`extra${i}`) },
      });
      expect(added.status()).toBe(201);
    }
    await page.goto('/agent/list-manager');
    await expect(agent.getByText('50 of 50 live clients on the free plan.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a client' });
    await form.getByLabel('First name').fill('Over');
    await form.getByLabel('Last name').fill('Limit');
    await form.getByRole('button', { name: 'Add client' }).click();
    await expect(page).toHaveURL(/\/agent\/payment-wall\?reason=client-limit$/);

    await page.getByRole('button', { name: 'Pay monthly' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Iris Tester');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/success_payment=true/);

    await page.goto('/agent/list-manager');
    await expect(agent.getByText('Agent/Broker PRO: no limit on live clients (50 now).')).toBeVisible();
    await form.getByLabel('First name').fill('Over');
    await form.getByLabel('Last name').fill('Limit');
    await form.getByRole('button', { name: 'Add client' }).click();
    await expect(agent.getByText('Agent/Broker PRO: no limit on live clients (51 now).')).toBeVisible();

    // At 360 px: no sideways scroll, the add form opens on demand above the list.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/agent/list-manager');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(agent.getByRole('button', { name: 'Add a client' })).toBeVisible();
    await expectFits(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'agent-contacts-360.png'), fullPage: true });
    await list.getByRole('link', { name: 'Aaron Zimmer' }).click();
    await expect(agent.getByRole('heading', { name: 'Aaron Zimmer', level: 1 })).toBeVisible();
    await expectFits(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'agent-client-360.png'), fullPage: true });
    await page.goto('/agent/import-file');
    await expect(agent.getByLabel('Contacts file', { exact: true })).toBeVisible();
    await expectFits(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'agent-import-360.png'), fullPage: true });
  });
});
