import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * A mailer that hands each message straight to the SMTP server over a small pool of connections,
 * for bulk sends that are durable jobs of their own (the weekly maintenance email's batches record
 * each send themselves, so a mail job per message would only double the queue's work). The
 * Message-ID comes from the message's idempotency key, as in the mail worker.
 */
export function directMailer(options: { smtpUrl: string; from: string; maxConnections: number }): Mailer & { close(): void } {
  const url = new URL(options.smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(options.maxConnections));
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(message) {
      const { to, subject, text, html, headers, idempotencyKey } = message;
      const attachments = (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));
      await transport.sendMail({
        from: options.from,
        to,
        subject,
        text,
        html,
        attachments,
        ...(headers ? { headers } : {}),
        ...(idempotencyKey ? { messageId: `<${idempotencyKey}@homeworth.mail>` } : {}),
      });
    },
    close: () => transport.close(),
  };
}
