import { expect, type Page } from '@playwright/test';
import { type StepAnswer, type StepDefinition } from '@homeworth/shared-lib/domain';
import { area } from './helpers';

// Answering estimator steps from their definitions in shared-lib, so specs are driven by the same
// data the app renders, not by per-project scripts.

/** The estimator's area of the page. */
export const estimator = (page: Page) => area(page, 'mfe-estimator');

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A valid answer for a step: the `variant`-th option of a choice (so a table of projects covers several branches), the default number or selection, a state. */
export function validAnswer(step: StepDefinition, variant: number, state = 'OH'): StepAnswer {
  const { input } = step;
  switch (input.kind) {
    case 'choice':
      return input.options[variant % input.options.length]!.value;
    case 'multi':
      // Every option: a single one may not apply to the room (appliances in a dining room), which the API refuses.
      return input.defaultValue;
    case 'number':
      return input.defaultValue;
    case 'address':
      return { state };
    case 'email':
      return 'guest@example.com';
  }
}

/** Gives `answer` to the step shown, through the real controls. */
export async function answerStep(page: Page, step: StepDefinition, answer: StepAnswer): Promise<void> {
  const area = estimator(page);
  const { input } = step;
  switch (input.kind) {
    case 'choice':
    case 'multi':
      for (const value of Array.isArray(answer) ? answer : [answer]) {
        const label = input.options.find((o) => o.value === value)!.label;
        await area.getByRole(input.kind === 'choice' ? 'radio' : 'checkbox', { name: new RegExp(`^${escapeRegex(label)}( |$)`) }).check();
      }
      return;
    case 'number':
      await area.getByRole('textbox').fill(String(answer));
      return;
    case 'address':
      await area.getByLabel('State').selectOption((answer as { state: string }).state);
      return;
    case 'email':
      await area.getByLabel('Email address').fill(String(answer));
  }
}

/** Checks the question on screen, answers it and presses Next (or "See my estimate"). */
export async function answerAndContinue(page: Page, step: StepDefinition, answer: StepAnswer, last: boolean): Promise<void> {
  await expect(estimator(page).getByRole('heading', { level: 1, name: step.question })).toBeVisible();
  await answerStep(page, step, answer);
  await estimator(page)
    .getByRole('button', { name: last ? 'See my estimate' : 'Next' })
    .click();
}

/** Dollars in a text such as "$12,345". */
export const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9-]/g, ''));
