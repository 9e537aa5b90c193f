import { type EstimatorAnswers, type EstimatorStepId, type StepAnswer } from './estimator-steps';
import { STEP_FLOWS, estimatorFamilyOf, estimatorFlow, findEstimatorProject, stepDefinitionFor, type EstimatorFlowMode } from './estimator-step-flows';
import { multiprojectFlow, multiprojectProjectAnswers, type MultiprojectAnswers } from './estimator-multiproject';

/**
 * How many questions a flow has, for the progress bar: the step count must not grow as
 * the user answers. The count is the longest path the answers so far still allow: an answer can
 * only rule branches out, so the count stays or shrinks and the bar only moves forward.
 */

/** The answers a branching step could still take: its own answer, else every option (all of a multi choice at once). */
function branchValues(slug: string, id: EstimatorStepId, answers: EstimatorAnswers): readonly StepAnswer[] {
  if (answers[id] !== undefined) return [answers[id]!];
  const { input } = stepDefinitionFor(slug, id);
  if (input.kind === 'choice') return input.options.map((o) => o.value);
  if (input.kind === 'multi') return [input.options.map((o) => o.value)];
  return [input.defaultValue as StepAnswer];
}

/** The steps of a project's longest flow that the answers so far still allow. */
export function longestEstimatorFlow(slug: string, answers: EstimatorAnswers, mode: EstimatorFlowMode = 'single'): EstimatorStepId[] {
  const project = findEstimatorProject(slug);
  if (!project) throw new Error(`Unknown estimator project ${slug}`);
  // The steps other steps branch on (start, room-types, room-remodel): at most a few options each.
  const branching = [...new Set(STEP_FLOWS[estimatorFamilyOf(project.slug)].steps.flatMap((s) => (s.when ? [s.when.step] : [])))];
  let longest = estimatorFlow(project.slug, answers, mode);
  const tryAll = (index: number, chosen: EstimatorAnswers): void => {
    if (index === branching.length) {
      const flow = estimatorFlow(project.slug, chosen, mode);
      if (flow.length > longest.length) longest = flow;
      return;
    }
    const id = branching[index]!;
    for (const value of branchValues(project.slug, id, answers)) tryAll(index + 1, { ...chosen, [id]: value });
  };
  tryAll(0, answers);
  return longest;
}

/** The number of questions of a project's flow, as the progress bar counts them. */
export function estimatorStepCount(slug: string, answers: EstimatorAnswers): number {
  return longestEstimatorFlow(slug, answers).length;
}

/** The number of screens of a combined flow, counted the same way for each project's own questions. */
export function multiprojectStepCount(state: MultiprojectAnswers): number {
  const flow = multiprojectFlow(state);
  let count = flow.filter((s) => s.project === null).length;
  for (const slug of state.projects) {
    const shown = flow.filter((s) => s.project === slug).map((s) => s.step);
    const answers = multiprojectProjectAnswers(state, slug);
    // The project's own questions in its longest flow, less those the combined flow leaves out (room-types when down to the studs).
    const skipped = estimatorFlow(slug, answers, 'multi').filter((id) => !shown.includes(id) && !isPropertyStep(id));
    count += longestEstimatorFlow(slug, answers, 'multi').filter((id) => !skipped.includes(id) && !isPropertyStep(id)).length;
  }
  return count;
}

const isPropertyStep = (id: string) => id === 'property-address' || id === 'home-size' || id === 'home-value' || id === 'home-age';
