import styled from 'styled-components';
import { Button, theme } from '@homeworth/shared-lib';
import { Actions, formatMinutes } from '../../ui/maintenance-ui';
import { taskIcsUrl, type PlanTask, type TaskChange, type WeekTask } from '../../shared/plan/maintenance-plan.api';
import { formatLongDay } from '../../shared/plan/plan-dates';
import type { TaskDialog } from './task-dialogs.component';
import { formatDollars } from '@homeworth/shared-lib/domain';

const Article = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: baseline;
    justify-content: space-between;
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0;
  }
  .when {
    font-weight: 600;
  }
  .when.overdue {
    color: ${({ theme }) => theme.colors.error};
  }
  .when.done {
    color: ${({ theme }) => theme.colors.success};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
    margin: 0;
    font-size: 0.95rem;
  }
  dl div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  details summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    min-height: 32px;
    display: flex;
    align-items: center;
  }
  details summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  details ol {
    margin: 8px 0 0;
    padding-left: 20px;
  }
  .source {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Badge = styled.span<{ $pro: boolean }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ $pro }) => ($pro ? theme.colors.infoSoft : theme.colors.successTint)};
  color: ${({ $pro, theme }) => ($pro ? theme.colors.secondary : theme.colors.success)};
`;

/** "DIY supplies $15 · Pro $150": what a task costs either way. */
export function costText(cost: PlanTask['cost']): string {
  const parts = [cost.diySupplies !== null ? `DIY ${formatDollars(cost.diySupplies)}` : null, cost.pro !== null ? `Pro ${formatDollars(cost.pro)}` : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'No cost';
}

function dueLine(task: PlanTask | WeekTask, today: string): { text: string; tone: string } {
  if ('completedOn' in task && task.completedOn) return { text: `Done on ${formatLongDay(task.completedOn)}`, tone: 'done' };
  const due = 'dueDate' in task ? task.dueDate : task.nextDue;
  if (!task.enabled || !due) return { text: 'Turned off', tone: '' };
  if (due < today) return { text: `Overdue since ${formatLongDay(due)}`, tone: 'overdue' };
  return { text: `Due ${formatLongDay(due)}`, tone: '' };
}

interface TaskCardProps {
  task: PlanTask | WeekTask;
  today: string;
  /** The sample home's plan and guests: no actions. */
  readOnly: boolean;
  busy: boolean;
  onDialog: (dialog: TaskDialog) => void;
  onChange: (change: TaskChange) => void;
}

/** One task: what, why, how, who, time, cost, component, when; and what the owner can do with it. */
export function TaskCard({ task, today, readOnly, busy, onDialog, onChange }: TaskCardProps) {
  const titleId = `task-${task.taskId}-title`;
  const due = dueLine(task, today);
  const doneThisWeek = 'completedOn' in task && Boolean(task.completedOn);
  return (
    <Article aria-labelledby={titleId} data-testid="task-card">
      <header>
        <h3 id={titleId}>{task.title}</h3>
        <Badge $pro={task.doneBy === 'PRO'}>{task.doneBy === 'PRO' ? 'Professional' : 'DIY'}</Badge>
      </header>
      <p className={`when ${due.tone}`} data-testid="task-due">
        {due.text}
      </p>
      {task.why ? <p>{task.why}</p> : null}
      <dl>
        <div>
          <dt>Repeats</dt>
          <dd>{task.recurrenceText}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatMinutes(task.minutes)}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{costText(task.cost)}</dd>
        </div>
        <div>
          <dt>Protects</dt>
          <dd>{task.componentName}</dd>
        </div>
      </dl>
      {task.lastDone ? (
        <p className="source">
          Last done {formatLongDay(task.lastDone.date)} by {task.lastDone.doneBy === 'PRO' ? (task.lastDone.proName ?? 'a professional') : 'you'}
          {task.lastDone.cost !== null ? ` for ${formatDollars(task.lastDone.cost)}` : ''}.
        </p>
      ) : null}
      {task.how.length > 0 || task.neglectCost ? (
        <Actions>
          <Button variant="link" onClick={() => onDialog({ kind: 'see-how', task })} aria-label={`See how: ${task.title}`}>
            See how
          </Button>
        </Actions>
      ) : null}
      {readOnly || doneThisWeek ? null : task.enabled ? (
        <Actions>
          <Button disabled={busy} onClick={() => onDialog({ kind: 'complete', task })} aria-label={`Mark done: ${task.title}`}>
            Mark done
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onDialog({ kind: 'snooze', task })} aria-label={`Snooze: ${task.title}`}>
            Snooze
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'skip', taskId: task.taskId })} aria-label={`Skip this time: ${task.title}`}>
            Skip
          </Button>
          <Button variant="link" disabled={busy} onClick={() => onDialog({ kind: 'frequency', task })} aria-label={`Change frequency: ${task.title}`}>
            Change frequency
          </Button>
          <Button variant="link" disabled={busy} onClick={() => onChange({ kind: 'enabled', taskId: task.taskId, enabled: false })} aria-label={`Turn off: ${task.title}`}>
            Turn off
          </Button>
          <a href={taskIcsUrl(task.taskId)} download aria-label={`Add to calendar (.ics): ${task.title}`}>
            Add to calendar
          </a>
          {task.custom ? (
            <>
              <Button variant="link" disabled={busy} onClick={() => onDialog({ kind: 'edit', task })} aria-label={`Edit: ${task.title}`}>
                Edit
              </Button>
              <Button variant="link" disabled={busy} onClick={() => onDialog({ kind: 'remove', task })} aria-label={`Delete: ${task.title}`}>
                Delete
              </Button>
            </>
          ) : null}
        </Actions>
      ) : (
        <Actions>
          <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'enabled', taskId: task.taskId, enabled: true })} aria-label={`Turn on: ${task.title}`}>
            Turn on
          </Button>
        </Actions>
      )}
    </Article>
  );
}
