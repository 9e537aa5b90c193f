// Agent engagement: invitations, tracked clicks, texting the agent, the
// client digest. Texts and names are the spec's.

/** The spec's click names: every tracked link of a client email carries one, and only these let a client text the agent. */
export const CLICK_NAMES = ['CheckYourDashboard', 'welcomeClientEmail', 'CheckHomeValues', 'SeeNeighborhoodActivity', 'SeeRecentSales', 'SeeCompsAndSales'] as const;

/** One of the spec's click names. */
export type ClickName = (typeof CLICK_NAMES)[number];

/** True for one of the spec's click names. */
export function isClickName(value: string): value is ClickName {
  return (CLICK_NAMES as readonly string[]).includes(value);
}

/** The SMS-to-agent answers, word for word. */
export const SMS_MESSAGES = {
  invalidCookie: 'Invalid cookie',
  notAllowed: 'Sending SMS is not allowed',
  invalidClickName: 'Invalid clickName',
  invalidAgent: 'Invalid associated agent (agentId)',
  failed: 'Failed to send sms by user',
  sent: 'SMS sent',
} as const;

/** The longest text a client may send the agent (two SMS segments). */
export const SMS_TEXT_MAX_LENGTH = 300;

/** The answer of an email session login with a used, expired, revoked or wrong token ("Email login with no details"). */
export const EMAIL_LOGIN_UNAUTHORIZED = 'Unauthorized';

/** Where an invitation link lands: the page shows the address and signs the client in only when they click Continue. */
export const EMAIL_SESSION_LOGIN_PATH = '/login/email-session';

/** How many days an invitation link works (a sign-in link: short-lived and single-use). */
export const INVITATION_TTL_DAYS = 7;

/** Code and answer of a sign-in link for an account that has a password: no session, sign in with the password. */
export const EMAIL_LOGIN_PASSWORD_REQUIRED = 'PASSWORD_SIGN_IN_REQUIRED';
export const EMAIL_LOGIN_PASSWORD_ACCOUNT = 'This account has a password. Sign in with your email and password.';

/** A client with this many clicks ... */
export const HIGHLY_ENGAGED_CLICKS = 3;
/** ... within this many days is highly engaged. */
export const HIGHLY_ENGAGED_WINDOW_DAYS = 30;

/** Where an invitation of a client stands, for the agent. */
export type InvitationStatus = 'not-invited' | 'invited' | 'expired' | 'revoked' | 'joined' | 'opted-out';

/** What the timeline records: the client's clicks, texts, joins and opt-outs, and the invitations the agent sent. */
export type ClientActivityKind = 'click' | 'sms' | 'joined' | 'invited' | 'opted-out';

/** One thing a client did (or an invitation the agent sent), as the agent's timeline and feed show it. */
export interface ClientActivityEntry {
  id: number;
  clientId: number;
  clientName: string;
  kind: ClientActivityKind;
  clickName: string;
  detail: string;
  /** The subject of the email the click came from, '' when none. */
  emailSubject: string;
  createdAt: string;
}

/** What the agent sees about one client's engagement. */
export interface ClientEngagement {
  clientId: number;
  invitation: InvitationStatus;
  highlyEngaged: boolean;
  clicksInWindow: number;
  digest: { enabled: boolean; cadence: 'monthly' | 'quarterly'; unsubscribed: boolean };
  emails: Array<{ id: number; kind: 'invitation' | 'digest'; subject: string; sentAt: string; clicks: number }>;
  activity: ClientActivityEntry[];
}

/** How a reaction reads in the feed and in the alert email. */
export function describeActivity(entry: Pick<ClientActivityEntry, 'kind' | 'clickName' | 'detail' | 'clientName' | 'emailSubject'>): string {
  if (entry.kind === 'joined') return `${entry.clientName} accepted your invitation and signed in`;
  if (entry.kind === 'invited') return `You sent ${entry.clientName} an invitation`;
  if (entry.kind === 'opted-out') return `${entry.clientName} opted out of your emails`;
  if (entry.kind === 'sms') return `${entry.clientName} texted you: "${entry.detail}"`;
  return `${entry.clientName} clicked ${entry.clickName}${entry.emailSubject ? ` in "${entry.emailSubject}"` : ''}`;
}
