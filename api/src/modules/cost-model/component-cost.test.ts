import { defaultEstimatorAnswers, formatDollars, HOME_COMPONENTS, type EstimateResult, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { postJson, useTestApp } from '../../test/test-app';
import { resolveArticleFigures } from '../blog/article-figures';
import { replacementBudget } from '../maintenance/replacement-budget';
import { projectsWithCosts } from '../professional/professional-profile.service';
import { identifyProperty } from '../property/property-identity.service';
import { propertyDataProvider } from '../property/providers/sample-data.provider';
import { componentPricer, homeAnswers } from '../property/report-figures';
import { buildReport } from '../property/report.service';
import { componentCost, priceDefaultScope, regionalIndex } from '.';

// A component's replacement cost is the estimator's price of that component for the home, wherever it is shown.
const HOMES = [
  { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' },
  { address: '9 Maple Court', city: 'Des Moines', state: 'IA', zipCode: '50309' },
];
// A year in which every component is past its life, so the report lists (and prices) them all.
const LATE_YEAR = 2100;
const cabinets = HOME_COMPONENTS.find((c) => c.key === 'kitchenCabinets')!;

/** What the estimator answers from a report link: its property facts, then every step at its default. */
function estimatorAnswersFromLink(url: string): { slug: string; answers: EstimatorAnswers } {
  const [path, search] = url.split('?');
  const q = new URLSearchParams(search);
  const property: EstimatorAnswers = {
    'property-address': { state: q.get('state')!, zipCode: q.get('zip')! },
    'home-size': Number(q.get('size')),
    'home-age': Number(q.get('built')),
    'home-value': Number(q.get('price')),
  };
  const slug = path!.slice(1);
  return { slug, answers: defaultEstimatorAnswers(slug, property) };
}

describe('one price per component', () => {
  const t = useTestApp();

  it('prices kitchen cabinets as the cabinet run, not a kitchen remodel, as the blog and contractor pages do', () => {
    const region = regionalIndex('IA');
    const cost = componentPricer(homeAnswers({ state: 'IA', buildingArea: 1800, yearBuilt: 1975, currentValue: 0 }), region.index)(cabinets);
    const kitchen = priceDefaultScope('Kitchen-Renovation-Cost', { 'property-address': { state: 'IA' }, 'home-size': 1800, 'home-age': 1975 }, region.index).total;
    expect(cost).toBeLessThan(kitchen / 2);
    // The blog's "{{cost:Cabinets:midrange:IA}}" and the contractor page's basic-to-upscale range say the same.
    expect(resolveArticleFigures('{{cost:Cabinets:midrange:IA}}')).toBe(formatDollars(cost!));
    const range = projectsWithCosts(['cabinets'], 'IA').projects.find((p) => p.slug === 'Cabinets')!;
    expect(cost).toBeGreaterThan(range.low);
    expect(cost).toBeLessThan(range.high);
    expect(componentCost(cabinets, { state: 'IA', buildingArea: 1800, yearBuilt: 1975 })).toEqual({ cost, region: expect.objectContaining({ name: 'Iowa' }) });
  });

  it.each(HOMES)('the report, the estimator opened from it and the replacement budget price the roof, windows and cabinets of $address alike', async (address) => {
    const row = await identifyProperty(t.db, address);
    const report = buildReport(propertyDataProvider(), row, LATE_YEAR);
    const budget = replacementBudget(
      {
        state: row.state,
        city: row.city,
        zipCode: row.zipCode,
        buildingArea: report.summary.buildingArea,
        yearBuilt: report.summary.yearBuilt,
        currentValue: report.summary.currentValue,
        components: report.condition.components,
      },
      LATE_YEAR,
    );
    for (const key of ['roof', 'windows', 'kitchenCabinets']) {
      const item = report.summary.propertyItems.find((i) => i.key === key)!;
      expect(item.replacementCost).toBeGreaterThan(0);
      expect(item.url).toContain(`size=${report.summary.buildingArea}`);
      const { slug, answers } = estimatorAnswersFromLink(item.url!);
      const estimate = (await postJson(t.app, '/api/v1/estimation/estimates', { project: slug, finishLevel: 'midrange', answers })).json().message as EstimateResult;
      expect({ key, cost: estimate.totalEstimatedProjectCost }).toEqual({ key, cost: item.replacementCost });
      expect(budget.components.find((c) => c.key === key)!.replacementCost).toBe(item.replacementCost);
      // The same link: the estimator opened from the plan has the home's value (its return) filled in too.
      expect(budget.components.find((c) => c.key === key)!.estimatorUrl).toBe(item.url);
    }
    // The cabinets link opens the cabinet estimator, not the kitchen remodel one.
    expect(report.summary.propertyItems.find((i) => i.key === 'kitchenCabinets')!.url).toMatch(/^\/Cabinets\?/);
  });

  it('the city page prices its projects as the estimator does for a typical home of the city, and says which', async () => {
    const austin = (await t.app.inject({ method: 'GET', url: '/api/v1/geo/cities/austin-tx' })).json().message;
    const { buildingArea, yearBuilt, homesSampled } = austin.typicalHome;
    expect(homesSampled).toBeGreaterThan(0);
    for (const project of austin.projects) {
      expect(project.url).toContain(`size=${buildingArea}&built=${yearBuilt}`);
      const { slug, answers } = estimatorAnswersFromLink(project.url);
      const estimate = (await postJson(t.app, '/api/v1/estimation/estimates', { project: slug, finishLevel: 'midrange', answers })).json().message as EstimateResult;
      expect(estimate.totalEstimatedProjectCost).toBe(project.estimatedCost);
    }
    expect(austin.sources.join(' ')).toContain('for a typical home of Austin (the median size and year built');
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/seo/page?path=${encodeURIComponent('/geo/austin-tx')}` })).json().message;
    expect(page?.html ?? '').toContain(`Priced by our estimator for a typical home of Austin: ${buildingArea.toLocaleString('en-US')} sq ft, built in ${yearBuilt}`);
    expect(page?.html ?? '').toContain('at Texas prices');
  });
});
