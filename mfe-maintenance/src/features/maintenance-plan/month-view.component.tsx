import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, media } from '@homeworth/shared-lib';
import type { Occurrence } from '../../shared/plan/maintenance-plan.api';
import { addDays, addMonths, formatFullDay, formatMonth, monthGrid, monthOf, weekOf } from '../../shared/plan/plan-dates';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Arrow keys move a day or a week (the grid's rows are weeks). */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.secondary};
    text-align: center;
  }
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  margin-top: 12px;
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: 4px 0;
  }
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    height: 92px;
    padding: 0;
  }
  td button {
    width: 100%;
    height: 100%;
    min-height: 44px;
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 2px;
    padding: 4px;
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  td[aria-selected='true'] button {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  td button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: -3px;
  }
  td.today .day {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onDark};
    border-radius: 999px;
    padding: 0 6px;
  }
  .day {
    font-weight: 700;
    align-self: flex-start;
  }
  .task {
    font-size: 0.78rem;
    line-height: 1.2;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    padding-left: 3px;
  }
  .task.done {
    border-color: ${({ theme }) => theme.colors.success};
    text-decoration: line-through;
  }
  .task.overdue {
    border-color: ${({ theme }) => theme.colors.error};
  }
  .count {
    display: none;
    font-size: 0.8rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.below('xs')} {
    td {
      height: 52px;
    }
    .task {
      display: none;
    }
    .count {
      display: block;
    }
  }
`;

const DayList = styled.div`
  margin-top: 16px;
  h4 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const STATUS_WORDS: Record<Occurrence['status'], string> = { done: 'done', overdue: 'overdue', due: 'due', projected: 'repeat' };

interface MonthViewProps {
  month: string;
  today: string;
  occurrences: Occurrence[];
  onMonth: (month: string) => void;
}

/** The month as a calendar of Monday-first weeks with the tasks of each day; arrow keys move between days. */
export function MonthView({ month, today, occurrences, onMonth }: MonthViewProps) {
  const [selected, setSelected] = useState(monthOf(today) === month ? today : `${month}-01`);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusNext = useRef(false);

  useEffect(() => {
    if (monthOf(selected) !== month) setSelected(monthOf(today) === month ? today : `${month}-01`);
  }, [month, selected, today]);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const byDay = new Map<string, Occurrence[]>();
  for (const o of occurrences) byDay.set(o.date, [...(byDay.get(o.date) ?? []), o]);

  const move = (date: string) => {
    focusNext.current = true;
    setSelected(date);
    if (monthOf(date) !== month) onMonth(monthOf(date));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = KEY_STEPS[event.key];
    let target: string | null = step ? addDays(date, step) : null;
    if (event.key === 'Home') target = weekOf(date).start;
    if (event.key === 'End') target = weekOf(date).end;
    if (event.key === 'PageUp' || event.key === 'PageDown') target = `${addMonths(month, event.key === 'PageUp' ? -1 : 1)}-01`;
    if (!target) return;
    event.preventDefault();
    move(target);
  };

  const dayTasks = byDay.get(selected) ?? [];
  return (
    <div>
      <Bar>
        <Button variant="secondary" onClick={() => onMonth(addMonths(month, -1))} aria-label="Previous month">
          ‹
        </Button>
        <h3 id="month-view-title" aria-live="polite">
          {formatMonth(month)}
        </h3>
        <Button variant="secondary" onClick={() => onMonth(addMonths(month, 1))} aria-label="Next month">
          ›
        </Button>
      </Bar>
      <Grid ref={gridRef} role="grid" aria-labelledby="month-view-title" data-testid="month-grid">
        <thead>
          <tr>
            {WEEKDAYS.map((d, i) => (
              <th key={d} scope="col" abbr={WEEKDAY_NAMES[i]}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((row) => (
            <tr key={row.find(Boolean)}>
              {row.map((date, i) => {
                if (!date) return <td key={`empty-${i}`} aria-hidden="true" />;
                const tasks = byDay.get(date) ?? [];
                const label = `${formatFullDay(date)}: ${tasks.length === 0 ? 'no tasks' : `${tasks.length} task${tasks.length === 1 ? '' : 's'}`}`;
                return (
                  <td key={date} role="gridcell" aria-selected={date === selected} className={date === today ? 'today' : undefined}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === selected ? 0 : -1}
                      aria-label={label}
                      onClick={() => setSelected(date)}
                      onKeyDown={(e) => onKeyDown(e, date)}
                    >
                      <span className="day" aria-hidden="true">
                        {Number(date.slice(8))}
                      </span>
                      {tasks.slice(0, 2).map((t) => (
                        <span key={`${t.taskId}-${t.status}`} className={`task ${t.status}`} aria-hidden="true">
                          {t.title}
                        </span>
                      ))}
                      {tasks.length > 2 ? (
                        <span className="task" aria-hidden="true">
                          +{tasks.length - 2} more
                        </span>
                      ) : null}
                      {tasks.length > 0 ? (
                        <span className="count" aria-hidden="true">
                          {tasks.length}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <DayList aria-live="polite" data-testid="month-day-tasks">
        <h4>{formatFullDay(selected)}</h4>
        {dayTasks.length === 0 ? (
          <p>Nothing planned this day.</p>
        ) : (
          <ul>
            {dayTasks.map((t) => (
              <li key={`${t.taskId}-${t.status}`}>
                {t.title} ({t.doneBy === 'PRO' ? 'professional' : 'DIY'}, {STATUS_WORDS[t.status]})
              </li>
            ))}
          </ul>
        )}
      </DayList>
    </div>
  );
}
