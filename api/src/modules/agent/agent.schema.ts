import { z } from 'zod';
import {
  CLIENT_FILTERS,
  CLIENT_MESSAGES,
  CLIENT_NOTES_MAX,
  CLIENT_PAGE_SIZE,
  CLIENT_SORT_KEYS,
  clientNameProblems,
  isValidClientPhone,
  isValidEmail,
  phoneDigits,
} from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';

// Shapes of /api/v1/agent. Field rules and messages come from the shared domain.

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
    firstName: z
      .string()
      .max(30 + 20)
      .transform((value) => value.trim()),
    lastName: z
      .string()
      .max(30 + 20)
      .transform((value) => value.trim()),
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

/** Query of GET /clients: the list's sort keys, a search text, a filter and a page. */
export const clientListQuerySchema = z.object({
  sort: z.enum(CLIENT_SORT_KEYS).default('name'),
  q: z.string().max(100).default(''),
  filter: z.enum(CLIENT_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CLIENT_PAGE_SIZE),
});

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Path of /clients/:clientId. */
export const clientParamsSchema = z.object({ clientId: id });

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
  recordStatus: z.enum(['preview', 'live']),
  invited: z.boolean(),
  optedOut: z.boolean(),
  validAddress: z.boolean(),
  valid: z.boolean(),
  complete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const filterCounts = z.object(Object.fromEntries(CLIENT_FILTERS.map((f) => [f, z.number().int()])) as Record<(typeof CLIENT_FILTERS)[number], z.ZodNumber>);

export const clientListResponseSchema = successSchema(
  z.object({ clients: z.array(agentClientSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), counts: filterCounts }),
);
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
    agent: z.object({ agentId: z.number(), displayName: z.string(), companyName: z.string(), agentImage: z.string().nullable() }).nullable(),
  }),
);

/** GET/POST /count: the agent's payment state and its live clients against the free limit. */
export const agentCountResponseSchema = successSchema(
  z.object({
    enablePaywall: z.boolean(),
    isLimitExhausted: z.boolean(),
    isMonthlySubscriptionFailed: z.boolean(),
    monthlySubscriptionFailedInvoiceUrl: z.string().nullable(),
    liveClients: z.number().int(),
    liveClientLimit: z.number().int().nullable(),
    paymentRole: z.enum(['AGENT', 'AGENT_PRO']),
  }),
);

/** POST /count body: the spec's {accessToken} is the session cookie here, so anything sent is ignored. */
export const agentCountBodySchema = z.object({ accessToken: z.string().max(500).optional() }).optional();

/** Path of /clients/:clientId/notes/:noteId. */
export const noteParamsSchema = z.object({ clientId: id, noteId: id });
/** POST/PUT note body. */
export const noteBodySchema = z.object({ body: z.string().trim().min(1, 'Write a note first.').max(CLIENT_NOTES_MAX) });
const noteSchema = z.object({ id: z.number(), body: z.string(), createdAt: z.string(), updatedAt: z.string(), edited: z.boolean() });
export const noteResponseSchema = successSchema(z.object({ note: noteSchema }));
export const noteListResponseSchema = successSchema(z.object({ notes: z.array(noteSchema) }));

const clientHomeSchema = z.object({
  userPropertyId: z.number(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  claimed: z.boolean(),
  selected: z.boolean(),
  currentValue: z.number().nullable(),
  valueChange: z.number().nullable(),
});
/** The client's homes (claimed ones marked) with which send notifications, and the spec's all/zero/partial. */
export const clientHomesResponseSchema = successSchema(z.object({ homes: z.array(clientHomeSchema), notificationPreference: z.enum(['all', 'zero', 'partial']) }));
/** PUT /clients/:clientId/property-preferences body: the homes' selected flags. */
export const propertyPreferencesBodySchema = z.object({
  preferences: z.array(z.object({ userPropertyId: id, selected: z.boolean() })).max(200),
});
