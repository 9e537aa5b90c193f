import { expect, test, type Page } from '@playwright/test';
import { defaultEstimatorAnswers, stepDefinitionFor, type EstimatorStepId } from '@homeworth/shared-lib/domain';
import { answerStep, estimator, validAnswer } from './estimator-walk';
import { area, fillSignUpForm, giveEstimatorAnswers, PASSWORD, signUpThroughUi, uniqueEmail, signInThroughUi, signUpThroughApi, claimHomeThroughUi } from './helpers';
import { linkFromMail } from './mail';

// The estimator remembers what the site knows, tells a guest the limit up front, and a
// guest's "Save this estimate" is saved into the account made for it.

const GUEST_NOTE = 'As a guest you can estimate one project for free. A second project, or several together, needs a free account.';

/** "Step 3 of 10" as [3, 10]. */
async function progress(page: Page): Promise<[number, number]> {
  const text = (await estimator(page).getByRole('progressbar').getAttribute('aria-valuetext')) ?? '';
  const match = /^Step (\d+) of (\d+)$/.exec(text);
  expect(match, text).not.toBeNull();
  return [Number(match![1]), Number(match![2])];
}

test.describe('estimator: remembers, tells, saves', { tag: ['@mfe_property_report'] }, () => {
  test('a report link opens the estimator with the home’s state, ZIP, size, value and year built filled in as answers; the step count never grows', async ({ page }) => {
    await page.goto('/dashboard');
    const report = area(page, 'mfe-property-report');
    const input = report.getByRole('combobox', { name: 'Property address' });
    await input.fill('742 Evergreen Terrace, Austin, TX');
    await expect(report.getByRole('option', { name: /^742 Evergreen Terrace, Austin, TX \d{5}$/ }).first()).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
    const link = report.getByRole('link', { name: 'Kitchen remodel cost' });
    const href = (await link.getAttribute('href'))!;
    const query = new URL(href, 'https://site.invalid').searchParams;
    await link.click();

    const slug = 'Kitchen-Renovation-Cost';
    await expect(page).toHaveURL(new RegExp(`/${slug}\\?`));
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'What kind of project is it?' })).toBeVisible();
    await expect(estimator(page).getByTestId('guest-limit-note')).toHaveText(new RegExp(`^${GUEST_NOTE}`));

    // Walk the project's own questions with the first option of each; the count of steps may shrink, never grow.
    const totals: number[] = [];
    for (let guard = 0; guard < 12; guard += 1) {
      const step = (new URL(page.url()).pathname.split('/')[2] ?? 'start') as EstimatorStepId;
      if (step === 'property-address') break;
      await expect(estimator(page).getByRole('heading', { level: 1, name: stepDefinitionFor(slug, step).question })).toBeVisible();
      totals.push((await progress(page))[1]);
      const definition = stepDefinitionFor(slug, step);
      // Number steps show a suggested size as their answer already.
      if (definition.input.kind !== 'number') await answerStep(page, definition, validAnswer(definition, 0));
      await estimator(page).getByRole('button', { name: 'Next' }).click();
      await expect(page).not.toHaveURL(new RegExp(`/${slug}/${step}$`));
    }

    await expect(page).toHaveURL(new RegExp(`/${slug}/property-address$`));
    totals.push((await progress(page))[1]);
    await expect(estimator(page).getByLabel('State')).toHaveValue(query.get('state')!);
    await expect(estimator(page).getByLabel('ZIP code (optional)')).toHaveValue(query.get('zip')!);
    await estimator(page).getByRole('button', { name: 'Next' }).click();

    // The report's home: its size and year built come with the link, so the estimator prices the same home.
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'How big is the home?' })).toBeVisible();
    await expect(estimator(page).getByRole('textbox')).toHaveValue(Number(query.get('size')).toLocaleString('en-US'));
    totals.push((await progress(page))[1]);
    await estimator(page).getByRole('button', { name: 'Next' }).click();

    await expect(estimator(page).getByRole('heading', { level: 1, name: 'What is the home worth today?' })).toBeVisible();
    await expect(estimator(page).getByRole('textbox')).toHaveValue(Number(query.get('price')).toLocaleString('en-US'));
    await estimator(page).getByRole('button', { name: 'Next' }).click();
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'When was the home built?' })).toBeVisible();
    const [current, total] = await progress(page);
    totals.push(total);
    expect(
      totals.every((t, i) => i === 0 || t <= totals[i - 1]!),
      totals.join(' '),
    ).toBe(true);
    expect(current).toBe(total - 1);
    await expect(estimator(page).getByRole('textbox')).toHaveValue(query.get('built')!);
    await estimator(page).getByRole('button', { name: 'See my estimate' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/estimator-result$`));
    await expect(estimator(page).getByText('Texas', { exact: false }).first()).toBeVisible();
  });

  test('a guest is told the limit before the first question; one project starts in one click, several ask for the account first', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await expect(estimator(page).getByTestId('guest-limit-note')).toContainText(GUEST_NOTE);

    await estimator(page).getByRole('checkbox', { name: 'Select Kitchen' }).check();
    await estimator(page).getByRole('checkbox', { name: 'Select Deck' }).check();
    await estimator(page).getByRole('button', { name: 'Estimate 2 projects together' }).click();
    const gate = estimator(page).getByRole('dialog', { name: 'Estimating several projects together needs a free account' });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup?referrer=%2Fmultiproject%2Fproperty-address');
    await expect(page).toHaveURL(/\/home-renovation-costs$/);
    // A direct visit to the combined questions asks the same, before any question.
    await page.goto('/multiproject/property-address');
    await expect(estimator(page).getByRole('dialog', { name: 'Estimating several projects together needs a free account' })).toBeVisible();
    await expect(estimator(page).getByRole('progressbar')).toHaveCount(0);

    await page.goto('/home-renovation-costs');
    await estimator(page).getByRole('checkbox', { name: 'Select Kitchen' }).check();
    await estimator(page).getByRole('button', { name: 'Estimate Kitchen' }).click();
    await expect(page).toHaveURL(/\/Kitchen-Renovation-Cost$/);
    await expect(estimator(page).getByTestId('guest-limit-note')).toContainText(GUEST_NOTE);
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'What kind of project is it?' })).toBeVisible();
  });

  test('a guest’s saved estimate survives sign-up and verification in another tab, and is in the new account, shown saved', async ({ page, context }) => {
    const slug = 'Garage-Door-Replacement';
    await page.goto('/home-renovation-costs');
    await giveEstimatorAnswers(page, slug, defaultEstimatorAnswers(slug, { 'property-address': { state: 'OH' } }));
    await page.goto(`/${slug}/estimator-result`);
    const total = (await estimator(page).getByTestId('estimate-total').textContent())!;
    await estimator(page).getByRole('button', { name: 'Save this estimate' }).click();
    await estimator(page).getByRole('dialog').getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/signup\?referrer=%2FGarage-Door-Replacement%2Festimator-result$/);

    const email = uniqueEmail('pending-save');
    await fillSignUpForm(page, 'Sasha', email);
    await expect(page).toHaveURL(/\/signup\/verify-your-email\?referrer=/);
    await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', `/${slug}/estimator-result`);

    // The emailed link, opened in another tab; from there the user lands on the estimator signed in.
    const verifyLink = await linkFromMail(email, '/login/verify-your-email');
    const other = await context.newPage();
    await other.goto(verifyLink);
    await expect(other.getByText('Your email is verified. Thank you!')).toBeVisible();
    await other.goto('/home-renovation-costs');
    await expect(other).toHaveURL(new RegExp(`/${slug}/estimator-result$`));
    await expect(estimator(other).getByRole('status').filter({ hasText: 'Saved to' })).toBeVisible();
    await expect(estimator(other).getByTestId('estimate-total')).toHaveText(total);
    expect(await other.evaluate(() => localStorage.getItem('hw:estimator:pending-save'))).toBeNull();

    await other.goto('/estimate-history');
    await expect(estimator(other).getByRole('heading', { level: 2, name: 'Garage Door Replacement' })).toBeVisible();
    await expect(estimator(other).getByText(total, { exact: false })).toBeVisible();
    // Saved once: landing again does not save it twice.
    await other.reload();
    await expect(estimator(other).getByRole('heading', { level: 2, name: 'Garage Door Replacement' })).toHaveCount(1);
  });

  test('a guest who saves and signs in to an existing account lands back on the estimate, saved', async ({ page, request }) => {
    // The account exists already (made through another client, so this browser stays a guest).
    const email = await signUpThroughApi(request, { email: uniqueEmail('pending-sign-in'), firstName: 'Kai' });

    const slug = 'Installing-Deck';
    await page.goto('/home-renovation-costs');
    await giveEstimatorAnswers(page, slug, defaultEstimatorAnswers(slug, { 'property-address': { state: 'OH' } }));
    await page.goto(`/${slug}/estimator-result`);
    await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
    await estimator(page).getByRole('button', { name: 'Save this estimate' }).click();
    const signIn = estimator(page).getByRole('dialog').getByRole('link', { name: 'Sign in' });
    const loginPath = (await signIn.getAttribute('href'))!;
    expect(loginPath).toBe(`/login?referrer=%2F${slug}%2Festimator-result`);
    await signInThroughUi(page, email, PASSWORD, loginPath);
    await expect(page).toHaveURL(new RegExp(`/${slug}/estimator-result$`));
    await expect(estimator(page).getByRole('status').filter({ hasText: 'Saved to' })).toBeVisible();
    await page.goto('/estimate-history');
    await expect(estimator(page).getByRole('heading', { level: 2, name: 'Deck' })).toBeVisible();
  });

  test('a signed-in owner’s claimed home fills in the state, ZIP, size, value and year', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughUi(page, 'Quinn', uniqueEmail('claimed-facts'));
    // A home no other test claims.
    const street = `${100 + Math.floor(Math.random() * 9000)} Larkspur Way`;
    const kukunId = await claimHomeThroughUi(page, `${street}, Austin, TX 78701`);
    const { summary } = (await (await page.request.get(`/api/v1/property/properties/${kukunId}/report`)).json()).message;

    // The project's own questions answered; the home's come from the claimed home.
    const slug = 'Garage-Door-Replacement';
    await giveEstimatorAnswers(page, slug, { 'project-scope': 1, 'garage-door-size': 'single' });
    await page.goto(`/${slug}/property-address`);
    await expect(estimator(page).getByLabel('State')).toHaveValue('TX');
    await expect(estimator(page).getByLabel('ZIP code (optional)')).toHaveValue(summary.zipCode);
    await estimator(page).getByRole('button', { name: 'Next' }).click();
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'How big is the home?' })).toBeVisible();
    await expect(estimator(page).getByRole('textbox')).toHaveValue(Number(summary.buildingArea).toLocaleString('en-US'));
    await estimator(page).getByRole('button', { name: 'Next' }).click();
    await expect(estimator(page).getByRole('textbox')).toHaveValue(Number(summary.currentValue).toLocaleString('en-US'));
    await estimator(page).getByRole('button', { name: 'Next' }).click();
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'When was the home built?' })).toBeVisible();
    await expect(estimator(page).getByRole('textbox')).toHaveValue(String(summary.yearBuilt));
  });
});
