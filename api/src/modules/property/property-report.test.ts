import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { ESTIMATOR_PROJECTS, HOME_COMPONENTS, defaultEstimatorAnswers, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { FREE_ADDRESS_ALLOWANCE } from '../payment';
import { OUT_OF_ADDRESSES_MESSAGE } from './user-property.service';

const AUSTIN = { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' };

describe('home report', () => {
  const t = useTestApp();

  async function identify(body: Record<string, string> = AUSTIN): Promise<number> {
    return (await postJson(t.app, '/api/v1/property/kukun-id', body)).json().message.kukunId;
  }

  it('is the same home for the same address (deterministic sample data), labelled as sample', async () => {
    const id = await identify();
    const a = (await getAs(t.app, `/api/v1/property/properties/${id}/report`)).json().message;
    const b = (await getAs(t.app, `/api/v1/property/properties/${id}/report`)).json().message;
    expect(a).toEqual(b);
    expect(a.dataSource).toEqual({ provider: 'sample', isSample: true });
    expect(a.summary).toMatchObject({ address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' });
    for (const field of ['bedrooms', 'bathrooms', 'buildingArea', 'yearBuilt', 'currentValue', 'propertyScore', 'totalGrowth']) {
      expect(typeof a.summary[field]).toBe('number');
    }
  });

  it('keeps numbers consistent: the forecast starts at the current value and totalGrowth is its 5-year change', async () => {
    const report = (await getAs(t.app, `/api/v1/property/properties/${await identify()}/report`)).json().message;
    expect(report.forecast).toHaveLength(6);
    expect(report.forecast[0].value).toBe(report.summary.currentValue);
    expect(report.valueHistory[5].value).toBe(report.summary.currentValue);
    const growth = (report.forecast[5].value / report.forecast[0].value - 1) * 100;
    expect(Math.abs(growth - report.summary.totalGrowth)).toBeLessThan(0.5);
    expect(report.neighborhood.year5Value).toBe(report.forecast[5].value);
    expect(report.condition.score).toBe(report.summary.propertyScore);
    expect(report.condition.components).toHaveLength(HOME_COMPONENTS.length);
  });

  it('answers the score check with the same score and value as the report, and 404 for an unknown home', async () => {
    const id = await identify();
    const report = (await getAs(t.app, `/api/v1/property/properties/${id}/report`)).json().message;
    const score = await getAs(t.app, `/api/v1/property/properties/${id}/score`);
    expect(score.statusCode).toBe(200);
    expect(score.json().message).toEqual({ kukunId: id, conditionScore: report.summary.propertyScore, propertyValue: report.summary.currentValue });
    expect((await getAs(t.app, '/api/v1/property/properties/999999/score')).statusCode).toBe(404);
    expect((await getAs(t.app, '/api/v1/property/properties/abc/score')).statusCode).toBe(400);
  });

  it('prices recommended projects and what fixing a component would cost as the estimator does for the same home and default scope', async () => {
    const report = (await getAs(t.app, `/api/v1/property/properties/${await identify()}/report`)).json().message;
    const { state, buildingArea, yearBuilt, currentValue } = report.summary;
    const home: EstimatorAnswers = { 'property-address': { state }, 'home-size': buildingArea, 'home-value': currentValue, 'home-age': yearBuilt };
    const estimate = async (slug: string) =>
      (await postJson(t.app, '/api/v1/estimation/estimates', { project: slug, finishLevel: 'midrange', answers: defaultEstimatorAnswers(slug, home) })).json().message;

    expect(report.recommendedProjects.length).toBeGreaterThan(0);
    for (const project of report.recommendedProjects) {
      const result = await estimate(project.url.slice(1).split('?')[0]);
      expect(project.estimatedCost).toBe(result.totalEstimatedProjectCost);
      expect(project.recoupPercent).toBe(Math.round(result.roi.recoupRate * 1000) / 10);
      expect(project.estimatedProfit).toBe(result.roi.roi > 0 ? result.roi.roi : null);
    }
    const priced = report.summary.propertyItems.filter((item: { url: string | null }) => item.url);
    expect(priced.length).toBeGreaterThan(0);
    for (const item of priced) {
      const result = await estimate(item.url.slice(1).split('?')[0]);
      expect(item.replacementCost).toBe(result.totalEstimatedProjectCost);
    }
  });

  it('links each component dragging the score down to an estimator project', async () => {
    const report = (await getAs(t.app, `/api/v1/property/properties/${await identify()}/report`)).json().message;
    const slugs = new Set(ESTIMATOR_PROJECTS.map((p) => p.slug));
    expect(report.summary.propertyItems.length).toBeGreaterThan(0);
    for (const item of report.summary.propertyItems) {
      expect(item.remainingUsefulLife).toBeGreaterThanOrEqual(0);
      if (item.url) expect(slugs.has(item.url.slice(1).split('?')[0])).toBe(true);
    }
  });

  it('gives schools with distances to one decimal within the radius, bands and the remodel cost links', async () => {
    const report = (await getAs(t.app, `/api/v1/property/properties/${await identify()}/report`)).json().message;
    const n = report.neighborhood;
    expect(n.nearSchoolsRadius).toBe(3);
    for (const s of n.nearSchools) {
      expect(s.distance).toBeLessThanOrEqual(3);
      expect(Math.round(s.distance * 10) / 10).toBe(s.distance);
    }
    expect(n.scores.map((s: { kind: string }) => s.kind)).toEqual(['walk', 'transit', 'crime', 'air', 'hazard']);
    expect(report.remodelCostLinks.map((l: { label: string }) => l.label)).toEqual(['Kitchen', 'Master Bathroom', '2nd Bathroom', 'Floors', 'Exterior Paint']);
    expect(report.remodelCostLinks[0]).toMatchObject({ city: 'Austin', state: 'TX', zip: '78701', price: report.summary.currentValue });
  });

  it('answers 404 for an unknown property and 400 for a malformed id', async () => {
    expect((await getAs(t.app, '/api/v1/property/properties/12345/report')).statusCode).toBe(404);
    expect((await getAs(t.app, '/api/v1/property/properties/abc/report')).statusCode).toBe(400);
  });

  it('lists nearby active permits with their project types', async () => {
    const body = (await getAs(t.app, `/api/v1/property/properties/${await identify()}/neighborhood-projects`)).json().message;
    expect(body.permits.length).toBeGreaterThan(5);
    expect(body.projectTypes).toContain('Roofing');
    expect(body.permits[0]).toMatchObject({ projectType: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it('serves the sample home for /sample-dashboard', async () => {
    const response = await getAs(t.app, '/api/v1/property/sample-report');
    expect(response.statusCode).toBe(200);
    expect(response.json().message.summary.address).toBe('120 Oak Street');
  });
});

describe("the user's homes", () => {
  const t = useTestApp();

  async function identify(address: string): Promise<number> {
    return (await postJson(t.app, '/api/v1/property/kukun-id', { ...AUSTIN, address })).json().message.kukunId;
  }

  it('adds a home using one address, and adding it again uses none', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await identify('5 Elm Street');
    const first = await postJson(t.app, '/api/v1/property/user-properties', { kukunId: id }, token);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({ created: true, limits: { addressRemainingCount: FREE_ADDRESS_ALLOWANCE - 1 } });
    const again = await postJson(t.app, '/api/v1/property/user-properties', { kukunId: id }, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.limits.addressRemainingCount).toBe(FREE_ADDRESS_ALLOWANCE - 1);
    const list = (await getAs(t.app, '/api/v1/property/user-properties', token)).json().message.properties;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ claimed: false, tier: 'free', property: { kukunId: id, address: '5 Elm Street' } });
  });

  it('refuses a new home when no address remains (403 OUT_OF_ADDRESSES)', async () => {
    const token = await signUpAndGetToken(t.app);
    for (let i = 1; i <= FREE_ADDRESS_ALLOWANCE; i += 1) {
      expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId: await identify(`${i} Elm Street`) }, token)).statusCode).toBe(201);
    }
    const response = await postJson(t.app, '/api/v1/property/user-properties', { kukunId: await identify('99 Elm Street') }, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toEqual({ code: 'OUT_OF_ADDRESSES', message: OUT_OF_ADDRESSES_MESSAGE, args: { addressRemainingCount: 0 } });
  });

  // Claiming is covered in owner-claim.test.ts.

  it('needs a session to list or add homes', async () => {
    expect((await getAs(t.app, '/api/v1/property/user-properties')).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId: 1 })).statusCode).toBe(401);
  });
});
