import { getAs, postJson, useTestApp } from '../../test/test-app';
import { defaultEstimatorAnswers, type EstimateResult } from '@homeworth/shared-lib/domain';

const URL = '/api/v1/estimation/estimates';
const HOME = { 'property-address': { state: 'US' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };

describe('POST /api/v1/estimation/estimates', () => {
  const ctx = useTestApp();

  const kitchen = (answers: Record<string, unknown> = {}, finishLevel = 'midrange') =>
    postJson(ctx.app, URL, { project: 'Kitchen-Renovation-Cost', finishLevel, answers: { ...defaultEstimatorAnswers('Kitchen-Renovation-Cost', HOME), ...answers } });

  it('returns the total, range, line items, ROI and recommended projects for a guest', async () => {
    const response = await kitchen();
    expect(response.statusCode).toBe(200);
    const result = response.json().message as EstimateResult;
    expect(result.projectName).toBe('Kitchen');
    expect(result.range.low).toBeLessThan(result.totalEstimatedProjectCost);
    expect(result.finishLevels.map((f) => f.level)).toEqual(['basic', 'midrange', 'upscale']);
    expect(result.recommendedProjects).toHaveLength(3);
    expect(result.recommendedProjects.map((p) => p.url)).not.toContain('/Kitchen-Renovation-Cost');
  });

  it('ROI = equity build - current value - project cost, rounded, from the Cost vs. Value 2025 recoup', async () => {
    const result = (await kitchen({ 'home-value': 350000, 'room-cabinets': 'reface' })).json().message as EstimateResult;
    const cost = result.totalEstimatedProjectCost;
    // A kitchen refresh (cabinets refaced) at midrange is Cost vs. Value's minor kitchen remodel: 112.9% recouped.
    expect(result.roi.recoupRate).toBe(1.129);
    expect(result.roi.recoupExplanation).toMatch(/^The return follows Cost vs\. Value 2025, "Minor kitchen remodel, midrange", national: .*cabinet boxes are kept/);
    expect(result.roi.resaleValueAdded).toBe(Math.round(cost * 1.129));
    expect(result.roi.currentHomeValue).toBe(350000);
    expect(result.roi.totalEquityBuild).toBe(350000 + result.roi.resaleValueAdded!);
    expect(result.roi.roi).toBe(Math.round(result.roi.totalEquityBuild! - 350000 - cost));
  });

  it('an upscale kitchen recoups 36% (major kitchen, upscale) and loses money at sale', async () => {
    const result = (await kitchen({}, 'upscale')).json().message as EstimateResult;
    expect(result.roi.recoupRate).toBe(0.36);
    expect(result.roi.roi).toBeLessThan(0);
  });

  it('reports no ROI where Cost vs. Value has no national figure (interior painting), and says so', async () => {
    const response = await postJson(ctx.app, URL, { project: 'Interior-Painting', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Interior-Painting', HOME) });
    expect(response.json().message.roi).toMatchObject({ recoupRate: null, roi: null, currentHomeValue: 400000 });
    expect(response.json().message.roi.recoupExplanation).toMatch(/^No published resale figure: /);
  });

  it('accepts a slug in any case, as links do', async () => {
    const response = await postJson(ctx.app, URL, { project: 'kitchen-renovation-cost', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost', HOME) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.finishLevel).toBe('midrange');
  });

  it('rejects a negative home size with 400 and the step and reason', async () => {
    const response = await kitchen({ 'home-size': -20 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: 'VALIDATION', message: 'How big is the home? Please enter a number from 300 to 20,000 sq ft.', args: { field: 'answers.home-size', step: 'home-size' } }],
    });
  });

  it('accepts a home built from 1700 to this year and refuses any other year with the range', async () => {
    const thisYear = new Date().getFullYear();
    expect((await kitchen({ 'home-age': thisYear })).statusCode).toBe(200);
    expect((await kitchen({ 'home-age': 1700 })).statusCode).toBe(200);
    for (const year of [thisYear + 1, 1699, 1985.5]) {
      const response = await kitchen({ 'home-age': year });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ message: `When was the home built? Please enter a year from 1700 to ${thisYear}.`, args: { step: 'home-age' } });
    }
  });

  it('rejects an absurd addition size and a missing answer with 400', async () => {
    const huge = await postJson(ctx.app, URL, {
      project: 'Bedroom-Remodel-Cost',
      answers: { ...HOME, start: 'addition', 'remodel-size': 900000 },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0].message).toBe('How large will the room be when it is finished? Please enter a number from 20 to 3,000 sq ft.');

    const missing = await postJson(ctx.app, URL, { project: 'Roofing-Cost-Estimator', answers: { ...HOME, start: 'flat' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ message: 'Does the roof also cover a garage? Please choose an option to continue.', args: { step: 'roof-garage-size' } });
  });

  it('rejects malformed bodies with 400, never 500', async () => {
    for (const body of [
      {},
      { project: 'Kitchen-Renovation-Cost' },
      { project: 'Kitchen-Renovation-Cost', answers: { 'not-a-step': 1 } },
      { project: 'Kitchen-Renovation-Cost', finishLevel: 'gold', answers: {} },
      { project: 'Kitchen-Renovation-Cost', answers: { 'home-size': 'NaN' } },
    ]) {
      const response = await postJson(ctx.app, URL, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('answers 404 for an unknown project slug', async () => {
    const response = await postJson(ctx.app, URL, { project: 'Spaceship-Hangar', answers: HOME });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('There is no estimator for "Spaceship-Hangar".');
  });

  it('refuses a request without the CSRF header', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL, payload: { project: 'Kitchen-Renovation-Cost', answers: {} } });
    expect(response.statusCode).toBe(403);
    expect((await getAs(ctx.app, '/api/docs/json')).json().paths).toHaveProperty(['/api/v1/estimation/estimates']);
  });
});
