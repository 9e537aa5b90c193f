import styled from 'styled-components';
import type { Recurrence } from '../../shared/plan/maintenance-plan.api';

// The plan's dialog forms share their layout and the two inputs of a repeat rule.

export const DialogForm = styled.form`
  text-align: left;
  fieldset {
    border: 0;
    padding: 0;
    margin: 12px 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  .choice {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    font-weight: 400;
  }
  .choice input {
    width: 20px;
    height: 20px;
    min-height: 0;
  }
  label.wide {
    flex: 1 1 100%;
  }
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 16px;
`;

/** The rule's unit in words, for the frequency fields. */
export const UNIT_WORDS: Record<Recurrence['freq'], string> = { WEEKLY: 'weeks', MONTHLY: 'months', YEARLY: 'years' };
/** The longest interval of each frequency (the API's MAX_RECURRENCE_INTERVAL). */
export const MAX_INTERVAL: Record<Recurrence['freq'], number> = { WEEKLY: 52, MONTHLY: 24, YEARLY: 10 };

/** The two inputs of a repeat rule: the interval (up to the frequency's longest) and its unit. */
export function RecurrenceInputs({
  everyLabel,
  interval,
  freq,
  onInterval,
  onFreq,
  intervalWidth,
}: {
  everyLabel: string;
  interval: string;
  freq: Recurrence['freq'];
  onInterval: (value: string) => void;
  onFreq: (freq: Recurrence['freq']) => void;
  intervalWidth?: number;
}) {
  return (
    <>
      <label>
        {everyLabel}
        <input
          type="number"
          required
          min={1}
          max={MAX_INTERVAL[freq]}
          value={interval}
          onChange={(e) => onInterval(e.target.value)}
          style={intervalWidth ? { width: intervalWidth } : undefined}
        />
      </label>
      <label>
        Unit
        <select value={freq} onChange={(e) => onFreq(e.target.value as Recurrence['freq'])}>
          {(Object.keys(UNIT_WORDS) as Recurrence['freq'][]).map((f) => (
            <option key={f} value={f}>
              {UNIT_WORDS[f]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
