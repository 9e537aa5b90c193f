import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import { Card } from '../../ui/maintenance-ui';
import { HistoryList } from './history-list.component';
import type { Occurrence, PlanOverview, PlanTask, TaskChange, WeekTask } from '../../shared/plan/maintenance-plan.api';
import { MonthView } from './month-view.component';
import { formatLongDay, monthOf } from '../../shared/plan/plan-dates';
import { TaskCard } from './task-card.component';
import type { TaskDialog } from './task-dialogs.component';

/** Upcoming tasks shown before "Show all": the next few weeks, not a year of cards at once. */
export const UPCOMING_FIRST = 12;

/** The plan's tabs; the first four carry get-tasks-count's counts. */
export type PlanTab = 'week' | 'overdue' | 'upcoming' | 'done' | 'month' | 'off';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 16px;
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 8px 14px;
    border: 0;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.secondary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: -3px;
  }
  .count {
    display: inline-block;
    min-width: 1.6em;
    margin-left: 6px;
    padding: 0 6px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Tasks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 12px;
`;

interface PlanTabsProps {
  overview: PlanOverview;
  today: string;
  month: string | null;
  occurrences: Occurrence[];
  changing: number | null;
  onMonth: (month: string) => void;
  onDialog: (dialog: TaskDialog) => void;
  onChange: (change: TaskChange) => void;
}

/** This week (Monday to Sunday), overdue, upcoming, done, the month view and turned-off tasks, as tabs. */
export function PlanTabs({ overview, today, month, occurrences, changing, onMonth, onDialog, onChange }: PlanTabsProps) {
  const [tab, setTab] = useState<PlanTab>('week');
  const [allUpcoming, setAllUpcoming] = useState(false);
  const tabRefs = useRef<Partial<Record<PlanTab, HTMLButtonElement | null>>>({});
  const { counts, home } = overview;
  const tabs: { id: PlanTab; label: string; count?: number }[] = [
    { id: 'week', label: 'This week', count: counts.thisWeek },
    { id: 'overdue', label: 'Overdue', count: counts.overdue },
    { id: 'upcoming', label: 'Upcoming', count: counts.upcoming },
    { id: 'done', label: 'Done this week', count: counts.done },
    { id: 'month', label: 'Month' },
    { id: 'off', label: 'Turned off', count: overview.off.length },
  ];
  const open = (id: PlanTab) => {
    setTab(id);
    if (id === 'month' && !month) onMonth(monthOf(today));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!.id;
    open(next);
    tabRefs.current[next]?.focus();
  };
  const cards = (tasks: (PlanTask | WeekTask)[], empty: string): ReactNode =>
    tasks.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <Tasks>
        {tasks.map((task) => (
          <TaskCard
            key={`${task.taskId}-${'completedOn' in task ? (task.completedOn ?? task.dueDate) : ''}`}
            task={task}
            today={today}
            readOnly={home.readOnly}
            busy={changing === task.taskId}
            onDialog={onDialog}
            onChange={onChange}
          />
        ))}
      </Tasks>
    );

  return (
    <Card aria-labelledby="plan-tabs-title">
      <h2 id="plan-tabs-title">Tasks</h2>
      <p className="lead" data-testid="week-range">
        This week: {formatLongDay(counts.weekStart)} to {formatLongDay(counts.weekEnd)}
      </p>
      <TabList role="tablist" aria-label="Tasks by when they are due">
        {tabs.map((t, index) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => open(t.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {t.label}
            {t.count !== undefined ? (
              <span className="count" data-testid={`count-${t.id}`}>
                {t.count}
              </span>
            ) : null}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0}>
        {tab === 'week' ? cards(overview.week, 'Nothing is due this week.') : null}
        {tab === 'overdue' ? cards(overview.overdue, 'Nothing is overdue.') : null}
        {tab === 'upcoming' ? (
          <>
            {cards(allUpcoming ? overview.upcoming : overview.upcoming.slice(0, UPCOMING_FIRST), 'Nothing else is due in the coming year.')}
            {!allUpcoming && overview.upcoming.length > UPCOMING_FIRST ? (
              <p>
                <Button variant="secondary" onClick={() => setAllUpcoming(true)}>
                  Show all {overview.upcoming.length} upcoming tasks
                </Button>
              </p>
            ) : null}
          </>
        ) : null}
        {tab === 'done' ? (
          <>
            <h3>Done this week</h3>
            <HistoryList
              testId="done-this-week"
              empty="Nothing marked done this week yet."
              events={overview.history.filter((e) => e.kind === 'completed' && e.date >= counts.weekStart && e.date <= counts.weekEnd)}
            />
            <h3>History</h3>
            <HistoryList testId="history" empty="Nothing recorded yet. Tasks you mark done appear here with the date, who did them and the cost." events={overview.history} />
          </>
        ) : null}
        {tab === 'month' && month ? <MonthView month={month} today={today} occurrences={occurrences} onMonth={onMonth} /> : null}
        {tab === 'off' ? cards(overview.off, 'No task is turned off.') : null}
      </div>
    </Card>
  );
}
