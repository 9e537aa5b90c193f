import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ONBOARDING_FUNNEL, VALUE_UPDATE_PARTS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { analyticsEvents } from '../utils';

/** Longest period the funnel reads, in days. */
export const FUNNEL_MAX_DAYS = 366;

/** The onboarding funnel over [from, to): per step, the consenting visitors who reached it and its events. */
export async function onboardingFunnel(db: Database, from: Date, to: Date) {
  // A visitor is the consent cookie's first-party id; an event without one counts by its user.
  const visitor = sql`coalesce(${analyticsEvents.visitorId}, 'user:' || ${analyticsEvents.userId}::text)`;
  const inPeriod = and(eq(analyticsEvents.category, 'onboarding'), gte(analyticsEvents.createdAt, from), lt(analyticsEvents.createdAt, to));
  const rows = await db
    .select({
      step: analyticsEvents.step,
      detail: analyticsEvents.detail,
      visitors: sql<number>`count(distinct ${visitor})::int`,
      events: sql<number>`count(*)::int`,
    })
    .from(analyticsEvents)
    .where(inPeriod)
    .groupBy(analyticsEvents.step, analyticsEvents.detail);
  const [totals] = await db
    .select({ visitors: sql<number>`count(distinct ${visitor})::int` })
    .from(analyticsEvents)
    .where(inPeriod);
  // Distinct visitors per step, whatever the detail (one visitor can reach a step by two details).
  const perStep = await db
    .select({ step: analyticsEvents.step, visitors: sql<number>`count(distinct ${visitor})::int` })
    .from(analyticsEvents)
    .where(inPeriod)
    .groupBy(analyticsEvents.step);
  const visitorsOf = (step: string) => perStep.find((r) => r.step === step)?.visitors ?? 0;
  const eventsOf = (step: string) => rows.filter((r) => r.step === step).reduce((sum, r) => sum + r.events, 0);
  const first = visitorsOf(ONBOARDING_FUNNEL[0]);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    visitors: totals?.visitors ?? 0,
    steps: ONBOARDING_FUNNEL.map((step) => ({
      step,
      visitors: visitorsOf(step),
      events: eventsOf(step),
      // Share of the visitors who reached the first step; null before anyone has.
      shareOfFirst: first > 0 ? Math.round((visitorsOf(step) / first) * 1000) / 10 : null,
    })),
    valueUpdates: VALUE_UPDATE_PARTS.map((part) => ({
      part,
      visitors: rows.filter((r) => r.step === 'value-update' && r.detail === part).reduce((sum, r) => sum + r.visitors, 0),
    })),
  };
}

/** The funnel as the admin API answers it. */
export type OnboardingFunnel = Awaited<ReturnType<typeof onboardingFunnel>>;
