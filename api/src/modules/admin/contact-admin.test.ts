import { eq } from 'drizzle-orm';
import { contactMessages, contactReplies, sessions, users } from '../../db/schema';
import { getAs, postJson, signUpAndGetToken, useTestApp, CSRF_HEADERS } from '../../test/test-app';
import { turnOnTwoStepFor } from '../security/account-test-helpers';
import { SESSION_COOKIE_NAME } from '../security';

const CONTACT = '/api/v1/utils/contact-us';
const ADMIN = '/api/v1/admin/contact-messages';
const ADMIN_EMAIL = 'ada.admin@homeworth.example';
const SUPPORT = 'help@homeworth.example';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: 'sam.rivera@example.com',
  topic: 'Homeowner support',
  message: 'My home report shows the wrong year built.',
  ...overrides,
});

describe('contact-us reaches someone, and the admins answer it', () => {
  const t = useTestApp({ contactRateLimit: { max: 10_000, timeWindow: '1 minute' }, adminEmails: [ADMIN_EMAIL], supportEmail: SUPPORT });

  async function adminToken(): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email: ADMIN_EMAIL, firstName: 'Ada' });
    await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, ADMIN_EMAIL));
    await turnOnTwoStepFor(t, ADMIN_EMAIL);
    return token;
  }

  function put(url: string, payload: unknown, token: string) {
    return t.app.inject({ method: 'PUT', url, headers: CSRF_HEADERS, payload: payload as object, cookies: { [SESSION_COOKIE_NAME]: token } });
  }

  it('emails the message to the support address (Reply-To the sender) and a confirmation to the sender', async () => {
    const response = await postJson(t.app, CONTACT, message());
    expect(response.statusCode).toBe(201);

    const [support] = await t.readMail(SUPPORT);
    expect(support?.subject).toBe('Contact us: Homeowner support from Sam Rivera');
    expect(support?.text).toContain('My home report shows the wrong year built.');
    expect(support?.text).toContain('http://localhost:3000/user/admin/messages');
    expect(support?.headers['reply-to']).toContain('sam.rivera@example.com');
    const [confirmation] = await t.readMail('sam.rivera@example.com');
    expect(confirmation?.subject).toBe('We received your message');
    expect(confirmation?.text).toContain('We answer within one business day.');
  });

  it('lists messages newest first, filters open and answered, and marks one answered', async () => {
    await postJson(t.app, CONTACT, message({ message: 'first' }));
    await postJson(t.app, CONTACT, message({ message: 'second' }));
    const token = await adminToken();

    const open = await getAs(t.app, `${ADMIN}?status=open`, token);
    expect(open.statusCode).toBe(200);
    expect(open.json().message.messages.map((m: { message: string }) => m.message)).toEqual(['second', 'first']);

    const [, first] = open.json().message.messages;
    expect((await put(`${ADMIN}/${first.id}/answered`, { answered: true }, token)).statusCode).toBe(200);
    expect((await getAs(t.app, `${ADMIN}?status=open`, token)).json().message.messages.map((m: { message: string }) => m.message)).toEqual(['second']);
    const answered = (await getAs(t.app, `${ADMIN}?status=answered`, token)).json().message.messages;
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ message: 'first', answeredAt: expect.any(String) });
    expect((await put(`${ADMIN}/999/answered`, { answered: true }, token)).statusCode).toBe(404);
  });

  it('a reply is emailed to the sender, joins the thread and answers the message', async () => {
    const { id } = (await postJson(t.app, CONTACT, message())).json().message;
    const token = await adminToken();

    const reply = await postJson(t.app, `${ADMIN}/${id}/replies`, { message: 'We corrected the year built to 1987.' }, token);
    expect(reply.statusCode).toBe(201);

    const mails = await t.readMail('sam.rivera@example.com');
    const answer = mails.find((mail) => mail.subject === 'Re: your message to Homeworth (Homeowner support)');
    expect(answer?.text).toContain('We corrected the year built to 1987.');
    expect(answer?.text).toContain('> My home report shows the wrong year built.');
    const [listed] = (await getAs(t.app, `${ADMIN}?status=answered`, token)).json().message.messages;
    expect(listed.replies).toEqual([{ id: reply.json().message.id, body: 'We corrected the year built to 1987.', createdAt: expect.any(String) }]);
    expect(await t.db.select().from(contactReplies)).toHaveLength(1);
  });

  it('answers 403 on every admin route to a signed-in non-admin, an unverified listed email, and 401 to a guest', async () => {
    const { id } = (await postJson(t.app, CONTACT, message())).json().message;
    const userToken = await signUpAndGetToken(t.app, { email: 'someone@example.com' });
    const unverifiedAdmin = await signUpAndGetToken(t.app, { email: ADMIN_EMAIL });

    for (const token of [userToken, unverifiedAdmin]) {
      expect((await getAs(t.app, ADMIN, token)).statusCode).toBe(403);
      expect((await put(`${ADMIN}/${id}/answered`, { answered: true }, token)).statusCode).toBe(403);
      expect((await postJson(t.app, `${ADMIN}/${id}/replies`, { message: 'hi' }, token)).statusCode).toBe(403);
      expect((await postJson(t.app, `${ADMIN}/${id}/delete-account`, { confirmEmail: 'someone@example.com' }, token)).statusCode).toBe(403);
    }
    expect((await getAs(t.app, ADMIN)).statusCode).toBe(401);
    const [row] = await t.db.select().from(contactMessages);
    expect(row?.answeredAt).toBeNull();
  });

  it('carries out a signed-in "Delete my account" request after the email is typed again: the account, its homes and sessions go, the message stays', async () => {
    const ownerToken = await signUpAndGetToken(t.app, { email: 'leaving@example.com', firstName: 'Lee' });
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'leaving@example.com'));
    const { id } = (await postJson(t.app, CONTACT, message({ email: 'leaving@example.com', topic: 'Delete my account', message: 'Please delete my account.' }), ownerToken)).json()
      .message;
    const guestRequest = (await postJson(t.app, CONTACT, message({ email: 'leaving@example.com', topic: 'Delete my account' }))).json().message.id;
    const token = await adminToken();

    const [listed] = (await getAs(t.app, ADMIN, token)).json().message.messages.filter((m: { id: number }) => m.id === id);
    expect(listed.canDeleteAccount).toBe(true);
    const wrong = await postJson(t.app, `${ADMIN}/${id}/delete-account`, { confirmEmail: 'someone-else@example.com' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].args).toEqual({ field: 'confirmEmail' });
    expect((await postJson(t.app, `${ADMIN}/${guestRequest}/delete-account`, { confirmEmail: 'leaving@example.com' }, token)).statusCode).toBe(409);

    const done = await postJson(t.app, `${ADMIN}/${id}/delete-account`, { confirmEmail: 'Leaving@Example.com' }, token);
    expect(done.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, owner!.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner!.id))).toHaveLength(0);
    expect((await getAs(t.app, '/api/v1/property/user-properties', ownerToken)).statusCode).toBe(401);
    const [kept] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(kept).toMatchObject({ userId: null, accountDeletedAt: expect.any(Date), answeredAt: expect.any(Date) });
    const mails = await t.readMail('leaving@example.com');
    expect(mails.map((mail) => mail.subject)).toContain('Your Homeworth account has been deleted');
    // Done once: a second attempt is refused.
    expect((await postJson(t.app, `${ADMIN}/${id}/delete-account`, { confirmEmail: 'leaving@example.com' }, token)).statusCode).toBe(409);
  });
});

describe('POST /api/v1/utils/loans-email-notification', () => {
  const t = useTestApp({ contactRateLimit: { max: 10_000, timeWindow: '1 minute' }, supportEmail: SUPPORT });

  it('becomes a loans-topic contact message mailed to support and confirmed to the requestor; a bad email is 400', async () => {
    const response = await postJson(t.app, '/api/v1/utils/loans-email-notification', { requestorEmail: 'Owner@Example.com' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({ email: 'owner@example.com', topic: 'Home improvement loans' });
    expect(row?.message).toContain('/home-improvement-loans/loan-calculator');
    expect((await t.readMail(SUPPORT))[0]?.subject).toBe('Contact us: Home improvement loans from Owner');
    expect((await t.readMail('owner@example.com'))[0]?.subject).toBe('We received your message');

    const bad = await postJson(t.app, '/api/v1/utils/loans-email-notification', { requestorEmail: 'owner@example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].args).toEqual({ field: 'requestorEmail' });
  });
});
