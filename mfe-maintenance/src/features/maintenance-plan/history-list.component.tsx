import styled from 'styled-components';

import type { HistoryEvent } from '../../shared/plan/maintenance-plan.api';
import { formatLongDay } from '../../shared/plan/plan-dates';
import { formatDollars } from '@homeworth/shared-lib/domain';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 10px 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.secondary};
    flex: 1 1 220px;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Who did it, in words: "you (DIY)" or the professional's name. */
export function doneByText(event: Pick<HistoryEvent, 'doneBy' | 'proName'>): string {
  if (event.doneBy === 'PRO') return event.proName ? `${event.proName} (professional)` : 'a professional';
  return 'you (DIY)';
}

function eventText(event: HistoryEvent): string {
  if (event.kind === 'completed') {
    return `Done ${formatLongDay(event.date)} by ${doneByText(event)}${event.cost !== null ? `, ${formatDollars(event.cost)}` : ''}`;
  }
  if (event.kind === 'snoozed') return `Snoozed on ${formatLongDay(event.date)}${event.snoozedTo ? ` to ${formatLongDay(event.snoozedTo)}` : ''}`;
  return `Skipped on ${formatLongDay(event.date)}${event.dueDate ? ` (was due ${formatLongDay(event.dueDate)})` : ''}`;
}

/** What was done, skipped or snoozed, newest first: when, by whom and for how much. */
export function HistoryList({ events, empty, testId }: { events: HistoryEvent[]; empty: string; testId: string }) {
  if (events.length === 0) return <p>{empty}</p>;
  return (
    <List data-testid={testId}>
      {events.map((event) => (
        <li key={event.eventId}>
          <strong>{event.title}</strong>
          <span>{eventText(event)}</span>
          {event.note ? <span className="meta">{event.note}</span> : null}
        </li>
      ))}
    </List>
  );
}
