import { useState, type FormEvent } from 'react';
import { Button } from '@homeworth/shared-lib';
import { Card, FieldRow } from '../../ui/maintenance-ui';
import type { CustomTaskDraft, Recurrence, WhoDoes } from '../../shared/plan/maintenance-plan.api';
import { RecurrenceInputs } from './task-dialogs.component';

interface CustomTaskFormProps {
  userPropertyId: number;
  today: string;
  busy: boolean;
  onAdd: (draft: CustomTaskDraft) => void;
}

/** Adds a task of the owner's own with its own recurrence (every N weeks, months or years from the first due date). */
export function CustomTaskForm({ userPropertyId, today, busy, onAdd }: CustomTaskFormProps) {
  const [title, setTitle] = useState('');
  const [why, setWhy] = useState('');
  const [interval, setInterval] = useState('1');
  const [freq, setFreq] = useState<Recurrence['freq']>('MONTHLY');
  const [firstDue, setFirstDue] = useState(today);
  const [doneBy, setDoneBy] = useState<WhoDoes>('DIY');
  const [minutes, setMinutes] = useState('30');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({
      userPropertyId,
      title: title.trim(),
      ...(why.trim() ? { why: why.trim() } : {}),
      recurrence: { freq, interval: Number(interval) },
      firstDue,
      doneBy,
      ...(minutes ? { minutes: Number(minutes) } : {}),
    });
    setTitle('');
    setWhy('');
  };

  return (
    <Card aria-labelledby="custom-task-title">
      <h2 id="custom-task-title">Add your own task</h2>
      <p className="lead">Anything your home needs that the plan does not list, repeating as often as you say.</p>
      <form aria-label="Add your own task" onSubmit={submit}>
        <FieldRow>
          <label style={{ flex: '1 1 260px' }}>
            Task
            <input type="text" required minLength={3} maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <label style={{ flex: '1 1 260px' }}>
            Why (optional)
            <input type="text" maxLength={1000} value={why} onChange={(e) => setWhy(e.target.value)} />
          </label>
        </FieldRow>
        <FieldRow>
          <RecurrenceInputs everyLabel="Repeat every" interval={interval} freq={freq} onInterval={setInterval} onFreq={setFreq} intervalWidth={96} />
          <label>
            First due
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
        <Button type="submit" loading={busy}>
          Add task
        </Button>
      </form>
    </Card>
  );
}
