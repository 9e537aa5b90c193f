import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { writeMyHome } from '@homeworth/shared-lib';
import { samplePlanHome } from '@homeworth/shared-lib/test-fixtures';
import { rootReducer, rootSagas } from '../../app/root';
import * as planApi from '../../shared/plan/maintenance-plan.api';
import { MaintenancePlanPage } from './maintenance-plan-page.component';

jest.mock('../../shared/plan/maintenance-plan.api', () => ({
  ...jest.requireActual('../../shared/plan/maintenance-plan.api'),
  fetchPlanOverview: jest.fn(),
  fetchMonth: jest.fn(),
  changeTask: jest.fn(),
  addCustomTask: jest.fn(),
}));
const plan = jest.mocked(planApi);

const home = (over: Partial<planApi.PlanHome> = {}): planApi.PlanHome => samplePlanHome(over);

const task = (over: Partial<planApi.PlanTask> = {}): planApi.PlanTask => ({
  taskId: 5,
  slug: 'replace-hvac-filter',
  custom: false,
  title: 'Replace the furnace filter',
  why: 'A clogged filter strains the blower.',
  how: ['Turn the system off', 'Slide the old filter out'],
  recurrence: { freq: 'MONTHLY', interval: 3 },
  defaultRecurrence: null,
  recurrenceText: 'Every 3 months',
  bestMonths: [],
  doneBy: 'DIY',
  minutes: 15,
  cost: { diySupplies: 12, pro: null, source: 'Manufacturer manuals' },
  neglectCost: null,
  component: 'furnace',
  componentName: 'Heating',
  enabled: true,
  nextDue: '2026-11-27',
  status: 'due',
  lastDone: null,
  ...over,
});

function overview(over: Partial<planApi.PlanOverview> = {}): planApi.PlanOverview {
  return {
    home: home(),
    counts: { date: '2026-11-25', weekStart: '2026-11-23', weekEnd: '2026-11-29', thisWeek: 1, upcoming: 2, overdue: 0, done: 3 },
    week: [{ ...task(), dueDate: '2026-11-27', completedOn: null }],
    overdue: [],
    upcoming: [],
    off: [],
    history: [],
    ...over,
  };
}

async function renderPage() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter>
          <MaintenancePlanPage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return remote;
}

