import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import type { LightMyRequestResponse as Response } from 'fastify';
import type { App } from '../../app';
import { CSRF_HEADERS, postJson, sessionCookieOf, signUpAndGetToken, type TestContext } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from '../security';
import { SMS_ACTIVITY_COOKIE } from './client-links';

/** A client the tests add (an address the sample provider places). */
export const clientBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria.lopez@example.com',
  phoneNumber: '(512) 555-0142',
  address: '12 Oak Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  notes: '',
  ...overrides,
});

/** Signs up an agent and returns its session token. */
export const signUpAgent = (app: App, email = 'agent@example.com') => signUpAndGetToken(app, { email, roleId: ROLE_IDS.agent, firstName: 'Alex', lastName: 'Agent' });

/** Adds a client to the agent's list and returns its id. */
export async function addClient(app: App, agentToken: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await postJson(app, '/api/v1/agent/clients', clientBody(overrides), agentToken);
  if (response.statusCode !== 201) throw new Error(`adding a client failed: ${response.statusCode} ${response.body}`);
  return response.json().message.client.id as number;
}

/** Sends (again) a client's invitation. */
export const invite = (app: App, agentToken: string, clientId: number) => postJson(app, `/api/v1/agent/clients/${clientId}/invitation`, undefined, agentToken);

/** The tracked links of the newest mail to `to`, as paths with query. */
export async function trackedLinks(t: TestContext, to: string): Promise<string[]> {
  const [mail] = await t.readMail(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return [...mail.text.matchAll(/https?:\/\/[^\s]+\/api\/agent-email\/click\?[^\s]+/g)].map((m) => {
    const url = new URL(m[0]);
    return url.pathname + url.search;
  });
}

/** Follows a tracked link: the redirect answer (its Location and the SMS cookie). */
export const follow = (app: App, path: string, cookies: Record<string, string> = {}) => app.inject({ method: 'GET', url: path, cookies });

/** The SMS cookie a tracked click set. */
export const smsCookieOf = (response: Response) => response.cookies.find((c) => c.name === SMS_ACTIVITY_COOKIE);

/** The invitation's {userEmail, emailToken}, read from where its tracked link leads. */
export function loginParams(location: string): { userEmail: string; emailToken: string } {
  const url = new URL(location, 'http://site');
  return { userEmail: url.searchParams.get('userEmail') ?? '', emailToken: url.searchParams.get('emailToken') ?? '' };
}

/** POST email-session-login; returns the answer and the session token it set. */
export async function emailLogin(app: App, params: { userEmail: string; emailToken: string }) {
  const response = await postJson(app, '/api/v1/agent/email-session-login', params);
  return { response, token: sessionCookieOf(response)?.value };
}

/** An agent with a client who received an invitation: the tracked invitation link. */
export async function invitedClient(t: TestContext, agentEmail = 'agent@example.com', clientEmail = 'maria.lopez@example.com') {
  const agent = await signUpAgent(t.app, agentEmail);
  const clientId = await addClient(t.app, agent, { emailAddress: clientEmail });
  // Adding a client makes it live, which sends the invitation; without that hook, send it here.
  if ((await t.readMail(clientEmail)).length === 0) await invite(t.app, agent, clientId);
  const [link] = await trackedLinks(t, clientEmail);
  return { agent, clientId, link: link! };
}

/** DELETE/PUT as the holder of a session. */
export function sendAs(app: App, method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: CSRF_HEADERS, cookies: { [SESSION_COOKIE_NAME]: token }, ...(payload ? { payload } : {}) });
}
