import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { pdfPages } from '../../test/pdf-text';

// Each test signs up users (argon2id hashing) and makes a plan, slow on a busy machine.
jest.setTimeout(30_000);

const PDF = '/api/v1/maintenance/printable.pdf';

describe('GET printable.pdf', () => {
  const t = useTestApp();

  async function homeOf(token: string, address: string): Promise<number> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
    return (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId;
  }

  it("gives a guest the sample home's plan as a PDF download labelled as sample data", async () => {
    const response = await getAs(t.app, PDF);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="maintenance plan .+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(response.rawPayload);
    expect(pages[0]).toContain('Sample data: the plan of a sample home');
    expect(pages.join(' ')).toContain('The year by month');
  });

  it("answers an owner's home on A4, and 404 for another user's home, 400 for a paper it does not know", async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const home = await homeOf(owner, '418 Juniper Court');
    const a4 = await getAs(t.app, `${PDF}?userPropertyId=${home}&paper=a4`, owner);
    expect(a4.statusCode).toBe(200);
    expect(a4.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect((await getAs(t.app, `${PDF}?userPropertyId=${home}`, other)).statusCode).toBe(404);
    expect((await getAs(t.app, `${PDF}?userPropertyId=${home}`)).statusCode).toBe(401);
    const bad = await getAs(t.app, `${PDF}?paper=a5`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('VALIDATION');
  });
});
