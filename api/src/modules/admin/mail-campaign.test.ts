import { eq } from 'drizzle-orm';
import { userProfiles, users } from '../../db/schema';
import { postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { turnOnTwoStepFor } from '../security/account-test-helpers';

const CAMPAIGNS = '/api/v1/admin/mail-campaigns';
const ADMIN_EMAIL = 'ada.admin@homeworth.example';
const NEWS = { subject: 'Homeworth in November', message: 'New: a maintenance plan for every home.' };

describe('POST /api/v1/admin/mail-campaigns', () => {
  const t = useTestApp({ adminEmails: [ADMIN_EMAIL] });

  async function account(email: string, newsletter: boolean, verified = true): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    if (verified) await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.id, user!.id));
    await t.db
      .insert(userProfiles)
      .values({ userId: user!.id, monthlyNewsletter: newsletter })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { monthlyNewsletter: newsletter } });
    return token;
  }

  it('mails only the verified accounts that opted in, once each; test=true mails only the admin; a non-admin gets 403', async () => {
    const admin = await account(ADMIN_EMAIL, false);
    await turnOnTwoStepFor(t, ADMIN_EMAIL);
    const reader = await account('reader@example.com', true);
    await account('quiet@example.com', false);
    await account('pending@example.com', true, false);

    const test = await postJson(t.app, `${CAMPAIGNS}?test=true`, NEWS, admin);
    expect(test.json().message.queued).toBe(1);
    const campaignMails = async (to: string) => (await t.readMail(to)).filter((m) => m.subject === NEWS.subject);
    expect(await campaignMails(ADMIN_EMAIL)).toHaveLength(1);

    const sent = await postJson(t.app, CAMPAIGNS, NEWS, admin);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message.queued).toBe(1);
    const readerMails = await campaignMails('reader@example.com');
    expect(readerMails).toHaveLength(1);
    const [mail] = readerMails;
    expect(mail?.text).toContain('New: a maintenance plan for every home.');
    expect(mail?.text).toContain('/user/edit-profile');
    expect(await campaignMails('quiet@example.com')).toHaveLength(0);
    expect(await campaignMails('pending@example.com')).toHaveLength(0);
    expect(await campaignMails(ADMIN_EMAIL)).toHaveLength(1);

    expect((await postJson(t.app, CAMPAIGNS, NEWS, reader)).statusCode).toBe(403);
  });
});
