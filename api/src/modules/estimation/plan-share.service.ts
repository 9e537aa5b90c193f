import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import {
  ERROR_CODES,
  SHARE_MESSAGES,
  SHARE_REPORT_LIMIT,
  SHARE_TEMPLATE_NAME,
  SHARED_TYPES,
  formatDollars,
  sharedEstimatePath,
  type AddressAnswer,
  type EstimateResult,
  type EstimatorPlan,
  type SessionUser,
  type ShareEntry,
  type ShareLink,
  type ShareResult,
  type SharedEstimate,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { ApiError } from '../../http/envelope';
import type { MailAttachment, Mailer } from '../../providers/mail/mailer';
import { layout as emailLayout } from '../security';
import { agentCardOf } from '../agent';
import { PRO_REQUIRED_MESSAGE, agentPdfBranding, sharedByProAgent } from '../agent';
import { hasPdfUnlock } from '../payment';
import { isAgentPro } from '../payment';
import { estimateProject } from '../cost-model';
import { estimatorReportFileName, renderEstimatePdf } from './estimate-pdf';
import { getPlan } from './estimator-plan.service';
import { estimatorPlans } from './estimation.tables';
import { estimatorPlanShares, estimatorShareLinks } from './plan-share.tables';

/** What sharing needs besides the database: how mail leaves, the site URL and the link secret. */
export interface PlanShareContext {
  db: Database;
  mailer: Mailer;
  /** The site's public origin, for the link in the email. */
  appBaseUrl: string;
  /** HMAC key of share link tokens (config SHARE_LINK_SECRET). */
  shareLinkSecret: string;
}

function linkNotFound(): ApiError {
  return new ApiError(404, ERROR_CODES.notFound, SHARE_MESSAGES.linkNotFound);
}

function sign(secret: string, linkId: string): string {
  return createHmac('sha256', secret).update(linkId).digest('base64url');
}

function tokenOf(secret: string, linkId: string): string {
  return `${linkId}.${sign(secret, linkId)}`;
}

/** The link id of a token whose signature is right, else null (checked before any database read). */
export function verifiedLinkId(secret: string, token: string): string | null {
  const [linkId, signature, extra] = token.split('.');
  if (!linkId || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, linkId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? linkId : null;
}

function toShareLink(context: PlanShareContext, row: { linkId: string; createdAt: Date }): ShareLink {
  const token = tokenOf(context.shareLinkSecret, row.linkId);
  return { token, url: `${context.appBaseUrl}${sharedEstimatePath(token)}`, createdAt: row.createdAt.toISOString() };
}

/** The plan's read-only link: the existing one, or a new one. 404 for someone else's plan. */
export async function getOrCreateShareLink(context: PlanShareContext, userId: number, planId: number): Promise<ShareLink> {
  await getPlan(context.db, userId, planId);
  const existing = async () => (await context.db.select().from(estimatorShareLinks).where(eq(estimatorShareLinks.planId, planId)))[0];
  const found = await existing();
  if (found) return toShareLink(context, found);
  // Two clicks at once: the unique plan id keeps one link, and both answers show it.
  await context.db
    .insert(estimatorShareLinks)
    .values({ planId, linkId: randomBytes(18).toString('base64url') })
    .onConflictDoNothing();
  return toShareLink(context, (await existing())!);
}

/** Turns the plan's link off: anyone holding it gets 404 from then on. A new link can be made later. */
export async function revokeShareLink(context: PlanShareContext, userId: number, planId: number): Promise<{ revoked: boolean }> {
  await getPlan(context.db, userId, planId);
  const deleted = await context.db.delete(estimatorShareLinks).where(eq(estimatorShareLinks.planId, planId)).returning({ id: estimatorShareLinks.id });
  return { revoked: deleted.length > 0 };
}

// A shared plan keeps the state (it prices the estimate) but not the owner's street address or ZIP code.
function withoutStreetAddress(plan: EstimatorPlan): EstimatorPlan {
  const address = plan.answers['property-address'];
  if (!address || typeof address !== 'object' || Array.isArray(address)) return plan;
  const { state } = address as AddressAnswer;
  return { ...plan, answers: { ...plan.answers, 'property-address': { state } } };
}

/** The shared plan of a link (street address left out) and its owner; 404 for a forged or revoked link. */
async function sharedPlanOf(context: PlanShareContext, token: string) {
  const linkId = verifiedLinkId(context.shareLinkSecret, token);
  if (!linkId) throw linkNotFound();
  const [row] = await context.db
    .select({ planId: estimatorPlans.id, ownerId: estimatorPlans.userId, firstName: users.firstName, lastName: users.lastName })
    .from(estimatorShareLinks)
    .innerJoin(estimatorPlans, eq(estimatorPlans.id, estimatorShareLinks.planId))
    .innerJoin(users, eq(users.id, estimatorPlans.userId))
    .where(eq(estimatorShareLinks.linkId, linkId));
  if (!row) throw linkNotFound();
  const plan = await getPlan(context.db, row.ownerId, row.planId);
  // Priced again from the saved answers, as the PDF is, so every view of the plan agrees.
  const estimate = estimateProject({ project: plan.projectNameAsKey[0]!, finishLevel: plan.finishLevel, answers: plan.answers });
  return { ownerId: row.ownerId, senderName: `${row.firstName} ${row.lastName}`.trim(), plan: withoutStreetAddress(plan), estimate };
}

/** What a share link opens, for anyone holding it: the plan and its estimate, read-only. */
export async function openSharedEstimate(context: PlanShareContext, token: string): Promise<SharedEstimate> {
  const { ownerId, ...shared } = await sharedPlanOf(context, token);
  return { ...shared, agent: await sharedByProAgent(context.db, ownerId) };
}

/**
 * The branded PDF of an estimate a Pro agent shared: the estimator report under
 * the agent's card block, for anyone holding the link; 403 PRO_REQUIRED when the plan's owner is not
 * a Pro agent (any more).
 */
export async function brandedSharedEstimatePdf(context: PlanShareContext, token: string, at = new Date()): Promise<{ fileName: string; content: Buffer }> {
  const { ownerId, plan, estimate } = await sharedPlanOf(context, token);
  const agent = (await isAgentPro(context.db, ownerId)) ? await agentCardOf(context.db, ownerId) : null;
  if (!agent) throw new ApiError(403, 'PRO_REQUIRED', PRO_REQUIRED_MESSAGE);
  const branding = agentPdfBranding(agent);
  return { fileName: estimatorReportFileName(branding.preparedBy, at), content: await renderEstimatePdf(plan, estimate, branding.preparedBy, at, branding) };
}

/** Shares counted against the account's limit. */
async function sharedReportCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(estimatorPlanShares).where(eq(estimatorPlanShares.userId, userId));
  return Number(row?.n ?? 0);
}

/** How many people an account whose email is not verified may share with in 24 hours. */
export const UNVERIFIED_SHARES_PER_DAY = 3;
/** Names the sender of a share mail when the account's email is not verified (its name is only typed text). */
export const UNVERIFIED_SENDER = 'A Homeworth user';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Shares an account made in the last 24 hours. */
async function sharesToday(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(estimatorPlanShares)
    .where(and(eq(estimatorPlanShares.userId, userId), gt(estimatorPlanShares.createdAt, new Date(Date.now() - DAY_MS))));
  return Number(row?.n ?? 0);
}

function limitError(used: number, asked: number): ApiError {
  const left = Math.max(0, SHARE_REPORT_LIMIT - used);
  const message = left === 0 ? SHARE_MESSAGES.limitReached : `You can share ${left} more report${left === 1 ? '' : 's'}; this request has ${asked} recipients.`;
  return new ApiError(403, 'SHARE_LIMIT', message, { limit: SHARE_REPORT_LIMIT, used });
}

/**
 * Records the shares while holding the user's row, so two requests at once cannot both pass
 * the limit. Answers the ids of the new rows (one per recipient).
 */
async function reserveShares(db: Database, userId: number, planId: number, entries: ShareEntry[], pdfAttached: boolean, verified: boolean): Promise<number[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const used = await sharedReportCount(t, userId);
    if (used + entries.length > SHARE_REPORT_LIMIT) throw limitError(used, entries.length);
    // Mail to typed addresses from an unverified account: a few a day, so a throwaway account is no relay.
    if (!verified && (await sharesToday(t, userId)) + entries.length > UNVERIFIED_SHARES_PER_DAY)
      throw new ApiError(403, 'EMAIL_NOT_VERIFIED', SHARE_UNVERIFIED_MESSAGE, { limit: UNVERIFIED_SHARES_PER_DAY });
    const rows = await t
      .insert(estimatorPlanShares)
      .values(entries.map((e) => ({ userId, planId, email: e.email, sharedType: e.sharedType, templateName: e.templateName ?? SHARE_TEMPLATE_NAME, pdfAttached })))
      .returning({ id: estimatorPlanShares.id });
    return rows.map((r) => r.id);
  });
}

