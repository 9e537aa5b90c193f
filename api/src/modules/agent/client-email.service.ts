import type { Database } from '../../db/database';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { agentCardBlock, agentCardOf } from './agent-card.service';
import { agentClientEmailLog, type CLIENT_EMAIL_KINDS } from './agent-engagement.tables';
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

/**
 * Sends one email to a client: logs it (its id is the spec's emailLogId), writes every link as a
 * tracked link of that log, closes with the agent's card, and hands it to the mail queue under a
 * key of the log row, so a retried job sends it once. With `period` (digests) the log row is unique
 * per client and period: a second send for the period finds it and sends nothing (returns null).
 */
export async function sendClientEmail(
  deps: ClientMailDeps,
  client: ClientRecipient,
  kind: (typeof CLIENT_EMAIL_KINDS)[number],
  content: ClientEmailContent,
  period = '',
): Promise<number | null> {
  const [log] = await deps.db
    .insert(agentClientEmailLog)
    .values({ clientId: client.id, agentUserId: client.agentUserId, kind, subject: content.subject, period })
    .onConflictDoNothing()
    .returning({ id: agentClientEmailLog.id });
  if (!log) return null;
  const link = (clickName: ClickName, path: string) => deps.links.trackedUrl(deps.siteOrigin, { emailLogId: log.id, clickName, to: path });
  const body = content.body(link);
  const card = await agentCardOf(deps.db, client.agentUserId);
  const cardBlock = card ? agentCardBlock(card, deps.siteOrigin) : { text: [], html: '' };
  await deps.mailer.send({
    to: client.email,
    subject: content.subject,
    text: [...body.text, '', ...cardBlock.text].join('\n'),
    html: `<div style="font-family:system-ui,sans-serif;color:#1b2a41;max-width:560px">${body.html}${cardBlock.html}</div>`,
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
