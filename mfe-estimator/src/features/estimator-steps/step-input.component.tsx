import { useId } from 'react';
import styled from 'styled-components';
import { TextField } from '@homeworth/shared-lib';
import { US_STATES, type AddressAnswer, type StepAnswer, type StepDefinition } from '@homeworth/shared-lib/domain';
import { OptionCards } from '../../ui/option-cards.component';

const NumberRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: 360px;
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .field {
    position: relative;
    flex: 1;
  }
  .prefix {
    position: absolute;
    left: 16px;
    top: 50%;
    transform: translateY(-50%);
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    width: 100%;
    box-sizing: border-box;
    min-height: 60px;
    padding: 10px 16px;
    font: inherit;
    font-size: 1.5rem;
    font-weight: 600;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  input::placeholder {
    font-size: 1rem;
    font-weight: 400;
    font-style: italic;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input.with-prefix {
    padding-left: 36px;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  .unit {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const AddressFields = styled.div`
  display: grid;
  gap: 4px;
  max-width: 480px;
  .select {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin-bottom: 16px;
  }
  .select label {
    font-weight: 600;
  }
  select,
  input {
    box-sizing: border-box;
    width: 100%;
  }
  select {
    font: inherit;
    min-height: 48px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 1px;
  }
`;

interface StepInputProps {
  step: StepDefinition;
  answer: StepAnswer | undefined;
  /** Text typed in a number field, kept apart from the answer so editing is free. */
  numberText: string;
  onNumberText: (text: string) => void;
  onAnswer: (value: StepAnswer | undefined) => void;
  errorId?: string;
  questionId: string;
}

// The names are plain ASCII, so code-unit order is alphabetical order. localeCompare's first call builds
// an ICU collator: about 28 ms of a mid-range phone's main thread on every estimator page.
const STATE_OPTIONS = Object.entries(US_STATES).sort((a, b) => (a[1] < b[1] ? -1 : 1));

/** The answer control of one step: option cards, a number field or the address fields. */
export function StepInput({ step, answer, numberText, onNumberText, onAnswer, errorId, questionId }: StepInputProps) {
  const inputId = useId();
  const { input } = step;
  switch (input.kind) {
    case 'choice':
    case 'multi':
      return (
        <div role={input.kind === 'choice' ? 'radiogroup' : 'group'} aria-labelledby={questionId}>
          <OptionCards
            name={step.id}
            options={input.options}
            multiple={input.kind === 'multi'}
            selected={Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : []}
            onChange={(selected) => onAnswer(input.kind === 'multi' ? selected : selected[0])}
            describedBy={errorId}
          />
        </div>
      );
    case 'number':
      return (
        <NumberRow>
          <div className="field">
            <label htmlFor={inputId}>{`${step.question} (${input.unit})`}</label>
            {input.prefix ? (
              <span className="prefix" aria-hidden="true">
                {input.prefix}
              </span>
            ) : null}
            <input
              id={inputId}
              className={input.prefix ? 'with-prefix' : undefined}
              inputMode="numeric"
              autoComplete="off"
              value={numberText}
              // An instruction, never a number that could pass for an answer.
              placeholder={input.unit === 'year' ? 'Type a year' : input.unit === 'dollars' ? 'Type an amount' : 'Type a number'}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
              onChange={(e) => {
                onNumberText(e.target.value);
                const parsed = Number(e.target.value.replace(/[$,\s]/g, ''));
                onAnswer(e.target.value.trim() === '' || !Number.isFinite(parsed) ? undefined : parsed);
              }}
            />
          </div>
          {input.unit !== 'dollars' && input.unit !== 'year' ? <span className="unit">{input.unit}</span> : null}
        </NumberRow>
      );
    case 'email':
      return (
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          value={typeof answer === 'string' ? answer : ''}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onAnswer(e.target.value.trim() === '' ? undefined : e.target.value.trim())}
        />
      );
    case 'address': {
      const address = (answer as AddressAnswer | undefined) ?? { state: '' };
      const update = (patch: Partial<AddressAnswer>) => onAnswer({ ...address, ...patch });
      return (
        <AddressFields>
          <div className="select">
            <label htmlFor={inputId}>State</label>
            <select id={inputId} value={address.state} onChange={(e) => update({ state: e.target.value })} aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
              <option value="" disabled>
                Choose a state
              </option>
              <option value="US">Skip: use national average prices</option>
              {STATE_OPTIONS.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Street address (optional)" autoComplete="street-address" value={address.address ?? ''} onChange={(e) => update({ address: e.target.value })} />
          <TextField
            label="ZIP code (optional)"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={address.zipCode ?? ''}
            onChange={(e) => update({ zipCode: e.target.value.trim() || undefined })}
          />
        </AddressFields>
      );
    }
  }
}
