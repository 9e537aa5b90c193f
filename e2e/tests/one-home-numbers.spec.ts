import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { area, CSRF, ROLE_IDS, signUpThroughApi, tooWideBy, uniqueEmail } from './helpers';
import { linkFromMail, waitForMail } from './mail';

// One home, one set of numbers: the sample home's report, its maintenance plan, its city page, its
// report PDF and an agent's digest about it show the same value, forecast, roof age, roof replacement
// cost and kitchen cabinet cost (the figures the API's report answers), at 1440 and 360 px.

const HOME = { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' };
const TRACKED = '/api/agent-email/click';
const WIDTHS = [1440, 360] as const;

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

interface Component {
  key: string;
  name: string;
  installYear: number;
  age: number;
  replacementCost: number | null;
}

/** The figures every reader must show, from the sample home's report (GET /sample-report). */
async function homeFigures(request: APIRequestContext) {
  const report = (await (await request.get('/api/v1/property/sample-report')).json()).message;
  const part = (key: string) => (report.condition.components as Component[]).find((c) => c.key === key)!;
  return {
    kukunId: report.kukunId as number,
    value: report.summary.currentValue as number,
    year5Value: report.neighborhood.year5Value as number,
    totalGrowth: report.summary.totalGrowth as number,
    annualGrowthPercent: report.forecastBasis.annualGrowthPercent as number,
    roof: part('roof'),
    cabinets: part('kitchenCabinets'),
  };
}
type Figures = Awaited<ReturnType<typeof homeFigures>>;

/** A screenshot kept with the test's results, and no sideways scroll at the width. */
async function keep(page: Page, name: string, width: number) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, wide > 0 ? await tooWideBy(page) : '').toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** A table row's header cell by its text (on a phone the cell's column label is drawn before it, not in its text). */
const rowHeader = (page: Page, name: string) => page.locator('th[scope="row"]', { hasText: new RegExp(`^\\s*${name}\\s*$`) });

/** The text of a PDF, whitespace squashed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The roof's and kitchen cabinets' figures as a text must carry them. */
/** The PDF's condition table: each part's row has its install year and replacement cost. */
function expectPdfComponents(text: string, f: Figures) {
  expect(text).toMatch(new RegExp(`Roof ${f.roof.installYear} [^$]*\\${dollars(f.roof.replacementCost!)}`));
  expect(text).toMatch(new RegExp(`Kitchen cabinets ${f.cabinets.installYear} [^$]*\\${dollars(f.cabinets.replacementCost!)}`));
}

function expectComponents(text: string, f: Figures) {
  expect(text).toContain(`Roof: installed ${f.roof.installYear}, ${f.roof.age} years old; replacing costs about ${dollars(f.roof.replacementCost!)}`);
  expect(text).toContain(`Kitchen cabinets: installed ${f.cabinets.installYear}, ${f.cabinets.age} years old; replacing costs about ${dollars(f.cabinets.replacementCost!)}`);
}

test.describe('one home, one set of numbers', () => {
  for (const width of WIDTHS) {
    test(`the report, maintenance plan and city page show the same figures at ${width} px`, { tag: ['@mfe_property_report', '@mfe_maintenance'] }, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const f = await homeFigures(page.request);

      // The report: value, forecast and the sentence naming its growth, every part's age and cost.
      await page.goto('/sample-dashboard');
      const report = area(page, 'mfe-property-report');
      await expect(report.getByTestId('hero-value')).toHaveText(dollars(f.value));
      await expect(report.getByTestId('total-growth')).toHaveText(`${f.totalGrowth}%`);
      await expect(report.getByText(`to ${dollars(f.year5Value)} in`)).toBeVisible();
      await expect(report.getByTestId('forecast-basis')).toContainText(`${f.annualGrowthPercent.toFixed(1)}% a year`);
      const parts = report.getByRole('table', { name: 'Every part: age and replacement cost' });
      const roofRow = parts.getByRole('row').filter({ has: rowHeader(page, 'Roof') });
      await expect(roofRow).toContainText(`${f.roof.age} years (${f.roof.installYear})`);
      await expect(roofRow).toContainText(dollars(f.roof.replacementCost!));
      const cabinetsRow = parts.getByRole('row').filter({ has: rowHeader(page, 'Kitchen cabinets') });
      await expect(cabinetsRow).toContainText(dollars(f.cabinets.replacementCost!));
      await keep(page, 'report', width);

      // The maintenance plan of the same home (a guest's plan is the sample home's): ages and costs.
      await page.goto('/my-maintenance/app');
      const plan = area(page, 'mfe-maintenance');
      const budgetRow = (name: string) => plan.getByRole('row').filter({ has: rowHeader(page, name) });
      await expect(budgetRow('Roof')).toContainText(`${f.roof.age} years (${f.roof.installYear})`);
      await expect(budgetRow('Roof')).toContainText(dollars(f.roof.replacementCost!));
      await expect(budgetRow('Kitchen cabinets')).toContainText(dollars(f.cabinets.replacementCost!));
      await keep(page, 'maintenance-plan', width);

      // The city page grows at the rate the home's forecast follows, so their 5-year changes agree.
      await page.goto('/geo/austin-tx');
      const city = area(page, 'mfe-property-report');
      await expect(city.getByText(`Forecast at ${f.annualGrowthPercent}% a year`)).toBeVisible();
      await expect(city.getByText(`${f.totalGrowth}%`, { exact: true })).toBeVisible();
      await keep(page, 'city-page', width);
    });
  }

  test('the report PDF and an agent’s digest e-mail carry the same figures', { tag: ['@mfe_agent'] }, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const f = await homeFigures(page.request);

    const pdf = await page.request.get(`/api/v1/property/properties/${f.kukunId}/report.pdf`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    expect(text).toContain(`Estimated value: ${dollars(f.value)}`);
    expect(text).toMatch(new RegExp(`5-year forecast: \\${dollars(f.year5Value)} in \\d{4} \\(\\+${f.totalGrowth}%\\)`));
    expectPdfComponents(text, f);

    // An agent's client at this address joins; the agent sends this month's digest.
    await signUpThroughApi(page.request, { email: uniqueEmail('numbers-agent'), firstName: 'Aria', roleId: ROLE_IDS.agent });
    const clientEmail = uniqueEmail('numbers-client');
    const added = await page.request.post('/api/v1/agent/clients', {
      headers: CSRF,
      data: { firstName: 'Maria', lastName: 'Lopez', emailAddress: clientEmail, phoneNumber: '(512) 555-0142', ...HOME, notes: '' },
    });
    expect(added.status()).toBe(201);
    const clientId = (await added.json()).message.client.id as number;
    await page.request.post(`/api/v1/agent/clients/${clientId}/invitation`, { headers: CSRF });
    await waitForMail(clientEmail);
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await client.goto(await linkFromMail(clientEmail, TRACKED));
    await client.getByRole('button', { name: 'Continue' }).click();
    await expect(client).toHaveURL(/\/dashboard$/);
    await clientContext.close();
    const sent = await page.request.post(`/api/v1/agent/clients/${clientId}/digest/send`, { headers: CSRF });
    expect((await sent.json()).message.sent).toBe(true);
    const digest = (await waitForMail(clientEmail, 2)).find((m) => m.subject.startsWith('Your home this month'))!;
    expect(digest.text).toContain(dollars(f.value));
    expect(digest.text).toContain(`Forecast: ${dollars(f.year5Value)} in 5 years (+${f.totalGrowth}%)`);
    expectComponents(digest.text, f);
  });
  // The estimator opened from the report prices the same roof, windows and cabinets: one-home-costs.spec.ts.
});
