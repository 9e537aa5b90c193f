import { eq, sql } from 'drizzle-orm';
import { EMAIL_LOGIN_UNAUTHORIZED, INVITATION_TTL_DAYS } from '@homeworth/shared-lib/domain';
import { getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { agentClientEmailLog, agentClientInvitations } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import { clientInviter, INLINE_INVITATIONS_MAX, INVITE_CLIENTS_QUEUE } from './agent-invitations.service';
import { clientLinkSigner } from './client-links';
import { insertClients, userIdOf } from './agent-test-helpers';
import { queuedMailer } from '../../providers/mail/mailer';
import { addClient, emailLogin, follow, invite, invitedClient, loginParams, sendAs, signUpAgent, trackedLinks } from './agent-engagement.test-helpers';

describe('client invitations and the email session login', () => {
  const t = useTestApp();

  it('signs the invited client in as a homeowner with their address as their home, and only then is the agent theirs', async () => {
    const { link } = await invitedClient(t);
    const clicked = await follow(t.app, link);
    expect(clicked.statusCode).toBe(302);
    const params = loginParams(clicked.headers.location as string);
    expect(params.userEmail).toBe('maria.lopez@example.com');

    const { response, token } = await emailLogin(t.app, params);
    expect(response.statusCode).toBe(200);
    expect(response.json().message.user).toMatchObject({ userEmail: 'maria.lopez@example.com', userRole: 'STANDARD', accountStatus: 'VERIFIED' });
    expect(response.json().message.userProperties[0].property).toMatchObject({ address: '12 Oak Street', zipCode: '78701' });
    const mine = await getAs(t.app, '/api/v1/agent/my-agent', token);
    expect(mine.json().message.agent).toMatchObject({ firstName: 'Alex', email: 'agent@example.com' });
    const associated = await getAs(t.app, '/api/v1/agent/associated-agent', token);
    expect(associated.json().message.agent).not.toBeNull();
  });

  it(`stores only a hash, and a link expires after ${INVITATION_TTL_DAYS} days`, async () => {
    const { link } = await invitedClient(t);
    const params = loginParams((await follow(t.app, link)).headers.location as string);
    const [row] = await t.db.select().from(agentClientInvitations);
    expect(row!.tokenHash).not.toContain(params.emailToken);
    const days = (row!.expiresAt.getTime() - row!.sentAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(INVITATION_TTL_DAYS);
    await t.db.update(agentClientInvitations).set({ expiresAt: sql`now() - interval '1 minute'` });
    const { response } = await emailLogin(t.app, params);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe(EMAIL_LOGIN_UNAUTHORIZED);
  });

  it('works once, only for its email, and not after it is revoked or resent', async () => {
    const { agent, clientId, link } = await invitedClient(t);
    const params = loginParams((await follow(t.app, link)).headers.location as string);
    const wrongEmail = await emailLogin(t.app, { ...params, userEmail: 'someone.else@example.com' });
    expect([wrongEmail.response.statusCode, wrongEmail.response.json().errors[0].message]).toEqual([401, EMAIL_LOGIN_UNAUTHORIZED]);
    expect(wrongEmail.token).toBeUndefined();
    const wrongToken = await emailLogin(t.app, { ...params, emailToken: 'x'.repeat(43) });
    expect(wrongToken.response.statusCode).toBe(401);

    // Resending voids the first link; revoking voids the second.
    expect((await invite(t.app, agent, clientId)).statusCode).toBe(200);
    const [second] = await trackedLinks(t, 'maria.lopez@example.com');
    const secondParams = loginParams((await follow(t.app, second!)).headers.location as string);
    expect((await emailLogin(t.app, params)).response.statusCode).toBe(401);
    expect((await sendAs(t.app, 'DELETE', `/api/v1/agent/clients/${clientId}/invitation`, agent)).json().message).toEqual({ revoked: true });
    expect((await emailLogin(t.app, secondParams)).response.statusCode).toBe(401);

    expect((await invite(t.app, agent, clientId)).statusCode).toBe(200);
    const [third] = await trackedLinks(t, 'maria.lopez@example.com');
    const thirdParams = loginParams((await follow(t.app, third!)).headers.location as string);
    expect((await emailLogin(t.app, thirdParams)).response.statusCode).toBe(200);
    const used = await emailLogin(t.app, thirdParams);
    expect([used.response.statusCode, used.response.json().errors[0].message]).toEqual([401, EMAIL_LOGIN_UNAUTHORIZED]);
    // A client who joined is not invited again.
    expect((await invite(t.app, agent, clientId)).statusCode).toBe(409);
    const engagement = await getAs(t.app, `/api/v1/agent/clients/${clientId}/engagement`, agent);
    expect(engagement.json().message.invitation).toBe('joined');
    expect(engagement.json().message.activity.map((a: { kind: string }) => a.kind)).toContain('joined');
  });

  it('lets no agent send, revoke or read the invitation of another agent’s client', async () => {
    const { clientId } = await invitedClient(t);
    const other = await signUpAgent(t.app, 'other.agent@example.com');
    expect((await invite(t.app, other, clientId)).statusCode).toBe(404);
    expect((await sendAs(t.app, 'DELETE', `/api/v1/agent/clients/${clientId}/invitation`, other)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/v1/agent/clients/${clientId}/engagement`, other)).statusCode).toBe(404);
    const [row] = await t.db.select().from(agentClientInvitations).where(eq(agentClientInvitations.clientId, clientId));
    expect(row!.revokedAt).toBeNull();
  });
});

describe('invitations of a large import', () => {
  const t = useTestApp();

  it(`invites more than ${INLINE_INVITATIONS_MAX} clients going live together through the invitation job, each once`, async () => {
    const agent = await signUpAgent(t.app);
    const agentId = await userIdOf(t.db, 'agent@example.com');
    await insertClients(t.db, agentId, INLINE_INVITATIONS_MAX + 10);
    const ids = (await t.db.select({ id: agentClients.id }).from(agentClients)).map((c) => c.id);
    await sendAs(t.app, 'PUT', '/api/v1/agent/engagement-settings', agent, { alertEmails: true, mlsLink: '', inviteOnAdd: true });
    const invite = clientInviter({ db: t.db, mailer: queuedMailer(t.jobs), links: clientLinkSigner('k'.repeat(40)), siteOrigin: 'http://localhost:3000' }, t.jobs);
    expect(await invite(agentId, ids)).toBe(ids.length);
    await invite(agentId, ids);
    // Nothing was sent within the call: the job does it.
    expect((await t.db.select().from(agentClientEmailLog)).length).toBeLessThan(ids.length);
    for (const until = Date.now() + 30_000; (await t.jobs.pending(INVITE_CLIENTS_QUEUE)) > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
    expect((await t.db.select().from(agentClientEmailLog)).length).toBe(ids.length);
    expect((await t.db.select().from(agentClientInvitations)).length).toBe(ids.length);
    expect(agent).toBeTruthy();
  });
});

describe('consent', () => {
  const t = useTestApp();

  it('never attaches the agent to someone who signs up with an email on the agent’s list', async () => {
    const agent = await signUpAgent(t.app);
    await addClient(t.app, agent, { emailAddress: 'sam.self@example.com' });
    const homeowner = await signUpAndGetToken(t.app, { email: 'sam.self@example.com' });
    expect((await getAs(t.app, '/api/v1/agent/associated-agent', homeowner)).json().message).toEqual({ financingLink: null, insuranceLink: null, agent: null });
    expect((await getAs(t.app, '/api/v1/agent/my-agent', homeowner)).json().message.agent).toBeNull();
  });

  it('refuses an invitation link for an email that is an agent account', async () => {
    const { link } = await invitedClient(t, 'agent@example.com', 'maria.lopez@example.com');
    const params = loginParams((await follow(t.app, link)).headers.location as string);
    // The invited person signed up as an agent in the meantime: the link does not sign an agent in.
    await signUpAgent(t.app, 'maria.lopez@example.com');
    const { response } = await emailLogin(t.app, params);
    expect(response.statusCode).toBe(401);
  });
});
