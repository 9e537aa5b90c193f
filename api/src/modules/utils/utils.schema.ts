import { z } from 'zod';
import { ANALYTICS_CATEGORIES, ANALYTICS_LIMITS, CONTACT_LIMITS, CONTACT_TOPICS } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';

// Request and response shapes of /api/v1/utils. The contact email's format is checked in the
// handler so that it answers with the spec's own code and sentence (10003), not a generic VALIDATION.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /contact-us body. */
export const contactUsBodySchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().max(CONTACT_LIMITS.email),
  phone: optionalText(CONTACT_LIMITS.phone),
  company: optionalText(CONTACT_LIMITS.company),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
});

/** POST /loans-email-notification body. */
export const loansNotificationBodySchema = z.object({ requestorEmail: z.string().trim().min(1).max(CONTACT_LIMITS.email) });

/** `{ success: true, message: { id } }` of contact-us. */
export const contactUsResponseSchema = successSchema(z.object({ id: z.number().int() }));

/** POST /visits body: the path (with query) the signed-in user opened. */
export const visitBodySchema = z.object({
  visitUrl: z.string().trim().min(1).max(ANALYTICS_LIMITS.visitUrl),
});

/** POST /events body. */
export const eventBodySchema = z.object({
  category: z.enum(ANALYTICS_CATEGORIES),
  step: z.string().trim().min(1).max(ANALYTICS_LIMITS.step),
  detail: optionalText(ANALYTICS_LIMITS.detail),
});

/** `{ success: true, message: { recorded } }` of visits and events: false when the visitor has not agreed to analytics (or the browser asks not to be tracked). */
export const recordedResponseSchema = successSchema(z.object({ recorded: z.boolean() }));

/** A validated contact-us body. */
export type ContactUsBody = z.infer<typeof contactUsBodySchema>;
/** A validated analytics event body. */
export type EventBody = z.infer<typeof eventBodySchema>;
