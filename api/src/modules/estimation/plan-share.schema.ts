import { z } from 'zod';
import { MAX_SHARE_RECIPIENTS, MESSAGES, SHARE_MESSAGES, SHARE_TEMPLATE_NAME, SHARED_TYPES, isValidEmail, type SharedType } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { estimateResultSchema, estimatorPlanSchema } from './estimation.schema';

// Shapes of sharing a saved plan: the share entry and the share request.

const sharedTypeValues = Object.values(SHARED_TYPES) as number[];

const shareEntrySchema = z.object({
  email: z.string().trim().max(254).refine(isValidEmail, MESSAGES.invalidEmail),
  sharedType: z
    .number()
    .int()
    .refine((value) => sharedTypeValues.includes(value), 'sharedType must be 1 (friend), 2 (relative), 3 (contractor), 4 (your email) or 5 (other).')
    .transform((value) => value as SharedType),
  templateName: z.literal(SHARE_TEMPLATE_NAME).default(SHARE_TEMPLATE_NAME),
});

const isBlankEmailRow = (entry: unknown): boolean => {
  const email = (entry as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() === '';
};

// The spec's rule: rows with an empty email are dropped before anything is checked
// (the same rule as dropEmptyShareEmails, applied to a body not yet known to be well formed).
const shareListSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((entry) => !isBlankEmailRow(entry)) : value),
  z.array(shareEntrySchema).min(1, SHARE_MESSAGES.noRecipients).max(MAX_SHARE_RECIPIENTS, SHARE_MESSAGES.tooManyRecipients),
);

/** POST /plans/:userPropertyPlanId/share body. */
// Both go into email subjects and bodies: one line of printable text.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

export const shareBodySchema = z.object({
  address: z.string().trim().max(200).regex(NO_CONTROL_CHARACTERS, 'The address must be one line of text.').optional(),
  senderName: z.string().trim().min(1).max(80).regex(NO_CONTROL_CHARACTERS, 'Your name must be one line of text.').optional(),
  shareList: shareListSchema,
});

export const shareResponseSchema = successSchema(
  z.object({
    sent: z.number().int(),
    pdfAttached: z.boolean(),
    sharedReportCount: z.number().int(),
    sharedReportLimit: z.number().int(),
    shareUrl: z.string(),
  }),
);

export const shareLinkResponseSchema = successSchema(z.object({ token: z.string(), url: z.string(), createdAt: z.string() }));
export const shareLinkRevokedResponseSchema = successSchema(z.object({ revoked: z.boolean() }));

export const sharedTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const sharedEstimateResponseSchema = successSchema(
  z
    .object({
      senderName: z.string(),
      plan: estimatorPlanSchema,
      estimate: estimateResultSchema,
      // A Pro agent's branding (agent/branded-share.service.ts).
      agent: z
        .object({
          agentId: z.number(),
          name: z.string(),
          companyName: z.string(),
          email: z.string(),
          phone: z.string(),
          imageUrl: z.string().nullable(),
          mlsLink: z.string().nullable(),
          financingLink: z.string().nullable(),
          insuranceLink: z.string().nullable(),
        })
        .nullable()
        .optional(),
    })
    .meta({ id: 'SharedEstimate' }),
);
