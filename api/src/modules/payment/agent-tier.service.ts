import { eq } from 'drizzle-orm';
import { FREE_AGENT_LIVE_CLIENT_LIMIT, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { agentSubscriptions } from './payment.tables';

/** The agent's Pro subscription row (if any) and whether it grants Pro now. */
async function proSubscriptionOf(db: Database, userId: number) {
  const [sub] = await db.select().from(agentSubscriptions).where(eq(agentSubscriptions.userId, userId));
  // A cancelled subscription stops renewing but keeps Pro until the end of the period paid for.
  const pro = !!sub && (sub.status === 'active' || sub.status === 'cancelled') && sub.currentPeriodEnd.getTime() > Date.now();
  return { sub, pro };
}

/** Counts an agent's live clients; the agent module owns the clients, so it supplies this. */
export type LiveClientCount = (db: Database, agentUserId: number) => Promise<number>;

/**
 * The agent payment state: Pro subscription, paywall and the free plan's live-client limit.
 * The free plan's limit counts live clients; Pro has none.
 */
export async function agentPaymentState(db: Database, userId: number, liveClientCount: LiveClientCount) {
  const { sub, pro } = await proSubscriptionOf(db, userId);
  const liveClients = await liveClientCount(db, userId);
  return {
    /** The paywall applies to this agent: on for the free plan, off once Pro is paid for. */
    enablePaywall: !pro,
    /** A free agent has as many live clients as the free plan allows. */
    isLimitExhausted: !pro && liveClients >= FREE_AGENT_LIVE_CLIENT_LIMIT,
    isMonthlySubscriptionFailed: sub?.status === 'past_due' && sub.productName === 'PRO_TIER_99_MONTHLY',
    monthlySubscriptionFailedInvoiceUrl: sub?.status === 'past_due' ? sub.failedInvoiceUrl : null,
    liveClients,
    liveClientLimit: pro ? null : FREE_AGENT_LIVE_CLIENT_LIMIT,
    subscription: sub ? { productName: sub.productName, status: sub.status, currentPeriodEnd: sub.currentPeriodEnd.toISOString(), renews: pro && sub.status === 'active' } : null,
  };
}

/**
 * Whether the agent is AGENT_PRO: a paid, current Pro subscription (the paywall is off for it). The
 * paywall on with the limit exhausted is the payment role the agent is sent to buy
 * (`agentPaymentRole` in shared-lib), not a tier the session grants.
 */
export async function isAgentPro(db: Database, userId: number): Promise<boolean> {
  return (await proSubscriptionOf(db, userId)).pro;
}

/** The user with the agent tier applied: an agent with a current Pro subscription is AGENT_PRO. */
export async function withAgentTier(db: Database, user: SessionUser): Promise<SessionUser> {
  if (user.userRole !== 'AGENT') return user;
  return (await isAgentPro(db, user.userId)) ? { ...user, userRole: 'AGENT_PRO' } : user;
}
