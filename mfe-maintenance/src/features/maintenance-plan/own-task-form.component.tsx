import { useState, type FormEvent } from 'react';
import { Button } from '@homeworth/shared-lib';
import { FieldRow } from '../../ui/maintenance-ui';
import type { CustomTaskDraft, PlanTask, Recurrence, WhoDoes } from '../../shared/plan/maintenance-plan.api';
import { DialogFooter, DialogForm, RecurrenceInputs } from './dialog-form.component';

/** What the owner types for a task of their own; the first due date is the next one when editing. */
export type OwnTaskFields = Omit<CustomTaskDraft, 'userPropertyId'>;

interface OwnTaskFormProps {
  /** The task being edited; none for a new one. */
  task?: PlanTask;
  today: string;
  onCancel: () => void;
  onSubmit: (fields: OwnTaskFields) => void;
}

/** The fields of a task of the owner's own, repeating every N weeks, months or years from its first due date. */
export function OwnTaskForm({ task, today, onCancel, onSubmit }: OwnTaskFormProps) {
  const [title, setTitle] = useState(task?.title ?? '');
  const [why, setWhy] = useState(task?.why ?? '');
  const [interval, setInterval] = useState(String(task?.recurrence.interval ?? 1));
  const [freq, setFreq] = useState<Recurrence['freq']>(task?.recurrence.freq ?? 'MONTHLY');
  const [firstDue, setFirstDue] = useState(task?.nextDue ?? today);
  const [doneBy, setDoneBy] = useState<WhoDoes>(task?.doneBy ?? 'DIY');
  const [minutes, setMinutes] = useState(String(task?.minutes ?? 30));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      title: title.trim(),
      ...(why.trim() ? { why: why.trim() } : {}),
      recurrence: { freq, interval: Number(interval) },
      firstDue,
      doneBy,
      ...(minutes ? { minutes: Number(minutes) } : {}),
    });
  };

  return (
    <DialogForm aria-label={task ? 'Edit your task' : 'Add your own task'} onSubmit={submit}>
      <FieldRow>
        <label className="wide">
          Task
          <input type="text" required minLength={3} maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="wide">
          Why (optional)
          <input type="text" maxLength={1000} value={why} onChange={(e) => setWhy(e.target.value)} />
        </label>
      </FieldRow>
      <FieldRow>
        <RecurrenceInputs everyLabel="Repeat every" interval={interval} freq={freq} onInterval={setInterval} onFreq={setFreq} intervalWidth={96} />
        <label>
          {task ? 'Next due' : 'First due'}
          <input type="date" required value={firstDue} onChange={(e) => setFirstDue(e.target.value)} />
        </label>
        <label>
          Who does it
          <select value={doneBy} onChange={(e) => setDoneBy(e.target.value as WhoDoes)}>
            <option value="DIY">DIY</option>
            <option value="PRO">Professional</option>
          </select>
        </label>
        <label>
          Minutes
          <input type="number" min={1} max={1440} value={minutes} onChange={(e) => setMinutes(e.target.value)} style={{ width: 110 }} />
        </label>
      </FieldRow>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{task ? 'Save changes' : 'Add task'}</Button>
      </DialogFooter>
    </DialogForm>
  );
}
