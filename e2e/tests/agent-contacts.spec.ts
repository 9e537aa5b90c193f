import { expect, test } from '@playwright/test';
import { area, fillSignUp, uniqueEmail, signOut } from './helpers';
import { linkFromMail } from './mail';

// Contacts (/agent/list-manager) and the associated agent's links in the Services menu.

const FINANCING = 'https://lender.example.com/apply';

test.describe('agent contacts', { tag: ['@mfe_agent'] }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an agent adds a client; that homeowner later sees the agent’s financing link under Services', async ({ page }) => {
    const agentEmail = uniqueEmail('contacts-agent');
    const clientEmail = uniqueEmail('contacts-client');
    await fillSignUp(page, 'agent', 'Aria', agentEmail);
    await expect(page).toHaveURL(/\/agent\/payment-wall$/);

    // The agent's own links, on the agent profile.
    await page.goto('/agent/edit-profile');
    const links = page.getByRole('form', { name: 'Your profile and card' });
    await links.getByLabel('Financing link').fill(FINANCING);
    await links.getByRole('button', { name: 'Save profile' }).click();
    await expect(links.getByRole('status')).toHaveText('Profile saved.');

    // Contacts from the account menu.
    await page.getByRole('button', { name: /^Hi, / }).click();
    await page.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/agent\/list-manager$/);
    const agentArea = area(page, 'mfe-agent');
    await expect(agentArea.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a client' });
    // The 3-to-30 rule reads the full name: 32 characters are refused.
    await form.getByLabel('First name').fill('Maximiliano Alejandro Cruz');
    await form.getByLabel('Last name').fill('Lopez');
    await form.getByRole('button', { name: 'Add client' }).click();
    await expect(form.getByText('Full name must be 3 to 30 characters.')).toBeVisible();

    await form.getByLabel('First name').fill('Maria');
    await form.getByLabel('Email').fill(clientEmail);
    await form.getByLabel('Phone').fill('512 555 0142');
    await form.getByLabel('Address').fill('12 Oak Street');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State').fill('TX');
    await form.getByLabel('Zip code').fill('78701');
    await form.getByRole('button', { name: 'Add client' }).click();
    const card = agentArea.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Maria Lopez' }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Complete')).toBeVisible();
    await expect(card.getByText('(512) 555-0142')).toBeVisible();
    // Adding sends nothing: the agent sends the invitation when ready.
    await expect(card.getByText('Not invited yet')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await card.getByRole('button', { name: 'Send invitation to Maria Lopez' }).click();
    await expect(card.getByText('Invited', { exact: true })).toBeVisible();

    // An email that already has an account cannot be added (the spec's text).
    await form.getByLabel('First name').fill('Someone');
    await form.getByLabel('Last name').fill('Else');
    await form.getByLabel('Email').fill(agentEmail);
    await form.getByRole('button', { name: 'Add client' }).click();
    await expect(form.getByRole('alert')).toHaveText('Email address already has a Kukun account, and cannot be added.');

    // The client joins through the invitation (consent: only that makes the agent theirs) and finds
    // the agent's financing link in Services, opening in a new tab.
    await signOut(page);
    await page.goto(await linkFromMail(clientEmail, '/api/agent-email/click'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).hover();
    const financing = nav.getByRole('link', { name: /Financing/ });
    await expect(financing).toHaveAttribute('href', FINANCING);
    await expect(financing).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: /Insurance/ })).toHaveCount(0);

    // Signed in, blog links carry the signed access token as actk.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Homeworth blog/ })).toHaveAttribute(
      'href',
      /^https:\/\/blog\.homeworth\.com\/blog\?actk=[\w-]+\.[\w-]+$/,
    );
  });

  test('a guest is asked to sign in and a homeowner is told Contacts is for agents', async ({ page }) => {
    await page.goto('/agent/list-manager');
    await expect(area(page, 'mfe-agent').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?referrer=/agent/list-manager');
    await fillSignUp(page, 'homeowner', 'Hana', uniqueEmail('contacts-owner'));
    await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
    await page.goto('/agent/list-manager');
    await expect(page.getByText('Contacts is for agent and broker accounts.', { exact: false })).toBeVisible();
  });
});

test.describe("the agent's first minutes", { tag: ['@mfe_agent'] }, () => {
  test('after sign-up "Maybe later" on the payment wall lands on the agent dashboard (clients, activity, next steps)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await fillSignUp(page, 'agent', 'Ava', uniqueEmail('later-agent'));
    await expect(page).toHaveURL(/\/agent\/payment-wall$/);
    await area(page, 'mfe-agent').getByRole('link', { name: 'Maybe later' }).click();
    await expect(page).toHaveURL(/\/agent\/dashboard$/);
    const dashboard = area(page, 'mfe-agent');
    await expect(dashboard.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await expect(dashboard.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(dashboard.getByRole('heading', { name: 'Next steps' })).toBeVisible();
    await expect(page.getByText('Add your home')).toHaveCount(0);
    await dashboard.getByRole('link', { name: 'Add your first client' }).click();
    await expect(page).toHaveURL(/\/agent\/list-manager$/);
  });

  test('on a phone the add-client form opens on demand above a visible client list', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await fillSignUp(page, 'agent', 'Eli', uniqueEmail('phone-agent'));
    await expect(page).toHaveURL(/\/agent\/payment-wall$/);
    await page.goto('/agent/list-manager');
    const agentArea = area(page, 'mfe-agent');
    await expect(agentArea.getByRole('heading', { name: /Your clients/ })).toBeInViewport();
    await expect(page.getByRole('form', { name: 'Add a client' })).toBeHidden();
    await agentArea.getByRole('button', { name: 'Add a client' }).click();
    const form = page.getByRole('form', { name: 'Add a client' });
    await expect(form).toBeVisible();
    const formBox = (await form.boundingBox())!;
    const listBox = (await agentArea.getByRole('heading', { name: /Your clients/ }).boundingBox())!;
    expect(formBox.y).toBeLessThan(listBox.y);
    await form.getByLabel('First name').fill('Maria');
    await form.getByLabel('Last name').fill('Lopez');
    await form.getByLabel('Email').fill(uniqueEmail('phone-client'));
    await form.getByLabel('Phone').fill('512 555 0142');
    await form.getByRole('button', { name: 'Add client' }).click();
    await expect(agentArea.getByRole('heading', { name: 'Maria Lopez' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add a client' })).toBeHidden();
  });
});
