import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@homeworth/shared-lib';
import { stepAnswerError, type StepAnswer, type StepDefinition } from '@homeworth/shared-lib/domain';
import { StepInput } from './step-input.component';
import { Actions, Card, Help, InlineError } from './step-page.styles';

// Numbers read better grouped ("400,000"); years do not.
function initialNumberText(definition: StepDefinition, answer: StepAnswer | undefined): string {
  if (typeof answer !== 'number') return '';
  return definition.input.kind === 'number' && definition.input.unit !== 'year' ? answer.toLocaleString('en-US') : String(answer);
}

interface StepQuestionFormProps {
  definition: StepDefinition;
  answer: StepAnswer | undefined;
  onAnswer: (value: StepAnswer | undefined) => void;
  /** Called with a valid answer; the page decides where Next goes. */
  onNext: () => void;
  onBack: () => void;
  /** The last question's button reads "See my estimate". */
  isLast: boolean;
  /** A line under the question when the step has no help text of its own. */
  intro?: string;
  /** A number suggested from earlier answers (room size from the home's size, roof area): shown as the answer, to be changed freely. */
  suggestion?: number;
}

/**
 * One estimator question as a form: the input, its inline error, Back and Next. Shared by the
 * single-project and the multiproject step pages; mount it with a key per step so its state resets.
 */
export function StepQuestionForm({ definition, answer, onAnswer, onNext, onBack, isLast, intro, suggestion }: StepQuestionFormProps) {
  const [numberText, setNumberText] = useState(() => initialNumberText(definition, answer ?? suggestion));
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionId = useId();
  const errorId = useId();

  // Each step is a new page for assistive technology: move focus to its question.
  useEffect(() => headingRef.current?.focus(), []);
  // A suggested size is the answer until the user changes it: it is in the field, not assumed behind it.
  const answerSuggestion = useEffectEvent(() => {
    if (answer === undefined && suggestion !== undefined) onAnswer(suggestion);
  });
  useEffect(() => answerSuggestion(), []); // Only when the step opens.

  const answerChanged = (value: StepAnswer | undefined) => {
    setError(null);
    onAnswer(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = definition.input.kind === 'number' && numberText.trim() !== '' && answer === undefined ? 'Please enter a number.' : stepAnswerError(definition, answer);
    if (problem) return setError(problem);
    onNext();
  };

  const help = definition.help ?? intro;
  return (
    <Card as="form" onSubmit={submit} noValidate aria-labelledby={questionId}>
      <h1 id={questionId} ref={headingRef} tabIndex={-1}>
        {definition.question}
      </h1>
      {help ? <Help>{help}</Help> : null}
      <StepInput
        step={definition}
        answer={answer}
        numberText={numberText}
        onNumberText={setNumberText}
        onAnswer={answerChanged}
        questionId={questionId}
        errorId={error ? errorId : undefined}
      />
      {error ? (
        <InlineError id={errorId} role="alert">
          {error}
        </InlineError>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">{isLast ? 'See my estimate' : 'Next'}</Button>
      </Actions>
    </Card>
  );
}
