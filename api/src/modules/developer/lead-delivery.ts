import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { JobQueue, QueueSettings } from '../../jobs/job-queue';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { organizations } from './developer.tables';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';
import { assertPublicHost } from './webhook-url';

/** The queue that posts the widget's leads to the partner's webhook. */
export const LEAD_WEBHOOK_QUEUE = 'developer.lead-webhook';

/** About a day of retries (30 s, 1 min, 2 min ... doubling); an attempt is given 30 s. */
export const LEAD_WEBHOOK_QUEUE_SETTINGS = { retryLimit: 12, retryDelaySeconds: 30, expireInSeconds: 60 } satisfies QueueSettings;

/** What a visitor left in the widget, with the estimate it saw (priced again on the server). */
export interface WidgetLead {
  name: string;
  email: string;
  phone: string | null;
  estimate: { project: string; projectName: string; finishLevel: string; totalEstimatedProjectCost: number; range: { low: number; high: number } };
}

interface LeadWebhookJob {
  organizationId: string;
  body: string;
}

/** The JSON the partner's webhook receives. */
export function leadWebhookBody(lead: WidgetLead, receivedAt: Date = new Date()): string {
  return JSON.stringify({ type: 'widget.lead', id: randomUUID(), createdAt: receivedAt.toISOString(), lead });
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** Hands a lead to the partner: an e-mail to its leads address and a signed webhook, each a durable job. */
export async function deliverLead(
  jobs: JobQueue,
  mailer: Mailer,
  organization: { id: string; name: string; leadsEmail: string | null; leadsWebhookUrl: string | null },
  lead: WidgetLead,
): Promise<void> {
  if (organization.leadsEmail) {
    const lines = [
      `Name: ${lead.name}`,
      `Email: ${lead.email}`,
      ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
      `Project: ${lead.estimate.projectName} (${lead.estimate.finishLevel})`,
      `Estimate: ${dollars(lead.estimate.totalEstimatedProjectCost)} (range ${dollars(lead.estimate.range.low)} to ${dollars(lead.estimate.range.high)})`,
      'The visitor agreed to be contacted about this estimate.',
    ];
    await mailer.send({
      to: organization.leadsEmail,
      subject: `New contact request from your estimator: ${lead.estimate.projectName}`,
      text: [`A visitor of your estimator asked to be contacted.`, '', ...lines, '', 'Homeworth'].join('\n'),
      html: [`<p>A visitor of your estimator asked to be contacted.</p>`, `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`, '<p>Homeworth</p>'].join('\n'),
    });
  }
  if (organization.leadsWebhookUrl) {
    await jobs.send<LeadWebhookJob>(LEAD_WEBHOOK_QUEUE, { organizationId: organization.id, body: leadWebhookBody(lead) });
  }
}

/**
 * Defines the webhook queue and, with workers, posts each lead to the organisation's current webhook
 * URL, signed with its current secret; anything but a 2xx answer is retried with backoff.
 */
export async function startLeadDelivery(jobs: JobQueue, options: { db: Database; workers: boolean; production: boolean; fetch?: typeof fetch }): Promise<void> {
  await jobs.define(LEAD_WEBHOOK_QUEUE, LEAD_WEBHOOK_QUEUE_SETTINGS);
  if (!options.workers) return;
  const post = options.fetch ?? fetch;
  await jobs.work<LeadWebhookJob>(LEAD_WEBHOOK_QUEUE, async (job) => {
    const [organization] = await options.db.select().from(organizations).where(eq(organizations.id, job.data.organizationId));
    // The partner removed its webhook since: nothing to deliver.
    if (!organization?.leadsWebhookUrl || !organization.leadsWebhookSecret) return;
    await assertPublicHost(organization.leadsWebhookUrl, options.production);
    const response = await post(organization.leadsWebhookUrl, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(organization.leadsWebhookSecret, job.data.body) },
      body: job.data.body,
    });
    if (response.status < 200 || response.status > 299) throw new Error(`lead webhook answered ${response.status}`);
  });
}
