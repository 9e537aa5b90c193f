import { US_STATES } from '@homeworth/shared-lib/domain/money-and-units';
import type { AddressAnswer, StepAnswer, StepDefinition } from '@homeworth/shared-lib/domain/estimator';
import { h, uniqueId } from './dom';

// Plain ASCII names: code-unit order is alphabetical order.
const STATE_OPTIONS = Object.entries(US_STATES).sort((a, b) => (a[1] < b[1] ? -1 : 1));

/** One step's controls and how to read the visitor's answer back. */
export interface StepControls {
  fieldset: HTMLFieldSetElement;
  read: () => StepAnswer | undefined;
}

function optionList(step: StepDefinition, multi: boolean, answer: StepAnswer | undefined): HTMLElement {
  const input = step.input as Extract<StepDefinition['input'], { options: unknown }>;
  const name = uniqueId(step.id);
  const chosen = (value: string) => (multi ? Array.isArray(answer) && answer.includes(value) : answer === value);
  return h(
    'div',
    { class: 'options' },
    ...input.options.map((option) => {
      const id = uniqueId('option');
      const descriptionId = option.description ? `${id}-description` : undefined;
      return h(
        'div',
        { class: 'option' },
        h('input', { type: multi ? 'checkbox' : 'radio', name, id, value: option.value, checked: chosen(option.value), 'aria-describedby': descriptionId }),
        h('label', { for: id }, option.label),
        option.description ? h('span', { class: 'option-description', id: descriptionId }, option.description) : null,
      );
    }),
  );
}

function numberField(step: StepDefinition, answer: StepAnswer | undefined): HTMLElement {
  const input = step.input as Extract<StepDefinition['input'], { kind: 'number' }>;
  const id = uniqueId('number');
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, `Your answer (${input.unit})`),
    h('input', {
      id,
      type: 'number',
      inputmode: 'numeric',
      min: String(input.min),
      max: String(input.max),
      step: 'any',
      value: String(typeof answer === 'number' ? answer : input.defaultValue),
    }),
  );
}

function addressFields(answer: StepAnswer | undefined): HTMLElement {
  const current = (typeof answer === 'object' && !Array.isArray(answer) ? answer : { state: 'US' }) as AddressAnswer;
  const [stateId, zipId] = [uniqueId('state'), uniqueId('zip')];
  const state = h(
    'select',
    { id: stateId, name: 'state' },
    h('option', { value: 'US', selected: current.state === 'US' }, 'United States average'),
    ...STATE_OPTIONS.map(([code, label]) => h('option', { value: code, selected: current.state === code }, label)),
  );
  return h(
    'div',
    { class: 'address' },
    h('div', { class: 'field' }, h('label', { for: stateId }, 'State'), state),
    h(
      'div',
      { class: 'field' },
      h('label', { for: zipId }, 'ZIP code (optional)'),
      h('input', { id: zipId, name: 'zip', inputmode: 'numeric', autocomplete: 'postal-code', maxlength: '5', value: current.zipCode ?? '' }),
    ),
  );
}

/** The fieldset of a step: its question as the legend, its help, its controls. */
export function stepControls(step: StepDefinition, answer: StepAnswer | undefined): StepControls {
  const helpId = step.help ? uniqueId('help') : undefined;
  const { input } = step;
  const control =
    input.kind === 'choice' || input.kind === 'multi'
      ? optionList(step, input.kind === 'multi', answer)
      : input.kind === 'number'
        ? numberField(step, answer)
        : addressFields(answer);
  const fieldset = h('fieldset', { 'aria-describedby': helpId }, h('legend', {}, step.question), step.help ? h('p', { class: 'help', id: helpId }, step.help) : null, control);
  const read = (): StepAnswer | undefined => {
    switch (input.kind) {
      case 'choice':
        return fieldset.querySelector<HTMLInputElement>('input:checked')?.value;
      case 'multi':
        return Array.from(fieldset.querySelectorAll<HTMLInputElement>('input:checked'), (box) => box.value);
      case 'number': {
        const text = fieldset.querySelector<HTMLInputElement>('input')!.value.trim();
        return text === '' ? undefined : Number(text);
      }
      case 'address': {
        const state = fieldset.querySelector<HTMLSelectElement>('select')!.value;
        const zipCode = fieldset.querySelector<HTMLInputElement>('input[name=zip]')!.value.trim();
        return { state, ...(zipCode ? { zipCode } : {}) };
      }
    }
  };
  return { fieldset, read };
}
