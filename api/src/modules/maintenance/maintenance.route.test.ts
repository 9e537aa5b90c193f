import { getAs, useTestApp } from '../../test/test-app';
import { addDays, addMonths, todayOf, weekOf } from './calendar-date';
import { ownerWithHome, ownerWithPaidHome, PLAN, send, taskBySlug, tasksOf, type Owner } from './maintenance-test-helpers';
import type { PlanTask } from './maintenance.schema';
import { sampleParcelNumber } from '../property/providers/sample-parcel-number';

describe('maintenance plan routes', () => {
  const t = useTestApp();
  const today = todayOf();

  const complete = (o: Owner, taskId: number, body: Record<string, unknown>) => send(t, 'POST', `${PLAN}/tasks/${taskId}/complete`, o.token, body);

  it('guests get the sample home plan, read-only and labelled as sample data', async () => {
    const response = await getAs(t.app, `${PLAN}/task-list`);
    expect(response.statusCode).toBe(200);
    const { home, tasks } = response.json().message;
    expect(home).toMatchObject({ userPropertyId: null, address: '120 Oak Street', city: 'Austin', isSample: true, readOnly: true });
    expect(home.climateZone.zone).toBe('2A');
    expect(tasks.length).toBeGreaterThan(30);
    expect(tasks.every((x: PlanTask) => x.nextDue! >= today && x.nextDue! < addDays(today, 366))).toBe(true);
    // Guests cannot change it.
    expect((await send(t, 'POST', `${PLAN}/tasks/${tasks[0].taskId}/skip`, undefined)).statusCode).toBe(401);
  });

  it("a home report's plan (kukunId): the owner's own plan of that home; a guest is asked to sign in (the report's full tier)", async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const own = (await getAs(t.app, `${PLAN}/task-list`, owner.token)).json().message;
    const byReport = (await getAs(t.app, `${PLAN}/task-list?kukunId=${own.home.kukunId}`, owner.token)).json().message;
    expect(byReport.home).toMatchObject({ userPropertyId: owner.home, readOnly: false });
    expect(byReport.tasks.map((x: PlanTask) => x.slug).sort()).toEqual(own.tasks.map((x: PlanTask) => x.slug).sort());
    expect((await getAs(t.app, `${PLAN}/task-list?kukunId=${own.home.kukunId}`)).statusCode).toBe(401);
    expect((await getAs(t.app, `${PLAN}/task-list?kukunId=999999`)).statusCode).toBe(404);
  });

  it("a homeowner's plan: the applicable tasks, first due within 12 months, and the Monday-to-Sunday week", async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const tasks = await tasksOf(t, owner);
    expect(tasks.length).toBeGreaterThan(40);
    expect(tasks.some((x) => x.slug === 'ice-dam-check')).toBe(true); // Denver, zone 5B
    expect(tasks.some((x) => x.slug === 'hurricane-prep')).toBe(false);
    for (const x of tasks) expect(x.nextDue! >= today && x.nextDue! <= addMonths(today, 12)).toBe(true);
    // Without userPropertyId the user's own home is used.
    expect((await getAs(t.app, `${PLAN}/task-list`, owner.token)).json().message.home.userPropertyId).toBe(owner.home);

    // A Wednesday and a Sunday of the same week give Monday 2027-03-08 to Sunday 2027-03-14.
    for (const date of ['2027-03-10', '2027-03-14']) {
      const week = (await getAs(t.app, `${PLAN}/get-week-tasks?userPropertyId=${owner.home}&date=${date}`, owner.token)).json().message;
      expect([week.weekStart, week.weekEnd]).toEqual(['2027-03-08', '2027-03-14']);
      for (const x of week.tasks) expect(x.dueDate >= '2027-03-08' && x.dueDate <= '2027-03-14').toBe(true);
      const expected = tasks
        .filter((x) => x.nextDue! >= '2027-03-08' && x.nextDue! <= '2027-03-14')
        .map((x) => x.taskId)
        .sort();
      expect(week.tasks.map((x: PlanTask) => x.taskId).sort()).toEqual(expected);
    }
    const counts = (await getAs(t.app, `${PLAN}/get-tasks-count?userPropertyId=${owner.home}`, owner.token)).json().message;
    const week = weekOf(today);
    expect(counts).toMatchObject({ weekStart: week.start, weekEnd: week.end, overdue: 0, done: 0 });
    expect(counts.thisWeek).toBe(tasks.filter((x) => x.nextDue! <= week.end).length);
    expect(counts.thisWeek + counts.upcoming).toBe(tasks.filter((x) => x.nextDue! < addDays(today, 365)).length);
  });

  it('completing moves the next due date by the rule from the completion day, and the history keeps who and how much', async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const filter = await taskBySlug(t, owner, 'hvac-filter-replace'); // every 3 months
    const doneOn = addDays(today, -10);
    const response = await complete(owner, filter.taskId, { date: doneOn, doneBy: 'PRO', proName: 'Cool Air LLC', cost: 89.5, note: 'MERV 11' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.task).toMatchObject({ nextDue: addMonths(doneOn, 3), lastDone: { date: doneOn, doneBy: 'PRO', proName: 'Cool Air LLC', cost: 89.5 } });
    expect(response.json().message.task.nextDue).not.toBe(addMonths(filter.nextDue!, 3));

    const history = (await getAs(t.app, `${PLAN}/history?userPropertyId=${owner.home}`, owner.token)).json().message.events;
    expect(history).toEqual([
      expect.objectContaining({
        taskId: filter.taskId,
        kind: 'completed',
        date: doneOn,
        dueDate: filter.nextDue,
        doneBy: 'PRO',
        proName: 'Cool Air LLC',
        cost: 89.5,
        note: 'MERV 11',
      }),
    ]);
    // Done this week when the completion day is in this week.
    const counts = (await getAs(t.app, `${PLAN}/get-tasks-count?userPropertyId=${owner.home}&date=${doneOn}`, owner.token)).json().message;
    expect(counts.done).toBe(1);
    const week = (await getAs(t.app, `${PLAN}/get-week-tasks?userPropertyId=${owner.home}&date=${doneOn}`, owner.token)).json().message;
    expect(week.tasks).toEqual(expect.arrayContaining([expect.objectContaining({ taskId: filter.taskId, status: 'done', completedOn: doneOn })]));

    // A date in the future and an impossible date are refused.
    expect((await complete(owner, filter.taskId, { date: addDays(today, 2), doneBy: 'DIY' })).json().errors[0]).toMatchObject({ code: 'VALIDATION', args: { field: 'date' } });
    const impossible = await complete(owner, filter.taskId, { date: '2026-02-30', doneBy: 'DIY' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors[0]).toMatchObject({ code: 'VALIDATION', args: { field: 'date' } });
  });

  it('snooze to a date or by days, skip to the next occurrence, turn off and on, change the frequency', async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const alarms = await taskBySlug(t, owner, 'smoke-alarms-test'); // monthly
    const until = addDays(today, 20);
    const snoozed = (await send(t, 'POST', `${PLAN}/tasks/${alarms.taskId}/snooze`, owner.token, { until })).json().message.task;
    expect(snoozed.nextDue).toBe(until);
    const byDays = (await send(t, 'POST', `${PLAN}/tasks/${alarms.taskId}/snooze`, owner.token, { days: 5 })).json().message.task;
    expect(byDays.nextDue).toBe(addDays(until, 5));
    expect((await send(t, 'POST', `${PLAN}/tasks/${alarms.taskId}/snooze`, owner.token, { until: today })).statusCode).toBe(400);
    expect((await send(t, 'POST', `${PLAN}/tasks/${alarms.taskId}/snooze`, owner.token, { until, days: 3 })).statusCode).toBe(400);

    const gutters = await taskBySlug(t, owner, 'gutters-clean'); // yearly in May and November
    const skipped = (await send(t, 'POST', `${PLAN}/tasks/${gutters.taskId}/skip`, owner.token)).json().message.task;
    expect(skipped.nextDue > gutters.nextDue!).toBe(true);
    expect(skipped.nextDue <= addMonths(gutters.nextDue!, 7)).toBe(true);
    expect(['05', '11']).toContain(skipped.nextDue.slice(5, 7));

    const off = (await send(t, 'PUT', `${PLAN}/tasks/${gutters.taskId}/enabled`, owner.token, { enabled: false })).json().message.task;
    expect(off).toMatchObject({ enabled: false, nextDue: null, status: 'off' });
    expect((await send(t, 'POST', `${PLAN}/tasks/${gutters.taskId}/skip`, owner.token)).statusCode).toBe(409);
    const on = (await send(t, 'PUT', `${PLAN}/tasks/${gutters.taskId}/enabled`, owner.token, { enabled: true })).json().message.task;
    expect(on.enabled).toBe(true);
    expect(on.nextDue >= today).toBe(true);

    const filter = await taskBySlug(t, owner, 'hvac-filter-replace');
    const monthly = (await send(t, 'PUT', `${PLAN}/tasks/${filter.taskId}/recurrence`, owner.token, { recurrence: { freq: 'MONTHLY', interval: 1 } })).json().message.task;
    expect(monthly).toMatchObject({ recurrence: { freq: 'MONTHLY', interval: 1 }, defaultRecurrence: { freq: 'MONTHLY', interval: 3 }, recurrenceText: 'Every month' });
    const reset = (await send(t, 'PUT', `${PLAN}/tasks/${filter.taskId}/recurrence`, owner.token, { recurrence: null })).json().message.task;
    expect(reset).toMatchObject({ recurrence: { freq: 'MONTHLY', interval: 3 }, defaultRecurrence: null });
    for (const recurrence of [
      { freq: 'DAILY', interval: 1 },
      { freq: 'MONTHLY', interval: 0 },
      { freq: 'YEARLY', interval: 1, byMonth: [13] },
      { freq: 'MONTHLY', interval: 2, byMonth: [2] },
    ]) {
      const bad = await send(t, 'PUT', `${PLAN}/tasks/${filter.taskId}/recurrence`, owner.token, { recurrence });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].code).toBe('VALIDATION');
    }
    const history = (await getAs(t.app, `${PLAN}/history?userPropertyId=${owner.home}`, owner.token)).json().message.events;
    expect(history.map((e: { kind: string }) => e.kind).sort()).toEqual(['skipped', 'snoozed', 'snoozed']);
  });

  it('an own monthly task: created, completed (next due a month after), edited and deleted with its history kept', async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const firstDue = addDays(today, 3);
    const created = await send(t, 'POST', `${PLAN}/custom-tasks`, owner.token, {
      userPropertyId: owner.home,
      title: 'Clean the fish tank filter',
      recurrence: { freq: 'MONTHLY', interval: 1 },
      firstDue,
    });
    expect(created.statusCode).toBe(201);
    const task = created.json().message.task;
    expect(task).toMatchObject({ custom: true, slug: null, title: 'Clean the fish tank filter', nextDue: firstDue, recurrenceText: 'Every month', component: 'custom' });
    expect((await tasksOf(t, owner)).some((x) => x.taskId === task.taskId)).toBe(true);
    const doneOn = addDays(today, -1);
    expect((await complete(owner, task.taskId, { date: doneOn, doneBy: 'DIY', cost: 12 })).json().message.task.nextDue).toBe(addMonths(doneOn, 1));
    const edited = (
      await send(t, 'PUT', `${PLAN}/custom-tasks/${task.taskId}`, owner.token, { title: 'Clean the aquarium filter', recurrence: { freq: 'WEEKLY', interval: 2 } })
    ).json().message.task;
    expect(edited).toMatchObject({ title: 'Clean the aquarium filter', nextDue: addDays(doneOn, 14) });
    // A library task is not edited or deleted as an own task.
    const library = await taskBySlug(t, owner, 'smoke-alarms-test');
    expect((await send(t, 'DELETE', `${PLAN}/custom-tasks/${library.taskId}`, owner.token)).statusCode).toBe(400);
    expect((await send(t, 'DELETE', `${PLAN}/custom-tasks/${task.taskId}`, owner.token)).statusCode).toBe(200);
    expect((await tasksOf(t, owner)).some((x) => x.taskId === task.taskId)).toBe(false);
    const history = (await getAs(t.app, `${PLAN}/history?userPropertyId=${owner.home}`, owner.token)).json().message.events;
    expect(history).toEqual([expect.objectContaining({ taskId: task.taskId, kind: 'completed', cost: 12, title: 'Clean the aquarium filter' })]);
    const shortTitle = await send(t, 'POST', `${PLAN}/custom-tasks`, owner.token, { userPropertyId: owner.home, title: 'x', recurrence: { freq: 'MONTHLY', interval: 1 } });
    expect(shortTitle.json().errors[0]).toMatchObject({ code: 'VALIDATION', args: { field: 'title' } });
  });

  it('making the plan again after the facts change keeps the history, own tasks and settings', async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const systems = (await getAs(t.app, `${PLAN}/home-systems?userPropertyId=${owner.home}`, owner.token)).json().message;
    expect(systems.answered).toBe(false);
    const filter = await taskBySlug(t, owner, 'hvac-filter-replace');
    await complete(owner, filter.taskId, { date: today, doneBy: 'DIY' });
    const furnace = await taskBySlug(t, owner, 'furnace-tune-up');
    await send(t, 'PUT', `${PLAN}/tasks/${furnace.taskId}/enabled`, owner.token, { enabled: false });
    const own = (
      await send(t, 'POST', `${PLAN}/custom-tasks`, owner.token, { userPropertyId: owner.home, title: 'Oil the gate hinges', recurrence: { freq: 'YEARLY', interval: 1 } })
    ).json().message.task;

    const put = (over: Record<string, unknown>) => send(t, 'PUT', `${PLAN}/home-systems`, owner.token, { userPropertyId: owner.home, ...systems.systems, ...over });
    expect((await put({ pool: true, septic: true, heatingFuel: 'heat-pump' })).statusCode).toBe(200);
    let tasks = await tasksOf(t, owner);
    expect(tasks.some((x) => x.slug === 'pool-water-test')).toBe(true);
    expect(tasks.some((x) => x.slug === 'septic-pump')).toBe(true);
    expect(tasks.some((x) => x.slug === 'furnace-tune-up')).toBe(false); // not for a heat pump
    expect(tasks.find((x) => x.taskId === own.taskId)?.title).toBe('Oil the gate hinges');
    expect(tasks.find((x) => x.taskId === filter.taskId)?.lastDone?.date).toBe(today);

    // Back to gas: the furnace task comes back turned off as it was, the pool tasks go.
    expect((await put({ pool: false, septic: false, heatingFuel: 'gas' })).statusCode).toBe(200);
    tasks = await tasksOf(t, owner);
    expect(tasks.some((x) => x.slug === 'pool-water-test')).toBe(false);
    expect(tasks.find((x) => x.slug === 'furnace-tune-up')).toMatchObject({ taskId: furnace.taskId, enabled: false });
    expect(tasks.some((x) => x.taskId === own.taskId)).toBe(true);
    const history = (await getAs(t.app, `${PLAN}/history?userPropertyId=${owner.home}`, owner.token)).json().message.events;
    expect(history).toEqual([expect.objectContaining({ taskId: filter.taskId, kind: 'completed', date: today })]);
    expect((await put({ heatingFuel: 'coal' })).statusCode).toBe(400);
  });

  it("the owner's corrected year built makes the plan again: old-home tasks come and go, the history stays", async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const kukunId = (await tasksOfHome()).home.kukunId as number;
    const claimed = await send(t, 'POST', `/api/v1/property/user-properties/${owner.home}/claim`, owner.token, {
      parcelLast4: sampleParcelNumber(kukunId).slice(-4),
      attestOwner: true,
    });
    expect(claimed.statusCode).toBe(200);
    const alarms = await taskBySlug(t, owner, 'smoke-alarms-test');
    await complete(owner, alarms.taskId, { date: today, doneBy: 'DIY' });
    const correct = (yearBuilt: number | null) => send(t, 'PUT', `/api/v1/property/user-properties/${owner.home}/owner-facts`, owner.token, { yearBuilt });

    expect((await correct(1945)).statusCode).toBe(200);
    let plan = await tasksOfHome();
    expect(plan.home.yearBuilt).toBe(1945);
    const slugs = plan.tasks.map((x: PlanTask) => x.slug);
    expect(slugs).toEqual(expect.arrayContaining(['old-wiring-check', 'lead-paint-check', 'galvanized-pipes-check']));
    expect(plan.tasks.find((x: PlanTask) => x.taskId === alarms.taskId).lastDone.date).toBe(today);

    // Back to the record's year (the sample record is built 1950 or later): the pre-1950 wiring task goes.
    expect((await correct(null)).statusCode).toBe(200);
    plan = await tasksOfHome();
    expect(plan.home.yearBuilt).toBeGreaterThanOrEqual(1950);
    expect(plan.tasks.map((x: PlanTask) => x.slug)).not.toContain('old-wiring-check');
    const history = (await getAs(t.app, `${PLAN}/history?userPropertyId=${owner.home}`, owner.token)).json().message.events;
    expect(history).toEqual([expect.objectContaining({ taskId: alarms.taskId, kind: 'completed', date: today })]);

    async function tasksOfHome() {
      return (await getAs(t.app, `${PLAN}/task-list?userPropertyId=${owner.home}`, owner.token)).json().message;
    }
  });

  it("another user's home and tasks are not found; unknown ids and bad dates are 4xx", async () => {
    const victim = await ownerWithHome(t, 'jane.doe@example.com');
    const other = await ownerWithHome(t, 'john.roe@example.com', { address: '9 Elm Street', city: 'Austin', state: 'TX', zipCode: '78701' });
    const victimTask = (await tasksOf(t, victim))[0]!;
    for (const path of [
      'task-list',
      'get-week-tasks',
      'get-tasks-count',
      'get-upcoming-tasks',
      'month',
      'year',
      'history',
      'replacement-budget',
      'home-systems',
      'calendar-feed',
    ]) {
      const response = await getAs(t.app, `${PLAN}/${path}?userPropertyId=${victim.home}`, other.token);
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
    const attempts = [
      send(t, 'POST', `${PLAN}/tasks/${victimTask.taskId}/complete`, other.token, { date: today, doneBy: 'DIY' }),
      send(t, 'POST', `${PLAN}/tasks/${victimTask.taskId}/snooze`, other.token, { days: 3 }),
      send(t, 'POST', `${PLAN}/tasks/${victimTask.taskId}/skip`, other.token),
      send(t, 'PUT', `${PLAN}/tasks/${victimTask.taskId}/enabled`, other.token, { enabled: false }),
      send(t, 'PUT', `${PLAN}/tasks/${victimTask.taskId}/recurrence`, other.token, { recurrence: null }),
      send(t, 'POST', `${PLAN}/custom-tasks`, other.token, { userPropertyId: victim.home, title: 'Not mine', recurrence: { freq: 'MONTHLY', interval: 1 } }),
      send(t, 'PUT', `${PLAN}/home-systems`, other.token, {
        userPropertyId: victim.home,
        ...(await getAs(t.app, `${PLAN}/home-systems?userPropertyId=${victim.home}`, victim.token)).json().message.systems,
      }),
      send(t, 'POST', `${PLAN}/calendar-feed`, other.token, { userPropertyId: victim.home }),
      getAs(t.app, `${PLAN}/tasks/${victimTask.taskId}/ics`, other.token),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await tasksOf(t, victim)).find((x) => x.taskId === victimTask.taskId)).toEqual(victimTask);

    expect((await send(t, 'POST', `${PLAN}/tasks/999999/skip`, victim.token)).json().errors[0]).toMatchObject({
      code: 'NOT_FOUND',
      message: 'We could not find this maintenance task.',
    });
    expect((await getAs(t.app, `${PLAN}/get-week-tasks?date=2026-02-30`, victim.token)).json().errors[0]).toMatchObject({ code: 'VALIDATION', args: { field: 'date' } });
    expect((await getAs(t.app, `${PLAN}/month?month=2026-13`, victim.token)).statusCode).toBe(400);
    expect((await getAs(t.app, `${PLAN}/task-list?userPropertyId=abc`, victim.token)).statusCode).toBe(400);
    expect((await getAs(t.app, `${PLAN}/task-list?userPropertyId=${victim.home}`)).statusCode).toBe(401);
  });

  it('month and year views: due dates, projected repeats and completions', async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const alarms = await taskBySlug(t, owner, 'smoke-alarms-test');
    const year = (await getAs(t.app, `${PLAN}/year?userPropertyId=${owner.home}`, owner.token)).json().message.months as {
      month: string;
      occurrences: { taskId: number; date: string; status: string }[];
    }[];
    expect(year).toHaveLength(12);
    expect(year[0]!.month).toBe(today.slice(0, 7));
    // A monthly task shows once in each of the twelve months, the first as due, the rest projected.
    const monthly = year.map((m) => m.occurrences.filter((o) => o.taskId === alarms.taskId));
    expect(monthly.filter((list) => list.length >= 1).length).toBeGreaterThanOrEqual(11);
    expect(monthly.flat()[0]).toMatchObject({ date: alarms.nextDue, status: 'due' });
    expect(
      monthly
        .flat()
        .slice(1)
        .every((o) => o.status === 'projected'),
    ).toBe(true);
    await complete(owner, alarms.taskId, { date: today, doneBy: 'DIY' });
    const month = (await getAs(t.app, `${PLAN}/month?userPropertyId=${owner.home}&month=${today.slice(0, 7)}`, owner.token)).json().message;
    expect(month.occurrences).toEqual(expect.arrayContaining([expect.objectContaining({ taskId: alarms.taskId, date: today, status: 'done' })]));
  });

  it('the replacement budget lists each component with its estimator project and a 10-year series', async () => {
    const owner = await ownerWithPaidHome(t, 'jane.doe@example.com');
    const budget = (await getAs(t.app, `${PLAN}/replacement-budget?userPropertyId=${owner.home}`, owner.token)).json().message;
    expect(budget.series).toHaveLength(10);
    expect(budget.total10Years).toBe(budget.series.reduce((n: number, s: { amount: number }) => n + s.amount, 0));
    expect(budget.monthlySetAside).toBe(Math.ceil(budget.total10Years / 120));
    const roof = budget.components.find((c: { key: string }) => c.key === 'roof');
    expect(roof).toMatchObject({ projectSlug: 'Roofing-Cost-Estimator', expectedLife: 20 });
    expect(roof.replacementCost).toBeGreaterThan(1000);
    expect(roof.remainingLife).toBe(Math.max(0, 20 - roof.age));
  });
});
