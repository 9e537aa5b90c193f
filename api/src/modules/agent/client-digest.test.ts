import { eq } from 'drizzle-orm';
import { getAs, postJson, useTestApp } from '../../test/test-app';
import { queuedMailer } from '../../providers/mail/mailer';
import { propertyDataProvider, sampleDataNote } from '../property';
import { agentClientDigests, agentClientEmailLog } from './agent-engagement.tables';
import { clientLinkSigner } from './client-links';
import { DIGEST_QUARTERLY_AFTER_UNCLICKED, runDigestPass, sendClientDigest, type DigestDeps } from './client-digest.service';
import { emailLogin, follow, invitedClient, loginParams, sendAs, signUpAgent, trackedLinks } from './agent-engagement.test-helpers';

const SECRET = 'test-link-secret-of-at-least-thirty-two-characters';

describe('the monthly client digest', () => {
  const t = useTestApp({ shareLinkSecret: SECRET });
  const deps = (): DigestDeps => ({
    db: t.db,
    mailer: queuedMailer(t.jobs),
    links: clientLinkSigner(SECRET),
    siteOrigin: 'http://localhost:3000',
    provider: propertyDataProvider('sample'),
  });
  const CLIENT = 'maria.lopez@example.com';

  async function joinedClient() {
    const invited = await invitedClient(t);
    const clicked = await follow(t.app, invited.link);
    await emailLogin(t.app, loginParams(clicked.headers.location as string));
    t.mailCatcher.clear();
    return invited;
  }

  it('goes only to clients who accepted the invitation, once per month however many workers send it', async () => {
    const invited = await invitedClient(t);
    expect(await sendClientDigest(deps(), invited.clientId, '2026-01')).toBe(false);
    await follow(t.app, invited.link).then((c) => emailLogin(t.app, loginParams(c.headers.location as string)));
    t.mailCatcher.clear();

    // Two workers (and a second monthly pass) racing for the same month: one email.
    const sent = await Promise.all([
      sendClientDigest(deps(), invited.clientId, '2026-02'),
      sendClientDigest(deps(), invited.clientId, '2026-02'),
      runDigestPass(deps(), t.jobs, new Date('2026-02-01T15:00:00Z')),
    ]);
    expect(sent.slice(0, 2).filter(Boolean)).toHaveLength(1);
    const mails = await t.readMail(CLIENT);
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest!.subject).toMatch(/^Your home this month: \$[\d,]+$/);
    for (const part of ['Your home value', 'Best-return project', 'Nearby permits', ' mi), filed ', 'Recent sales nearby', 'Your agent', sampleDataNote('in this e-mail')])
      expect(digest!.text).toContain(part);
    // Words and dates as the site shows them: "Nov 23, 2026", never an ISO date or a developer's word.
    for (const body of [digest!.text, digest!.html]) {
      expect(body).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b|provider|configured|undefined|NaN|null/);
      expect(body).toMatch(/filed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    }
    expect(digest!.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/agent-email\/unsubscribe\?client=\d+&token=/);
    expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const links = await trackedLinks(t, CLIENT);
    expect(links.map((l) => new URL(l, 'http://site').searchParams.get('n'))).toEqual(['CheckHomeValues', 'SeeNeighborhoodActivity', 'SeeRecentSales', 'CheckYourDashboard']);
  });

  it(`moves a client who never clicks to a quarterly digest after ${DIGEST_QUARTERLY_AFTER_UNCLICKED} unclicked sends, and back with a click`, async () => {
    const { clientId } = await joinedClient();
    for (let month = 1; month <= DIGEST_QUARTERLY_AFTER_UNCLICKED; month += 1) expect(await sendClientDigest(deps(), clientId, `2026-0${month}`)).toBe(true);
    const [digest] = await t.db.select().from(agentClientDigests).where(eq(agentClientDigests.clientId, clientId));
    expect(digest).toMatchObject({ cadence: 'quarterly', unclickedSends: DIGEST_QUARTERLY_AFTER_UNCLICKED });
    expect(await sendClientDigest(deps(), clientId, '2026-07')).toBe(false);
    expect(await sendClientDigest(deps(), clientId, '2026-08')).toBe(false);
    expect(await sendClientDigest(deps(), clientId, '2026-09')).toBe(true);
    const [link] = await trackedLinks(t, CLIENT);
    expect((await follow(t.app, link!)).statusCode).toBe(302);
    const [after] = await t.db.select().from(agentClientDigests).where(eq(agentClientDigests.clientId, clientId));
    expect(after).toMatchObject({ cadence: 'monthly', unclickedSends: 0 });
    expect(await sendClientDigest(deps(), clientId, '2026-10')).toBe(true);
  });

  it('stops after a one-click unsubscribe or when the agent turns it off, and refuses a forged unsubscribe link', async () => {
    const { agent, clientId } = await joinedClient();
    expect(await sendClientDigest(deps(), clientId, '2026-03')).toBe(true);
    const [digest] = await t.readMail(CLIENT);
    const unsubscribe = new URL(digest!.headers['list-unsubscribe']!.slice(1, -1));
    const forged = await t.app.inject({ method: 'POST', url: `${unsubscribe.pathname}?client=${clientId}&token=${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(403);
    const page = await t.app.inject({ method: 'GET', url: unsubscribe.pathname + unsubscribe.search });
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await sendClientDigest(deps(), clientId, '2026-04')).toBe(true);
    const done = await t.app.inject({ method: 'POST', url: unsubscribe.pathname + unsubscribe.search });
    expect(done.json().message).toEqual({ unsubscribed: true });
    expect(await sendClientDigest(deps(), clientId, '2026-05')).toBe(false);
    const engagement = (await getAs(t.app, `/api/v1/agent/clients/${clientId}/engagement`, agent)).json().message;
    expect(engagement.digest).toMatchObject({ unsubscribed: true });
    expect(engagement.emails.filter((e: { kind: string }) => e.kind === 'digest')).toHaveLength(2);

    await t.db.update(agentClientDigests).set({ unsubscribedAt: null }).where(eq(agentClientDigests.clientId, clientId));
    expect((await sendAs(t.app, 'PUT', `/api/v1/agent/clients/${clientId}/digest`, agent, { enabled: false })).statusCode).toBe(200);
    expect(await sendClientDigest(deps(), clientId, '2026-06')).toBe(false);
  });

  it('lets the agent preview and send this month’s digest of its own clients only', async () => {
    const { agent, clientId } = await joinedClient();
    const preview = await getAs(t.app, `/api/v1/agent/clients/${clientId}/digest-preview`, agent);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('Your home value');
    const sent = await postJson(t.app, `/api/v1/agent/clients/${clientId}/digest/send`, undefined, agent);
    expect(sent.json().message).toEqual({ sent: true });
    expect((await postJson(t.app, `/api/v1/agent/clients/${clientId}/digest/send`, undefined, agent)).json().message).toEqual({ sent: false });
    expect(await t.db.select().from(agentClientEmailLog).where(eq(agentClientEmailLog.kind, 'digest'))).toHaveLength(1);

    const other = await signUpAgent(t.app, 'other.agent@example.com');
    expect((await getAs(t.app, `/api/v1/agent/clients/${clientId}/digest-preview`, other)).statusCode).toBe(404);
    expect((await postJson(t.app, `/api/v1/agent/clients/${clientId}/digest/send`, undefined, other)).statusCode).toBe(404);
    expect((await sendAs(t.app, 'PUT', `/api/v1/agent/clients/${clientId}/digest`, other, { enabled: false })).statusCode).toBe(404);
  });
});
