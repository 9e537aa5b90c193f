import { eq, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { orders } from '../payment';
import { DATA_PLAN_IDS, type DataPlanId } from './plans';
import { organizationMembers, organizationPlanOrders, organizations } from './developer.tables';

/**
 * The plan an organisation is on now: the best plan among its paid plan orders of the last month
 * (a paid month grants the plan, as a paid period grants Agent/Broker PRO), else the free trial.
 */
export function currentPlanSql(organizationId: AnyPgColumn | SQL): SQL<DataPlanId> {
  const p = organizationPlanOrders;
  // Every column named with its table: in a one-table query drizzle leaves names bare, and a bare
  // "organization_id" inside the subquery would be the subquery's own (every organisation's orders).
  const organization = is(organizationId, SQL) ? organizationId : qualified(organizationId);
  return sql<DataPlanId>`coalesce((
    select ${qualified(p.plan)} from ${p} join ${orders} on ${qualified(orders.id)} = ${qualified(p.orderId)}
    where ${qualified(p.organizationId)} = ${organization} and ${qualified(orders.status)} = 'Paid' and ${qualified(orders.paidAt)} > now() - interval '1 month'
    order by array_position(${sql.raw(`array['${DATA_PLAN_IDS.join("','")}']`)}::text[], ${qualified(p.plan)}::text) desc limit 1
  ), 'trial')`;
}

function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** An organisation row with its current plan. */
export type Organization = typeof organizations.$inferSelect & { plan: DataPlanId; role: 'owner' | 'member' };

/** The organisation the user belongs to, or undefined. */
export async function organizationOfUser(db: Database, userId: number): Promise<Organization | undefined> {
  const [row] = await db
    .select({ organization: organizations, role: organizationMembers.role, plan: currentPlanSql(organizations.id) })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return row ? { ...row.organization, plan: row.plan, role: row.role } : undefined;
}

/** The user's organisation; 404 NO_ORGANIZATION when the user has none yet. */
export async function requireOrganization(db: Database, userId: number): Promise<Organization> {
  const organization = await organizationOfUser(db, userId);
  if (!organization) throw new ApiError(404, 'NO_ORGANIZATION', 'Create an organization first.');
  return organization;
}

/** The plan of one organisation now. */
export async function planOf(db: Database, organizationId: string): Promise<DataPlanId> {
  const [row] = await db
    .select({ plan: currentPlanSql(organizations.id) })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.plan ?? 'trial';
}
