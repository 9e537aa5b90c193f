import { estimatorPlans } from '../../db/schema';
import { getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';

describe('GET /api/v1/estimation/user-projects-count', () => {
  const t = useTestApp();

  it("counts the caller's saved projects only, and asks a guest to sign in", async () => {
    const token = await signUpAndGetToken(t.app);
    await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const plan = {
      projectSlug: 'Kitchen-Renovation-Cost',
      projectName: 'Kitchen',
      finishLevel: 'midrange',
      answers: {},
      totalEstimatedProjectCost: 30000,
      currentHomeValue: 400000,
    };
    await t.db.insert(estimatorPlans).values([
      { ...plan, userId: 1 },
      { ...plan, userId: 1 },
      { ...plan, userId: 2 },
    ]);

    const response = await getAs(t.app, '/api/v1/estimation/user-projects-count', token);
    expect(response.json()).toEqual({ success: true, message: { userProjectsCount: 2 } });
    expect((await getAs(t.app, '/api/v1/estimation/user-projects-count')).statusCode).toBe(401);
  });
});
