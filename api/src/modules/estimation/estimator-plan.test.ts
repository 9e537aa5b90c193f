import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { defaultEstimatorAnswers, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { SESSION_COOKIE_NAME } from '../security';
import { syncProductCatalogue } from '../payment/product-catalogue';

const PLANS = '/api/v1/estimation/plans';
const HOME = { 'property-address': { state: 'WA' }, 'home-size': 2400, 'home-value': 600000, 'home-age': 1975 };
const kitchenPlan = (finishLevel = 'midrange') => ({ project: 'Kitchen-Renovation-Cost', finishLevel, answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost', HOME) });

describe('estimator plans: /api/v1/estimation/plans', () => {
  const ctx = useTestApp();

  const remove = (id: number, token?: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${PLANS}/${id}`, headers: CSRF_HEADERS, ...(token ? { cookies: { [SESSION_COOKIE_NAME]: token } } : {}) });

  it('saves a plan with the server-side figures: userPropertyPlanId, projectNames, estimationTypes and userPropertyProject', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const estimate = (await postJson(ctx.app, '/api/v1/estimation/estimates', kitchenPlan())).json().message;
    const response = await postJson(ctx.app, PLANS, kitchenPlan(), token);
    expect(response.statusCode).toBe(201);
    const plan = response.json().message as EstimatorPlan;
    expect(plan).toMatchObject({
      projectNames: ['Kitchen'],
      projectNameAsKey: ['Kitchen-Renovation-Cost'],
      estimationTypes: [{ id: 3, name: 'Renovation' }],
      finishLevel: 'midrange',
      userPropertyProject: {
        totalEstimatedProjectCost: estimate.totalEstimatedProjectCost,
        roi: estimate.roi.roi,
        totalEquitBuild: estimate.roi.totalEquityBuild,
        currentHomeValue: 600000,
      },
    });
    expect(plan.userPropertyProject.roi).toBe(plan.userPropertyProject.totalEquitBuild! - 600000 - plan.userPropertyProject.totalEstimatedProjectCost);
  });

  it('needs a signed-in user to save or list plans', async () => {
    expect((await postJson(ctx.app, PLANS, kitchenPlan())).statusCode).toBe(401);
    expect((await getAs(ctx.app, PLANS)).statusCode).toBe(401);
  });

  it('lists only the owner’s plans, newest first; another user gets 404 on open and delete', async () => {
    const owner = await signUpAndGetToken(ctx.app);
    const other = await signUpAndGetToken(ctx.app, { email: 'other@example.com' });
    const first = (await postJson(ctx.app, PLANS, kitchenPlan('basic'), owner)).json().message as EstimatorPlan;
    const second = (await postJson(ctx.app, PLANS, kitchenPlan('upscale'), owner)).json().message as EstimatorPlan;

    const listed = (await getAs(ctx.app, PLANS, owner)).json().message as EstimatorPlan[];
    expect(listed.map((p) => p.userPropertyPlanId)).toEqual([second.userPropertyPlanId, first.userPropertyPlanId]);
    expect((await getAs(ctx.app, PLANS, other)).json().message).toEqual([]);

    expect((await getAs(ctx.app, `${PLANS}/${first.userPropertyPlanId}`, other)).statusCode).toBe(404);
    expect((await remove(first.userPropertyPlanId, other)).statusCode).toBe(404);
    expect((await getAs(ctx.app, `${PLANS}/${first.userPropertyPlanId}`, owner)).json().message.finishLevel).toBe('basic');
  });

  it('deletes a plan; deleting it again is 404', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = (await postJson(ctx.app, PLANS, kitchenPlan(), token)).json().message as EstimatorPlan;
    expect((await remove(plan.userPropertyPlanId, token)).json()).toEqual({ success: true, message: { deleted: true } });
    expect((await remove(plan.userPropertyPlanId, token)).json().errors[0]).toMatchObject({ code: 'NOT_FOUND', message: 'This estimate plan does not exist.' });
    expect((await getAs(ctx.app, PLANS, token)).json().message).toEqual([]);
  });

  it('rejects invalid answers with 400 and saves nothing', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const response = await postJson(ctx.app, PLANS, { ...kitchenPlan(), answers: { ...kitchenPlan().answers, 'home-value': -1 } }, token);
    expect(response.statusCode).toBe(400);
    expect((await getAs(ctx.app, PLANS, token)).json().message).toEqual([]);
    expect((await getAs(ctx.app, `${PLANS}/abc`, token)).statusCode).toBe(400);
  });
});

describe('estimator report PDF: /api/v1/estimation/plans/:id/pdf', () => {
  const ctx = useTestApp();

  /** Text drawn by pdfkit's standard fonts: hex strings inside the uncompressed content streams. */
  function pdfText(body: Buffer): string {
    const hexRuns = body.toString('latin1').match(/<([0-9a-fA-F]+)>/g) ?? [];
    return hexRuns.map((run) => Buffer.from(run.slice(1, -1), 'hex').toString('latin1')).join('');
  }

  beforeEach(() => syncProductCatalogue(ctx.db));

  /** The PDF paywall: a free report with VIPREPORT, spent on this plan. */
  async function unlockWithVipReport(token: string, planId: number): Promise<void> {
    const order = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'PDF_DOWNLOAD_1', promoCode: 'VIPREPORT' }, token);
    expect(order.json().message.amountCents).toBe(0);
    expect((await postJson(ctx.app, '/api/v1/payment/pdf-downloads', { planId }, token)).statusCode).toBe(200);
  }

  it('is locked until unlocked with a PDF download: 402, then 409 without downloads left', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = (await postJson(ctx.app, PLANS, kitchenPlan(), token)).json().message as EstimatorPlan;
    const locked = await getAs(ctx.app, `${PLANS}/${plan.userPropertyPlanId}/pdf`, token);
    expect(locked.statusCode).toBe(402);
    expect(locked.json().errors[0].message).toBe('Unlock this PDF report to download it.');
    const noCredit = await postJson(ctx.app, '/api/v1/payment/pdf-downloads', { planId: plan.userPropertyPlanId }, token);
    expect(noCredit.statusCode).toBe(409);
  });

  it('costs one download per report, however often it is downloaded', async () => {
    const token = await signUpAndGetToken(ctx.app);
    const plan = (await postJson(ctx.app, PLANS, kitchenPlan(), token)).json().message as EstimatorPlan;
    await unlockWithVipReport(token, plan.userPropertyPlanId);
    const again = await postJson(ctx.app, '/api/v1/payment/pdf-downloads', { planId: plan.userPropertyPlanId }, token);
    expect(again.json().message).toEqual({ pdfRemainingCount: 0, alreadyUnlocked: true });
    expect((await getAs(ctx.app, `${PLANS}/${plan.userPropertyPlanId}/pdf`, token)).statusCode).toBe(200);
    expect((await getAs(ctx.app, `${PLANS}/${plan.userPropertyPlanId}/pdf`, token)).statusCode).toBe(200);
  });

  it('downloads "estimator report <name> <timestamp>.pdf" with the answers, line items, range and ROI', async () => {
    const token = await signUpAndGetToken(ctx.app, { firstName: 'Jane', lastName: 'Doe' });
    const plan = (await postJson(ctx.app, PLANS, kitchenPlan(), token)).json().message as EstimatorPlan;
    await unlockWithVipReport(token, plan.userPropertyPlanId);
    const response = await getAs(ctx.app, `${PLANS}/${plan.userPropertyPlanId}/pdf`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="estimator report Jane Doe \d{4}-\d{2}-\d{2}T[\d-]+Z\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    const cost = plan.userPropertyProject.totalEstimatedProjectCost.toLocaleString('en-US');
    for (const expected of [
      'Homeworth estimator report',
      'What kind of project is it?',
      'Renovation',
      'Washington',
      'Materials',
      'Contingency (10% of the rest)',
      `$${cost}`,
      'Likely range',
      'Return on investment',
      'Cost vs. Value 2025',
    ]) {
      expect(text).toContain(expected);
    }
    // Dated as the site dates ("Nov 23, 2026").
    expect(text).toMatch(/(· |on )[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it('is only for the plan’s owner', async () => {
    const owner = await signUpAndGetToken(ctx.app);
    const other = await signUpAndGetToken(ctx.app, { email: 'someone@example.com' });
    const plan = (await postJson(ctx.app, PLANS, kitchenPlan(), owner)).json().message as EstimatorPlan;
    // Another user's plan can be neither unlocked (404, as for a plan that does not exist) nor downloaded.
    expect((await postJson(ctx.app, '/api/v1/payment/pdf-downloads', { planId: plan.userPropertyPlanId }, other)).statusCode).toBe(404);
    expect((await getAs(ctx.app, `${PLANS}/${plan.userPropertyPlanId}/pdf`, other)).statusCode).toBe(404);
    expect((await getAs(ctx.app, `${PLANS}/${plan.userPropertyPlanId}/pdf`)).statusCode).toBe(401);
  });
});
