import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { ApiSchema } from '@homeworth/shared-lib/api-types';
import type { PropertyReportState } from '../../app/root';
import { formatDay } from '../../ui/report-ui';
import type { ReportPlanTask } from './maintenance-tasks.api';
import { maintenanceTasksRequested } from './maintenance-tasks.slice';

// The generated API type, not home-report's alias of it: home-report renders this block (no import cycle).
type HomeReport = ApiSchema<'HomeReport'>;

const Tasks = styled.ol`
  margin: 0 0 12px;
  padding-left: 20px;
  li {
    margin: 4px 0;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** How many of the plan's tasks the report shows. */
export const REPORT_TASK_COUNT = 4;

/**
 * The plan's next tasks for the report: tasks of parts past their expected life first, then by due date.
 */
export function nextTasksFirst(tasks: readonly ReportPlanTask[], items: HomeReport['summary']['propertyItems']): ReportPlanTask[] {
  const pastLife = new Set(items.filter((i) => i.remainingUsefulLife <= 0).map((i) => i.key));
  const rank = (t: ReportPlanTask) => (pastLife.has(t.component) ? 0 : 1);
  return [...tasks]
    .filter((t) => t.nextDue !== null)
    .sort((a, b) => rank(a) - rank(b) || a.nextDue!.localeCompare(b.nextDue!) || a.title.localeCompare(b.title))
    .slice(0, REPORT_TASK_COUNT);
}

/** The maintenance plan's next tasks of this home (the viewer's plan; the sample plan on the sample home). */
export function MaintenanceNextTasks({ report }: { report: HomeReport }) {
  const dispatch = useDispatch();
  const { kukunId, tasks } = useSelector((s: PropertyReportState) => s.maintenanceTasks);
  useEffect(() => {
    dispatch(maintenanceTasksRequested(report.kukunId));
  }, [dispatch, report.kukunId]);
  if (kukunId !== report.kukunId || !tasks || tasks.length === 0) return null;
  return (
    <>
      <h3>Next in the maintenance plan</h3>
      <Tasks data-testid="maintenance-next-tasks">
        {nextTasksFirst(tasks, report.summary.propertyItems).map((t) => (
          <li key={t.taskId}>
            {t.title}{' '}
            <span className="meta">
              ({t.componentName}, due {formatDay(t.nextDue!)})
            </span>
          </li>
        ))}
      </Tasks>
    </>
  );
}
