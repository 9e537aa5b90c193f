import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, signUpThroughApi } from './helpers';
import { mailTo } from './mail';

const ACCEPTED = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page.getByText('Test mode: no real payment is taken')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Jane Buyer');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe('payments through the sandbox checkout', { tag: ['@mfe_account', '@mfe_agent'] }, () => {
  test('a homeowner out of addresses buys 5 Premium Addresses, sees "All set!" and the new count, and a receipt arrives', async ({ page }) => {
    const email = await signUpThroughApi(page.request, { email: uniqueEmail('pay'), firstName: 'Hana', lastName: 'Buyer', roleId: 2 });
    // Use up the free allowance: three homes added through the property API.
    for (const street of ['101 Oak St', '102 Oak St', '103 Oak St']) {
      const identity = await page.request.post('/api/v1/property/kukun-id', {
        headers: { 'X-Requested-With': 'homeworth' },
        data: { address: street, city: 'Austin', state: 'TX', zipCode: '78701' },
      });
      const { kukunId } = ((await identity.json()) as { message: { kukunId: number } }).message;
      const added = await page.request.post('/api/v1/property/user-properties', { headers: { 'X-Requested-With': 'homeworth' }, data: { kukunId } });
      expect(added.status()).toBe(201);
    }
    await page.goto('/pricing-options?referrer=/my-maintenance/app');
    await expect(page.getByTestId('address-remaining')).toHaveText('You have 0 addresses left.');
    await page.getByRole('button', { name: /Buy 5 Premium Addresses/ }).click();
    await payOnSandbox(page, ACCEPTED);

    await expect(page).toHaveURL(/\/my-maintenance\/app\?success_payment=true&addresses=5$/);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'All set!' })).toBeVisible();
    await expect(modal).toContainText("You've successfully purchased 5 addresses.");
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/my-maintenance\/app$/);

    await page.goto('/pricing-options');
    await expect(page.getByTestId('address-remaining')).toHaveText('You have 5 addresses left.');

    // The receipt is delivered by the mail job queue, through SMTP to the local mail catcher.
    await expect.poll(async () => (await mailTo(email)).find((mail) => mail.subject === 'Your Homeworth receipt: 5 Premium Addresses')?.text ?? '').toContain('Total paid: $19.99');
  });

  test('a declined card shows the reason on the card page and can be retried there; a cancel returns to the pricing page with a neutral note', async ({ page }) => {
    await signUpThroughApi(page.request, { email: uniqueEmail('pay'), firstName: 'Ira', lastName: 'Buyer', roleId: 2 });
    await page.goto('/pricing-options?referrer=/dashboard');
    await page.getByRole('button', { name: /Buy 1 Premium Address/ }).click();
    await payOnSandbox(page, DECLINED);
    await expect(page.getByRole('alert')).toContainText('Your card was declined');
    await expect(page.getByRole('alert')).toContainText('Try another card');
    await expect(page).toHaveURL(/\/api\/sandbox-checkout\//);
    await payOnSandbox(page, ACCEPTED);
    await expect(page).toHaveURL(/\/dashboard\?success_payment=true&addresses=1$/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'All set!' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();

    await page.goto('/pricing-options?referrer=/dashboard');
    await page.getByRole('button', { name: /Buy 10 Premium Addresses/ }).click();
    await page.getByRole('button', { name: 'Cancel and return to Homeworth' }).click();
    await expect(page).toHaveURL(/\/pricing-options\?referrer=%2Fdashboard&success_payment=false$|\/pricing-options\?referrer=\/dashboard&success_payment=false$/);
    const dialog = page.getByRole('dialog', { name: 'Checkout cancelled' });
    await expect(dialog).toContainText('No payment was taken.');
    await expect(page.getByText('Oops!')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await page.goto('/pricing-options');
    await expect(page.getByTestId('address-remaining')).toHaveText('You have 4 addresses left.');
  });

  test('an agent upgrades to Pro monthly and the nav shows the PRO label', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpThroughApi(page.request, { email: uniqueEmail('pay'), firstName: 'Jo', lastName: 'Buyer', roleId: 7 });
    await page.goto('/agent/payment-wall');
    await expect(page.getByRole('heading', { name: 'Pay monthly' })).toBeVisible();
    await expect(page.getByText('$99/month')).toBeVisible();
    await expect(page.getByText('$990/year')).toBeVisible();
    await page.getByRole('button', { name: 'Pay monthly' }).click();
    await payOnSandbox(page, ACCEPTED);

    await expect(page).toHaveURL(/\/agent\/edit-profile\?success_payment=true/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'All set!' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    // Above 1024 px the nav shows a PRO badge by the name (at 1024 and below the menu carries the label).
    await expect(page.getByRole('banner').getByText('PRO', { exact: true })).toBeVisible();
    await expect(page.locator('#area-mfe-agent').getByText('Agent/Broker PRO')).toBeVisible();

    // The subscriber sees the renewal date, switches billing and cancels renewal on the PRO page.
    await page.goto('/agent/payment-wall');
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan.getByTestId('subscription-summary')).toHaveText(/^Agent\/Broker PRO, billed monthly\. Renews on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    await plan.getByRole('button', { name: 'Switch to yearly billing at renewal' }).click();
    await expect(plan.getByTestId('subscription-summary')).toContainText('billed yearly. Renews on');
    await plan.getByRole('button', { name: 'Cancel renewal' }).click();
    await expect(plan.getByTestId('subscription-summary')).toContainText('Cancelled: PRO stays on until');
    await expect(plan.getByRole('button', { name: 'Keep my plan (renew)' })).toBeVisible();
  });
});
