import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { rootReducer } from '../../app/root';
import type { HomeReport } from '../../shared/home-report.api';
import { MaintenanceNextTasks, nextTasksFirst } from './maintenance-next-tasks.component';
import type { ReportPlanTask } from './maintenance-tasks.api';
import { maintenanceTasksLoaded } from './maintenance-tasks.slice';

const task = (taskId: number, title: string, component: string, nextDue: string | null): ReportPlanTask => ({
  taskId,
  title,
  component,
  componentName: component,
  doneBy: 'DIY',
  nextDue,
  recurrenceText: 'Every year',
});
const items = [
  { key: 'waterHeater', remainingUsefulLife: 0 },
  { key: 'roof', remainingUsefulLife: 6 },
] as HomeReport['summary']['propertyItems'];

describe("the report's maintenance block", () => {
  it("lists the plan's tasks for parts past their life first, then by due date, four at most", () => {
    const tasks = [
      task(1, 'Clean the gutters', 'gutters', '2026-12-01'),
      task(2, 'Flush the water heater', 'waterHeater', '2027-03-01'),
      task(3, 'Inspect the roof', 'roof', '2026-11-30'),
      task(4, 'Test smoke alarms', 'safety', '2026-12-05'),
      task(5, 'Turned off', 'roof', null),
      task(6, 'Service the furnace', 'furnace', '2027-01-10'),
    ];
    expect(nextTasksFirst(tasks, items).map((t) => t.taskId)).toEqual([2, 3, 1, 4]);
  });

  it("shows the plan's next tasks of this home only", () => {
    const store = configureStore({ reducer: rootReducer });
    const report = { kukunId: 7, summary: { propertyItems: items } } as unknown as HomeReport;
    render(
      <Provider store={store}>
        <MockProviders>
          <MemoryRouter>
            <MaintenanceNextTasks report={report} />
          </MemoryRouter>
        </MockProviders>
      </Provider>,
    );
    expect(screen.queryByTestId('maintenance-next-tasks')).toBeNull();
    act(() => {
      store.dispatch(maintenanceTasksLoaded({ kukunId: 8, tasks: [task(1, 'Other home', 'roof', '2026-12-01')] }));
    });
    expect(screen.queryByTestId('maintenance-next-tasks')).toBeNull();
    act(() => {
      store.dispatch(maintenanceTasksLoaded({ kukunId: 7, tasks: [task(3, 'Inspect the roof', 'roof', '2026-11-30')] }));
    });
    expect(screen.getByTestId('maintenance-next-tasks').textContent).toBe('Inspect the roof (roof, due Nov 30, 2026)');
  });
});
