import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import { orders, paymentProducts, type StartCheckout } from '../payment';
import { createApiKey, createOrganization, listApiKeys, revokeApiKey, rotateApiKey, type ApiKeyRow } from './api-key.service';
import {
  createdOrganizationSchema,
  keyBodySchema,
  keyParamsSchema,
  keysResponseSchema,
  keyWithSecretResponseSchema,
  organizationBodySchema,
  organizationResponseSchema,
  planCheckoutBodySchema,
  planCheckoutResponseSchema,
  revokedResponseSchema,
  usageQuerySchema,
  usageResponseSchema,
} from './developer.schema';
import { organizationPlanOrders } from './developer.tables';
import { requireOrganization, type Organization } from './organization.service';
import { DATA_PLAN_IDS, DATA_PLANS, quotaResetsAt, type DataPlanId } from './plans';
import { callsThisMonth, usageReport } from './usage.service';
import { usageCsv } from './usage-csv';

export interface DeveloperRoutesOptions {
  db: Database;
  /** The payment module's checkout (sandbox or Stripe). */
  startCheckout: StartCheckout;
  /** The site's public origin, where the checkout sends the buyer back. */
  siteOrigin: string;
}

const tags = ['developer'];

/** A key as the portal shows it: never its secret. */
export function keySummary(row: ApiKeyRow, now = Date.now()) {
  const status = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt.getTime() <= now ? 'expired' : 'active';
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    prefix: row.prefix,
    lastFour: row.lastFour,
    scopes: row.scopes,
    allowedIpRanges: row.allowedIpRanges,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    status: status as 'active' | 'revoked' | 'expired',
  };
}

async function quotaOf(db: Database, organization: Organization) {
  return { limit: DATA_PLANS[organization.plan].monthlyQuota, used: await callsThisMonth(db, organization.id), resetsAt: quotaResetsAt().toISOString() };
}

