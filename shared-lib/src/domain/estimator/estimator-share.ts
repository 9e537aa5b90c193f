import type { EstimateResult, EstimatorPlan } from './estimator-estimate';
import { ESTIMATOR_LIMITS } from './estimator-limits';

/**
 * Sharing a saved estimate: the share entry and request, the share list rule, the share report
 * and "Error sending PDF.", and the count of shared PDF reports. The API
 * validates with these rules and the share modal shows the same labels and texts.
 */

/** sharedType of a share entry: who the recipient is to the sender. */
export const SHARED_TYPES = { friend: 1, relative: 2, contractor: 3, yourEmail: 4, other: 5 } as const;

export type SharedType = (typeof SHARED_TYPES)[keyof typeof SHARED_TYPES];

/** The relationship choices of the share modal, in the spec's order. */
export const SHARED_TYPE_OPTIONS: ReadonlyArray<{ value: SharedType; label: string }> = [
  { value: SHARED_TYPES.friend, label: 'Friend' },
  { value: SHARED_TYPES.relative, label: 'Relative' },
  { value: SHARED_TYPES.contractor, label: 'Contractor' },
  { value: SHARED_TYPES.yourEmail, label: 'Your email' },
  { value: SHARED_TYPES.other, label: 'Other' },
];

/** The email template every share entry names. */
export const SHARE_TEMPLATE_NAME = 'ShareEstimatorHistory';

/** Recipients of one share request (a typo in a loop must not mail a whole address book). */
export const MAX_SHARE_RECIPIENTS = 10;

/** Shared reports one account may send in all (the spec's share PDF report count). */
export const SHARE_REPORT_LIMIT = ESTIMATOR_LIMITS.sharePdfReportCount;

/** One row of the share list as the sender typed it. */
export interface ShareEntry {
  email: string;
  sharedType: SharedType;
  templateName?: typeof SHARE_TEMPLATE_NAME;
}

/** Body of POST /api/v1/estimation/plans/:id/share (the plan id stands in for the order id). */
export interface ShareRequest {
  address?: string;
  senderName?: string;
  shareList: ShareEntry[];
}

/** Answer of a share request. */
export interface ShareResult {
  sent: number;
  pdfAttached: boolean;
  sharedReportCount: number;
  sharedReportLimit: number;
  shareUrl: string;
}

/** The read-only share link of a plan. */
export interface ShareLink {
  token: string;
  url: string;
  createdAt: string;
}

/** What a share link shows: the plan and its estimate, without anything of the owner but the sender name. */
export interface SharedEstimate {
  senderName: string;
  plan: EstimatorPlan;
  estimate: EstimateResult;
  /** A Pro agent's branding: the estimate shows under their name, photo and links; null otherwise. */
  agent?: SharedByAgent | null;
}

/** The agent card a Pro agent's shared estimate carries. */
export interface SharedByAgent {
  agentId: number;
  name: string;
  companyName: string;
  email: string;
  phone: string;
  imageUrl: string | null;
  mlsLink: string | null;
  financingLink: string | null;
  insuranceLink: string | null;
}

export const SHARE_MESSAGES = {
  pdfSendFailed: 'Error sending PDF.',
  sendFailed: 'We could not send the email. Please try again later.',
  limitReached: `You have shared ${SHARE_REPORT_LIMIT} reports, the most an account can share.`,
  tooManyRecipients: `Share with at most ${MAX_SHARE_RECIPIENTS} people at a time.`,
  noRecipients: 'Add at least one email address to share with.',
  linkNotFound: 'This shared estimate does not exist or its link was turned off by its owner.',
} as const;

/** The spec's share list rule: rows with an empty email are dropped before anything else. */
export function dropEmptyShareEmails<T extends { email: string }>(shareList: readonly T[]): T[] {
  return shareList.filter((entry) => entry.email.trim() !== '').map((entry) => ({ ...entry, email: entry.email.trim() }));
}

/** Where the read-only result page of a share link lives (the shell routes /result-page to the estimator). */
export function sharedEstimatePath(token: string): string {
  return `/result-page?share=${encodeURIComponent(token)}`;
}
