import { defaultEstimatorAnswers, estimatorFlow, stepDefinitionFor, suggestedAnswer, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { estimatorAnswersSlice, projectOpened } from '../estimate-answers/estimator-answers.slice';
import { homeFactAnswers, homeFactsFromLink } from './home-facts';

// Links as the home report builds them (property report-figures `estimatorLink`): the home's place, size, year built and value.
const LINKS = [
  '/Roofing-Cost-Estimator?city=Austin&state=TX&zip=78701&price=513000&size=1720&built=1984',
  '/Window-Replacement?city=Des+Moines&state=IA&zip=50309&price=491000&size=2400&built=1962',
  '/Cabinets?city=Des+Moines&state=IA&zip=50309&price=491000&size=2400&built=1962',
];

/** The estimator walked with every field left as it opens: the link's facts, a suggested size, else the step's default. */
function walkAtDefaults(slug: string, search: string): EstimatorAnswers {
  let answers = estimatorAnswersSlice.reducer(undefined, projectOpened({ project: slug, saved: null, facts: homeFactsFromLink(search) })).answers as EstimatorAnswers;
  for (let guard = 0; guard < 30; guard += 1) {
    const missing = estimatorFlow(slug, answers).find((id) => answers[id] === undefined);
    if (!missing) break;
    answers = { ...answers, [missing]: suggestedAnswer(slug, missing, answers) ?? stepDefinitionFor(slug, missing, answers).input.defaultValue };
  }
  return answers;
}

describe('the estimator opened from a report prices the report’s home', () => {
  it.each(LINKS)('%s: the link fills size, year built, value and place, and the default scope is the one the report priced', (link) => {
    const [path, search] = link.split('?') as [string, string];
    const slug = path.slice(1);
    const facts = homeFactsFromLink(search)!;
    const q = new URLSearchParams(search);
    expect(facts).toMatchObject({
      state: q.get('state'),
      zipCode: q.get('zip'),
      homeSize: Number(q.get('size')),
      yearBuilt: Number(q.get('built')),
      homeValue: Number(q.get('price')),
    });
    // The API prices a component for these property answers at the flow's defaults (cost-model priceComponent).
    expect(walkAtDefaults(slug, search)).toEqual(defaultEstimatorAnswers(slug, homeFactAnswers(facts)));
  });
});