async function planList(db: Database) {
  const names = DATA_PLAN_IDS.map((id) => DATA_PLANS[id].productName).filter((name): name is NonNullable<typeof name> => name !== null);
  const products = await db.select().from(paymentProducts).where(inArray(paymentProducts.name, names));
  return DATA_PLAN_IDS.map((id) => {
    const plan = DATA_PLANS[id];
    const priceCents = products.find((p) => p.name === plan.productName)?.priceCents ?? 0;
    return { id, displayName: plan.displayName, monthlyQuota: plan.monthlyQuota, requestsPerSecond: plan.requestsPerSecond, priceCents };
  });
}

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 7)}-01`;

/** /api/v1/developer: the developer portal's organisation, keys, usage and plan checkout (signed in, CSRF header). */
export const developerRoutes: FastifyPluginAsyncZod<DeveloperRoutesOptions> = async (app, { db, startCheckout, siteOrigin }) => {
  const preHandler = app.authenticate;
  const organizationOf = (userId: number) => requireOrganization(db, userId);

  app.post(
    '/organizations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create your organization (on the free trial); 409 when you already belong to one',
        body: organizationBodySchema,
        response: { 201: createdOrganizationSchema, ...failureResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createOrganization(db, { userId: request.sessionUser!.userId, name: request.body.name }))),
  );

  app.get(
    '/organization',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your organization: plan, quota this month, rate limit, branding and widget origins; 404 NO_ORGANIZATION before you create one',
        response: { 200: organizationResponseSchema, ...failureResponses(401, 404) },
      },
    },
    async (request) => {
      const organization = await organizationOf(request.sessionUser!.userId);
      return ok({
        id: organization.id,
        name: organization.name,
        role: organization.role,
        plan: organization.plan,
        quota: await quotaOf(db, organization),
        rateLimit: { requestsPerSecond: DATA_PLANS[organization.plan].requestsPerSecond },
        plans: await planList(db),
        branding: { primaryColor: organization.primaryColor, logoUrl: organization.logoUrl },
        widget: { allowedOrigins: organization.allowedOrigins, leadsEmail: organization.leadsEmail, leadsWebhookUrl: organization.leadsWebhookUrl },
      });
    },
  );

  app.get(
    '/keys',
    {
      preHandler,
      schema: { tags, summary: 'Your organization’s keys (prefix and last four only, never the secret)', response: { 200: keysResponseSchema, ...failureResponses(401, 404) } },
    },
    async (request) => {
      const organization = await organizationOf(request.sessionUser!.userId);
      return ok({ keys: (await listApiKeys(db, organization.id)).map((row) => keySummary(row)) });
    },
  );

  app.post(
    '/keys',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create a secret key (`sk_...`) with scopes, an optional expiry and allowed IP ranges; the secret is answered once, as `key`',
        body: keyBodySchema,
        response: { 201: keyWithSecretResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const organization = await organizationOf(request.sessionUser!.userId);
      const { name, scopes, expiresAt, allowedIpRanges } = request.body;
      const { id, key } = await createApiKey(db, {
        organizationId: organization.id,
        name,
        scopes,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
        allowedIpRanges: allowedIpRanges ?? [],
      });
      const [row] = (await listApiKeys(db, organization.id)).filter((k) => k.id === id);
      return reply.status(201).send(ok({ ...keySummary(row!), key }));
    },
  );

  app.post(
    '/keys/:keyId/rotate',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Give a key a new secret (the old one stops working at once); the new secret is answered once',
        params: keyParamsSchema,
        response: { 200: keyWithSecretResponseSchema, ...failureResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const organization = await organizationOf(request.sessionUser!.userId);
      const { row, key } = await rotateApiKey(db, organization.id, request.params.keyId);
      return ok({ ...keySummary(row), key });
    },
  );

  app.delete(
    '/keys/:keyId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Revoke a key: refused with 401 from its next call',
        params: keyParamsSchema,
        response: { 200: revokedResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const organization = await organizationOf(request.sessionUser!.userId);
      await revokeApiKey(db, organization.id, request.params.keyId);
      return ok({ id: request.params.keyId, revoked: true as const });
    },
  );

  const usageRange = (query: { from?: string | undefined; to?: string | undefined }) => {
    const from = query.from ?? monthStart();
    const to = query.to ?? today();
    if (from > to) throw new ApiError(400, 'VALIDATION', 'from must not be after to.', { field: 'from' });
    return { from, to };
  };

  app.get(
    '/usage',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Successful data API calls between two days (default this month), by day, by route and by day, route and key; with the quota',
        querystring: usageQuerySchema,
        response: { 200: usageResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const organization = await organizationOf(request.sessionUser!.userId);
      const { from, to } = usageRange(request.query);
      return ok({ ...(await usageReport(db, organization.id, from, to)), quota: await quotaOf(db, organization) });
    },
  );

  app.get(
    '/usage.csv',
    {
      preHandler,
      schema: { tags, summary: 'The usage rows as CSV (day, route, key, calls)', querystring: usageQuerySchema, response: { 200: z.string(), ...failureResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const organization = await organizationOf(request.sessionUser!.userId);
      const { from, to } = usageRange(request.query);
      const report = await usageReport(db, organization.id, from, to);
      const keys = new Map((await listApiKeys(db, organization.id)).map((k) => [k.id, k]));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="homeworth-api-usage-${from}-to-${to}.csv"`)
        .send(usageCsv(report.rows, keys));
    },
  );

  app.post(
    '/plan/checkout',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Buy a month of Growth or Enterprise for your organization through the checkout (owners); the receipt is e-mailed once paid',
        body: planCheckoutBodySchema,
        response: { 200: planCheckoutResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      const organization = await organizationOf(user.userId);
      if (organization.role !== 'owner') throw new ApiError(403, 'FORBIDDEN', 'Only the organization’s owner can change its plan.');
      const plan: Exclude<DataPlanId, 'trial'> = request.body.plan;
      const productName = DATA_PLANS[plan].productName!;
      const session = await startCheckout(user, { productName, returnPath: '/developers?plan=paid', cancelPath: '/developers', origin: siteOrigin });
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.providerSessionId, session.sessionId), eq(orders.userId, user.userId)))
        .limit(1);
      if (!order) throw new Error('checkout recorded no order');
      await db.insert(organizationPlanOrders).values({ orderId: order.id, organizationId: organization.id, plan });
      return ok(session);
    },
  );
};