/** Shown when an unverified account passes its daily shares. */
export const SHARE_UNVERIFIED_MESSAGE = `Verify your email to share with more people: until then you can share with ${UNVERIFIED_SHARES_PER_DAY} people a day. We sent you a link when you signed up.`;

interface ShareMailInput {
  plan: EstimatorPlan;
  /** The verified account's name, or UNVERIFIED_SENDER: never text typed in the share request. */
  senderName: string;
  /** The plan priced again, as the link and the PDF show it. */
  estimate: EstimateResult;
  url: string;
  pdfAttached: boolean;
}

/**
 * The ShareEstimatorHistory email: who shares, which project, total, range, ROI and the link. It goes
 * to addresses someone typed, so it is fixed product text and figures only (no typed words).
 */
export function shareMail(entry: ShareEntry, input: ShareMailInput): { subject: string; text: string; html: string } {
  const { plan, senderName, estimate, url, pdfAttached } = input;
  const project = plan.projectNameToDisplay;
  const roi =
    estimate.roi.roi === null ? 'Return on investment: no national resale figure exists for this project.' : `Return on investment at sale: ${formatDollars(estimate.roi.roi)}.`;
  const { low, high } = estimate.range;
  const lines = [
    `Estimated cost: ${formatDollars(estimate.totalEstimatedProjectCost)} (likely range ${formatDollars(low)} – ${formatDollars(high)}), ${plan.finishLevel} finish.`,
    roi,
    pdfAttached ? 'The full PDF report is attached.' : 'Open the link to see the breakdown and the return on investment.',
  ];
  if (entry.sharedType === SHARED_TYPES.yourEmail) {
    const body = emailLayout('Hello,', [`Here is your ${project} estimate.`, ...lines], { label: 'See the estimate', url });
    return { subject: `Your ${project} estimate report from Homeworth`, ...body };
  }
  const body = emailLayout('Hello,', [`${senderName} estimated a ${project} project with Homeworth and shared it with you.`, ...lines], {
    label: 'See the estimate',
    url,
  });
  return { subject: `${senderName} shared a ${project} estimate with you`, ...body };
}

