import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import { doOnce } from '../../jobs/job-ledger';
import type { JobQueue, QueuedJob } from '../../jobs/job-queue';
import { MAIL_QUEUE, type MailJob } from './mailer';

/** Where the mail worker sends. */
export interface MailWorkerOptions {
  db: Database;
  /** smtp://user:pass@host:port (smtps:// for TLS). */
  smtpUrl: string;
  /** The sender of every message. */
  from: string;
}

/**
 * Delivers one mail job over SMTP, once: the ledger keyed by the job's idempotency key is read
 * before and written after the SMTP server accepts, so a retry after a crash skips a delivered
 * message. The Message-ID comes from the same key, so the one remaining window (a crash between
 * acceptance and the ledger write) yields a copy that mail clients recognise as the same message.
 */
export function mailDelivery(options: MailWorkerOptions) {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (job: QueuedJob<MailJob>): Promise<void> => {
    await doOnce(options.db, MAIL_QUEUE, `${MAIL_QUEUE}:${job.idempotencyKey}`, async () => {
      const { to, subject, text, html, headers } = job.data;
      const attachments = job.data.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') }));
      await transport.sendMail({ from: options.from, to, subject, text, html, attachments, ...(headers ? { headers } : {}), messageId: `<${job.idempotencyKey}@homeworth.mail>` });
    });
  };
}

/** Runs the mail worker in this process (the queue is defined at start-up, see app.ts). */
export async function startMailWorker(jobs: JobQueue, options: MailWorkerOptions): Promise<void> {
  await jobs.work<MailJob>(MAIL_QUEUE, mailDelivery(options));
}
