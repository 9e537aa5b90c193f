import { eq } from 'drizzle-orm';
import { getAs, postJson, useTestApp } from '../../test/test-app';
import { agentClientInvitations } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import { call, upload } from './agent-test-helpers';
import { addClient, emailLogin, follow, invite, loginParams, sendAs, signUpAgent, trackedLinks } from './agent-engagement.test-helpers';

// The agent decides when a client is emailed: nothing on adding or importing unless the agent chose so,
// a preview first, one or many sends, and a client's opt-out that stops every agent email.

const BULK = '/api/v1/agent/invitations';
const preview = (app: Parameters<typeof getAs>[0], agent: string, clientId: number) => getAs(app, `/api/v1/agent/clients/${clientId}/invitation-preview`, agent);

/** The opt-out link of the newest mail to `to`, as a path with query. */
async function optOutLink(readMail: (to: string) => Promise<Array<{ text: string }>>, to: string): Promise<string> {
  const [mail] = await readMail(to);
  const url = new URL(/https?:\/\/\S+\/api\/agent-email\/opt-out\?\S+/.exec(mail!.text)![0]);
  return url.pathname + url.search;
}

describe('invitations wait for the agent', () => {
  const t = useTestApp();

  it('sends nothing when a client is added or an import confirmed, until the agent sends it', async () => {
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent);
    const added = await getAs(t.app, `/api/v1/agent/clients/${clientId}`, agent);
    expect(added.json().message.client).toMatchObject({ invited: false, optedOut: false });
    const csv = [
      'First Name,Last Name,Email,Phone,Address,City,State,Zip,Notes',
      'Anna,Ames,ann.ames@example.com,(512) 555-1001,1 Main Street,Austin,TX,78701,Prefers texts',
      'Bobby,Burns,bob.burns@example.com,(512) 555-1002,2 Main Street,Austin,TX,78701,',
    ].join('\n');
    const uploaded = await upload(t.app, '/api/v1/agent/imports', agent, 'contacts.csv', csv);
    const importId = uploaded.json().message.import.id as number;
    const mapped = await call(t.app, 'PUT', `/api/v1/agent/imports/${importId}/mapping`, agent, { mapping: uploaded.json().message.import.mapping });
    expect(mapped.statusCode).toBe(200);
    const confirmed = await postJson(t.app, `/api/v1/agent/imports/${importId}/confirm`, undefined, agent);
    expect(confirmed.json().message.wentLive).toBe(2);
    expect(await t.readMail('maria.lopez@example.com')).toEqual([]);
    expect(await t.readMail('ann.ames@example.com')).toEqual([]);
    expect(await t.db.select().from(agentClientInvitations)).toEqual([]);
    // An import's notes column becomes each client's first note too.
    const ann = (await getAs(t.app, '/api/v1/agent/clients?q=ann', agent)).json().message.clients[0];
    const annNotes = (await getAs(t.app, `/api/v1/agent/clients/${ann.id}/notes`, agent)).json().message.notes;
    expect(annNotes.map((n: { body: string }) => n.body)).toEqual(['Prefers texts']);

    expect((await invite(t.app, agent, clientId)).statusCode).toBe(200);
    expect(await t.readMail('maria.lopez@example.com')).toHaveLength(1);
  });

  it('honours the default the agent sets: "send invitations when I add a client"', async () => {
    const agent = await signUpAgent(t.app);
    expect((await getAs(t.app, '/api/v1/agent/engagement-settings', agent)).json().message.inviteOnAdd).toBe(false);
    const set = await sendAs(t.app, 'PUT', '/api/v1/agent/engagement-settings', agent, { alertEmails: true, mlsLink: '', inviteOnAdd: true });
    expect(set.json().message.inviteOnAdd).toBe(true);
    expect((await getAs(t.app, '/api/v1/agent/profile', agent)).json().message.inviteOnAdd).toBe(true);
    const added = await postJson(
      t.app,
      '/api/v1/agent/clients',
      { firstName: 'Maria', lastName: 'Lopez', emailAddress: 'maria.lopez@example.com', phoneNumber: '', address: '', city: '', state: '', zipCode: '', notes: '' },
      agent,
    );
    expect(added.json().message.client.invited).toBe(true);
    const [mail] = await t.readMail('maria.lopez@example.com');
    expect(mail!.subject).toBe('Alex Agent invited you to Homeworth');
    // Saving the profile without the choice leaves it as it is.
    const profile = (await getAs(t.app, '/api/v1/agent/profile', agent)).json().message;
    const { email: _email, hasPhoto: _hasPhoto, inviteOnAdd: _inviteOnAdd, ...form } = profile;
    expect((await sendAs(t.app, 'PUT', '/api/v1/agent/profile', agent, form)).json().message.inviteOnAdd).toBe(true);
  });

  it('previews the real invitation: the same subject, text and agent card as the one sent, with links that sign nobody in', async () => {
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent);
    const shown = await preview(t.app, agent, clientId);
    expect(shown.statusCode).toBe(200);
    const { to, subject, text, html } = shown.json().message;
    expect([to, subject]).toEqual(['maria.lopez@example.com', 'Alex Agent invited you to Homeworth']);
    expect(html).toContain('Open my dashboard');
    expect(html).toContain('Opt out');
    expect(text).not.toContain('emailToken');
    expect(text).not.toContain('/api/agent-email/click');
    expect(await t.db.select().from(agentClientInvitations)).toEqual([]);
    expect(await t.readMail('maria.lopez@example.com')).toEqual([]);

    await invite(t.app, agent, clientId);
    const [sent] = await t.readMail('maria.lopez@example.com');
    const words = (s: string) => s.replace(/https?:\/\/\S+/g, 'LINK');
    expect(sent!.subject).toBe(subject);
    expect(words(sent!.text)).toBe(words(text));
  });

  it('sends the selected clients’ invitations in one go and says who was left out and why', async () => {
    const agent = await signUpAgent(t.app);
    const a = await addClient(t.app, agent, { emailAddress: 'a.one@example.com' });
    const b = await addClient(t.app, agent, { emailAddress: 'b.two@example.com', firstName: 'Bea' });
    const noEmail = await addClient(t.app, agent, { emailAddress: '', firstName: 'Nora' });
    const bulk = await postJson(t.app, BULK, { clientIds: [a, b, noEmail] }, agent);
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().message).toEqual({ sent: [a, b], skipped: [{ clientId: noEmail, reason: 'no-email' }] });
    expect(await t.readMail('a.one@example.com')).toHaveLength(1);
    expect(await t.readMail('b.two@example.com')).toHaveLength(1);
    expect((await postJson(t.app, BULK, { clientIds: [] }, agent)).statusCode).toBe(400);
    expect((await postJson(t.app, BULK, { clientIds: Array.from({ length: 101 }, (_, i) => i + 1) }, agent)).statusCode).toBe(400);
  });

  it('never sends, previews or bulk-sends for another agent’s client', async () => {
    const owner = await signUpAgent(t.app);
    const theirs = await addClient(t.app, owner);
    const other = await signUpAgent(t.app, 'other.agent@example.com');
    const mine = await addClient(t.app, other, { emailAddress: 'mine@example.com' });
    expect((await invite(t.app, other, theirs)).statusCode).toBe(404);
    expect((await preview(t.app, other, theirs)).statusCode).toBe(404);
    const bulk = await postJson(t.app, BULK, { clientIds: [mine, theirs] }, other);
    expect(bulk.statusCode).toBe(404);
    // All or nothing: not even the agent's own client was sent.
    expect(await t.readMail('mine@example.com')).toEqual([]);
    expect(await t.readMail('maria.lopez@example.com')).toEqual([]);
  });

  it('shows a sent invitation on the activity feed at once, without an alert', async () => {
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent);
    await postJson(t.app, BULK, { clientIds: [clientId] }, agent);
    const feed = (await getAs(t.app, '/api/v1/agent/activity', agent)).json().message.activity;
    expect(feed).toEqual([expect.objectContaining({ clientId, kind: 'invited', clientName: 'Maria Lopez', emailSubject: 'Alex Agent invited you to Homeworth' })]);
    expect((await getAs(t.app, '/api/v1/agent/notifications', agent)).json().message.unreadCount).toBe(0);
  });

  it('keeps the notes typed in the add form as the client’s first note', async () => {
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent, { notes: 'Wants a pool before summer' });
    const notes = (await getAs(t.app, `/api/v1/agent/clients/${clientId}/notes`, agent)).json().message.notes;
    expect(notes.map((n: { body: string }) => n.body)).toEqual(['Wants a pool before summer']);
  });
});

