import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { HIGHLY_ENGAGED_CLICKS, PROFILE_MESSAGES, ROLE_IDS, SMS_MESSAGES } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { CSRF_HEADERS, getAs, postJson, useTestApp } from '../../test/test-app';
import type { SmsMessage } from '../../providers/sms/sms-provider';
import { userProfiles } from '../security';
import { SESSION_COOKIE_NAME } from '../security';
import { agentClientActivity } from './agent-engagement.tables';
import { clientLinkSigner, SMS_ACTIVITY_COOKIE } from './client-links';
import { addClient, emailLogin, follow, invite, invitedClient, loginParams, smsCookieOf, trackedLinks } from './agent-engagement.test-helpers';

const SECRET = 'test-link-secret-of-at-least-thirty-two-characters';
const texts: SmsMessage[] = [];
let smsFails = false;
const sms = {
  name: 'test',
  async send(message: SmsMessage) {
    if (smsFails) throw new Error('gateway down');
    texts.push(message);
  },
};

describe('tracked links, activity and alerts', () => {
  const t = useTestApp({ shareLinkSecret: SECRET, sms });
  const signer = clientLinkSigner(SECRET);

  it('records a click, sets the SMS cookie, alerts the agent and redirects to the signed same-site path', async () => {
    const { agent, clientId, link } = await invitedClient(t);
    const clicked = await follow(t.app, link);
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toMatch(/^\/login\/email-session\?/);
    const cookie = JSON.parse(smsCookieOf(clicked)!.value);
    expect(cookie).toMatchObject({ clickName: 'welcomeClientEmail', emailId: 'maria.lopez@example.com' });
    expect(cookie.emailLogId).toEqual(expect.any(Number));
    expect(smsCookieOf(clicked)!.httpOnly).toBe(true);

    const feed = (await getAs(t.app, '/api/v1/agent/activity', agent)).json().message.activity;
    expect(feed[0]).toMatchObject({ clientId, kind: 'click', clickName: 'welcomeClientEmail', emailSubject: 'Alex Agent invited you to Homeworth' });
    const alerts = (await getAs(t.app, '/api/v1/agent/notifications', agent)).json().message;
    expect(alerts.unreadCount).toBe(1);
    const [alertMail] = await t.readMail('agent@example.com');
    expect(alertMail!.subject).toBe('Client activity: Maria Lopez clicked welcomeClientEmail in "Alex Agent invited you to Homeworth"');
    expect((await postJson(t.app, '/api/v1/agent/notifications/read', undefined, agent)).json().message.unreadCount).toBe(0);

    // More clicks within the hour: in-app alerts, no more alert email.
    await follow(t.app, link);
    const alertMails = async () => (await t.readMail('agent@example.com')).filter((m) => m.subject.startsWith('Client activity'));
    expect(await alertMails()).toHaveLength(1);
    expect((await getAs(t.app, '/api/v1/agent/notifications', agent)).json().message.unreadCount).toBe(1);
    await postJson(t.app, '/api/v1/agent/notifications/read', undefined, agent);

    // No alert email when the agent turned them off; the in-app alert still comes.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/agent/engagement-settings',
      headers: CSRF_HEADERS,
      cookies: { [SESSION_COOKIE_NAME]: agent },
      payload: { alertEmails: false, mlsLink: '' },
    });
    expect(off.statusCode).toBe(200);
    t.mailCatcher.clear();
    const second = await addClient(t.app, agent, { firstName: 'Sam', emailAddress: 'sam@example.com' });
    await invite(t.app, agent, second);
    const [secondLink] = await trackedLinks(t, 'sam@example.com');
    await follow(t.app, secondLink!);
    expect(await alertMails()).toHaveLength(0);
    const alerts2 = (await getAs(t.app, '/api/v1/agent/notifications', agent)).json().message;
    expect(alerts2.unreadCount).toBe(1);
    expect(alerts2.notifications[0].entry.clientId).toBe(second);
  });

  it('refuses a forged or altered link and records nothing', async () => {
    const { link } = await invitedClient(t);
    const url = new URL(link, 'http://site');
    const altered = new URL(url);
    altered.searchParams.set('to', '/dashboard');
    const otherEmail = new URL(url);
    otherEmail.searchParams.set('l', String(Number(url.searchParams.get('l')) + 1));
    const badSignature = new URL(url);
    badSignature.searchParams.set('s', 'A'.repeat(43));
    for (const forged of [altered, otherEmail, badSignature]) {
      const answer = await follow(t.app, forged.pathname + forged.search);
      expect(answer.statusCode).toBe(403);
      expect(smsCookieOf(answer)).toBeUndefined();
    }
    // Only the invitation the agent sent is on the timeline: no click.
    expect((await t.db.select().from(agentClientActivity)).map((a) => a.kind)).toEqual(['invited']);
  });

  it('redirects only to same-site paths, even for a link we signed', async () => {
    const { link } = await invitedClient(t);
    const emailLogId = Number(new URL(link, 'http://site').searchParams.get('l'));
    for (const to of ['//evil.example.com/x', 'https://evil.example.com/', '/\\evil.example.com']) {
      const signed = new URL(signer.trackedUrl('http://site', { emailLogId, clickName: 'CheckYourDashboard', to }));
      const answer = await follow(t.app, signed.pathname + signed.search);
      expect([answer.statusCode, answer.headers.location]).toEqual([302, '/dashboard']);
    }
  });

  it(`marks a client highly engaged at ${HIGHLY_ENGAGED_CLICKS} clicks within 30 days`, async () => {
    const { agent, clientId, link } = await invitedClient(t);
    const engagement = async () => (await getAs(t.app, `/api/v1/agent/clients/${clientId}/engagement`, agent)).json().message;
    for (let i = 1; i < HIGHLY_ENGAGED_CLICKS; i += 1) await follow(t.app, link);
    expect(await engagement()).toMatchObject({ highlyEngaged: false, clicksInWindow: HIGHLY_ENGAGED_CLICKS - 1 });
    await follow(t.app, link);
    const engaged = await engagement();
    expect(engaged).toMatchObject({ highlyEngaged: true, clicksInWindow: HIGHLY_ENGAGED_CLICKS });
    expect(engaged.emails[0]).toMatchObject({ kind: 'invitation', clicks: HIGHLY_ENGAGED_CLICKS });
    // Clicks older than the window no longer count.
    await t.db
      .update(agentClientActivity)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(agentClientActivity.clientId, clientId));
    expect(await engagement()).toMatchObject({ highlyEngaged: false, clicksInWindow: 0 });
  });
});

