import { eq } from 'drizzle-orm';
import { estimatorAnswersError, type EstimatorAnswers, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { estimatorPlans } from './estimation.tables';

// Plans saved before the scope questions hold only the old answers. Opening one fills the
// new answers with what the old estimate assumed (read-time upgrade), so it opens and prices again.
const HOME = { 'property-address': { state: 'US' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };

const LEGACY: readonly [project: string, finishLevel: string, saved: EstimatorAnswers, filled: EstimatorAnswers][] = [
  // A 2,000 sq ft home: the old kitchen was the medium 150 sq ft one, cabinets at 0.15 linear ft per sq ft, same layout.
  [
    'Kitchen-Renovation-Cost',
    'midrange',
    { start: 'renovation', 'room-types': ['cabinets', 'flooring'], 'room-cabinets': 'reface' },
    { 'room-size': 150, 'cabinet-length': 23, 'room-layout': 'same' },
  ],
  // Two stories, two-car garage, medium pitch: (1,000 + 440) x 1.118 = 1,610 sq ft, torn off.
  [
    'Roofing-Cost-Estimator',
    'midrange',
    { start: 'medium', 'roof-style': 'asphalt', 'roof-garage-size': '2-car', 'house-story': 2 },
    { 'roof-area': 1610, 'roof-tear-off': 'tear-off' },
  ],
  // Materials followed the finish level: upscale windows were wood, upscale decks composite.
  ['Window-Replacement', 'upscale', { 'project-scope': 8, 'dual-pane': 'dual' }, { 'window-material': 'wood', 'window-size': 'standard' }],
  ['Installing-Deck', 'upscale', { 'project-scope': 300 }, { 'deck-material': 'composite' }],
  ['Entry-Door-Installation', 'midrange', { 'project-scope': 1 }, { 'door-material': 'steel' }],
  ['Master-Bedroom-Remodel-Cost', 'midrange', { start: 'addition', 'remodel-size': 300 }, { 'suite-bath': 'bedroom-only' }],
];

describe('saved plans from before the scope questions', () => {
  const ctx = useTestApp();

  it.each(LEGACY)('%s (%s) opens with the answers its estimate assumed, and prices', async (project, finishLevel, saved, filled) => {
    const token = await signUpAndGetToken(ctx.app);
    // Save a current plan, then put the old answers in its row, as a plan saved before the change has them.
    const created = (await postJson(ctx.app, '/api/v1/estimation/plans', { project, finishLevel, answers: { ...saved, ...filled, ...HOME } }, token)).json()
      .message as EstimatorPlan;
    await ctx.db
      .update(estimatorPlans)
      .set({ answers: { ...saved, ...HOME } })
      .where(eq(estimatorPlans.id, created.userPropertyPlanId));

    const opened = (await getAs(ctx.app, `/api/v1/estimation/plans/${created.userPropertyPlanId}`, token)).json().message as EstimatorPlan;
    expect(opened.answers).toEqual({ ...saved, ...filled, ...HOME });
    expect(estimatorAnswersError(project, opened.answers)).toBeNull();
    const priced = await postJson(ctx.app, '/api/v1/estimation/estimates', { project, finishLevel, answers: opened.answers });
    expect(priced.statusCode).toBe(200);
  });
});