describe('a client’s opt-out', () => {
  const t = useTestApp();

  it('records the opt-out from the invitation’s link: no further invitation or agent email, the agent sees "opted out"', async () => {
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent);
    await invite(t.app, agent, clientId);
    const [link] = await trackedLinks(t, 'maria.lopez@example.com');
    const params = loginParams((await follow(t.app, link!)).headers.location as string);
    const optOut = await optOutLink((to) => t.readMail(to), 'maria.lopez@example.com');

    const asked = await t.app.inject({ method: 'GET', url: optOut });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop emails from your agent?');
    // Asking records nothing; the form's POST does.
    expect((await getAs(t.app, `/api/v1/agent/clients/${clientId}`, agent)).json().message.client.optedOut).toBe(false);
    // The page's form and a mail client's one-click POST send a form body.
    const done = await t.app.inject({
      method: 'POST',
      url: optOut,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are opted out');

    expect((await getAs(t.app, `/api/v1/agent/clients/${clientId}`, agent)).json().message.client.optedOut).toBe(true);
    expect((await getAs(t.app, `/api/v1/agent/clients/${clientId}/engagement`, agent)).json().message.invitation).toBe('opted-out');
    const feed = (await getAs(t.app, '/api/v1/agent/activity', agent)).json().message.activity;
    expect(feed[0]).toMatchObject({ kind: 'opted-out', clientId });
    // The open link no longer signs in; no invitation or digest goes out any more.
    expect((await emailLogin(t.app, params)).response.statusCode).toBe(401);
    const again = await invite(t.app, agent, clientId);
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'OPTED_OUT']);
    expect((await postJson(t.app, BULK, { clientIds: [clientId] }, agent)).json().message.skipped).toEqual([{ clientId, reason: 'opted-out' }]);
    expect((await postJson(t.app, `/api/v1/agent/clients/${clientId}/digest/send`, undefined, agent)).json().message.sent).toBe(false);
    expect(await t.readMail('maria.lopez@example.com')).toHaveLength(1);
  });

  it('refuses a forged opt-out link and records nothing', async () => {
    const agent = await signUpAgent(t.app);
    const clientId = await addClient(t.app, agent);
    const forged = await t.app.inject({ method: 'POST', url: `/api/agent-email/opt-out?client=${clientId}&token=forged` });
    expect(forged.statusCode).toBe(403);
    const [row] = await t.db.select().from(agentClients).where(eq(agentClients.id, clientId));
    expect(row!.optedOutAt).toBeNull();
  });
});
