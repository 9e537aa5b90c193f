import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { userProfiles, users } from '../security';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { requireAdmin } from './admin-guard';

/** What the campaign route needs. */
export interface MailCampaignRoutesOptions {
  db: Database;
  mailer: Mailer;
  adminEmails: readonly string[];
  appBaseUrl: string;
}

const bodySchema = z.object({ subject: z.string().trim().min(3).max(150), message: z.string().trim().min(1).max(5000) });

/**
 * POST /mail-campaigns: an admin sends the monthly newsletter to
 * every verified account that opted in (`monthly_newsletter`), one mail job each, named by the
 * campaign and the user so a retry sends nobody twice. `?test=true` sends it to the admin only.
 */
export const mailCampaignRoutes: FastifyPluginAsyncZod<MailCampaignRoutesOptions> = async (app, options) => {
  const { db, mailer } = options;
  app.post(
    '/mail-campaigns',
    {
      preHandler: [app.authenticate, requireAdmin(options.adminEmails, options.db)],
      schema: {
        tags: ['admin'],
        summary: 'Email the newsletter to the verified accounts that opted in (test=true: to yourself only)',
        querystring: z.object({ test: z.enum(['true', 'false']).default('false') }),
        body: bodySchema,
        response: { 202: successSchema(z.object({ campaignId: z.string(), queued: z.number().int() })), ...failureResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const admin = request.sessionUser!;
      const recipients =
        request.query.test === 'true'
          ? [{ id: admin.userId, email: admin.userEmail, firstName: admin.userFirstName }]
          : await db
              .select({ id: users.id, email: users.email, firstName: users.firstName })
              .from(users)
              .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
              .where(and(eq(userProfiles.monthlyNewsletter, true), eq(users.accountStatus, 'VERIFIED')));
      const campaignId = randomUUID();
      const footer = `You receive this because you chose the monthly newsletter. Change it at ${options.appBaseUrl}/user/edit-profile`;
      for (const recipient of recipients) {
        const lines = [`Hi ${recipient.firstName},`, '', request.body.message, '', footer];
        await mailer.send({
          to: recipient.email,
          subject: request.body.subject,
          text: lines.join('\n'),
          html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
          idempotencyKey: `campaign-${campaignId}-${recipient.id}`,
        });
      }
      return reply.status(202).send(ok({ campaignId, queued: recipients.length }));
    },
  );
};
