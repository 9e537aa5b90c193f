import { and, count, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ESTIMATOR_GATE_CODES,
  ESTIMATOR_LIMITS,
  LIMIT_MODAL_TITLES,
  guestMustSignUp,
  planLimitMessage,
  projectLimitsFor,
  selectionLimitMessage,
  suspiciousAccountNotification,
  type AnalyticsCategory,
  type EstimatorAccountLimits,
  type SessionUser,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { analyticsEvents } from '../utils';
import { userProperties } from '../property';
import { ApiError } from '../../http/envelope';
import { isPaidAccount } from '../payment';
import { hasHigherProjectLimits } from './developer-emails';
import { estimatorPlans } from './estimation.tables';

/**
 * How a guest's projects are counted: the httpOnly cookie `hw_guest_projects` lists the
 * projects this browser has estimated without an account. It is stateless on purpose: the
 * estimate endpoint stays free of database writes (it is the hot path of the benchmark), and
 * a server-side count per anonymous token would be reset just as easily by clearing cookies,
 * so it would not be stronger. The gate is a nudge to sign up, not a security boundary.
 */
export const GUEST_PROJECTS_COOKIE = 'hw_guest_projects';

const GUEST_COOKIE_DAYS = 30;

/** The projects this guest has estimated, from the cookie (unknown text is ignored). */
export function guestProjectsOf(request: FastifyRequest): string[] {
  const raw = request.cookies[GUEST_PROJECTS_COOKIE];
  if (!raw) return [];
  return raw
    .split('|')
    .filter((slug) => /^[A-Za-z-]{1,80}$/.test(slug))
    .slice(0, 20);
}

/** 403 SIGN_UP_REQUIRED (with the limit-modal title) when this guest may not estimate `projects`; records nothing. */
export function assertGuestMayEstimate(request: FastifyRequest, projects: readonly string[]): void {
  if (guestMustSignUp(guestProjectsOf(request), projects)) throw new ApiError(403, ESTIMATOR_GATE_CODES.signUpRequired, LIMIT_MODAL_TITLES.signUp);
}

/**
 * Gates an estimate of `projects` (canonical slugs): a guest may run one project's estimate and
 * then must sign up (403 SIGN_UP_REQUIRED with the limit-modal title); the projects are remembered.
 */
export function gateGuestEstimate(request: FastifyRequest, reply: FastifyReply, projects: readonly string[]): void {
  assertGuestMayEstimate(request, projects);
  const estimated = guestProjectsOf(request);
  const all = [...estimated];
  for (const slug of projects) if (!all.some((s) => s.toLowerCase() === slug.toLowerCase())) all.push(slug);
  if (all.length !== estimated.length) {
    reply.setCookie(GUEST_PROJECTS_COOKIE, all.join('|'), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: GUEST_COOKIE_DAYS * 24 * 60 * 60 });
  }
}

/** Projects kept in the user's saved plans (each saved plan holds one project). */
export async function savedProjectCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(estimatorPlans).where(eq(estimatorPlans.userId, userId));
  return row?.n ?? 0;
}

/** The caller's project limits and gating state; guests get the regular limits. */
export async function accountLimits(db: Database, user: SessionUser | null): Promise<EstimatorAccountLimits> {
  const paywallPricingId = ESTIMATOR_LIMITS.paywallPricingId;
  if (!user || user.userRole === 'GUEST') {
    return { ...projectLimitsFor(false), isGuest: true, paid: false, totalCount: 0, savedProjectCount: 0, suspiciousAccount: null, paywallPricingId };
  }
  const [paid, higher, saved, [properties]] = await Promise.all([
    isPaidAccount(db, user.userId),
    hasHigherProjectLimits(db, user.userId),
    savedProjectCount(db, user.userId),
    db.select({ n: count() }).from(userProperties).where(eq(userProperties.userId, user.userId)),
  ]);
  const totalCount = saved + (properties?.n ?? 0);
  return {
    ...projectLimitsFor(higher),
    isGuest: false,
    paid,
    totalCount,
    savedProjectCount: saved,
    suspiciousAccount: suspiciousAccountNotification({ accountStatus: user.accountStatus, isGuest: false, totalCount }),
    paywallPricingId,
  };
}

/** 403 SELECTION_LIMIT when more projects are estimated together than the account may select. */
export async function checkSelectionLimit(db: Database, user: SessionUser | null, selected: number): Promise<void> {
  const higher = user ? await hasHigherProjectLimits(db, user.userId) : false;
  const { maxProjectsBySelection } = projectLimitsFor(higher);
  if (selected > maxProjectsBySelection)
    throw new ApiError(403, ESTIMATOR_GATE_CODES.selectionLimit, selectionLimitMessage(maxProjectsBySelection), { max: maxProjectsBySelection });
}

/** 403 PLAN_LIMIT when saving `adding` projects would put more than maxProjects in the user's plans. */
export async function checkPlanLimit(db: Database, userId: number, adding: number): Promise<void> {
  const [higher, saved] = await Promise.all([hasHigherProjectLimits(db, userId), savedProjectCount(db, userId)]);
  const { maxProjects } = projectLimitsFor(higher);
  if (saved + adding > maxProjects) throw new ApiError(403, ESTIMATOR_GATE_CODES.planLimit, planLimitMessage(maxProjects), { max: maxProjects });
}

/**
 * Where suspicious-account notifications are recorded: the analytics events table, category
 * "estimator". Only this module writes that category; `POST utils/events` does not accept it from clients.
 */
export const SUSPICIOUS_ACCOUNT_EVENT = { category: 'estimator' as AnalyticsCategory, step: 'notify-suspicious-account' } as const;

/**
 * Records a suspicious-account notification (`{ verifiedUser }`, as the spec's call sends it),
 * once per user and verified flag so a page reload does not repeat it. Returns whether it was new.
 */
export async function notifySuspiciousAccount(db: Database, userId: number, verifiedUser: boolean): Promise<boolean> {
  const detail = `verifiedUser=${verifiedUser}`;
  const where = and(
    eq(analyticsEvents.userId, userId),
    eq(analyticsEvents.category, SUSPICIOUS_ACCOUNT_EVENT.category),
    eq(analyticsEvents.step, SUSPICIOUS_ACCOUNT_EVENT.step),
    eq(analyticsEvents.detail, detail),
  );
  const [existing] = await db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(where).limit(1);
  if (existing) return false;
  await db.insert(analyticsEvents).values({ category: SUSPICIOUS_ACCOUNT_EVENT.category, step: SUSPICIOUS_ACCOUNT_EVENT.step, detail, userId });
  return true;
}