describe('texting the agent', () => {
  const t = useTestApp({ shareLinkSecret: SECRET, sms });

  /** An invited client who followed the invitation: signed in, with the cookie of the click. */
  async function joinedClient() {
    const { agent, clientId, link } = await invitedClient(t);
    const agentId = (await getAs(t.app, '/api/v1/security/me', agent)).json().message.user.userId as number;
    await t.db.update(userProfiles).set({ phone: '5125550199' }).where(eq(userProfiles.userId, agentId));
    const clicked = await follow(t.app, link);
    const { token } = await emailLogin(t.app, loginParams(clicked.headers.location as string));
    const cookie = smsCookieOf(clicked)!.value;
    return { agent, agentId, clientId, client: token!, cookie };
  }

  const text = (token: string | undefined, body: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/send-agent-sms',
      headers: CSRF_HEADERS,
      payload: body,
      cookies: { ...(token ? { [SESSION_COOKIE_NAME]: token } : {}), ...(cookie ? { [SMS_ACTIVITY_COOKIE]: cookie } : {}) },
    });
  const message = (response: Awaited<ReturnType<typeof text>>) => (response.json().success ? response.json().message : response.json().errors[0].message);

  beforeEach(() => {
    texts.length = 0;
    smsFails = false;
  });

  it('sends the text to the agent’s phone with "SMS sent" and shows it in the activity feed', async () => {
    const { agent, agentId, client, cookie } = await joinedClient();
    const sent = await text(client, { agentId, smsText: 'Can we talk about selling?' }, cookie);
    expect([sent.statusCode, message(sent)]).toEqual([200, SMS_MESSAGES.sent]);
    expect(texts).toEqual([{ to: '+15125550199', body: 'Homeworth: Maria Lopez (maria.lopez@example.com) wrote: Can we talk about selling?' }]);
    const feed = (await getAs(t.app, '/api/v1/agent/activity', agent)).json().message.activity;
    expect(feed[0]).toMatchObject({ kind: 'sms', detail: 'Can we talk about selling?' });
  });

  it('every signed-in role but agents may text: a client who is a contractor is sent, the same client made an agent is refused', async () => {
    const { agentId, client, cookie } = await joinedClient();
    const clientUserId = (await getAs(t.app, '/api/v1/security/me', client)).json().message.user.userId as number;
    await t.db.update(users).set({ roleId: ROLE_IDS.contractor }).where(eq(users.id, clientUserId));
    expect((await getAs(t.app, '/api/v1/security/me', client)).json().message.user.userRole).toBe('PROFESSIONAL');

    const sent = await text(client, { agentId, smsText: 'Contractor here' }, cookie);
    expect([sent.statusCode, message(sent)]).toEqual([200, SMS_MESSAGES.sent]);
    expect(texts).toHaveLength(1);

    await t.db.update(users).set({ roleId: ROLE_IDS.agent }).where(eq(users.id, clientUserId));
    const asAgentClient = await text(client, { agentId, smsText: 'Agent here' }, cookie);
    expect([asAgentClient.statusCode, message(asAgentClient)]).toEqual([403, SMS_MESSAGES.notAllowed]);
  });

  it('answers each of the spec’s refusals with its message', async () => {
    const { agent, agentId, client, cookie } = await joinedClient();
    const body = { agentId, smsText: 'Hello' };
    const guest = await text(undefined, body, cookie);
    expect([guest.statusCode, message(guest)]).toEqual([403, SMS_MESSAGES.notAllowed]);
    const asAgent = await text(agent, body, cookie);
    expect([asAgent.statusCode, message(asAgent)]).toEqual([403, SMS_MESSAGES.notAllowed]);

    const noCookie = await text(client, body);
    expect([noCookie.statusCode, message(noCookie)]).toEqual([403, SMS_MESSAGES.invalidCookie]);
    // A cookie for another email is dropped.
    const foreign = JSON.stringify({ ...JSON.parse(cookie), emailId: 'someone@example.com' });
    const mismatch = await text(client, body, foreign);
    expect([mismatch.statusCode, message(mismatch)]).toEqual([403, SMS_MESSAGES.invalidCookie]);
    const dropped = mismatch.cookies.find((c) => c.name === SMS_ACTIVITY_COOKIE);
    expect(dropped?.value).toBe('');
    // A forged token is no click either.
    const forged = await text(client, body, JSON.stringify({ ...JSON.parse(cookie), emailToken: 'A'.repeat(43) }));
    expect(message(forged)).toBe(SMS_MESSAGES.invalidCookie);

    const { emailToken, emailLogId } = JSON.parse(cookie);
    const badName = await text(client, { ...body, clickName: 'OpenSesame', emailToken, emailLogId });
    expect([badName.statusCode, message(badName)]).toEqual([400, SMS_MESSAGES.invalidClickName]);

    const otherAgent = await text(client, { ...body, agentId: agentId + 1000 }, cookie);
    expect([otherAgent.statusCode, message(otherAgent)]).toEqual([403, SMS_MESSAGES.invalidAgent]);

    smsFails = true;
    const failed = await text(client, body, cookie);
    expect([failed.statusCode, message(failed)]).toEqual([502, SMS_MESSAGES.failed]);
    expect(texts).toHaveLength(0);
  });

  it('limits a client to 5 texts an hour', async () => {
    const { agentId, client, cookie } = await joinedClient();
    for (let i = 0; i < 5; i += 1) expect((await text(client, { agentId, smsText: `Text ${i}` }, cookie)).statusCode).toBe(200);
    expect((await text(client, { agentId, smsText: 'One more' }, cookie)).statusCode).toBe(429);
    expect(texts).toHaveLength(5);
  });

  it('shows the client their agent’s card, with a photo served to anyone only for agents', async () => {
    const { agent, agentId, client } = await joinedClient();
    const boundary = '----hwtest';
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    const upload = (data: Buffer, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/security/profile/image',
        headers: { ...CSRF_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\nContent-Type: ${type}\r\n\r\n`),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        cookies: { [SESSION_COOKIE_NAME]: agent },
      });
    const gif = await upload(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      'image/gif',
    );
    expect(gif.json().errors[0].message).toBe(PROFILE_MESSAGES.fileTypeNotAllowed);
    expect((await upload(Buffer.alloc(15 * 1024 * 1024 + 10, 1), 'image/png')).json().errors[0].message).toBe(PROFILE_MESSAGES.fileSizeNotAllowed);
    const before = (await getAs(t.app, '/api/v1/agent/associated-agent', agent)).json().message.agent;
    expect(before.agentImage).toBeNull();
    expect((await upload(jpeg, 'image/jpeg')).statusCode).toBe(200);
    // The navigation shows the agent's own photo as its avatar.
    const own = (await getAs(t.app, '/api/v1/agent/associated-agent', agent)).json().message.agent;
    expect(own).toMatchObject({ agentId, agentImage: `/api/v1/agent/agents/${agentId}/image` });

    const card = (await getAs(t.app, '/api/v1/agent/my-agent', client)).json().message.agent;
    expect(card).toMatchObject({
      agentId,
      firstName: 'Alex',
      lastName: 'Agent',
      phone: '5125550199',
      email: 'agent@example.com',
      imageUrl: `/api/v1/agent/agents/${agentId}/image`,
    });
    const photo = await getAs(t.app, card.imageUrl);
    const meta = await sharp(photo.rawPayload).metadata();
    expect([photo.statusCode, meta.width, meta.height, meta.format]).toEqual([200, 180, 180, 'png']);
    // A homeowner's picture is not served this way.
    const clientId = (await getAs(t.app, '/api/v1/security/me', client)).json().message.user.userId;
    expect((await getAs(t.app, `/api/v1/agent/agents/${clientId}/image`)).statusCode).toBe(404);
    // The invitation ended with the agent's card.
    const [invitation] = await t.readMail('maria.lopez@example.com');
    expect(invitation!.text).toContain('Your agent\nAlex Agent');
  });
});
