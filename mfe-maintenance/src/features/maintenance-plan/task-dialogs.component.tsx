import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@homeworth/shared-lib';
import { FieldRow } from '../../ui/maintenance-ui';
import type { Completion, PlanTask, Recurrence, TaskChange } from '../../shared/plan/maintenance-plan.api';
import { addDays } from '../../shared/plan/plan-dates';

/** Which dialog is open for which task. */
export type TaskDialog = { kind: 'complete' | 'snooze' | 'frequency'; task: PlanTask } | null;

const Form = styled.form`
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

const Footer = styled.div`
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

interface DialogProps {
  dialog: TaskDialog;
  today: string;
  onClose: () => void;
  onChange: (change: TaskChange) => void;
}

/** The dialog of a task action: record it done, snooze it, or change how often it repeats. */
export function TaskDialogs({ dialog, today, onClose, onChange }: DialogProps) {
  if (!dialog) return null;
  const { task } = dialog;
  const send = (change: TaskChange) => {
    onChange(change);
    onClose();
  };
  if (dialog.kind === 'complete') {
    return (
      <Modal open onClose={onClose} title={`Mark “${task.title}” done`}>
        <CompleteForm task={task} today={today} onCancel={onClose} onSubmit={(completion) => send({ kind: 'complete', taskId: task.taskId, completion })} />
      </Modal>
    );
  }
  if (dialog.kind === 'snooze') {
    return (
      <Modal open onClose={onClose} title={`Snooze “${task.title}”`}>
        <SnoozeForm task={task} today={today} onCancel={onClose} onSubmit={(until) => send({ kind: 'snooze', taskId: task.taskId, until })} />
      </Modal>
    );
  }
  return (
    <Modal open onClose={onClose} title={`How often: “${task.title}”`}>
      <FrequencyForm task={task} onCancel={onClose} onSubmit={(recurrence) => send({ kind: 'recurrence', taskId: task.taskId, recurrence })} />
    </Modal>
  );
}

function CompleteForm({ task, today, onCancel, onSubmit }: { task: PlanTask; today: string; onCancel: () => void; onSubmit: (c: Completion) => void }) {
  const [date, setDate] = useState(today);
  const [doneBy, setDoneBy] = useState(task.doneBy);
  const [proName, setProName] = useState('');
  const [cost, setCost] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      date,
      doneBy,
      ...(doneBy === 'PRO' && proName.trim() ? { proName: proName.trim() } : {}),
      ...(cost.trim() ? { cost: Number(cost) } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <Form aria-label="Mark done" onSubmit={submit}>
      <p>The next due date counts from the day you did it.</p>
      <FieldRow>
        <label>
          Done on
          <input type="date" required value={date} max={today} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label>
          Cost in dollars
          <input type="number" min={0} max={1_000_000} step="0.01" inputMode="decimal" value={cost} onChange={(e) => setCost(e.target.value)} />
        </label>
      </FieldRow>
      <fieldset>
        <legend>Who did it</legend>
        <label className="choice">
          <input type="radio" name="doneBy" checked={doneBy === 'DIY'} onChange={() => setDoneBy('DIY')} /> I did it myself
        </label>
        <label className="choice">
          <input type="radio" name="doneBy" checked={doneBy === 'PRO'} onChange={() => setDoneBy('PRO')} /> A professional
        </label>
      </fieldset>
      <FieldRow>
        {doneBy === 'PRO' ? (
          <label className="wide">
            Professional’s name or company
            <input type="text" maxLength={120} value={proName} onChange={(e) => setProName(e.target.value)} />
          </label>
        ) : null}
        <label className="wide">
          Note
          <input type="text" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
      </FieldRow>
      <Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save as done</Button>
      </Footer>
    </Form>
  );
}

function SnoozeForm({ task, today, onCancel, onSubmit }: { task: PlanTask; today: string; onCancel: () => void; onSubmit: (until: string) => void }) {
  const from = task.nextDue && task.nextDue > today ? task.nextDue : today;
  const [until, setUntil] = useState(addDays(from, 7));
  return (
    <Form
      aria-label="Snooze"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(until);
      }}
    >
      <FieldRow>
        <label className="wide">
          Remind me again on
          <input type="date" required min={addDays(today, 1)} value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
      </FieldRow>
      <Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Snooze</Button>
      </Footer>
    </Form>
  );
}

function FrequencyForm({ task, onCancel, onSubmit }: { task: PlanTask; onCancel: () => void; onSubmit: (r: Recurrence | null) => void }) {
  const [freq, setFreq] = useState(task.recurrence.freq);
  const [interval, setInterval] = useState(String(task.recurrence.interval));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The best months stay with the rule while its unit stays; a new unit starts without them.
    const byMonth = freq === task.recurrence.freq ? task.recurrence.byMonth : undefined;
    onSubmit({ freq, interval: Number(interval), ...(byMonth ? { byMonth } : {}) });
  };
  return (
    <Form aria-label="Change frequency" onSubmit={submit}>
      <p>Now: {task.recurrenceText}.</p>
      <FieldRow>
        <RecurrenceInputs everyLabel="Every" interval={interval} freq={freq} onInterval={setInterval} onFreq={setFreq} />
      </FieldRow>
      <Footer>
        {task.defaultRecurrence ? (
          <Button variant="link" onClick={() => onSubmit(null)}>
            Back to the recommended frequency
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save frequency</Button>
      </Footer>
    </Form>
  );
}
