import { eq } from 'drizzle-orm';
import { CLIENT_EMAIL_EXISTS_ERROR, CLIENT_MESSAGES, FREE_AGENT_LIVE_CLIENT_LIMIT, formatPhone } from '@homeworth/shared-lib/domain';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { agentSubscriptions } from '../payment/payment.tables';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { SANDBOX_CARDS } from '../payment/sandbox-checkout.provider';
import { properties, userProperties } from '../property';
import { agentClients } from './agent.tables';
import { call, insertClients, markJoined, newAgent, userIdOf } from './agent-test-helpers';

const CLIENTS = '/api/v1/agent/clients';

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria@example.com',
  phoneNumber: '512 555 0142',
  address: '12 Oak Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  ...overrides,
});

type Listed = { id: number; firstName: string; lastName: string; valid: boolean; complete: boolean; validAddress: boolean; accountStatus: string; recordStatus: string };

describe('agent client list: paging, search, filters, sort, display rules', () => {
  const t = useTestApp();

  async function three(agent: string) {
    const ids: number[] = [];
    for (const c of [
      person({ firstName: 'Zoe', lastName: 'Adams', emailAddress: 'zoe@example.com', city: 'Boston', state: 'MA', zipCode: '02108', address: '1 Beacon St' }),
      person({ firstName: 'Ann', lastName: 'Young', emailAddress: 'ann@example.com', city: 'Austin', state: 'TX', zipCode: '78701' }),
      person({ firstName: 'Bob', lastName: 'Marsh', emailAddress: '', phoneNumber: '', city: '', state: '', zipCode: '', address: '' }),
    ]) {
      ids.push((await postJson(t.app, CLIENTS, c, agent)).json().message.client.id);
    }
    return ids;
  }

  const names = async (agent: string, query: string) => (await getAs(t.app, `${CLIENTS}?${query}`, agent)).json().message.clients.map((c: Listed) => c.firstName);

  it('sorts on the server by each spec key, empty values last, and pages', async () => {
    const agent = await newAgent(t.app);
    await three(agent);
    expect(await names(agent, 'sort=name')).toEqual(['Ann', 'Bob', 'Zoe']);
    expect(await names(agent, 'sort=lastName')).toEqual(['Zoe', 'Bob', 'Ann']);
    expect(await names(agent, 'sort=state')).toEqual(['Zoe', 'Ann', 'Bob']);
    expect(await names(agent, 'sort=city')).toEqual(['Ann', 'Zoe', 'Bob']);
    expect(await names(agent, 'sort=zipCode')).toEqual(['Zoe', 'Ann', 'Bob']);
    const page2 = (await getAs(t.app, `${CLIENTS}?sort=name&pageSize=2&page=2`, agent)).json().message;
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.clients.map((c: Listed) => c.firstName)).toEqual(['Zoe']);
  });

  it('searches name, email, city and phone digits, and filters live, preview, invited, joined, incomplete with counts', async () => {
    const agent = await newAgent(t.app);
    const [zoe, ann] = await three(agent);
    expect((await postJson(t.app, `${CLIENTS}/${ann}/invitation`, undefined, agent)).statusCode).toBe(200);
    const agentId = await userIdOf(t.db, 'agent@example.com');
    await insertClients(t.db, agentId, 2, 'preview');
    expect(await names(agent, 'q=bost')).toEqual(['Zoe']);
    expect(await names(agent, 'q=ANN%40')).toEqual(['Ann']);
    expect(await names(agent, 'q=555-0142')).toEqual(['Ann', 'Zoe']);
    expect(await names(agent, 'q=%25')).toEqual([]);
    await signUpAndGetToken(t.app, { email: 'zoe@example.com' });
    await markJoined(t, zoe!, agentId, 'zoe@example.com');
    const all = (await getAs(t.app, CLIENTS, agent)).json().message;
    // The agent sent Ann's invitation; Zoe joined; Bob has no email.
    expect(all.counts).toEqual({ all: 5, live: 3, preview: 2, invited: 1, joined: 1, incomplete: 1 });
    expect(await names(agent, 'filter=invited')).toEqual(['Ann']);
    expect(await names(agent, 'filter=preview')).toEqual(['Client00000', 'Client00001']);
    expect(await names(agent, 'filter=joined')).toEqual(['Zoe']);
    expect(await names(agent, 'filter=incomplete')).toEqual(['Bob']);
    expect((await getAs(t.app, `${CLIENTS}?filter=unknown`, agent)).statusCode).toBe(400);
  });

  it('flags clients by the spec rules: valid = valid address, first name, and joined or an Inactive preview; complete = address, phone, email', async () => {
    const agent = await newAgent(t.app);
    const [zoe] = await three(agent);
    const agentId = await userIdOf(t.db, 'agent@example.com');
    await insertClients(t.db, agentId, 1, 'preview');
    await signUpAndGetToken(t.app, { email: 'zoe@example.com' });
    await markJoined(t, zoe!, agentId, 'zoe@example.com');
    const byName = Object.fromEntries(((await getAs(t.app, `${CLIENTS}?pageSize=100`, agent)).json().message.clients as Listed[]).map((c) => [c.firstName, c]));
    expect(byName.Zoe).toMatchObject({ accountStatus: 'Active', valid: true, complete: true });
    expect(byName.Ann).toMatchObject({ accountStatus: 'Inactive', recordStatus: 'live', valid: false, validAddress: true, complete: true });
    expect(byName.Client00000).toMatchObject({ accountStatus: 'Inactive', recordStatus: 'preview', valid: true });
    expect(byName.Bob).toMatchObject({ validAddress: false, valid: false, complete: false });
  });

  it('keeps the phone as digits for the (xxx) xxx-xxxx display', async () => {
    const agent = await newAgent(t.app);
    const added = (await postJson(t.app, CLIENTS, person({ phoneNumber: '+1 (512) 555-0142' }), agent)).json().message.client;
    expect(added.phoneNumber).toBe('15125550142');
    const plain = (await postJson(t.app, CLIENTS, person({ emailAddress: 'p@example.com', phoneNumber: '512.555.0199' }), agent)).json().message.client;
    expect(formatPhone(plain.phoneNumber)).toBe('(512) 555-0199');
  });

  it('edits a client with the add rules, and refuses another agent (404, unchanged)', async () => {
    const agent = await newAgent(t.app);
    const other = await newAgent(t.app, 'other@example.com');
    const [zoe] = await three(agent);
    const edited = await call(t.app, 'PUT', `${CLIENTS}/${zoe}`, agent, person({ firstName: 'Zoey', lastName: 'Adams', emailAddress: 'zoe@example.com' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message.client.firstName).toBe('Zoey');
    await signUpAndGetToken(t.app, { email: 'taken@example.com' });
    const taken = await call(t.app, 'PUT', `${CLIENTS}/${zoe}`, agent, person({ emailAddress: 'taken@example.com' }));
    expect(taken.json().errors[0]).toMatchObject({ message: CLIENT_EMAIL_EXISTS_ERROR });
    const dup = await call(t.app, 'PUT', `${CLIENTS}/${zoe}`, agent, person({ emailAddress: 'ann@example.com' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].message).toBe(CLIENT_MESSAGES.alreadyInList);

    for (const [method, url, body] of [
      ['GET', `${CLIENTS}/${zoe}`, undefined],
      ['PUT', `${CLIENTS}/${zoe}`, person({ firstName: 'Hacked' })],
      ['DELETE', `${CLIENTS}/${zoe}`, undefined],
      ['GET', `${CLIENTS}/${zoe}/property-preferences`, undefined],
      ['PUT', `${CLIENTS}/${zoe}/property-preferences`, { preferences: [] }],
    ] as const) {
      expect((await call(t.app, method, url, other, body)).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(agentClients).where(eq(agentClients.id, zoe!));
    expect(row!.firstName).toBe('Zoey');
  });
});

describe('client homes and property preferences', () => {
  const t = useTestApp();

  async function joinedClientWithHomes(count: number) {
    const agent = await newAgent(t.app);
    const clientId = (await postJson(t.app, CLIENTS, person(), agent)).json().message.client.id as number;
    await signUpAndGetToken(t.app, { email: 'maria@example.com' });
    const userId = await markJoined(t, clientId, await userIdOf(t.db, 'agent@example.com'), 'maria@example.com');
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const kukunId = 900_000 + i;
      await t.db
        .insert(properties)
        .values({ kukunId, addressKey: `k${i}`, address: `${i + 10} Oak Street`, city: 'Austin', state: 'TX', zipCode: '78701', latitude: 30.27, longitude: -97.74 });
      const [up] = await t.db
        .insert(userProperties)
        .values({ userId, kukunId, claimed: i === 0 })
        .returning();
      ids.push(up!.id);
    }
    return { agent, clientId, ids };
  }

  const prefs = (clientId: number) => `${CLIENTS}/${clientId}/property-preferences`;

  it('lists the homes with claimed marked and a value and change, all selected by default: all; one off: partial; none: zero', async () => {
    const { agent, clientId, ids } = await joinedClientWithHomes(3);
    const first = (await getAs(t.app, prefs(clientId), agent)).json().message;
    expect(first.notificationPreference).toBe('all');
    expect(first.homes.map((h: { claimed: boolean }) => h.claimed)).toEqual([true, false, false]);
    expect(first.homes[0].currentValue).toBeGreaterThan(0);
    // The change is value history, which the agent's own (free) tier of these homes does not open, as in the digest preview.
    expect(first.homes.map((h: { valueChange: number | null }) => h.valueChange)).toEqual([null, null, null]);

    const partial = await call(t.app, 'PUT', prefs(clientId), agent, { preferences: [{ userPropertyId: ids[1], selected: false }] });
    expect(partial.json().message.notificationPreference).toBe('partial');
    const zero = await call(t.app, 'PUT', prefs(clientId), agent, { preferences: ids.map((id) => ({ userPropertyId: id, selected: false })) });
    expect(zero.json().message.notificationPreference).toBe('zero');
    const back = await call(t.app, 'PUT', prefs(clientId), agent, { preferences: ids.map((id) => ({ userPropertyId: id, selected: true })) });
    expect(back.json().message.notificationPreference).toBe('all');
  });

  it('a client who has not joined has no homes (zero); another person’s home id is 404 and changes nothing', async () => {
    const { agent, clientId } = await joinedClientWithHomes(1);
    const lone = (await postJson(t.app, CLIENTS, person({ emailAddress: 'lone@example.com' }), agent)).json().message.client.id;
    expect((await getAs(t.app, prefs(lone), agent)).json().message).toEqual({ homes: [], notificationPreference: 'zero' });
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    void owner;
    const ownerId = await userIdOf(t.db, 'owner@example.com');
    await t.db.insert(properties).values({ kukunId: 800_001, addressKey: 'x', address: '5 Pine St', city: 'Austin', state: 'TX', zipCode: '78701', latitude: 30, longitude: -97 });
    const [foreign] = await t.db.insert(userProperties).values({ userId: ownerId, kukunId: 800_001 }).returning();
    const refused = await call(t.app, 'PUT', prefs(clientId), agent, { preferences: [{ userPropertyId: foreign!.id, selected: false }] });
    expect(refused.statusCode).toBe(404);
    expect((await getAs(t.app, prefs(clientId), agent)).json().message.notificationPreference).toBe('all');
  });
});

describe('agent count: payment state, free live-client limit and Pro', () => {
  const t = useTestApp();
  const COUNT = '/api/v1/agent/count';
  beforeEach(() => syncProductCatalogue(t.db));

  /** Buys Agent/Broker PRO monthly through the sandbox hosted checkout, as the payment wall does. */
  async function buyPro(token: string) {
    const started = (await postJson(t.app, '/api/v1/payment/checkout', { productName: 'PRO_TIER_99_MONTHLY', referrer: '/agent/list-manager' }, token)).json().message;
    await t.app.inject({
      method: 'POST',
      url: started.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/39', cvc: '123', name: 'Jane Doe', action: 'pay' }).toString(),
    });
  }

  it('counts live clients against the free limit; at the limit adding is refused (and preview rows do not count); Pro lifts it', async () => {
    const agent = await newAgent(t.app);
    const agentId = await userIdOf(t.db, 'agent@example.com');
    expect((await postJson(t.app, COUNT, { accessToken: 'ignored' }, agent)).json().message).toEqual({
      enablePaywall: true,
      isLimitExhausted: false,
      isMonthlySubscriptionFailed: false,
      monthlySubscriptionFailedInvoiceUrl: null,
      liveClients: 0,
      liveClientLimit: FREE_AGENT_LIVE_CLIENT_LIMIT,
      paymentRole: 'AGENT',
    });
    await insertClients(t.db, agentId, FREE_AGENT_LIVE_CLIENT_LIMIT - 1);
    await insertClients(t.db, agentId, 3, 'preview');
    expect((await postJson(t.app, CLIENTS, person(), agent)).statusCode).toBe(201);
    const full = (await getAs(t.app, COUNT, agent)).json().message;
    expect(full).toMatchObject({ isLimitExhausted: true, liveClients: FREE_AGENT_LIVE_CLIENT_LIMIT, paymentRole: 'AGENT_PRO' });
    const refused = await postJson(t.app, CLIENTS, person({ emailAddress: 'one-more@example.com' }), agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 'AGENT_CLIENT_LIMIT', message: CLIENT_MESSAGES.limitReached, args: { limit: FREE_AGENT_LIVE_CLIENT_LIMIT } });

    await buyPro(agent);
    const pro = (await getAs(t.app, COUNT, agent)).json().message;
    expect(pro).toMatchObject({ enablePaywall: false, isLimitExhausted: false, liveClientLimit: null, paymentRole: 'AGENT_PRO' });
    expect((await postJson(t.app, CLIENTS, person({ emailAddress: 'one-more@example.com' }), agent)).statusCode).toBe(201);
    expect((await getAs(t.app, '/api/v1/security/me', agent)).json().message.user.userRole).toBe('AGENT_PRO');
  });

  it('reports a failed monthly payment with its invoice link, and the agent is back on the free limit', async () => {
    const agent = await newAgent(t.app);
    const agentId = await userIdOf(t.db, 'agent@example.com');
    await t.db.insert(agentSubscriptions).values({
      userId: agentId,
      productName: 'PRO_TIER_99_MONTHLY',
      status: 'past_due',
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
      failedInvoiceUrl: 'https://invoice.example.com/in_123',
    });
    expect((await getAs(t.app, COUNT, agent)).json().message).toMatchObject({
      enablePaywall: true,
      isMonthlySubscriptionFailed: true,
      monthlySubscriptionFailedInvoiceUrl: 'https://invoice.example.com/in_123',
    });
    expect((await getAs(t.app, COUNT, await signUpAndGetToken(t.app, { email: 'h@example.com' }))).statusCode).toBe(403);
  });
});
