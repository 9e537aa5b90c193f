import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import { estimateProject } from '../cost-model';
import { estimateResponseSchema } from '../estimation';
import { findPresentedKey } from './api-key.service';
import { DATA_API_MESSAGES } from './data-api-guard';
import { organizations } from './developer.tables';
import { deliverLead } from './lead-delivery';
import { widgetConfigResponseSchema, widgetEstimateBodySchema, widgetKeyQuerySchema, widgetLeadBodySchema, widgetLeadResponseSchema } from './widget.schema';
import { DATA_API_ERROR_CODES } from './data-api-error-codes';

export interface WidgetRoutesOptions {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  /** Per-address budgets: estimates and config reads, and leads (spam). */
  rateLimit?: RateLimitSetting | undefined;
  leadRateLimit?: RateLimitSetting | undefined;
}

/** Estimates and config reads per visitor address: a person clicking through the steps never gets near it. */
export const WIDGET_RATE_LIMIT: RateLimitSetting = { max: 120, timeWindow: '1 minute' };
/** Contact requests per visitor address. */
export const WIDGET_LEAD_RATE_LIMIT: RateLimitSetting = { max: 5, timeWindow: '10 minutes' };

export const WIDGET_MESSAGES = {
  originNotAllowed: 'This key may not be used from this site. Add the site’s origin in the developer portal.',
  leadsOff: 'This partner does not take contact requests.',
} as const;

const tags = ['widget'];

/** The page's origin: the Origin header, or for a page in an iframe (no Origin on its GETs) the Referer's origin. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  try {
    return request.headers.referer ? new URL(request.headers.referer).origin : undefined;
  } catch {
    return undefined;
  }
}

function allowCors(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'Origin');
}

/** /api/widget/v1: the partner widget's config, estimates and leads, for publishable keys from their listed origins. */
export const widgetRoutes: FastifyPluginAsyncZod<WidgetRoutesOptions> = async (app, options) => {
  const { db } = options;
  const rateLimit = options.rateLimit ?? WIDGET_RATE_LIMIT;

  /** The publishable key's organisation when the page's origin is one it listed; sets CORS for that origin. */
  async function partnerOf(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
    if (!key) throw new ApiError(401, DATA_API_ERROR_CODES.apiKeyMissing, 'Send the publishable key as ?key=pk_...');
    const found = key.startsWith('pk_') ? await findPresentedKey(db, key) : undefined;
    if (!found || !found.usable || found.kind !== 'publishable') throw new ApiError(401, DATA_API_ERROR_CODES.apiKeyInvalid, DATA_API_MESSAGES.keyInvalid);
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, found.organizationId));
    const origin = requestOrigin(request);
    if (!organization || !origin || !organization.allowedOrigins.includes(origin)) throw new ApiError(403, DATA_API_ERROR_CODES.originNotAllowed, WIDGET_MESSAGES.originNotAllowed);
    allowCors(reply, origin);
    return organization;
  }

  // CORS preflight: only an origin some partner listed gets an answer; each request then checks its own key's origins.
  for (const url of ['/config', '/estimate', '/leads']) {
    app.options(url, { schema: { hide: true } }, async (request, reply) => {
      const origin = request.headers.origin;
      const listed = origin
        ? await db
            .select({ id: organizations.id })
            .from(organizations)
            .where(sql`${origin} = any(${organizations.allowedOrigins})`)
            .limit(1)
        : [];
      if (!origin || listed.length === 0) throw new ApiError(403, DATA_API_ERROR_CODES.originNotAllowed, WIDGET_MESSAGES.originNotAllowed);
      allowCors(reply, origin);
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', 'content-type');
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    });
  }

  app.get(
    '/config',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'The widget’s branding for a publishable key (403 ORIGIN_NOT_ALLOWED from an origin the partner did not list)',
        querystring: widgetKeyQuerySchema,
        response: { 200: widgetConfigResponseSchema, ...failureResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const organization = await partnerOf(request, reply, request.query.key);
      return ok({
        organizationName: organization.name,
        primaryColor: organization.primaryColor,
        logoUrl: organization.logoUrl,
        leadsEnabled: !!(organization.leadsEmail || organization.leadsWebhookUrl),
      });
    },
  );

  app.post(
    '/estimate',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Estimate a project with the site’s engine (same body and answer as POST /api/v1/estimation/estimates, plus the key)',
        querystring: widgetKeyQuerySchema,
        body: widgetEstimateBodySchema,
        response: { 200: estimateResponseSchema, ...failureResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await partnerOf(request, reply, request.query.key ?? request.body.key);
      const { project, finishLevel, answers } = request.body;
      return ok(estimateProject({ project, finishLevel, answers: answers as EstimatorAnswers }));
    },
  );

  app.post(
    '/leads',
    {
      config: { rateLimit: options.leadRateLimit ?? WIDGET_LEAD_RATE_LIMIT },
      schema: {
        tags,
        summary: 'A visitor’s contact request with consent: e-mailed to the partner and posted to its signed webhook (durable jobs); 409 LEADS_OFF when the partner set neither',
        querystring: widgetKeyQuerySchema,
        body: widgetLeadBodySchema,
        response: { 202: widgetLeadResponseSchema, ...failureResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const organization = await partnerOf(request, reply, request.query.key ?? request.body.key);
      if (!organization.leadsEmail && !organization.leadsWebhookUrl) throw new ApiError(409, 'LEADS_OFF', WIDGET_MESSAGES.leadsOff);
      const { name, email, phone, estimate } = request.body;
      const result = estimateProject({ project: estimate.project, finishLevel: estimate.finishLevel, answers: estimate.answers as EstimatorAnswers });
      await deliverLead(options.jobs, options.mailer, organization, {
        name,
        email,
        phone: phone || null,
        estimate: {
          project: result.project,
          projectName: result.projectName,
          finishLevel: result.finishLevel,
          totalEstimatedProjectCost: result.totalEstimatedProjectCost,
          range: result.range,
        },
      });
      return reply.status(202).send(ok({ received: true as const }));
    },
  );
};
