import { sql } from 'drizzle-orm';
import { defaultEstimatorAnswers, formatDollars } from '@homeworth/shared-lib/domain';
import { pdfPages } from '../../test/pdf-text';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { agentSubscriptions } from '../payment/payment.tables';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { PRO_REQUIRED_MESSAGE } from './branded-share.service';
import { sendAs, signUpAgent } from './agent-engagement.test-helpers';

describe('branded home reports (what Pro is worth)', () => {
  const t = useTestApp();
  beforeEach(() => syncProductCatalogue(t.db));

  async function agentWithHome(email: string) {
    const agent = await signUpAgent(t.app, email);
    const agentId = (await getAs(t.app, '/api/v1/security/me', agent)).json().message.user.userId as number;
    await sendAs(t.app, 'PUT', '/api/v1/agent/engagement-settings', agent, { alertEmails: true, mlsLink: 'https://mls.example.com/alex', phone: '512 555 0100' });
    const { kukunId } = (await postJson(t.app, '/api/v1/property/kukun-id', { address: '12 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' })).json().message;
    return { agent, agentId, kukunId: kukunId as number };
  }

  it('locks it for a free agent and gives a Pro agent a page and a PDF under their name and links', async () => {
    const { agent, agentId, kukunId } = await agentWithHome('agent@example.com');
    const locked = await postJson(t.app, '/api/v1/agent/branded-shares', { kukunId }, agent);
    expect([locked.statusCode, locked.json().errors[0].code, locked.json().errors[0].message]).toEqual([403, 'PRO_REQUIRED', PRO_REQUIRED_MESSAGE]);

    await t.db.insert(agentSubscriptions).values({ userId: agentId, productName: 'PRO_TIER_99_MONTHLY', status: 'active', currentPeriodEnd: sql`now() + interval '30 days'` });
    const shared = await postJson(t.app, '/api/v1/agent/branded-shares', { kukunId }, agent);
    expect(shared.statusCode).toBe(200);
    const { url, pdfUrl } = shared.json().message;
    const page = await getAs(t.app, url);
    expect(page.headers['content-type']).toContain('text/html');
    for (const part of [
      'Prepared for you by',
      'Alex Agent',
      'Call (512) 555-0100',
      'https://mls.example.com/alex',
      '12 Oak Street',
      'Projects with the best return',
      'sample data',
    ])
      expect(page.body).toContain(part);
    const pdf = await getAs(t.app, pdfUrl);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('Alex Agent');

    // A forged link, or another agent's name on the same home, opens nothing; neither does a lapsed Pro.
    const other = await agentWithHome('other@example.com');
    const forged = url.replace(`/${agentId}.`, `/${other.agentId}.`);
    expect((await getAs(t.app, forged)).statusCode).toBe(404);
    await t.db.update(agentSubscriptions).set({ currentPeriodEnd: sql`now() - interval '1 day'` });
    expect((await getAs(t.app, url)).statusCode).toBe(404);
  });

  it('puts a Pro agent’s card on the estimates they share, and nobody else’s', async () => {
    const { agent, agentId } = await agentWithHome('agent@example.com');
    const answers = defaultEstimatorAnswers('Kitchen-Renovation-Cost', { 'property-address': { state: 'TX' }, 'home-size': 2400, 'home-value': 600000, 'home-age': 1975 });
    const plan = (await postJson(t.app, '/api/v1/estimation/plans', { project: 'Kitchen-Renovation-Cost', answers }, agent)).json().message;
    const { token } = (await postJson(t.app, `/api/v1/estimation/plans/${plan.userPropertyPlanId}/share-link`, undefined, agent)).json().message;
    expect((await getAs(t.app, `/api/v1/estimation/shared/${token}`)).json().message.agent).toBeNull();
    await t.db.insert(agentSubscriptions).values({ userId: agentId, productName: 'PRO_TIER_99_MONTHLY', status: 'active', currentPeriodEnd: sql`now() + interval '30 days'` });
    const shared = (await getAs(t.app, `/api/v1/estimation/shared/${token}`)).json().message;
    expect(shared.agent).toMatchObject({ agentId, name: 'Alex Agent', phone: '5125550100', mlsLink: 'https://mls.example.com/alex' });
  });

  async function sharedKitchenEstimate(owner: string) {
    const answers = defaultEstimatorAnswers('Kitchen-Renovation-Cost', { 'property-address': { state: 'TX' }, 'home-size': 2400, 'home-value': 600000, 'home-age': 1975 });
    const plan = (await postJson(t.app, '/api/v1/estimation/plans', { project: 'Kitchen-Renovation-Cost', answers }, owner)).json().message;
    return (await postJson(t.app, `/api/v1/estimation/plans/${plan.userPropertyPlanId}/share-link`, undefined, owner)).json().message.token as string;
  }

  it('gives the estimate a Pro agent shares a branded PDF with the agent card and the total; free agents and homeowners get PRO_REQUIRED', async () => {
    const { agent, agentId } = await agentWithHome('agent@example.com');
    const token = await sharedKitchenEstimate(agent);
    const locked = await getAs(t.app, `/api/v1/estimation/shared/${token}/pdf`);
    expect([locked.statusCode, locked.json().errors[0]]).toEqual([403, { code: 'PRO_REQUIRED', message: PRO_REQUIRED_MESSAGE }]);

    await t.db.insert(agentSubscriptions).values({ userId: agentId, productName: 'PRO_TIER_99_MONTHLY', status: 'active', currentPeriodEnd: sql`now() + interval '30 days'` });
    const total = (await getAs(t.app, `/api/v1/estimation/shared/${token}`)).json().message.estimate.totalEstimatedProjectCost as number;
    const pdf = await getAs(t.app, `/api/v1/estimation/shared/${token}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const [first] = await pdfPages(pdf.rawPayload);
    for (const part of [
      'Prepared for you by',
      'Alex Agent',
      '(512) 555-0100',
      'agent@example.com',
      'https://mls.example.com/alex',
      'Estimator report',
      'Kitchen',
      formatDollars(total),
    ])
      expect(first).toContain(part);
    // The shared view leaves out the street address; so does the PDF.
    expect(first).not.toContain('prepared for Alex');

    // Anyone else's shared estimate, a forged link, a lapsed Pro: no branded PDF.
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const ownerToken = await sharedKitchenEstimate(owner);
    expect((await getAs(t.app, `/api/v1/estimation/shared/${ownerToken}/pdf`)).json().errors[0].code).toBe('PRO_REQUIRED');
    expect((await getAs(t.app, `/api/v1/estimation/shared/${token.slice(0, -2)}xx/pdf`)).statusCode).toBe(404);
    await t.db.update(agentSubscriptions).set({ currentPeriodEnd: sql`now() - interval '1 day'` });
    expect((await getAs(t.app, `/api/v1/estimation/shared/${token}/pdf`)).statusCode).toBe(403);
  });
});
