import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import { createApiKey, listApiKeys } from './api-key.service';
import { keySummary } from './developer.route';
import { keyWithSecretResponseSchema } from './developer.schema';
import { organizations } from './developer.tables';
import { requireOrganization } from './organization.service';
import { publishableKeyBodySchema, widgetSettingsBodySchema, widgetSettingsResponseSchema } from './widget.schema';
import { webhookUrlProblem } from './webhook-url';

const tags = ['developer'];

/** /api/v1/developer: the widget's branding, origins and lead delivery, and its publishable keys. */
export const widgetSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; production: boolean }> = async (app, { db, production }) => {
  app.put(
    '/widget',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Set the widget’s branding (hex color, https logo), the origins its publishable keys work from, and where leads go (e-mail, signed webhook)',
        description: 'The webhook’s HMAC-SHA256 secret is answered once, as leadsWebhookSecret, when a webhook URL is first set.',
        body: widgetSettingsBodySchema,
        response: { 200: widgetSettingsResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const organization = await requireOrganization(db, request.sessionUser!.userId);
      const body = request.body;
      if (body.leadsWebhookUrl) {
        const problem = webhookUrlProblem(body.leadsWebhookUrl, production);
        if (problem) throw new ApiError(400, ERROR_CODES.validation, problem, { field: 'leadsWebhookUrl' });
      }
      const newSecret = body.leadsWebhookUrl && !organization.leadsWebhookSecret ? `whsec_${randomBytes(32).toString('base64url')}` : undefined;
      await db
        .update(organizations)
        .set({
          primaryColor: body.primaryColor?.toLowerCase() ?? null,
          logoUrl: body.logoUrl,
          allowedOrigins: [...new Set(body.allowedOrigins)],
          leadsEmail: body.leadsEmail,
          leadsWebhookUrl: body.leadsWebhookUrl || null,
          ...(newSecret ? { leadsWebhookSecret: newSecret } : {}),
        })
        .where(eq(organizations.id, organization.id));
      return ok({
        primaryColor: body.primaryColor?.toLowerCase() ?? null,
        logoUrl: body.logoUrl,
        allowedOrigins: [...new Set(body.allowedOrigins)],
        leadsEmail: body.leadsEmail,
        leadsWebhookUrl: body.leadsWebhookUrl || null,
        ...(newSecret ? { leadsWebhookSecret: newSecret } : {}),
      });
    },
  );

  app.post(
    '/publishable-keys',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Create a publishable key (`pk_...`) for the widget: it works only from the allowed origins and only on the widget API',
        body: publishableKeyBodySchema,
        response: { 201: keyWithSecretResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const organization = await requireOrganization(db, request.sessionUser!.userId);
      const { id, key } = await createApiKey(db, { organizationId: organization.id, name: request.body.name, kind: 'publishable' });
      const [row] = (await listApiKeys(db, organization.id)).filter((k) => k.id === id);
      return reply.status(201).send(ok({ ...keySummary(row!), key }));
    },
  );
};
