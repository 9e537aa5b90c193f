import { getAs, postJson, signUpAndGetToken, useTestApp, CSRF_HEADERS } from '../../test/test-app';
import { and, eq } from 'drizzle-orm';
import { defaultEstimatorAnswers, LIMIT_MODAL_TITLES, type MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';
import { analyticsEvents, orders, paymentProducts, users } from '../../db/schema';
import { estimatorPlans } from './estimation.tables';
import { GUEST_PROJECTS_COOKIE } from './estimator-gating.service';

const HOME = { 'property-address': { state: 'OH' }, 'home-size': 1800, 'home-value': 300000, 'home-age': 1975 };
const body = (project: string) => ({ project, finishLevel: 'midrange', answers: defaultEstimatorAnswers(project, HOME) });

describe('estimator gating and plan limits', () => {
  const t = useTestApp();

  const estimateAsGuest = (project: string, guestCookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/estimation/estimates',
      headers: CSRF_HEADERS,
      payload: body(project),
      ...(guestCookie === undefined ? {} : { cookies: { [GUEST_PROJECTS_COOKIE]: guestCookie } }),
    });

  async function userIdOf(email = 'jane.doe@example.com'): Promise<number> {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    return user!.id;
  }

  async function addPlans(userId: number, n: number): Promise<void> {
    const row = { userId, projectSlug: 'Installing-Deck', projectName: 'Deck', finishLevel: 'midrange', answers: {}, totalEstimatedProjectCost: 1, currentHomeValue: 1 };
    await t.db.insert(estimatorPlans).values(Array.from({ length: n }, () => row));
  }

  async function markPaid(userId: number): Promise<void> {
    await t.db.insert(paymentProducts).values({ name: 'TEST_PACK', kind: 'pdf_pack', displayName: 'Test', description: 'Test', priceCents: 100, quantity: 1, sortOrder: 1 });
    await t.db.insert(orders).values({
      userId,
      productName: 'TEST_PACK',
      quantity: 1,
      listPriceCents: 100,
      amountCents: 100,
      status: 'Paid',
      provider: 'sandbox',
      providerSessionId: 'cs_test',
      returnPath: '/',
    });
  }

  it('a guest runs one project (again and again), and a second project answers 403 with the sign-up title', async () => {
    const first = await estimateAsGuest('Kitchen-Renovation-Cost');
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === GUEST_PROJECTS_COOKIE)!;
    expect(cookie).toMatchObject({ value: 'Kitchen-Renovation-Cost', httpOnly: true });

    expect((await estimateAsGuest('kitchen-renovation-cost', cookie.value)).statusCode).toBe(200);
    const second = await estimateAsGuest('Installing-Deck', cookie.value);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ success: false, errors: [{ code: 'SIGN_UP_REQUIRED', message: LIMIT_MODAL_TITLES.signUp }] });
  });

  it('a bad request does not use up the guest’s one project', async () => {
    const bad = await postJson(t.app, '/api/v1/estimation/estimates', { ...body('Installing-Deck'), answers: { ...body('Installing-Deck').answers, 'home-size': -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.cookies.find((c) => c.name === GUEST_PROJECTS_COOKIE)).toBeUndefined();
  });

  it('a signed-in user is not gated', async () => {
    const token = await signUpAndGetToken(t.app);
    for (const project of ['Kitchen-Renovation-Cost', 'Installing-Deck', 'Window-Replacement']) {
      expect((await postJson(t.app, '/api/v1/estimation/estimates', body(project), token)).statusCode).toBe(200);
    }
  });

  it('multiproject: per-project results, combined total, range and ROI, payback ranking', async () => {
    const token = await signUpAndGetToken(t.app);
    const projects = ['Kitchen-Renovation-Cost', 'Installing-Deck', 'Garage-Door-Replacement'].map((p) => ({ project: p, answers: body(p).answers }));
    const response = await postJson(t.app, '/api/v1/estimation/multiproject-estimates', { finishLevel: 'midrange', projects }, token);
    expect(response.statusCode).toBe(200);
    const result = response.json().message as MultiprojectEstimateResult;
    expect(result.projects.map((p) => p.project)).toEqual(projects.map((p) => p.project));
    expect(result.totalEstimatedProjectCost).toBe(result.projects.reduce((sum, p) => sum + p.totalEstimatedProjectCost, 0));
    expect(result.range.low).toBeLessThan(result.totalEstimatedProjectCost);
    expect(result.roi.roi).toBe(result.roi.totalEquityBuild - 300000 - result.totalEstimatedProjectCost);
    const paybacks = result.payback.map((p) => p.payback ?? -1);
    expect([...paybacks].sort((a, b) => b - a)).toEqual(paybacks);
  });

  it('multiproject: a guest cannot estimate two projects together; duplicates are 400; more than 5 is 403 for a regular account', async () => {
    const two = ['Kitchen-Renovation-Cost', 'Installing-Deck'].map((p) => ({ project: p, answers: body(p).answers }));
    const guest = await postJson(t.app, '/api/v1/estimation/multiproject-estimates', { projects: two });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().errors[0].code).toBe('SIGN_UP_REQUIRED');

    const token = await signUpAndGetToken(t.app);
    const dup = await postJson(t.app, '/api/v1/estimation/multiproject-estimates', { projects: [two[0], two[0]] }, token);
    expect(dup.statusCode).toBe(400);
    const six = ['Kitchen-Renovation-Cost', 'Installing-Deck', 'Window-Replacement', 'Appliances', 'Cabinets', 'Countertops'].map((p) => ({
      project: p,
      answers: body(p).answers,
    }));
    const tooMany = await postJson(t.app, '/api/v1/estimation/multiproject-estimates', { projects: six }, token);
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json().errors[0]).toMatchObject({ code: 'SELECTION_LIMIT', message: 'You can estimate up to 5 projects together.' });

    await markPaid(await userIdOf());
    expect((await postJson(t.app, '/api/v1/estimation/multiproject-estimates', { projects: six }, token)).statusCode).toBe(200);
  });

  it('saving a 16th project in a regular account answers 403 PLAN_LIMIT; a paid account may keep more', async () => {
    const token = await signUpAndGetToken(t.app);
    const userId = await userIdOf();
    await addPlans(userId, 14);
    expect((await postJson(t.app, '/api/v1/estimation/plans', body('Installing-Deck'), token)).statusCode).toBe(201);
    const over = await postJson(t.app, '/api/v1/estimation/plans', body('Installing-Deck'), token);
    expect(over.statusCode).toBe(403);
    expect(over.json().errors[0]).toMatchObject({ code: 'PLAN_LIMIT', message: 'Your plans can hold up to 15 projects. Delete a saved estimate, or upgrade, to save more.' });

    await markPaid(userId);
    expect((await postJson(t.app, '/api/v1/estimation/plans', body('Installing-Deck'), token)).statusCode).toBe(201);
  });

  it('GET limits: regular limits for guests; a pending account with 2 plans is suspicious (verified false)', async () => {
    const guest = (await getAs(t.app, '/api/v1/estimation/limits')).json().message;
    expect(guest).toMatchObject({ isGuest: true, maxProjects: 15, maxProjectsBySelection: 5, suspiciousAccount: null, paywallPricingId: 15 });

    const token = await signUpAndGetToken(t.app);
    await addPlans(await userIdOf(), 1);
    expect((await getAs(t.app, '/api/v1/estimation/limits', token)).json().message).toMatchObject({ isGuest: false, totalCount: 1, suspiciousAccount: null });
    await addPlans(await userIdOf(), 1);
    expect((await getAs(t.app, '/api/v1/estimation/limits', token)).json().message).toMatchObject({ totalCount: 2, suspiciousAccount: { verifiedUser: false } });
  });

  it('an active account is suspicious from 5; notify-suspicious-account records once per user and flag', async () => {
    const token = await signUpAndGetToken(t.app);
    const userId = await userIdOf();
    await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.id, userId));
    await addPlans(userId, 4);
    expect((await getAs(t.app, '/api/v1/estimation/limits', token)).json().message.suspiciousAccount).toBeNull();
    await addPlans(userId, 1);
    expect((await getAs(t.app, '/api/v1/estimation/limits', token)).json().message.suspiciousAccount).toEqual({ verifiedUser: true });

    const url = '/api/v1/estimation/notify-suspicious-account';
    expect((await postJson(t.app, url, { verifiedUser: true }, token)).json().message).toEqual({ recorded: true });
    expect((await postJson(t.app, url, { verifiedUser: true }, token)).json().message).toEqual({ recorded: false });
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.step, 'notify-suspicious-account')));
    expect(rows.map((r) => r.detail)).toEqual(['verifiedUser=true']);
    expect((await postJson(t.app, url, { verifiedUser: 'yes' }, token)).statusCode).toBe(400);
    expect((await postJson(t.app, url, { verifiedUser: true })).statusCode).toBe(401);
  });
  it('a room renovation of an item the room does not have (appliances in a dining room) answers 400 rather than $0', async () => {
    const answers = { ...body('Dining-Room-Remodel-Cost').answers, start: 'renovation', 'room-types': ['appliances'] };
    const response = await postJson(t.app, '/api/v1/estimation/estimates', { project: 'Dining-Room-Remodel-Cost', finishLevel: 'midrange', answers });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: 'What are you updating? Please choose from the options shown.',
      args: { field: 'answers.room-types' },
    });
  });
  it('saving a combined estimate keeps each project as a plan, all or none under the plan limit', async () => {
    const token = await signUpAndGetToken(t.app);
    const projects = ['Kitchen-Renovation-Cost', 'Installing-Deck'].map((p) => ({ project: p, answers: body(p).answers }));
    const saved = await postJson(t.app, '/api/v1/estimation/plans/multiproject', { finishLevel: 'basic', projects }, token);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message.map((p: { projectNameAsKey: string[] }) => p.projectNameAsKey[0])).toEqual(['Kitchen-Renovation-Cost', 'Installing-Deck']);

    await addPlans(await userIdOf(), 12);
    const over = await postJson(t.app, '/api/v1/estimation/plans/multiproject', { projects }, token);
    expect(over.statusCode).toBe(403);
    expect(over.json().errors[0].code).toBe('PLAN_LIMIT');
    expect(await t.db.select().from(estimatorPlans)).toHaveLength(14);
    expect((await postJson(t.app, '/api/v1/estimation/plans/multiproject', { projects })).statusCode).toBe(401);
  });
});
