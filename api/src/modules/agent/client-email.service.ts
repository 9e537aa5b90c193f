import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { agentCardBlock, agentCardOf } from './agent-card.service';
import { agentClientEmailLog, type CLIENT_EMAIL_KINDS } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import type { ClickName } from '@homeworth/shared-lib/domain';
import type { ClientLinkSigner } from './client-links';

/** What sending a client email needs. */
export interface ClientMailDeps {
  db: Database;
  mailer: Mailer;
  links: ClientLinkSigner;
  /** The site origin of every link (APP_BASE_URL). */
  siteOrigin: string;
}

/** The client an email goes to. */
export interface ClientRecipient {
  id: number;
  agentUserId: number;
  email: string;
  firstName: string;
}

/** The body of a client email, written with a function that makes tracked links. */
export interface ClientEmailContent {
  subject: string;
  /** `link(clickName, path)` gives the tracked URL of a same-site path. */
  body(link: (clickName: ClickName, path: string) => string): { text: string[]; html: string };
  headers?: Record<string, string>;
}

/** A client email as it is sent: subject, text and HTML (with the agent's card). */
export interface RenderedClientEmail {
  subject: string;
  text: string;
  html: string;
}

type LinkMaker = (clickName: ClickName, path: string) => string;

async function render(deps: ClientMailDeps, agentUserId: number, content: ClientEmailContent, link: LinkMaker): Promise<RenderedClientEmail> {
  const body = content.body(link);
  const card = await agentCardOf(deps.db, agentUserId);
  const cardBlock = card ? agentCardBlock(card, deps.siteOrigin) : { text: [], html: '' };
  return {
    subject: content.subject,
    text: [...body.text, '', ...cardBlock.text].join('\n'),
    html: `<div style="font-family:system-ui,sans-serif;color:#1b2a41;max-width:560px">${body.html}${cardBlock.html}</div>`,
  };
}

/** The email exactly as `sendClientEmail` would write it, but with plain links (no click is tracked, no token is in them). */
export function previewClientEmail(deps: ClientMailDeps, agentUserId: number, content: ClientEmailContent): Promise<RenderedClientEmail> {
  return render(deps, agentUserId, content, (_clickName, path) => `${deps.siteOrigin}${path}`);
}

/** True when the client opted out of the agent's emails (or is gone). */
export async function hasOptedOut(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db.select({ optedOutAt: agentClients.optedOutAt }).from(agentClients).where(eq(agentClients.id, clientId));
  return !row || row.optedOutAt !== null;
}

/**
 * Sends one email to a client: logs it (its id is the spec's emailLogId), writes every link as a
 * tracked link of that log, closes with the agent's card, and hands it to the mail queue under a
 * key of the log row, so a retried job sends it once. With `period` (digests) the log row is unique
 * per client and period: a second send for the period finds it and sends nothing (returns null).
 * A client who opted out gets nothing (null): every agent email goes through here.
 */
export async function sendClientEmail(
  deps: ClientMailDeps,
  client: ClientRecipient,
  kind: (typeof CLIENT_EMAIL_KINDS)[number],
  content: ClientEmailContent,
  period = '',
): Promise<number | null> {
  if (await hasOptedOut(deps.db, client.id)) return null;
  const [log] = await deps.db
    .insert(agentClientEmailLog)
    .values({ clientId: client.id, agentUserId: client.agentUserId, kind, subject: content.subject, period })
    .onConflictDoNothing()
    .returning({ id: agentClientEmailLog.id });
  if (!log) return null;
  const link: LinkMaker = (clickName, path) => deps.links.trackedUrl(deps.siteOrigin, { emailLogId: log.id, clickName, to: path });
  const mail = await render(deps, client.agentUserId, content, link);
  await deps.mailer.send({
    to: client.email,
    ...mail,
    idempotencyKey: `client-email:${log.id}`,
    ...(content.headers ? { headers: content.headers } : {}),
  });
  return log.id;
}

/** A paragraph of escaped text. */
export const para = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A button-like link. */
export const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#1b2a41;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>`;
