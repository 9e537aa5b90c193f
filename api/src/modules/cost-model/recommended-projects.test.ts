import { defaultEstimatorAnswers, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { estimateProject } from './project-cost.service';

// The ideas under an estimate depend on the home and on the estimate: each has a published payback,
// a new home is not told to replace its roof or windows, and a bathroom is not followed by a bathroom.

const THIS_YEAR = new Date().getUTCFullYear();
const home = (built: number, value = 400000): EstimatorAnswers => ({ 'property-address': { state: 'US' }, 'home-size': 2000, 'home-value': value, 'home-age': built });
const ideas = (project: string, answers: EstimatorAnswers) =>
  estimateProject({ project, finishLevel: 'midrange', answers: defaultEstimatorAnswers(project, answers) }).recommendedProjects.map((p) => p.url);

describe('projects that could pay off next', () => {
  it('a bathroom estimate suggests no other bathroom, and every idea has a published payback', () => {
    const result = estimateProject({ project: 'Bathroom-Renovation-Cost', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Bathroom-Renovation-Cost', home(1985)) });
    expect(result.recommendedProjects.length).toBeGreaterThan(0);
    expect(result.recommendedProjects.map((p) => p.url).filter((url) => /Bath/.test(url))).toEqual([]);
    for (const idea of result.recommendedProjects) expect(Number.isFinite(idea.estimatedProfit)).toBe(true);
  });

  it('a home built five years ago is not told to replace its roof or windows; a 1985 home may be', () => {
    const young = ideas('Bathroom-Renovation-Cost', home(THIS_YEAR - 5));
    expect(young).not.toContain('/Roofing-Cost-Estimator');
    expect(young).not.toContain('/Window-Replacement');
    const all = ['Kitchen-Renovation-Cost', 'Bathroom-Renovation-Cost', 'Installing-Deck'].flatMap((p) => ideas(p, home(1985)));
    expect(all.some((url) => url === '/Roofing-Cost-Estimator' || url === '/Window-Replacement')).toBe(true);
  });

  it('differ with the estimate: a kitchen and a garage door estimate of the same home do not get the same list', () => {
    expect(ideas('Kitchen-Renovation-Cost', home(1985))).not.toEqual(ideas('Garage-Door-Replacement', home(1985)));
  });
});
