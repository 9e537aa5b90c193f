import { getAs, postJson, signUpAndGetToken, useTestApp, CSRF_HEADERS, type TestContext } from '../../test/test-app';
import { asc, eq } from 'drizzle-orm';
import { defaultEstimatorAnswers, SHARE_MESSAGES, SHARE_TEMPLATE_NAME, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { pdfUnlocks, users } from '../../db/schema';
import { SESSION_COOKIE_NAME } from '../security';
import type { Mailer } from '../../providers/mail/mailer';
import { estimatorPlanShares } from './plan-share.tables';

const HOME = { 'property-address': { address: '12 Elm Street', state: 'TX', zipCode: '78701' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };

async function savedKitchen(ctx: TestContext, token: string): Promise<EstimatorPlan> {
  const response = await postJson(
    ctx.app,
    '/api/v1/estimation/plans',
    { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost', HOME) },
    token,
  );
  expect(response.statusCode).toBe(201);
  return response.json().message as EstimatorPlan;
}

const shareUrl = (planId: number) => `/api/v1/estimation/plans/${planId}/share`;
const linkUrl = (planId: number) => `/api/v1/estimation/plans/${planId}/share-link`;

function deleteAs(ctx: TestContext, url: string, token: string) {
  return ctx.app.inject({ method: 'DELETE', url, headers: CSRF_HEADERS, cookies: { [SESSION_COOKIE_NAME]: token } });
}

async function userIdOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Marks the account verified: only a verified account is named in share mail and shares beyond a few a day. */
async function verified(ctx: TestContext, token: string, email = 'jane.doe@example.com'): Promise<string> {
  await ctx.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, email));
  return token;
}

// Sign-up sends a verification email too; these are the share emails only, as delivered over SMTP, oldest first.
async function shareMails(ctx: TestContext) {
  const delivered = (await ctx.readMail()).reverse();
  return delivered.filter((mail) => mail.text.includes('/result-page?share='));
}

const recipients = (n: number, offset = 0) => Array.from({ length: n }, (_, i) => ({ email: `friend${offset + i}@example.com`, sharedType: 1 }));

describe('sharing a saved plan', () => {
  const ctx = useTestApp();

  it('emails each non-empty address once with the ShareEstimatorHistory template and the link', async () => {
    const token = await verified(ctx, await signUpAndGetToken(ctx.app));
    const plan = await savedKitchen(ctx, token);
    const response = await postJson(
      ctx.app,
      shareUrl(plan.userPropertyPlanId),
      {
        senderName: 'Jane D.',
        address: '12 Elm Street, Austin',
        shareList: [
          { email: 'Bob@Example.com', sharedType: 1 },
          { email: '   ', sharedType: 2 },
          { email: '', sharedType: 3 },
          { email: 'builder@example.com', sharedType: 3, templateName: SHARE_TEMPLATE_NAME },
          // The same address again (another case) gets no second mail.
          { email: 'BOB@example.com', sharedType: 2 },
        ],
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    const result = response.json().message;
    expect(result).toMatchObject({ sent: 2, pdfAttached: false, sharedReportCount: 2, sharedReportLimit: 20 });
    expect(result.shareUrl).toMatch(/^http:\/\/localhost:3000\/result-page\?share=/);

    const mails = await shareMails(ctx);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['bob@example.com', 'builder@example.com']);
    for (const mail of mails) {
      // The account's name, not the typed senderName or address (plan-share-abuse.test.ts).
      expect(mail.subject).toBe('Jane Doe shared a Kitchen estimate with you');
      expect(mail.text).not.toContain('12 Elm Street');
      expect(mail.text).toContain(`Estimated cost: $${plan.userPropertyProject.totalEstimatedProjectCost.toLocaleString('en-US')}`);
      expect(mail.text).toContain('Return on investment at sale:');
      expect(mail.text).toContain(result.shareUrl);
      expect(mail.attachments).toEqual([]);
    }
    const shares = await ctx.db.select().from(estimatorPlanShares).orderBy(asc(estimatorPlanShares.id));
    expect(shares.map((s) => [s.email, s.sharedType, s.templateName, s.planId])).toEqual([
      ['bob@example.com', 1, SHARE_TEMPLATE_NAME, plan.userPropertyPlanId],
      ['builder@example.com', 3, SHARE_TEMPLATE_NAME, plan.userPropertyPlanId],
    ]);
  });

  it('attaches the PDF report ("estimator report ... .pdf") once the plan is unlocked, also to your own email', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, token);
    await ctx.db.insert(pdfUnlocks).values({ userId: await userIdOf(ctx, 'jane.doe@example.com'), planId: plan.userPropertyPlanId });
    const response = await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), { shareList: [{ email: 'jane.doe@example.com', sharedType: 4 }] }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({ sent: 1, pdfAttached: true });
    const [mail] = await shareMails(ctx);
    expect(mail!.subject).toBe('Your Kitchen estimate report from Homeworth');
    expect(mail!.text).toContain('The full PDF report is attached.');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.filename).toMatch(/^estimator report Jane Doe .+\.pdf$/);
    expect(mail!.attachments[0]!.size).toBeGreaterThan(1000);
  });

  it('rejects bad emails, unknown sharedTypes, an empty list and too many recipients with 400', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, token);
    const bodies = [
      { shareList: [{ email: 'not-an-email', sharedType: 1 }] },
      { shareList: [{ email: 'ok@example.com', sharedType: 0 }] },
      { shareList: [{ email: 'ok@example.com', sharedType: 6 }] },
      { shareList: [{ email: 'ok@example.com', sharedType: '1' }] },
      { shareList: [{ email: 'ok@example.com', sharedType: 1, templateName: 'Other' }] },
      { shareList: [{ email: '', sharedType: 1 }] },
      { shareList: recipients(11) },
      { shareList: 'ok@example.com' },
      { senderName: 'Jane\r\nBcc: everyone@example.com', shareList: [{ email: 'ok@example.com', sharedType: 1 }] },
      {},
    ];
    for (const body of bodies) {
      const response = await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), body, token);
      expect([response.statusCode, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
      expect(response.json().success).toBe(false);
    }
    const badEmail = await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), bodies[0], token);
    expect(badEmail.json().errors[0]).toMatchObject({ code: 'VALIDATION', message: 'Invalid email! Try again with a correct format.', args: { field: 'shareList.0.email' } });
    expect(await shareMails(ctx)).toHaveLength(0);
  });

  it('refuses the 21st shared report with 403 and counts across plans', async () => {
    const token = await verified(ctx, await signUpAndGetToken(ctx.app));
    const first = await savedKitchen(ctx, token);
    const second = await savedKitchen(ctx, token);
    expect((await postJson(ctx.app, shareUrl(first.userPropertyPlanId), { shareList: recipients(10) }, token)).statusCode).toBe(200);
    const twentieth = await postJson(ctx.app, shareUrl(second.userPropertyPlanId), { shareList: recipients(10, 10) }, token);
    expect(twentieth.statusCode).toBe(200);
    expect(twentieth.json().message.sharedReportCount).toBe(20);

    const twentyFirst = await postJson(ctx.app, shareUrl(second.userPropertyPlanId), { shareList: [{ email: 'one.more@example.com', sharedType: 5 }] }, token);
    expect(twentyFirst.statusCode).toBe(403);
    expect(twentyFirst.json().errors[0]).toMatchObject({ code: 'SHARE_LIMIT', message: SHARE_MESSAGES.limitReached });
    expect(await shareMails(ctx)).toHaveLength(20);

    // Deleting a plan does not give shares back.
    await deleteAs(ctx, `/api/v1/estimation/plans/${first.userPropertyPlanId}`, token);
    expect((await postJson(ctx.app, shareUrl(second.userPropertyPlanId), { shareList: recipients(1, 30) }, token)).statusCode).toBe(403);
  });

  it('says how many are left when a request would pass the limit', async () => {
    const token = await verified(ctx, await signUpAndGetToken(ctx.app));
    const plan = await savedKitchen(ctx, token);
    await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), { shareList: recipients(10) }, token);
    await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), { shareList: recipients(5, 10) }, token);
    const response = await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), { shareList: recipients(6, 20) }, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe('You can share 5 more reports; this request has 6 recipients.');
  });

  it("answers 404 for another user's plan and 401 without a session", async () => {
    const owner = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, owner);
    const other = await signUpAndGetToken(ctx.app, { email: 'sam@example.com' });
    const body = { shareList: recipients(1) };
    expect((await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), body, other)).statusCode).toBe(404);
    expect((await postJson(ctx.app, linkUrl(plan.userPropertyPlanId), undefined, other)).statusCode).toBe(404);
    expect((await deleteAs(ctx, linkUrl(plan.userPropertyPlanId), other)).statusCode).toBe(404);
    expect((await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), body)).statusCode).toBe(401);
    expect(await shareMails(ctx)).toHaveLength(0);
  });

  it('opens the plan read-only through its link without a session, until the owner revokes it', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, token);
    const created = await postJson(ctx.app, linkUrl(plan.userPropertyPlanId), undefined, token);
    expect(created.statusCode).toBe(200);
    const link = created.json().message;
    expect(link.url).toBe(`http://localhost:3000/result-page?share=${encodeURIComponent(link.token)}`);
    // Asking again shows the same link.
    expect((await postJson(ctx.app, linkUrl(plan.userPropertyPlanId), undefined, token)).json().message.token).toBe(link.token);

    const shared = await getAs(ctx.app, `/api/v1/estimation/shared/${encodeURIComponent(link.token)}`);
    expect(shared.statusCode).toBe(200);
    const message = shared.json().message;
    expect(message.senderName).toBe('Jane Doe');
    expect(message.plan.userPropertyPlanId).toBe(plan.userPropertyPlanId);
    expect(message.estimate.totalEstimatedProjectCost).toBe(plan.userPropertyProject.totalEstimatedProjectCost);
    // The owner's street address and ZIP code stay private; the state that prices the estimate stays.
    expect(message.plan.answers['property-address']).toEqual({ state: 'TX' });

    const [linkId] = link.token.split('.');
    for (const forged of [`${linkId}.AAAA`, `${linkId}`, 'nope', `${linkId}.${link.token.split('.')[1]}.x`]) {
      const response = await getAs(ctx.app, `/api/v1/estimation/shared/${encodeURIComponent(forged)}`);
      expect(response.statusCode).toBe(404);
    }

    const revoked = await deleteAs(ctx, linkUrl(plan.userPropertyPlanId), token);
    expect(revoked.json().message).toEqual({ revoked: true });
    const gone = await getAs(ctx.app, `/api/v1/estimation/shared/${encodeURIComponent(link.token)}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].message).toBe(SHARE_MESSAGES.linkNotFound);

    // A new link is a different token; the old one stays dead.
    const renewed = (await postJson(ctx.app, linkUrl(plan.userPropertyPlanId), undefined, token)).json().message;
    expect(renewed.token).not.toBe(link.token);
    expect((await getAs(ctx.app, `/api/v1/estimation/shared/${encodeURIComponent(link.token)}`)).statusCode).toBe(404);
    expect((await getAs(ctx.app, `/api/v1/estimation/shared/${encodeURIComponent(renewed.token)}`)).statusCode).toBe(200);
  });

  it('is published in the OpenAPI document', async () => {
    const paths = (await getAs(ctx.app, '/api/docs/json')).json().paths;
    for (const path of ['/api/v1/estimation/plans/{userPropertyPlanId}/share', '/api/v1/estimation/plans/{userPropertyPlanId}/share-link', '/api/v1/estimation/shared/{token}']) {
      expect(paths).toHaveProperty([path]);
    }
  });

  it('a link of a deleted plan is not found', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, token);
    const link = (await postJson(ctx.app, linkUrl(plan.userPropertyPlanId), undefined, token)).json().message;
    await deleteAs(ctx, `/api/v1/estimation/plans/${plan.userPropertyPlanId}`, token);
    expect((await getAs(ctx.app, `/api/v1/estimation/shared/${encodeURIComponent(link.token)}`)).statusCode).toBe(404);
  });
});

describe('sharing when the mail provider fails', () => {
  const failing: Mailer = {
    async send() {
      throw new Error('connection refused');
    },
  };
  const ctx = useTestApp({ mailer: failing });

  it('answers 502 "Error sending PDF." for a PDF report and does not count the unsent shares', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = await savedKitchen(ctx, token);
    await ctx.db.insert(pdfUnlocks).values({ userId: await userIdOf(ctx, 'jane.doe@example.com'), planId: plan.userPropertyPlanId });
    const response = await postJson(ctx.app, shareUrl(plan.userPropertyPlanId), { shareList: [{ email: 'jane.doe@example.com', sharedType: 4 }] }, token);
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0]).toMatchObject({ code: 'MAIL_FAILED', message: 'Error sending PDF.' });
    expect(await ctx.db.select().from(estimatorPlanShares)).toHaveLength(0);
  });
});
