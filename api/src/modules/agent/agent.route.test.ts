import { CLIENT_EMAIL_EXISTS_ERROR, CLIENT_MESSAGES, ERROR_CODES, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from '../security';
import type { App } from '../../app';
import { clientBody } from './agent-engagement.test-helpers';

const CLIENTS = '/api/v1/agent/clients';
const LINKS = '/api/v1/agent/links';
const ASSOCIATED = '/api/v1/agent/associated-agent';

// The tests' client, with a note.
const client = (overrides: Record<string, unknown> = {}) => clientBody({ notes: 'Looking for a 3-bedroom', ...overrides });

// An agent with the test app's default names (the associated-agent answer shows them).
function signUpAgent(app: App, email = 'agent@example.com') {
  return signUpAndGetToken(app, { email, roleId: ROLE_IDS.agent });
}

function send(app: App, method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: CSRF_HEADERS, cookies: { [SESSION_COOKIE_NAME]: token }, ...(payload ? { payload } : {}) });
}

describe('agent clients', () => {
  const t = useTestApp();

  it('adds a live client and lists it Inactive: a sign-up with the same email alone does not make it joined (consent)', async () => {
    const agent = await signUpAgent(t.app);
    const added = await postJson(t.app, CLIENTS, client(), agent);
    expect(added.statusCode).toBe(201);
    expect(added.json().message.client).toMatchObject({ firstName: 'Maria', phoneNumber: '5125550142', accountStatus: 'Inactive', recordStatus: 'live' });
    const list = await getAs(t.app, CLIENTS, agent);
    expect(list.json().message.clients.map((c: { emailAddress: string }) => c.emailAddress)).toEqual(['maria.lopez@example.com']);

    await signUpAndGetToken(t.app, { email: 'maria.lopez@example.com' });
    const after = await getAs(t.app, CLIENTS, agent);
    expect(after.json().message.clients[0].accountStatus).toBe('Inactive');
  });

  it('shows an agent only its own clients and refuses to delete another agent’s client', async () => {
    const first = await signUpAgent(t.app, 'first@example.com');
    const second = await signUpAgent(t.app, 'second@example.com');
    const { id } = (await postJson(t.app, CLIENTS, client(), first)).json().message.client;
    expect((await getAs(t.app, CLIENTS, second)).json().message.clients).toEqual([]);
    const refused = await send(t.app, 'DELETE', `${CLIENTS}/${id}`, second);
    expect(refused.statusCode).toBe(404);
    expect((await getAs(t.app, CLIENTS, first)).json().message.clients).toHaveLength(1);
    expect((await send(t.app, 'DELETE', `${CLIENTS}/${id}`, first)).statusCode).toBe(200);
    expect((await getAs(t.app, CLIENTS, first)).json().message.clients).toEqual([]);
  });

  it('answers 401 to guests and 403 to homeowners and contractors', async () => {
    expect((await getAs(t.app, CLIENTS)).statusCode).toBe(401);
    const homeowner = await signUpAndGetToken(t.app);
    const refused = await postJson(t.app, CLIENTS, client(), homeowner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe(ERROR_CODES.forbidden);
  });

  it('refuses an email that already has an account with the text the form maps to the spec message', async () => {
    const agent = await signUpAgent(t.app);
    await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const refused = await postJson(t.app, CLIENTS, client({ emailAddress: 'Owner@Example.com' }), agent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: ERROR_CODES.emailExists, message: CLIENT_EMAIL_EXISTS_ERROR });
  });

  it('refuses the same email twice in one list but lets another agent add it', async () => {
    const first = await signUpAgent(t.app, 'first@example.com');
    const second = await signUpAgent(t.app, 'second@example.com');
    await postJson(t.app, CLIENTS, client(), first);
    const again = await postJson(t.app, CLIENTS, client({ firstName: 'Another' }), first);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(CLIENT_MESSAGES.alreadyInList);
    expect((await postJson(t.app, CLIENTS, client(), second)).statusCode).toBe(201);
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', CLIENT_MESSAGES.firstNameRequired],
    [{ firstName: 'x'.repeat(20), lastName: 'y'.repeat(11) }, 'firstName', CLIENT_MESSAGES.nameLength],
    [{ lastName: '  ' }, 'lastName', CLIENT_MESSAGES.lastNameRequired],
    [{ emailAddress: 'not-an-email' }, 'emailAddress', CLIENT_MESSAGES.emailInvalid],
    [{ phoneNumber: '555-01' }, 'phoneNumber', CLIENT_MESSAGES.phoneInvalid],
    [{ zipCode: '7870' }, 'zipCode', CLIENT_MESSAGES.zipInvalid],
  ])('answers 400 with the field message for %p', async (overrides, field, message) => {
    const agent = await signUpAgent(t.app);
    const refused = await postJson(t.app, CLIENTS, client(overrides), agent);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, message, args: { field } });
  });

  it('accepts a short full name such as "Bo Li" (the 3-30 rule reads the full name)', async () => {
    const agent = await signUpAgent(t.app);
    const added = await postJson(t.app, CLIENTS, client({ firstName: ' Bo ', lastName: 'Li' }), agent);
    expect(added.statusCode).toBe(201);
    expect(added.json().message.client).toMatchObject({ firstName: 'Bo', lastName: 'Li' });
  });

  it('keeps a client without email, phone or address (incomplete) and accepts a bad id with 400, not 500', async () => {
    const agent = await signUpAgent(t.app);
    const added = await postJson(t.app, CLIENTS, { firstName: 'Sam', lastName: 'Reed' }, agent);
    expect(added.statusCode).toBe(201);
    expect(added.json().message.client).toMatchObject({ emailAddress: '', phoneNumber: '', address: '' });
    expect((await send(t.app, 'DELETE', `${CLIENTS}/abc`, agent)).statusCode).toBe(400);
    expect((await getAs(t.app, `${CLIENTS}?sort=age`, agent)).statusCode).toBe(400);
  });

  it('sorts by the spec’s sort keys', async () => {
    const agent = await signUpAgent(t.app);
    await postJson(t.app, CLIENTS, client({ firstName: 'Zoe', lastName: 'Adams', emailAddress: 'zoe@example.com', city: 'Boston', state: 'MA', zipCode: '02108' }), agent);
    await postJson(t.app, CLIENTS, client({ firstName: 'Ann', lastName: 'Young', emailAddress: 'ann@example.com', city: 'Austin', state: 'TX', zipCode: '78701' }), agent);
    const names = async (sort: string) => (await getAs(t.app, `${CLIENTS}?sort=${sort}`, agent)).json().message.clients.map((c: { firstName: string }) => c.firstName);
    expect(await names('name')).toEqual(['Ann', 'Zoe']);
    expect(await names('lastName')).toEqual(['Zoe', 'Ann']);
    expect(await names('state')).toEqual(['Zoe', 'Ann']);
    expect(await names('city')).toEqual(['Ann', 'Zoe']);
    expect(await names('zipCode')).toEqual(['Zoe', 'Ann']);
  });
});

