import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import { GUESS_LIMITS } from '@homeworth/shared-lib/domain';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-top: 16px;
  .field {
    display: grid;
    gap: 6px;
    flex: 1 1 220px;
  }
  label {
    font-weight: 600;
  }
  .money {
    display: flex;
    align-items: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  .money span {
    padding: 0 4px 0 12px;
    font-weight: 700;
  }
  input {
    font: inherit;
    font-size: 1.15rem;
    min-height: 44px;
    width: 100%;
    border: 0;
    padding: 8px 12px 8px 4px;
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
  }
  .money:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 1px;
  }
  input:focus {
    outline: none;
  }
  .error {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** Dollars typed as "425,000" or "$425000". */
export const parseDollars = (text: string) => Number(text.replace(/[$,\s]/g, ''));

/** The dollar guess: checked against the game's limits before it is sent; `problem` is the API's refusal. */
export function GuessInput({ label, busy, problem, onGuess }: { label: string; busy: boolean; problem: string | null; onGuess: (dollars: number) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dollars = parseDollars(text);
    if (!Number.isInteger(dollars) || dollars < GUESS_LIMITS.min || dollars > GUESS_LIMITS.max) {
      setError(`Enter a whole-dollar amount from $${GUESS_LIMITS.min.toLocaleString('en-US')} to $${GUESS_LIMITS.max.toLocaleString('en-US')}.`);
      return;
    }
    setError(null);
    onGuess(dollars);
  };
  const shown = error ?? problem;
  return (
    <Form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="guess-amount">{label}</label>
        <div className="money">
          <span aria-hidden="true">$</span>
          <input
            id="guess-amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="425,000"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'guess-error' : undefined}
          />
        </div>
      </div>
      <Button type="submit" loading={busy} disabled={busy}>
        Guess
      </Button>
      {shown ? (
        <p className="error" id="guess-error" role="alert">
          {shown}
        </p>
      ) : null}
    </Form>
  );
}