describe('the maintenance plan page', () => {
  beforeEach(() => {
    // Wednesday, November 25, 2026, in the visitor's own time zone.
    jest.useFakeTimers({ now: new Date(2026, 10, 25, 10), doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    jest.resetAllMocks();
    mockSignOut();
    writeMyHome(null);
  });

  it("shows a guest the sample home's plan, labelled, with the week Monday to Sunday and the counts", async () => {
    plan.fetchPlanOverview.mockResolvedValue(overview({ home: home({ userPropertyId: null, isSample: true, readOnly: true }) }));
    const remote = await renderPage();
    expect(plan.fetchPlanOverview).toHaveBeenCalledWith(null, '2026-11-25');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home maintenance plan');
    expect(screen.getByTestId('sample-call').textContent).toContain('Sample data');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?referrer=%2Fmy-maintenance%2Fapp');
    expect(screen.getByTestId('week-range').textContent).toBe('This week: Mon, Nov 23, 2026 to Sun, Nov 29, 2026');
    expect(screen.getByRole('tab', { name: /This week/ }).textContent).toBe('This week1');
    expect(screen.getByTestId('count-done').textContent).toBe('3');
    // Read only: no actions on the sample plan.
    expect(screen.queryByRole('button', { name: /Mark done/ })).toBeNull();
    remote.dispose();
  });

  it("records a professional's completion with its date and cost, then reads the plan again", async () => {
    mockSignIn();
    writeMyHome({ propertyId: 1, userPropertyId: 12, address: '418 Juniper Court', city: 'Denver', state: 'CO', zipCode: '80202' });
    plan.fetchPlanOverview.mockResolvedValue(overview());
    plan.changeTask.mockResolvedValue(task({ nextDue: '2026-02-24' }));
    const remote = await renderPage();
    expect(plan.fetchPlanOverview).toHaveBeenCalledWith(12, '2026-11-25');

    fireEvent.click(screen.getByRole('button', { name: 'Mark done: Replace the furnace filter' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Done on'), { target: { value: '2026-11-24' } });
    fireEvent.click(within(dialog).getByLabelText('A professional'));
    fireEvent.change(within(dialog).getByLabelText('Professional’s name or company'), { target: { value: 'Mile High HVAC' } });
    fireEvent.change(within(dialog).getByLabelText('Cost in dollars'), { target: { value: '89' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as done' }));

    await waitFor(() => expect(screen.getByTestId('plan-notice').textContent).toBe('Marked done. Next due Tue, Feb 24, 2026.'));
    expect(plan.changeTask).toHaveBeenCalledWith({ kind: 'complete', taskId: 5, completion: { date: '2026-11-24', doneBy: 'PRO', proName: 'Mile High HVAC', cost: 89 } });
    expect(plan.fetchPlanOverview).toHaveBeenCalledTimes(2);
    remote.dispose();
  });

  it('moves between days of the month view with the arrow keys', async () => {
    plan.fetchPlanOverview.mockResolvedValue(overview());
    plan.fetchMonth.mockResolvedValue([{ date: '2026-11-27', taskId: 5, title: 'Replace the furnace filter', component: 'furnace', doneBy: 'DIY', minutes: 15, status: 'due' }]);
    const remote = await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Month' }));
    await waitFor(() => expect(plan.fetchMonth).toHaveBeenCalledWith(12, '2026-11'));
    const today = screen.getByRole('button', { name: 'Wednesday, November 25, 2026: no tasks' });
    expect(today.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, November 27, 2026: 1 task'));
    expect(screen.getByTestId('month-day-tasks').textContent).toContain('Replace the furnace filter (DIY, due)');
    remote.dispose();
  });

  it('opens one dialog at a time: see how, a new own task, then edit and delete it after a confirmation', async () => {
    mockSignIn();
    writeMyHome({ propertyId: 1, userPropertyId: 12, address: '418 Juniper Court', city: 'Denver', state: 'CO', zipCode: '80202', claimed: true });
    const own = task({ taskId: 9, slug: null, custom: true, title: 'Clean the dryer vent hood', how: [], recurrence: { freq: 'MONTHLY', interval: 1 } });
    plan.fetchPlanOverview.mockResolvedValue(
      overview({
        week: [
          { ...task(), dueDate: '2026-11-27', completedOn: null },
          { ...own, dueDate: '2026-11-27', completedOn: null },
        ],
      }),
    );
    plan.addCustomTask.mockResolvedValue(own);
    plan.changeTask.mockResolvedValue({ ...own, title: 'Clean the dryer vent', nextDue: '2026-12-01' });
    const remote = await renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'See how: Replace the furnace filter' }));
    const how = await screen.findByRole('dialog', { name: 'How to: Replace the furnace filter' });
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Turn the system off', 'Slide the old filter out']);
    // A new dialog replaces the open one.
    fireEvent.click(screen.getByRole('button', { name: 'Add a task' }));
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    const add = await screen.findByRole('dialog', { name: 'Add your own task' });
    fireEvent.change(within(add).getByLabelText('Task'), { target: { value: 'Clean the dryer vent hood' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(plan.addCustomTask).toHaveBeenCalledWith(expect.objectContaining({ userPropertyId: 12, title: 'Clean the dryer vent hood', firstDue: '2026-11-25' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit: Clean the dryer vent hood' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit “Clean the dryer vent hood”' });
    expect((within(edit).getByLabelText('Task') as HTMLInputElement).value).toBe('Clean the dryer vent hood');
    fireEvent.change(within(edit).getByLabelText('Task'), { target: { value: 'Clean the dryer vent' } });
    fireEvent.change(within(edit).getByLabelText('Next due'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('plan-notice').textContent).toBe('Saved “Clean the dryer vent”. Next due Tue, Dec 1, 2026.'));
    expect(plan.changeTask).toHaveBeenCalledWith({ kind: 'edit', taskId: 9, fields: expect.objectContaining({ title: 'Clean the dryer vent', firstDue: '2026-12-01' }) });

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Clean the dryer vent hood' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this task?' });
    expect(plan.changeTask).toHaveBeenCalledTimes(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(plan.changeTask).toHaveBeenCalledWith({ kind: 'delete', taskId: 9 }));
    remote.dispose();
  });

  it("offers the claim dialog on the user's unclaimed home, leading to the owner check", async () => {
    mockSignIn();
    writeMyHome({ propertyId: 1, userPropertyId: 12, address: '418 Juniper Court', city: 'Denver', state: 'CO', zipCode: '80202', claimed: false });
    plan.fetchPlanOverview.mockResolvedValue(overview({ home: home({ userPropertyId: 12, kukunId: 4242, readOnly: false }) }));
    const remote = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Claim this home' }));
    const claim = await screen.findByRole('dialog', { name: 'Claim your home' });
    expect(within(claim).getByRole('link', { name: 'Claim this home' }).getAttribute('href')).toBe('/are-you-the-home-owner?propertyId=4242');
    fireEvent.click(within(claim).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    remote.dispose();
  });
});
