import {
  estimatorFlow,
  nextEstimatorStep,
  previousEstimatorStep,
  stepAnswerError,
  stepDefinitionFor,
  type EstimatorAnswers,
  type EstimatorStepId,
} from '@homeworth/shared-lib/domain/estimator';
import { h, uniqueId } from './dom';
import { stepControls } from './step-form';

/** Where the steps view reports to: the answers once the last step is answered. */
export interface StepsViewOptions {
  project: string;
  answers: EstimatorAnswers;
  /** The step shown first (the last one when the visitor comes back from the result). */
  stepId?: EstimatorStepId;
  /** Move focus into the question (after the visitor acted; never on the first render, which would take focus from the host page). */
  focus: boolean;
  onComplete: (answers: EstimatorAnswers) => void;
}

/**
 * One question at a time, in the order and with the wording, limits and defaults of the site's estimator
 * (shared-lib's step flows); the answers are checked with the same rules the API applies.
 */
export function stepsView(root: HTMLElement, options: StepsViewOptions): void {
  const answers: EstimatorAnswers = { ...options.answers };
  const show = (stepId: EstimatorStepId, focus: boolean) => {
    const flow = estimatorFlow(options.project, answers);
    const step = stepDefinitionFor(options.project, stepId, answers);
    const controls = stepControls(step, answers[stepId] ?? step.input.defaultValue);
    const errorId = uniqueId('error');
    const error = h('p', { class: 'error', id: errorId, role: 'alert' });
    const previous = previousEstimatorStep(options.project, answers, stepId);
    const isLast = nextEstimatorStep(options.project, answers, stepId) === null;
    const progress = h('p', { class: 'progress' }, `Question ${flow.indexOf(stepId) + 1} of ${flow.length}`);
    const back = previous ? h('button', { type: 'button', class: 'secondary' }, 'Back') : null;
    back?.addEventListener('click', () => {
      const answer = controls.read();
      if (answer !== undefined && !stepAnswerError(step, answer)) answers[stepId] = answer;
      show(previous!, true);
    });
    const form = h(
      'form',
      { class: 'step', novalidate: true },
      controls.fieldset,
      error,
      h('div', { class: 'actions' }, back, h('button', { type: 'submit', class: 'primary' }, isLast ? 'See my estimate' : 'Next')),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const answer = controls.read();
      const problem = stepAnswerError(step, answer);
      error.textContent = problem ?? '';
      for (const field of controls.fieldset.querySelectorAll('input, select')) {
        if (problem) {
          field.setAttribute('aria-invalid', 'true');
          field.setAttribute('aria-errormessage', errorId);
        } else field.removeAttribute('aria-invalid');
      }
      if (problem) return;
      answers[stepId] = answer;
      const next = nextEstimatorStep(options.project, answers, stepId);
      // Answers to steps the new path no longer shows are dropped, as the site's estimator does.
      const onPath = new Set(estimatorFlow(options.project, answers));
      for (const id of Object.keys(answers) as EstimatorStepId[]) if (!onPath.has(id)) delete answers[id];
      if (next) show(next, true);
      else options.onComplete({ ...answers });
    });
    root.replaceChildren(progress, form);
    // Focus on the answer (the chosen option, else the first control): a screen reader reads the question with it.
    if (focus) (controls.fieldset.querySelector<HTMLElement>('input:checked') ?? controls.fieldset.querySelector<HTMLElement>('input, select'))?.focus();
  };
  show(options.stepId ?? estimatorFlow(options.project, answers)[0]!, options.focus);
}
