import { estimatorFlow, nextEstimatorStep, stepDefinitionFor } from './estimator-step-flows';
import { estimatorStepCount, longestEstimatorFlow, multiprojectStepCount } from './estimator-progress';
import { multiprojectFlow, nextMultiprojectStep, type MultiprojectAnswers } from './estimator-multiproject';
import type { EstimatorAnswers, EstimatorStepId } from './estimator-steps';

/** The step counts seen while walking a flow with Next, answering as given. */
function countsWhileWalking(slug: string, finalAnswers: EstimatorAnswers): { counts: number[]; answers: EstimatorAnswers } {
  const answers: EstimatorAnswers = {};
  const counts: number[] = [];
  let step: EstimatorStepId | null = estimatorFlow(slug, answers)[0]!;
  while (step) {
    counts.push(estimatorStepCount(slug, answers));
    answers[step] = finalAnswers[step] ?? (stepDefinitionFor(slug, step, answers).input.defaultValue as never);
    step = nextEstimatorStep(slug, answers, step);
  }
  counts.push(estimatorStepCount(slug, answers));
  return { counts, answers };
}

const nonIncreasing = (counts: number[]) => counts.every((c, i) => i === 0 || c <= counts[i - 1]!);

describe('estimator progress: the step count never grows as the user answers', () => {
  it('counts the longest path still possible before the branching question is answered', () => {
    // A kitchen renovation with cabinets is the longest kitchen path: start, room-size, room-types, room-cabinets, cabinet-length, room-layout and the four property steps.
    expect(estimatorStepCount('Kitchen-Renovation-Cost', {})).toBe(10);
    expect(longestEstimatorFlow('Kitchen-Renovation-Cost', { start: 'addition' })).toEqual(['start', 'remodel-size', 'property-address', 'home-size', 'home-value', 'home-age']);
  });

  it('wall air conditioning (one more question than the default central air) is counted up front', () => {
    expect(estimatorStepCount('Air-Conditioning-Installation', {})).toBe(estimatorFlow('Air-Conditioning-Installation', { start: 'wall' }).length);
  });

  it.each([
    ['Kitchen-Renovation-Cost', { start: 'expansion', 'room-remodel': 'addition' }],
    ['Kitchen-Renovation-Cost', { start: 'renovation', 'room-types': ['flooring'] }],
    ['Air-Conditioning-Installation', { start: 'wall' }],
    ['Roofing-Cost-Estimator', { start: 'flat' }],
    ['Basement-Remodel-Cost', {}],
  ] as const)('%s %j: the count only stays or shrinks along the walk', (slug, answers) => {
    const walked = countsWhileWalking(slug, answers as EstimatorAnswers);
    expect(nonIncreasing(walked.counts)).toBe(true);
    // At the end the count is the number of questions actually asked.
    expect(walked.counts.at(-1)).toBe(estimatorFlow(slug, walked.answers).length);
  });

  it('a combined flow counts each project the same way and never grows while walked', () => {
    const state: MultiprojectAnswers = { projects: ['Kitchen-Renovation-Cost', 'Air-Conditioning-Installation'], shared: {}, perProject: {} };
    const counts: number[] = [];
    let step = multiprojectFlow(state)[0] ?? null;
    while (step) {
      counts.push(multiprojectStepCount(state));
      const target = step.project === null ? (state.shared as Record<string, unknown>) : ((state.perProject[step.project] ??= {}) as Record<string, unknown>);
      const choice: Record<string, unknown> = {
        'property-address': { state: 'OH' },
        'down-to-studs': 'no',
        start: step.project === 'Air-Conditioning-Installation' ? 'wall' : 'addition',
        'home-size': 2000,
        'home-value': 300000,
        'home-age': 1990,
        'remodel-size': 200,
        size: 1200,
        'no-of-rooms': 3,
      };
      target[step.step] = choice[step.step];
      step = nextMultiprojectStep(state, step);
    }
    expect(nonIncreasing(counts)).toBe(true);
    expect(counts.at(-1)).toBe(multiprojectFlow(state).length);
  });
});
