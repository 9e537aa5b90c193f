import { eq } from 'drizzle-orm';
import { defaultEstimatorAnswers, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { postJson, signUpAndGetToken, useTestApp, type TestContext } from '../../test/test-app';
import { users } from '../../db/schema';

const HOME = { 'property-address': { address: '12 Elm Street', state: 'TX', zipCode: '78701' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };
const ATTACK = { senderName: 'Your bank: call 555-0100 now', address: 'http://evil.example/reset' };

async function savedKitchen(ctx: TestContext, token: string): Promise<EstimatorPlan> {
  const answers = defaultEstimatorAnswers('Kitchen-Renovation-Cost', HOME);
  return (await postJson(ctx.app, '/api/v1/estimation/plans', { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers }, token)).json().message as EstimatorPlan;
}

// Mail the site sends to an address someone typed carries fixed product text only: no sender-chosen
// words, and an unverified account reaches only a few people a day.
describe('mail to addresses a user typed', () => {
  const ctx = useTestApp();
  const share = (token: string, planId: number, shareList: Array<{ email: string; sharedType: number }>) =>
    postJson(ctx.app, `/api/v1/estimation/plans/${planId}/share`, { ...ATTACK, shareList }, token);

  it('a share mail carries neither the typed sender name nor the typed address; an unverified sender is not named', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, token);
    expect((await share(token, plan.userPropertyPlanId, [{ email: 'victim@example.com', sharedType: 1 }])).statusCode).toBe(200);
    const [mail] = await ctx.readMail('victim@example.com');
    for (const text of [mail!.subject, mail!.text, mail!.html]) {
      expect(text).not.toContain('555-0100');
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('Jane');
    }
    expect(mail!.subject).toBe('A Homeworth user shared a Kitchen estimate with you');
  });

  it('names a verified sender by the account name', async () => {
    const token = await signUpAndGetToken(ctx.app);
    await ctx.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, 'jane.doe@example.com'));
    const plan = await savedKitchen(ctx, token);
    expect((await share(token, plan.userPropertyPlanId, [{ email: 'friend@example.com', sharedType: 1 }])).statusCode).toBe(200);
    expect((await ctx.readMail('friend@example.com'))[0]!.subject).toBe('Jane Doe shared a Kitchen estimate with you');
  });

  it('lets an unverified account share with 3 people a day, then asks to verify the email (403)', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, token);
    const people = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ email: `p${from + i}@example.com`, sharedType: 1 }));
    expect((await share(token, plan.userPropertyPlanId, people(0, 3))).statusCode).toBe(200);
    const refused = await share(token, plan.userPropertyPlanId, people(3, 1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errors: [{ code: 'EMAIL_NOT_VERIFIED' }] });
    expect(await ctx.readMail('p3@example.com')).toHaveLength(0);
  });

  it('the contact-us confirmation is a fixed text: it echoes neither the message nor the name', async () => {
    const sent = await postJson(ctx.app, '/api/v1/utils/contact-us', {
      name: 'Click http://evil.example to claim',
      email: 'victim@example.com',
      topic: 'Homeowner support',
      message: 'Your account is locked, sign in at http://evil.example/login',
    });
    expect(sent.statusCode).toBe(201);
    const [confirmation] = await ctx.readMail('victim@example.com');
    expect(confirmation!.subject).toBe('We received your message');
    expect(confirmation!.text).not.toContain('evil.example');
    expect(confirmation!.html).not.toContain('evil.example');
  });
});
