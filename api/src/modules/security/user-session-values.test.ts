import { estimatorPlans, userSessionValues } from '../../db/schema';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { USER_SESSION_LIMITS } from './user-session-values.route';

const SESSION = '/api/v1/security/user-session';

describe('user session values (spec §7 user session, fetch by name, remove with -1, downLoadPdfPlanId)', () => {
  const t = useTestApp();

  async function planOf(userId: number): Promise<number> {
    const [plan] = await t.db
      .insert(estimatorPlans)
      .values({
        userId,
        projectSlug: 'Kitchen-Renovation-Cost',
        projectName: 'Kitchen',
        finishLevel: 'midrange',
        answers: {},
        totalEstimatedProjectCost: 30000,
        currentHomeValue: 400000,
      })
      .returning({ id: estimatorPlans.id });
    return plan!.id;
  }

  it('writes, reads back by name, overwrites and removes with -1; each user sees only their own', async () => {
    const token = await signUpAndGetToken(t.app);
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });

    expect((await postJson(t.app, SESSION, { userSessionName: 'onboarding_flow', userSessionValue: 'step-2' }, token)).json().message).toEqual({
      userSessionName: 'onboarding_flow',
      userSessionValue: 'step-2',
    });
    await postJson(t.app, SESSION, { userSessionName: 'onboarding_flow', userSessionValue: 'step-3' }, token);
    expect((await getAs(t.app, `${SESSION}/onboarding_flow`, token)).json().message.userSessionValue).toBe('step-3');
    expect((await getAs(t.app, `${SESSION}/onboarding_flow`, other)).json().message.userSessionValue).toBeNull();

    expect((await postJson(t.app, SESSION, { userSessionName: 'onboarding_flow', userSessionValue: -1 }, token)).json().message.userSessionValue).toBeNull();
    expect((await getAs(t.app, `${SESSION}/onboarding_flow`, token)).json().message.userSessionValue).toBeNull();
    expect(await t.db.select().from(userSessionValues)).toHaveLength(0);
  });

  it('keeps downLoadPdfPlanId only for a plan of the caller (404 for another user’s plan) and removes it with -1', async () => {
    const token = await signUpAndGetToken(t.app);
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const plan = await planOf(1);

    expect((await postJson(t.app, SESSION, { downLoadPdfPlanId: plan }, other)).statusCode).toBe(404);
    expect((await postJson(t.app, SESSION, { downLoadPdfPlanId: plan }, token)).json().message).toEqual({ userSessionName: 'downLoadPdfPlanId', userSessionValue: String(plan) });
    expect((await getAs(t.app, `${SESSION}/downLoadPdfPlanId`, token)).json().message.userSessionValue).toBe(String(plan));
    await postJson(t.app, SESSION, { downLoadPdfPlanId: -1 }, token);
    expect((await getAs(t.app, `${SESSION}/downLoadPdfPlanId`, token)).json().message.userSessionValue).toBeNull();
  });

  it('refuses a guest (401), a bad name (400) and more than the allowed number of names (400)', async () => {
    expect((await postJson(t.app, SESSION, { userSessionName: 'a', userSessionValue: 'b' })).statusCode).toBe(401);
    const token = await signUpAndGetToken(t.app);
    expect((await postJson(t.app, SESSION, { userSessionName: '../etc', userSessionValue: 'b' }, token)).statusCode).toBe(400);
    await t.db.insert(userSessionValues).values(Array.from({ length: USER_SESSION_LIMITS.names }, (_, i) => ({ userId: 1, name: `n${i}`, value: 'v' })));
    const over = await postJson(t.app, SESSION, { userSessionName: 'one_more', userSessionValue: 'v' }, token);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].args).toEqual({ field: 'userSessionName' });
    expect((await postJson(t.app, SESSION, { userSessionName: 'n0', userSessionValue: 'changed' }, token)).statusCode).toBe(200);
  });
});
