import { z } from 'zod';
import { successSchema } from '../../http/envelope';
import { estimateBodySchema } from '../estimation';

/** An origin a partner lists: scheme, host and port only (`https://broker.example`). */
const origin = z
  .string()
  .trim()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'Each allowed origin is a scheme, host and optional port, such as https://broker.example.')
  .transform((value) => new URL(value).origin);

export const widgetSettingsBodySchema = z
  .object({
    primaryColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'The primary color is a hex color such as #1a73e8.')
      .nullable(),
    logoUrl: z
      .url({ protocol: /^https$/, error: 'The logo URL must be an https URL.' })
      .max(2000)
      .nullable(),
    allowedOrigins: z.array(origin).max(20),
    leadsEmail: z.email().max(254).nullable(),
    leadsWebhookUrl: z.string().trim().max(2000).nullable(),
  })
  .strict();

export const widgetSettingsResponseSchema = successSchema(
  z.object({
    primaryColor: z.string().nullable(),
    logoUrl: z.string().nullable(),
    allowedOrigins: z.array(z.string()),
    leadsEmail: z.string().nullable(),
    leadsWebhookUrl: z.string().nullable(),
    /** The webhook's HMAC secret, answered only when it was just created. */
    leadsWebhookSecret: z.string().optional(),
  }),
);

export const publishableKeyBodySchema = z.object({ name: z.string().trim().min(1).max(100) }).strict();

/** The widget's key: in the query (`?key=pk_...`), or in a POST body's `key`. */
export const widgetKeyQuerySchema = z.object({ key: z.string().max(200).optional() });

export const widgetConfigResponseSchema = successSchema(
  z.object({ organizationName: z.string(), primaryColor: z.string().nullable(), logoUrl: z.string().nullable(), leadsEnabled: z.boolean() }),
);

export const widgetEstimateBodySchema = estimateBodySchema.extend({ key: z.string().max(200).optional() });

export const widgetLeadBodySchema = z.object({
  key: z.string().max(200).optional(),
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  consent: z.literal(true, { error: 'Please agree to be contacted.' }),
  /** The estimate the visitor saw: its project, finish level and answers (priced again here). */
  estimate: estimateBodySchema.extend({ answers: estimateBodySchema.shape.answers.default({}) }),
});

export const widgetLeadResponseSchema = successSchema(z.object({ received: z.literal(true) }));