/**
 * Emails the plan to each recipient (ShareEstimatorHistory), with the PDF report attached when the
 * owner has unlocked it and the read-only link always. A failed send gives back the shares not sent.
 */
export async function sharePlan(
  context: PlanShareContext,
  user: SessionUser,
  planId: number,
  request: { address?: string | undefined; senderName?: string | undefined; shareList: ShareEntry[] },
  log: { error: (details: object, message: string) => void },
): Promise<ShareResult> {
  const { db, mailer } = context;
  // One mail per address, however often it was typed (emails compare without case).
  const seen = new Set<string>();
  const shareList = request.shareList.map((entry) => ({ ...entry, email: entry.email.toLowerCase() })).filter((entry) => !seen.has(entry.email) && seen.add(entry.email));
  const plan = await getPlan(db, user.userId, planId);
  const ownerName = `${user.userFirstName} ${user.userLastName}`.trim();
  // The request's senderName and address are not mailed: only a verified account's own name is.
  const verified = user.accountStatus === 'VERIFIED';
  const senderName = verified && ownerName !== '' ? ownerName : UNVERIFIED_SENDER;
  const link = await getOrCreateShareLink(context, user.userId, planId);
  const estimate = estimateProject({ project: plan.projectNameAsKey[0]!, finishLevel: plan.finishLevel, answers: plan.answers });

  const pdfAttached = await hasPdfUnlock(db, user.userId, planId);
  let attachments: MailAttachment[] = [];
  if (pdfAttached) {
    const at = new Date();
    const content = await renderEstimatePdf(plan, estimate, ownerName, at);
    attachments = [{ filename: estimatorReportFileName(ownerName, at), content, contentType: 'application/pdf' }];
  }

  const ids = await reserveShares(db, user.userId, planId, shareList, pdfAttached, verified);
  let sent = 0;
  try {
    for (const entry of shareList) {
      const mail = shareMail(entry, { plan, senderName, estimate, url: link.url, pdfAttached });
      await mailer.send({ to: entry.email, ...mail, attachments });
      sent += 1;
    }
  } catch (error) {
    log.error({ err: error, planId, sent }, 'share mail failed');
    // Only what reached the mail provider counts against the limit.
    await db.delete(estimatorPlanShares).where(and(eq(estimatorPlanShares.userId, user.userId), inArray(estimatorPlanShares.id, ids.slice(sent))));
    throw new ApiError(502, 'MAIL_FAILED', pdfAttached ? SHARE_MESSAGES.pdfSendFailed : SHARE_MESSAGES.sendFailed, { sent });
  }
  return { sent, pdfAttached, sharedReportCount: await sharedReportCount(db, user.userId), sharedReportLimit: SHARE_REPORT_LIMIT, shareUrl: link.url };
}
