import { useState, type FormEvent } from 'react';
import { Button, Modal } from '@homeworth/shared-lib';
import { FieldRow } from '../../ui/maintenance-ui';
import type { Completion, CustomTaskDraft, PlanTask, Recurrence, TaskChange } from '../../shared/plan/maintenance-plan.api';
import { DialogFooter, DialogForm, RecurrenceInputs } from './dialog-form.component';
import { OwnTaskForm } from './own-task-form.component';
import { ClaimHomeContent, RemoveTaskContent, SeeHowContent } from './plan-dialog-contents.component';
import { addDays } from '../../shared/plan/plan-dates';

/**
 * The one dialog open on the plan, if any: a task's action (done, snooze, frequency, see how, edit,
 * remove) or the plan's own (a new task, claiming the home). One value, so opening one closes the other.
 */
export type TaskDialog = { kind: 'complete' | 'snooze' | 'frequency' | 'see-how' | 'edit' | 'remove'; task: PlanTask } | { kind: 'new' } | { kind: 'claim-home' } | null;

interface DialogProps {
  dialog: TaskDialog;
  today: string;
  /** The home a new task is for (null on the sample plan, which has no new tasks). */
  userPropertyId: number | null;
  /** The user's own home still to claim, for the claim dialog; null on the sample plan. */
  unclaimedKukunId: number | null;
  onClose: () => void;
  onChange: (change: TaskChange) => void;
  onAdd: (draft: CustomTaskDraft) => void;
}

/** The open dialog of the plan, if any. */
export function TaskDialogs({ dialog, today, userPropertyId, unclaimedKukunId, onClose, onChange, onAdd }: DialogProps) {
  if (!dialog) return null;
  const send = (change: TaskChange) => {
    onChange(change);
    onClose();
  };
  switch (dialog.kind) {
    case 'new':
      return userPropertyId === null ? null : (
        <Modal open onClose={onClose} title="Add your own task">
          <p>Anything your home needs that the plan does not list, repeating as often as you say.</p>
          <OwnTaskForm
            today={today}
            onCancel={onClose}
            onSubmit={(fields) => {
              onAdd({ userPropertyId, ...fields });
              onClose();
            }}
          />
        </Modal>
      );
    case 'claim-home':
      return (
        <Modal open onClose={onClose} title="Claim your home">
          <ClaimHomeContent kukunId={unclaimedKukunId} onClose={onClose} />
        </Modal>
      );
    case 'complete':
      return (
        <Modal open onClose={onClose} title={`Mark “${dialog.task.title}” done`}>
          <CompleteForm task={dialog.task} today={today} onCancel={onClose} onSubmit={(completion) => send({ kind: 'complete', taskId: dialog.task.taskId, completion })} />
        </Modal>
      );
    case 'snooze':
      return (
        <Modal open onClose={onClose} title={`Snooze “${dialog.task.title}”`}>
          <SnoozeForm task={dialog.task} today={today} onCancel={onClose} onSubmit={(until) => send({ kind: 'snooze', taskId: dialog.task.taskId, until })} />
        </Modal>
      );
    case 'frequency':
      return (
        <Modal open onClose={onClose} title={`How often: “${dialog.task.title}”`}>
          <FrequencyForm task={dialog.task} onCancel={onClose} onSubmit={(recurrence) => send({ kind: 'recurrence', taskId: dialog.task.taskId, recurrence })} />
        </Modal>
      );
    case 'see-how':
      return (
        <Modal open onClose={onClose} title={`How to: ${dialog.task.title}`}>
          <SeeHowContent task={dialog.task} onClose={onClose} />
        </Modal>
      );
    case 'edit':
      return (
        <Modal open onClose={onClose} title={`Edit “${dialog.task.title}”`}>
          <OwnTaskForm task={dialog.task} today={today} onCancel={onClose} onSubmit={(fields) => send({ kind: 'edit', taskId: dialog.task.taskId, fields })} />
        </Modal>
      );
    case 'remove':
      return (
        <Modal open onClose={onClose} title="Delete this task?">
          <RemoveTaskContent task={dialog.task} onCancel={onClose} onConfirm={() => send({ kind: 'delete', taskId: dialog.task.taskId })} />
        </Modal>
      );
  }
}

export function CompleteForm({ task, today, onCancel, onSubmit }: { task: PlanTask; today: string; onCancel: () => void; onSubmit: (c: Completion) => void }) {
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
    <DialogForm aria-label="Mark done" onSubmit={submit}>
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
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save as done</Button>
      </DialogFooter>
    </DialogForm>
  );
}

export function SnoozeForm({ task, today, onCancel, onSubmit }: { task: PlanTask; today: string; onCancel: () => void; onSubmit: (until: string) => void }) {
  const from = task.nextDue && task.nextDue > today ? task.nextDue : today;
  const [until, setUntil] = useState(addDays(from, 7));
  return (
    <DialogForm
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
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Snooze</Button>
      </DialogFooter>
    </DialogForm>
  );
}

export function FrequencyForm({ task, onCancel, onSubmit }: { task: PlanTask; onCancel: () => void; onSubmit: (r: Recurrence | null) => void }) {
  const [freq, setFreq] = useState(task.recurrence.freq);
  const [interval, setInterval] = useState(String(task.recurrence.interval));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The best months stay with the rule while its unit stays; a new unit starts without them.
    const byMonth = freq === task.recurrence.freq ? task.recurrence.byMonth : undefined;
    onSubmit({ freq, interval: Number(interval), ...(byMonth ? { byMonth } : {}) });
  };
  return (
    <DialogForm aria-label="Change frequency" onSubmit={submit}>
      <p>Now: {task.recurrenceText}.</p>
      <FieldRow>
        <RecurrenceInputs everyLabel="Every" interval={interval} freq={freq} onInterval={setInterval} onFreq={setFreq} />
      </FieldRow>
      <DialogFooter>
        {task.defaultRecurrence ? (
          <Button variant="link" onClick={() => onSubmit(null)}>
            Back to the recommended frequency
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save frequency</Button>
      </DialogFooter>
    </DialogForm>
  );
}
