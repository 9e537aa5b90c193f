import { z } from 'zod';
import {
  CLIENT_MESSAGES,
  CLIENT_NOTES_MAX,
  CLIENT_SORT_KEYS,
  clientNameProblems,
  isValidClientPhone,
  isValidEmail,
  phoneDigits,
} from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';

// Shapes of /api/v1/agent. Field rules and messages come from the shared domain (estimator-property-agent.md §5).

function checked(max: number, check: (value: string) => boolean, message: string) {
  return z
    .string()
    .max(max)
    .refine((value) => check(value), { message })
    .transform((value) => value.trim());
}

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** POST /clients body: the add-client form (full name 3-30; email, phone and zip checked when given). */
export const clientBodySchema = z
  .object({
    firstName: z.string().max(30 + 20).transform((value) => value.trim()),
    lastName: z.string().max(30 + 20).transform((value) => value.trim()),
    emailAddress: checked(254, (v) => v.trim() === '' || isValidEmail(v), CLIENT_MESSAGES.emailInvalid)
      .transform((v) => v.toLowerCase())
      .default(''),
    phoneNumber: checked(30, (v) => v.trim() === '' || isValidClientPhone(v), CLIENT_MESSAGES.phoneInvalid)
      .transform(phoneDigits)
      .default(''),
    address: optionalText(120),
    city: optionalText(60),
    state: optionalText(40),
    zipCode: checked(10, (v) => v.trim() === '' || /^\d{5}$/.test(v.trim()), CLIENT_MESSAGES.zipInvalid).default(''),
    notes: optionalText(CLIENT_NOTES_MAX),
  })
  // The shared name rule reads both parts, so it runs on the whole body; its message names the field.
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(clientNameProblems(body.firstName, body.lastName))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** Query of GET /clients: the spec's sort keys (§9). */
export const clientListQuerySchema = z.object({ sort: z.enum(CLIENT_SORT_KEYS).default('name') });

/** Path of DELETE /clients/:clientId. */
export const clientParamsSchema = z.object({ clientId: z.coerce.number().int().positive().max(2_147_483_647) });

export const agentClientSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  notes: z.string(),
  accountStatus: z.enum(['Active', 'Inactive']),
  createdAt: z.string(),
});

export const clientListResponseSchema = successSchema(z.object({ clients: z.array(agentClientSchema) }));
export const clientResponseSchema = successSchema(z.object({ client: agentClientSchema }));
export const clientDeletedResponseSchema = successSchema(z.object({ deleted: z.literal(true) }));

/** A partner link: an http(s) URL, or '' to remove it. */
const partnerLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), { message: 'Please enter a full web address starting with https://' });

/** PUT /links body. */
export const agentLinksBodySchema = z.object({ financingLink: partnerLink, insuranceLink: partnerLink });

const agentLinksSchema = z.object({ financingLink: z.string().nullable(), insuranceLink: z.string().nullable() });
export const agentLinksResponseSchema = successSchema(agentLinksSchema);

/** GET /associated-agent: the spec's message.financingLink and message.insuranceLink, plus who the agent is. */
export const associatedAgentResponseSchema = successSchema(
  agentLinksSchema.extend({
    agent: z.object({ agentId: z.number(), displayName: z.string(), companyName: z.string() }).nullable(),
  }),
);
