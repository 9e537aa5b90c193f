import { getAs, postJson, useTestApp } from '../../test/test-app';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { SANDBOX_CARDS } from '../payment/sandbox-checkout.provider';
import { addClient, signUpAgent } from './agent-engagement.test-helpers';

// The digest preview is the agent reading a home's report figures: it shows what the agent's own
// report tier opens of that home, the same rule as the report page.
describe("the agent's digest preview of a client's home", () => {
  const t = useTestApp();
  beforeEach(() => syncProductCatalogue(t.db));
  const preview = (agent: string, clientId: number) => getAs(t.app, `/api/v1/agent/clients/${clientId}/digest-preview`, agent);
  const PAID_FIGURES = ['over the last year', 'Best-return project', 'recoups', 'Recent sales nearby', ' sold ', 'Maintenance due', 'Nearby permits'];

  it('a free, unverified agent sees the value only, none of the figures their own report shows locked', async () => {
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent, { address: '77 Elm Street' });
    const page = await preview(agent, clientId);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your home value');
    for (const figure of PAID_FIGURES) expect([figure, page.body.includes(figure)]).toEqual([figure, false]);
  });

  it('an Agent Pro sees the whole digest', async () => {
    const agent = await signUpAgent(t.app);
    const started = (await postJson(t.app, '/api/v1/payment/checkout', { productName: 'PRO_TIER_99_MONTHLY', referrer: '/agent/list-manager' }, agent)).json().message;
    await t.app.inject({
      method: 'POST',
      url: started.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
    });
    const clientId = await addClient(t.app, agent, { address: '77 Elm Street' });
    const page = await preview(agent, clientId);
    for (const figure of ['over the last year', 'Best-return project', 'Recent sales nearby', ' sold ']) expect([figure, page.body.includes(figure)]).toEqual([figure, true]);
  });
});
