import { z } from 'zod';
import { successSchema } from '../../http/envelope';
import { DATA_PLAN_IDS, DATA_SCOPES } from './plans';
import { isCidr } from './ip-ranges';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a day as YYYY-MM-DD.');

export const organizationBodySchema = z.object({ name: z.string().trim().min(2).max(100) }).strict();
export const createdOrganizationSchema = successSchema(z.object({ id: z.string(), name: z.string(), plan: z.enum(DATA_PLAN_IDS) }));

const quotaSchema = z.object({ limit: z.number().int(), used: z.number().int(), resetsAt: z.string() });
const planSchema = z.object({
  id: z.enum(DATA_PLAN_IDS),
  displayName: z.string(),
  monthlyQuota: z.number().int(),
  requestsPerSecond: z.number().int(),
  priceCents: z.number().int(),
});

export const organizationResponseSchema = successSchema(
  z.object({
    id: z.string(),
    name: z.string(),
    role: z.enum(['owner', 'member']),
    plan: z.enum(DATA_PLAN_IDS),
    quota: quotaSchema,
    rateLimit: z.object({ requestsPerSecond: z.number().int() }),
    plans: z.array(planSchema),
    branding: z.object({ primaryColor: z.string().nullable(), logoUrl: z.string().nullable() }),
    widget: z.object({ allowedOrigins: z.array(z.string()), leadsEmail: z.string().nullable(), leadsWebhookUrl: z.string().nullable() }),
  }),
);

export const keyBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    scopes: z.array(z.enum(DATA_SCOPES)).min(1).max(DATA_SCOPES.length),
    expiresAt: z.iso.datetime({ offset: true }).optional().nullable(),
    allowedIpRanges: z.array(z.string().trim().max(64).refine(isCidr, 'Each allowed IP range must be a CIDR range such as 203.0.113.0/24.')).max(20).optional(),
  })
  .strict();

export const keyParamsSchema = z.object({ keyId: z.string().min(1).max(64) });

const keySummary = z.object({
  id: z.string(),
  kind: z.enum(['secret', 'publishable']),
  name: z.string(),
  prefix: z.string(),
  lastFour: z.string(),
  scopes: z.array(z.string()),
  allowedIpRanges: z.array(z.string()),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['active', 'revoked', 'expired']),
});
export const keySummarySchema = keySummary;
export const keysResponseSchema = successSchema(z.object({ keys: z.array(keySummary) }));
/** A key with its secret: answered once, when created or rotated. */
export const keyWithSecretResponseSchema = successSchema(keySummary.extend({ key: z.string() }));
export const revokedResponseSchema = successSchema(z.object({ id: z.string(), revoked: z.literal(true) }));

export const usageQuerySchema = z.object({ from: day.optional(), to: day.optional() }).strict();
export const usageResponseSchema = successSchema(
  z.object({
    from: z.string(),
    to: z.string(),
    total: z.number().int(),
    quota: quotaSchema,
    byDay: z.array(z.object({ day: z.string(), calls: z.number().int() })),
    byRoute: z.array(z.object({ route: z.string(), calls: z.number().int() })),
    rows: z.array(z.object({ day: z.string(), route: z.string(), keyId: z.string(), calls: z.number().int() })),
  }),
);

export const planCheckoutBodySchema = z.object({ plan: z.enum(['growth', 'enterprise']) }).strict();
export const planCheckoutResponseSchema = successSchema(z.object({ checkoutUrl: z.string(), sessionId: z.string(), amountCents: z.number().int() }));