describe('associated agent', () => {
  const t = useTestApp();

  it('gives a homeowner the links of the agent whose invitation they accepted, and nobody else’s', async () => {
    const agent = await signUpAgent(t.app);
    const saved = await send(t.app, 'PUT', LINKS, agent, { financingLink: 'https://lender.example.com/apply', insuranceLink: '' });
    expect(saved.json().message).toEqual({ financingLink: 'https://lender.example.com/apply', insuranceLink: null });
    await postJson(t.app, CLIENTS, client({ emailAddress: 'buyer@example.com' }), agent);
    // Consent: signing up with an email on the list attaches no agent.
    const buyer = await signUpAndGetToken(t.app, { email: 'buyer@example.com' });
    expect((await getAs(t.app, ASSOCIATED, buyer)).json().message).toEqual({ financingLink: null, insuranceLink: null, agent: null });

    const added = await postJson(t.app, CLIENTS, client({ emailAddress: 'invited@example.com' }), agent);
    await postJson(t.app, `${CLIENTS}/${added.json().message.client.id}/invitation`, undefined, agent);
    const [invitation] = await t.readMail('invited@example.com');
    const link = /https?:\/\/\S+\/api\/agent-email\/click\?\S+/.exec(invitation!.text)![0];
    const redirect = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    const landing = new URL(redirect.headers.location as string, 'http://site');
    const login = await postJson(t.app, '/api/v1/agent/email-session-login', {
      userEmail: landing.searchParams.get('userEmail'),
      emailToken: landing.searchParams.get('emailToken'),
    });
    const invited = login.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.value;
    expect((await getAs(t.app, ASSOCIATED, invited)).json()).toMatchObject({
      success: true,
      message: { financingLink: 'https://lender.example.com/apply', insuranceLink: null, agent: { displayName: 'Jane' } },
    });
  });

  it('gives an agent its own links and a homeowner without an agent none', async () => {
    const agent = await signUpAgent(t.app);
    await send(t.app, 'PUT', LINKS, agent, { financingLink: 'https://lender.example.com', insuranceLink: 'https://insure.example.com' });
    expect((await getAs(t.app, ASSOCIATED, agent)).json().message).toMatchObject({ financingLink: 'https://lender.example.com', insuranceLink: 'https://insure.example.com' });
    const loner = await signUpAndGetToken(t.app, { email: 'loner@example.com' });
    expect((await getAs(t.app, ASSOCIATED, loner)).json().message).toEqual({ financingLink: null, insuranceLink: null, agent: null });
    expect((await getAs(t.app, ASSOCIATED)).statusCode).toBe(401);
  });

  it('refuses links that are not web addresses, and link changes by non-agents', async () => {
    const agent = await signUpAgent(t.app);
    expect((await send(t.app, 'PUT', LINKS, agent, { financingLink: 'javascript:alert(1)', insuranceLink: '' })).statusCode).toBe(400);
    const homeowner = await signUpAndGetToken(t.app, { email: 'h@example.com' });
    expect((await send(t.app, 'PUT', LINKS, homeowner, { financingLink: '', insuranceLink: '' })).statusCode).toBe(403);
  });
});
