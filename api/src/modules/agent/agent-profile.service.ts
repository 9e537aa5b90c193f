import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CLIENT_MESSAGES, ERROR_CODES, isValidClientName, personNameProblem, phoneDigits } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { ApiError, successSchema } from '../../http/envelope';
import { agentProfiles } from './agent-profile.tables';
import { isUniqueViolation } from '../security';
import { agentEngagementSettings } from './agent-engagement.tables';
import { agentRowOf } from './agent-card.service';
import { agentLinksBodySchema } from './agent.schema';

// The agent form in one place: first name, last
// name, username, phone, email (shown; changed only on /user/edit-profile, which asks for the
// current password), mlsLink, financingLink, insuranceLink, the alert-email choice and whether adding a client invites them.

/** The agent's public handle: 3 to 30 letters, digits, dots, dashes or underscores. */
export const AGENT_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/** The messages of the username rule. */
export const AGENT_USERNAME_MESSAGES = {
  invalid: 'Username must be 3 to 30 characters: letters, digits, dots, dashes or underscores.',
  taken: 'This username is taken.',
} as const;

const USERNAME_TAKEN_CODE = 'USERNAME_TAKEN';

function nameField(which: 'first' | 'last') {
  return z
    .string()
    .max(254)
    .superRefine((value, ctx) => {
      const problem = personNameProblem(value, which);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v.trim());
}

/** PUT /agent/profile body: the names follow /user/edit-profile's rules and the 3-to-30 full-name rule; '' removes the username, phone or a link. */
export const agentProfileBodySchema = z
  .object({
    firstName: nameField('first'),
    lastName: nameField('last'),
    username: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || AGENT_USERNAME_PATTERN.test(v), AGENT_USERNAME_MESSAGES.invalid),
    phone: z
      .string()
      .max(30)
      .transform((v) => phoneDigits(v))
      .refine((v) => v === '' || v.length === 10, 'Mobile number must be 10 digits'),
    mlsLink: agentLinksBodySchema.shape.financingLink,
    financingLink: agentLinksBodySchema.shape.financingLink,
    insuranceLink: agentLinksBodySchema.shape.insuranceLink,
    alertEmails: z.boolean(),
    /** "Send invitations when I add a client"; left as it is when not given. */
    inviteOnAdd: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (!isValidClientName(body.firstName, body.lastName)) ctx.addIssue({ code: 'custom', path: ['firstName'], message: CLIENT_MESSAGES.nameLength });
  });

/** What the agent form shows. */
export const agentProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  mlsLink: z.string(),
  financingLink: z.string(),
  insuranceLink: z.string(),
  alertEmails: z.boolean(),
  inviteOnAdd: z.boolean(),
  /** Whether the agent has a card photo (so the page asks for the image only when there is one). */
  hasPhoto: z.boolean(),
});
export const agentProfileResponseSchema = successSchema(agentProfileSchema);

/** The agent's form values. */
export async function agentProfileOf(db: Database, agentUserId: number): Promise<z.infer<typeof agentProfileSchema>> {
  const row = await agentRowOf(db, agentUserId);
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'Not found');
  return {
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    username: row.settings?.username ?? '',
    email: row.user.email,
    phone: row.agent?.phoneNumber ?? '',
    mlsLink: row.settings?.mlsLink ?? '',
    financingLink: row.agent?.financingLink ?? '',
    insuranceLink: row.agent?.insuranceLink ?? '',
    alertEmails: row.settings?.alertEmails ?? true,
    inviteOnAdd: row.settings?.inviteOnAdd ?? false,
    hasPhoto: Boolean(row.profile?.profileImageKey),
  };
}

const usernameTaken = () => new ApiError(409, USERNAME_TAKEN_CODE, AGENT_USERNAME_MESSAGES.taken, { field: 'username' });

/** Saves the whole agent form in one transaction; 409 USERNAME_TAKEN when another agent has the username in any case. */
export async function saveAgentProfile(db: Database, agentUserId: number, body: z.infer<typeof agentProfileBodySchema>) {
  const username = body.username === '' ? null : body.username;
  if (username !== null) {
    const [other] = await db
      .select({ id: agentEngagementSettings.agentUserId })
      .from(agentEngagementSettings)
      .where(and(sql`lower(${agentEngagementSettings.username}) = lower(${username})`, ne(agentEngagementSettings.agentUserId, agentUserId)));
    if (other) throw usernameTaken();
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: body.firstName, lastName: body.lastName }).where(eq(users.id, agentUserId));
      const settings = { alertEmails: body.alertEmails, inviteOnAdd: body.inviteOnAdd, mlsLink: body.mlsLink, username };
      await tx
        .insert(agentEngagementSettings)
        .values({ agentUserId, ...settings })
        .onConflictDoUpdate({ target: agentEngagementSettings.agentUserId, set: { ...settings, updatedAt: sql`now()` } });
      const card = { phoneNumber: body.phone, financingLink: body.financingLink, insuranceLink: body.insuranceLink };
      await tx
        .insert(agentProfiles)
        .values({ userId: agentUserId, ...card })
        .onConflictDoUpdate({ target: agentProfiles.userId, set: card });
    });
  } catch (error) {
    // Two agents choosing the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  return agentProfileOf(db, agentUserId);
}
