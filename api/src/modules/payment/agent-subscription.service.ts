import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { agentSubscriptions } from './payment.tables';

/** The two Agent/Broker PRO plans a subscriber can switch between. */
export const AGENT_PRO_PLANS = ['PRO_TIER_99_MONTHLY', 'PRO_TIER_996_YEARLY'] as const;
/** One of the Agent/Broker PRO plans. */
export type AgentProPlan = (typeof AGENT_PRO_PLANS)[number];

export const SUBSCRIPTION_MESSAGES = {
  noSubscription: 'You have no current Agent/Broker PRO subscription.',
} as const;

/** The caller's subscription while its paid period runs; 404 otherwise. */
function current(userId: number) {
  return and(eq(agentSubscriptions.userId, userId), gt(agentSubscriptions.currentPeriodEnd, new Date()), inArray(agentSubscriptions.status, ['active', 'cancelled']));
}

async function update(db: Database, userId: number, set: Partial<typeof agentSubscriptions.$inferInsert>): Promise<void> {
  const updated = await db.update(agentSubscriptions).set(set).where(current(userId)).returning({ userId: agentSubscriptions.userId });
  if (updated.length === 0) throw new ApiError(404, 'NO_SUBSCRIPTION', SUBSCRIPTION_MESSAGES.noSubscription);
}

/**
 * Turns renewal off or back on. A cancelled subscription keeps Pro until the end of the period
 * already paid for (no refund, no further charge); turning renewal back on undoes the cancel.
 */
export async function setRenewal(db: Database, userId: number, renews: boolean): Promise<void> {
  await update(db, userId, { status: renews ? 'active' : 'cancelled' });
}

/**
 * Switches billing between monthly and yearly from the next renewal: the current period is already
 * paid for, so nothing is charged now and the renewal bills the new plan (and renewal is turned on).
 */
export async function switchBilling(db: Database, userId: number, productName: AgentProPlan): Promise<void> {
  await update(db, userId, { productName, status: 'active' });
}
