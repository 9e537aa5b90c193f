import {
  estimatorFlow,
  flowModeOf,
  formatDollars,
  stepDefinitionFor,
  US_STATES,
  type AddressAnswer,
  type EstimatorAnswers,
  type StepAnswer,
  type StepDefinition,
} from '@homeworth/shared-lib/domain';

// Only the API writes answers out as text (the estimate PDF).

/** An answer as a person reads it: option labels, numbers with their unit, the address. */
export function answerText(step: StepDefinition, answer: StepAnswer | undefined): string {
  if (answer === undefined) return '';
  const { input } = step;
  switch (input.kind) {
    case 'choice':
      return input.options.find((o) => o.value === answer)?.label ?? String(answer);
    case 'multi':
      return (answer as readonly string[]).map((v) => input.options.find((o) => o.value === v)?.label ?? v).join(', ');
    case 'number': {
      const n = Number(answer);
      if (input.unit === 'dollars') return formatDollars(n);
      return input.unit === 'year' ? String(n) : `${n.toLocaleString('en-US')} ${input.unit}`;
    }
    case 'email':
      return String(answer);
    case 'address': {
      const a = answer as AddressAnswer;
      const state = a.state === 'US' ? 'United States (national average)' : (US_STATES[a.state] ?? a.state);
      return [a.address, state, a.zipCode].filter(Boolean).join(', ');
    }
  }
}

/** Every question of a project's flow with its answer in words, in flow order. */
export function answersSummary(slug: string, answers: EstimatorAnswers): { question: string; answer: string }[] {
  return estimatorFlow(slug, answers, flowModeOf(answers)).map((id) => {
    const step = stepDefinitionFor(slug, id);
    return { question: step.question, answer: answerText(step, answers[id]) };
  });
}
