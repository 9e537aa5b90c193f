import { displayDate, formatDollars } from '@homeworth/shared-lib/domain';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { pdfPages } from '../../test/pdf-text';
import { tokenFromMail } from '../security/account-test-helpers';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { SAMPLE_ADDRESS } from './property.route';
import { sampleDataNote } from './sample-data-words';

// The home report PDF opens with full access only, the same rule as the JSON report.

const HOME = { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78704' };

describe('home report PDF', () => {
  const t = useTestApp();
  beforeEach(() => syncProductCatalogue(t.db));

  const kukunIdOf = async (address: Record<string, string>): Promise<number> => (await postJson(t.app, '/api/v1/property/kukun-id', address)).json().message.kukunId;
  const pdfUrl = (id: number) => `/api/v1/property/properties/${id}/report.pdf`;

  async function verifiedUser(email: string): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email });
    const link = await tokenFromMail(t, email, '/login/verify-your-email');
    expect((await postJson(t.app, '/api/v1/security/verify-email', { token: link })).statusCode).toBe(200);
    return token;
  }

  function expectLocked(response: Awaited<ReturnType<typeof getAs>>, level: string, reason: string) {
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'REPORT_LOCKED', args: { level, reason } }] });
  }

  it('a guest, a member and a free address get 403 REPORT_LOCKED with their level and reason', async () => {
    const id = await kukunIdOf(HOME);
    expectLocked(await getAs(t.app, pdfUrl(id)), 'guest', 'guest');
    const token = await verifiedUser('free@example.com');
    expectLocked(await getAs(t.app, pdfUrl(id), token), 'member', 'not-in-homes');
    expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId: id }, token)).statusCode).toBe(201);
    expectLocked(await getAs(t.app, pdfUrl(id), token), 'saved', 'free');
  });

  it('a paid address downloads the PDF with its address and value; another user of the same home is still refused', async () => {
    const owner = await verifiedUser('buyer@example.com');
    const stranger = await verifiedUser('stranger@example.com');
    const id = await kukunIdOf(HOME);
    expect((await postJson(t.app, `/api/v1/property/properties/${id}/unlock`, undefined, owner)).statusCode).toBe(200);
    const value = (await getAs(t.app, `/api/v1/property/properties/${id}/report`, owner)).json().message.summary.currentValue as number;

    const response = await getAs(t.app, pdfUrl(id), owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain('742 Evergreen Terrace, Austin, TX 78704');
    expect(text).toContain(`Estimated value: ${formatDollars(value)}`);
    expect(text).toContain('Homeworth home report');
    expect(text).not.toContain('Prepared for you by');

    expectLocked(await getAs(t.app, pdfUrl(id), stranger), 'member', 'not-in-homes');
  });

  it('the sample home opens to everyone; an unknown home is 404', async () => {
    const response = await getAs(t.app, pdfUrl(await kukunIdOf(SAMPLE_ADDRESS)));
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(sampleDataNote('in this report'));
    expect(text).not.toMatch(/provider is configured|\d{4}-\d{2}-\d{2}/);
    expect((await getAs(t.app, pdfUrl(987654321))).statusCode).toBe(404);
  });

  it('is a report of several pages with each section, and the figures of the report JSON', async () => {
    const sample = await kukunIdOf(SAMPLE_ADDRESS);
    const report = (await getAs(t.app, `/api/v1/property/properties/${sample}/report`)).json().message;
    const pages = await pdfPages((await getAs(t.app, pdfUrl(sample))).rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const text = pages.join(' ');
    for (const section of ['Value and range', 'Value forecast', 'Condition by component', 'Permits', 'Comparable sales', 'Project ideas']) expect(text).toContain(section);
    expect(text).toContain(`Estimated value: ${formatDollars(report.summary.currentValue)}`);
    expect(text).toContain(`Condition score: ${report.summary.propertyScore} / 100`);
    for (const p of report.forecast) expect(text).toContain(`${p.year} ${formatDollars(p.value)}`);
    for (const c of report.condition.components) expect(text).toContain(`${c.name} ${c.installYear}`);
    for (const i of report.summary.propertyItems) if (i.replacementCost) expect(text).toContain(formatDollars(i.replacementCost));
    for (const p of report.permits) expect(text).toContain(displayDate(p.permitDate));
    for (const c of report.comparables) expect(text).toContain(`${displayDate(c.lastSale.saleDate)} ${formatDollars(c.lastSale.salePrice)} ${formatDollars(c.estimatedValue)}`);
    for (const p of report.recommendedProjects) expect(text).toContain(`${p.projectName} ${formatDollars(p.estimatedCost)} ${p.recoupPercent}%`);
    expect(pages.every((page, i) => page.includes(`Sample data · Page ${i + 1} of ${pages.length}`))).toBe(true);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
