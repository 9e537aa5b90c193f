import type { JobQueue, QueueSettings } from '../../jobs/job-queue';

/** One email: plain text for every client, HTML for the ones that render it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (the estimator's PDF report). */
  attachments?: MailAttachment[];
  /** Extra headers (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Names the message once for all retries of the work that sends it (default: a new one per send). */
  idempotencyKey?: string;
}

/** A file attached to an email. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** How the API sends email: the routes hand a message over, delivery happens elsewhere. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The queue that carries outgoing mail to the SMTP worker (mail-worker.ts). */
export const MAIL_QUEUE = 'mail.send';

/** About an hour of retries (15 s, 30 s, 1 min ... doubling); an attempt running 2 minutes is taken as crashed. */
export const MAIL_QUEUE_SETTINGS = { retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 120 } satisfies QueueSettings;

/** A message as a mail job carries it: JSON, so attachments travel as base64. */
export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; base64: string }>;
  headers?: Record<string, string>;
}

/**
 * The mailer of the API: each message becomes a durable job, so a request never waits on the SMTP
 * server and a message outlives a crash or an SMTP outage (the worker retries it).
 */
export function queuedMailer(jobs: JobQueue): Mailer {
  return {
    async send(message) {
      const attachments = (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }));
      const job: MailJob = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments,
        ...(message.headers ? { headers: message.headers } : {}),
      };
      await jobs.send(MAIL_QUEUE, job, message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : {});
    },
  };
}

/** Escapes text for the HTML body of an email. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
