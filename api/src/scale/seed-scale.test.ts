import { getAs, postJson, useTestApp } from '../test/test-app';
import { eq, sql } from 'drizzle-orm';
import { maintenancePlans } from '../db/schema';
import { seedScale, type ScaleFixture } from './seed-scale';

// The seeded rows must be valid for the real routes: each fixture account answers through them.
const ADMIN_EMAIL = 'admin0.s7@scale.example.com';
const t = useTestApp({ adminEmails: [ADMIN_EMAIL] });

const count = async (table: string) => Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('seedScale', () => {
  let fixture: ScaleFixture;
  beforeEach(async () => {
    fixture = await seedScale(t.db, { users: 200, seed: 7, bigAgentClients: 300, bigPlanCount: 60 });
  }, 60_000);

  it('writes every table that grows with users, and the same rows for the same seed', async () => {
    expect(fixture.admin.email).toBe(ADMIN_EMAIL);
    expect(await count('users')).toBe(200 + 1 + 20 + 3);
    expect(fixture.rows.report_history).toBeGreaterThan(200 * 10);
    expect(fixture.rows.maintenance_task_events).toBeGreaterThan(200);
    expect(await count(`agent_clients where agent_user_id = ${fixture.bigAgent.userId}`)).toBe(300);
    expect(await count(`estimator_plans where user_id = ${fixture.planUser.userId}`)).toBe(60);
    const digest = async () =>
      ((await t.db.execute(sql`select md5(string_agg(email || first_name || last_name, ',' order by id)) as d from users`)) as unknown as { rows: { d: string }[] }).rows[0]!.d;
    const first = await digest();
    await t.db.execute(sql.raw('truncate users, properties, contact_messages, organizations restart identity cascade'));
    await seedScale(t.db, { users: 200, seed: 7, bigAgentClients: 300, bigPlanCount: 60 });
    expect(await digest()).toBe(first);
  }, 60_000);

  it('gives accounts that sign in and open their pages through the real routes', async () => {
    const { member, bigAgent, planUser, admin, dataApi } = fixture;
    expect((await postJson(t.app, '/api/v1/security/sign-in', { email: member.email, password: member.password })).statusCode).toBe(200);
    expect((await getAs(t.app, `/api/v1/property/properties/${member.kukunId}/report`, member.sessionToken)).statusCode).toBe(200);
    const week = await getAs(t.app, `/api/v1/maintenance/get-week-tasks?userPropertyId=${member.userPropertyId}`, member.sessionToken);
    expect(week.statusCode).toBe(200);
    const history = await getAs(t.app, `/api/v1/maintenance/history?userPropertyId=${member.userPropertyId}`, member.sessionToken);
    expect(history.statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/property/user-order-history', {}, member.sessionToken)).json().message.userOrders.length).toBeGreaterThan(0);

    const list = await getAs(t.app, '/api/v1/agent/clients?sort=lastName&page=5', bigAgent.sessionToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().message.total).toBeGreaterThan(250);
    expect((await getAs(t.app, `/api/v1/agent/clients/${bigAgent.clientId}`, bigAgent.sessionToken)).statusCode).toBe(200);
    expect((await getAs(t.app, '/api/v1/estimation/plans', planUser.sessionToken)).json().message).toHaveLength(60);
    const inbox = await getAs(t.app, '/api/v1/admin/contact-messages', admin.sessionToken);
    expect(inbox.statusCode).toBe(200);
    const value = await t.app.inject({ method: 'GET', url: `/api/data/v1/properties/${dataApi.kukunId}/value`, headers: { 'x-api-key': dataApi.key } });
    expect(value.statusCode).toBe(200);
  }, 60_000);

  it('seeds each plan as the product makes it: opening the plan does not make it again', async () => {
    const { member } = fixture;
    const before = await t.db.select().from(maintenancePlans).where(eq(maintenancePlans.userPropertyId, member.userPropertyId));
    const tasks = await count(`maintenance_plan_tasks where user_property_id = ${member.userPropertyId}`);
    expect(tasks).toBeGreaterThan(5);
    await getAs(t.app, `/api/v1/maintenance/get-week-tasks?userPropertyId=${member.userPropertyId}`, member.sessionToken);
    const after = await t.db.select().from(maintenancePlans).where(eq(maintenancePlans.userPropertyId, member.userPropertyId));
    expect(after[0]!.generatedAt).toEqual(before[0]!.generatedAt);
    expect(await count(`maintenance_plan_tasks where user_property_id = ${member.userPropertyId}`)).toBe(tasks);
  }, 60_000);
});
