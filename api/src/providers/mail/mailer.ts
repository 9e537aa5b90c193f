import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import { mailOutbox } from './mail.tables';

/** One email: plain text for every client, HTML for the ones that render it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (the estimator's PDF report). */
  attachments?: MailAttachment[];
}

/** A file attached to an email. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The mail provider: how the API sends email, whatever is underneath. */
export interface Mailer {
  /** 'outbox' stores messages in the database; 'smtp' hands them to a server. */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** Embedded default: messages land in the mail_outbox table (readable in development). */
export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      // The outbox keeps each attachment's name, type and size, not its bytes.
      const attachments = (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length }));
      await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html, attachments });
    },
  };
}

/** Real adapter: SMTP through nodemailer (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** SMTP when a URL is configured, else the outbox. */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db);
}

/** An outbox message as the viewer shows it. */
export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** The newest outbox messages, optionally only those sent to `to` (lower-cased). */
export async function readOutbox(db: Database, to?: string, limit = 50): Promise<OutboxMessage[]> {
  const query = db.select().from(mailOutbox);
  const filtered = to ? query.where(eq(mailOutbox.to, to.trim().toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.id)).limit(limit);
}

/** Escapes text for the HTML body of an email. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
