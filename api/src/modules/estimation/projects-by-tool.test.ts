import { estimatorPlans } from '../../db/schema';
import { postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';

// POST projects by tool (spec §7 {toolName GENERAL_ADDRESS, toolVersion 2}): the caller's own projects of one tool.

const URL = '/api/v1/estimation/projects-by-tool';
const PLAN = { projectSlug: 'Kitchen-Renovation-Cost', projectName: 'Kitchen', finishLevel: 'midrange', answers: {}, totalEstimatedProjectCost: 30000, currentHomeValue: 400000 };

describe('POST /api/v1/estimation/projects-by-tool', () => {
  const t = useTestApp();

  async function addHome(token: string, address: string): Promise<number> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Austin', state: 'TX', zipCode: '78704' })).json().message.kukunId as number;
    expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).statusCode).toBe(201);
    return kukunId;
  }

  it("GENERAL_ADDRESS 2 answers the caller's homes and ESTIMATOR 1 their saved plans, never another user's", async () => {
    const owner = await signUpAndGetToken(t.app);
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const first = await addHome(owner, '742 Evergreen Terrace');
    const second = await addHome(owner, '12 Elm Street');
    await addHome(other, '99 Pine Road');
    await t.db.insert(estimatorPlans).values([
      { ...PLAN, userId: 1 },
      { ...PLAN, projectSlug: 'Bathroom-Renovation-Cost', projectName: 'Bathroom', userId: 2 },
    ]);

    const homes = await postJson(t.app, URL, { toolName: 'GENERAL_ADDRESS', toolVersion: 2 }, owner);
    expect(homes.statusCode).toBe(200);
    expect(homes.json().message).toMatchObject({ toolName: 'GENERAL_ADDRESS', toolVersion: 2 });
    expect(homes.json().message.userProjects.map((h: { property: { kukunId: number } }) => h.property.kukunId)).toEqual([first, second]);
    // The spec's call is the default.
    expect((await postJson(t.app, URL, {}, owner)).json().message).toEqual(homes.json().message);

    const plans = (await postJson(t.app, URL, { toolName: 'ESTIMATOR', toolVersion: 1 }, owner)).json().message;
    expect(plans.toolName).toBe('ESTIMATOR');
    expect(plans.userProjects.map((p: { projectNameToDisplay: string }) => p.projectNameToDisplay)).toEqual(['Kitchen']);
    const otherPlans = (await postJson(t.app, URL, { toolName: 'ESTIMATOR' }, other)).json().message;
    expect(otherPlans.userProjects.map((p: { projectNameToDisplay: string }) => p.projectNameToDisplay)).toEqual(['Bathroom']);
    expect((await postJson(t.app, URL, {}, other)).json().message.userProjects).toHaveLength(1);
  });

  it('refuses an unknown tool or version with a 400, and a guest with a 401', async () => {
    const token = await signUpAndGetToken(t.app);
    const unknown = await postJson(t.app, URL, { toolName: 'IHOME_REPORT', toolVersion: 1 }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success).toBe(false);
    const version = await postJson(t.app, URL, { toolName: 'GENERAL_ADDRESS', toolVersion: 1 }, token);
    expect(version.statusCode).toBe(400);
    expect(version.json().errors[0]).toMatchObject({ code: 'UNKNOWN_TOOL_VERSION', message: 'GENERAL_ADDRESS has version 2 only.' });
    expect((await postJson(t.app, URL, { toolName: 'ESTIMATOR', extra: true }, token)).statusCode).toBe(400);
    expect((await postJson(t.app, URL, {})).statusCode).toBe(401);
  });
});
