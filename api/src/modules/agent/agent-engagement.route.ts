import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES, SMS_TEXT_MAX_LENGTH, isAgentRole, phoneDigits } from '@homeworth/shared-lib/domain';
import { agentProfiles } from './agent-profile.tables';
import type { Database } from '../../db/database';
import { users } from '../security';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import type { Mailer } from '../../providers/mail/mailer';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import { readProfileImage, userRow } from '../security';
import { requireRole } from '../security';
import { readSessionToken } from '../security';
import { findSessionUser } from '../security';
import type { SessionSettings } from '../security';
import { finishFirstStep } from '../security';
import { toSessionUser } from '../security';
import { agentCardOf, agentCardSchema } from './agent-card.service';
import { agentEngagementSettings } from './agent-engagement.tables';
import { acceptInvitation, acceptedAgentOf, invitationStatuses, ownClient, revokeInvitation, sendInvitation } from './agent-invitations.service';
import { sendInvitations } from './invitation-sends.service';
import { previewInvitation } from './invitation-email';
import { sendAgentSms } from './agent-sms.service';
import { activityFeed, agentNotificationList, clientEngagement, markNotificationsRead } from './client-activity.service';
import { SMS_ACTIVITY_COOKIE, type ClientLinkSigner } from './client-links';
import { digestPeriod, digestPreviewHtml, sendClientDigest } from './client-digest.service';
import { agentClientDigests } from './agent-engagement.tables';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import type { PropertyDataProvider } from '../property';
import { createBrandedShare, type BrandedShareSigner } from './branded-share.service';
import {
  activityFeedResponseSchema,
  agentNotificationsResponseSchema,
  bulkInvitationsBodySchema,
  bulkInvitationsResponseSchema,
  invitationPreviewResponseSchema,
  agentSmsResponseSchema,
  brandedShareResponseSchema,
  clientEngagementResponseSchema,
  digestEnabledResponseSchema,
  digestSentResponseSchema,
  engagementSettingsResponseSchema,
  invitationRevokedResponseSchema,
  invitationSentResponseSchema,
} from './agent-engagement.schema';
import { signInResponseSchema } from '../security';

/** What the engagement routes need. */
export interface AgentEngagementRoutesOptions extends SessionSettings {
  mailer: Mailer;
  links: ClientLinkSigner;
  siteOrigin: string;
  sms: SmsProvider;
  storage: FileStorage;
  /** The property data the digest is written from. */
  provider: PropertyDataProvider;
  /** Signs Pro agents' branded report links. */
  branded: BrandedShareSigner;
}

const tags = ['agent'];
const clientParams = z.object({ clientId: z.coerce.number().int().positive().max(2_147_483_647) });
const httpLink = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500)
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'Use an http(s) address'),
]);

/** The signed-in user when there is one (routes whose answer for a guest is not a 401). */
async function optionalUser(db: Database, request: FastifyRequest) {
  const token = readSessionToken(request);
  return token === undefined ? null : await findSessionUser(db, token);
}

/**
 * /api/v1/agent engagement: the email session login an invitation leads to,
 * invitations sent, resent and revoked, each client's activity, the feed and alerts, the agent's card
 * and settings, and a client texting their agent.
 */
export const agentEngagementRoutes: FastifyPluginAsyncZod<AgentEngagementRoutesOptions> = async (app, options) => {
  const { db } = options;
  const agentOnly = [app.authenticate, requireRole('AGENT', 'AGENT_PRO')];
  const mailDeps = { db, mailer: options.mailer, links: options.links, siteOrigin: options.siteOrigin };

  app.post(
    '/email-session-login',
    {
      schema: {
        tags,
        summary:
          'Email session login {userEmail, emailToken}: posted when the invited client clicks Continue (401 "Unauthorized" for a used, expired, revoked or wrong token; 409 for an account with a password, which gets no session)',
        body: z.object({ userEmail: z.string().trim().max(254), emailToken: z.string().max(128) }),
        response: { 200: signInResponseSchema, ...failureResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const userId = await acceptInvitation(mailDeps, request.body.userEmail, request.body.emailToken);
      // An emailed link is a first step like a password: an account with two-step sign-in is asked for its code.
      return finishFirstStep(options, request, reply, toSessionUser(await userRow(db, userId)), 'SIGN_IN_LINK');
    },
  );

  app.post(
    '/clients/:clientId/invitation',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "Send or resend a client's invitation (earlier links stop working)",
        params: clientParams,
        response: { 200: invitationSentResponseSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await sendInvitation(mailDeps, request.sessionUser!.userId, request.params.clientId)),
  );

  app.get(
    '/clients/:clientId/invitation-preview',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "A client's invitation email as it would be sent (subject, text, HTML; its links sign nobody in)",
        params: clientParams,
        response: { 200: invitationPreviewResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await previewInvitation(mailDeps, await ownClient(db, request.sessionUser!.userId, request.params.clientId))),
  );

  app.post(
    '/invitations',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Send the invitations of the selected clients (all must be yours, else 404 and none is sent); answers who was left out and why',
        body: bulkInvitationsBodySchema,
        response: { 200: bulkInvitationsResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await sendInvitations(mailDeps, request.sessionUser!.userId, request.body.clientIds)),
  );

  app.delete(
    '/clients/:clientId/invitation',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "Revoke a client's open invitation",
        params: clientParams,
        response: { 200: invitationRevokedResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await revokeInvitation(db, request.sessionUser!.userId, request.params.clientId)),
  );

  app.get(
    '/clients/:clientId/engagement',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "A client's invitation, highly-engaged mark, digest, emails with their clicks and activity timeline",
        params: clientParams,
        response: { 200: clientEngagementResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const client = await ownClient(db, request.sessionUser!.userId, request.params.clientId);
      const invitation = client.optedOutAt !== null ? 'opted-out' : ((await invitationStatuses(db, [client.id])).get(client.id) ?? 'not-invited');
      return ok(await clientEngagement(db, client.id, invitation));
    },
  );

  app.get(
    '/activity',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "The agent's activity feed: clients' clicks, texts and accepted invitations, newest first",
        response: { 200: activityFeedResponseSchema, ...failureResponses(401, 403) },
      },
    },
    async (request) => ok({ activity: await activityFeed(db, request.sessionUser!.userId) }),
  );

  app.get(
    '/notifications',
    {
      preHandler: agentOnly,
      schema: { tags, summary: "The agent's alerts with the unread count", response: { 200: agentNotificationsResponseSchema, ...failureResponses(401, 403) } },
    },
    async (request) => ok(await agentNotificationList(db, request.sessionUser!.userId)),
  );

  app.post(
    '/notifications/read',
    { preHandler: agentOnly, schema: { tags, summary: "Mark the agent's alerts read", response: { 200: agentNotificationsResponseSchema, ...failureResponses(401, 403) } } },
    async (request) => {
      await markNotificationsRead(db, request.sessionUser!.userId);
      return ok(await agentNotificationList(db, request.sessionUser!.userId));
    },
  );

  const settingsOf = async (agentUserId: number) => {
    const [row] = await db.select().from(agentEngagementSettings).where(eq(agentEngagementSettings.agentUserId, agentUserId));
    const [profile] = await db.select({ phone: agentProfiles.phoneNumber }).from(agentProfiles).where(eq(agentProfiles.userId, agentUserId));
    return { alertEmails: row?.alertEmails ?? true, inviteOnAdd: row?.inviteOnAdd ?? false, mlsLink: row?.mlsLink ?? '', phone: profile?.phone ?? '' };
  };

  app.get(
    '/engagement-settings',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Alert emails on client reactions, invitations on adding a client (off by default), and the MLS link and phone of the agent card',
        response: { 200: engagementSettingsResponseSchema, ...failureResponses(401, 403) },
      },
    },
    async (request) => ok(await settingsOf(request.sessionUser!.userId)),
  );

  app.put(
    '/engagement-settings',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "Set alert emails, invitations on adding a client, the MLS link and the card's phone (10 digits; '' removes it)",
        body: z.object({
          alertEmails: z.boolean(),
          inviteOnAdd: z.boolean().optional(),
          mlsLink: httpLink,
          phone: z
            .string()
            .max(30)
            .transform((v) => phoneDigits(v))
            .refine((v) => v === '' || v.length === 10, 'Mobile number must be 10 digits')
            .optional(),
        }),
        response: { 200: engagementSettingsResponseSchema, ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const agentUserId = request.sessionUser!.userId;
      const { phone, ...settings } = request.body;
      await db
        .insert(agentEngagementSettings)
        .values({ agentUserId, ...settings })
        .onConflictDoUpdate({ target: agentEngagementSettings.agentUserId, set: { ...settings, updatedAt: sql`now()` } });
      if (phone !== undefined) {
        await db
          .insert(agentProfiles)
          .values({ userId: agentUserId, phoneNumber: phone })
          .onConflictDoUpdate({ target: agentProfiles.userId, set: { phoneNumber: phone } });
      }
      return ok(await settingsOf(agentUserId));
    },
  );

  app.get(
    '/agents/:agentId/image',
    {
      schema: {
        tags,
        summary: "An agent's card photo (png, 180x180); 404 shows the default picture",
        params: z.object({ agentId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const [user] = await db.select().from(users).where(eq(users.id, request.params.agentId));
      const image = user && isAgentRole(toSessionUser(user).userRole) ? await readProfileImage(db, options.storage, user.id) : null;
      if (!image) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=300').send(image);
    },
  );

  app.get(
    '/my-agent',
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'The "Your agent" card of a client: the agent whose invitation they accepted (null otherwise)',
        response: { 200: successSchema(z.object({ agent: agentCardSchema.nullable() })), ...failureResponses(401) },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      // Every signed-in role but agents may have (and text) an agent.
      const accepted = isAgentRole(user.userRole) ? null : await acceptedAgentOf(db, user.userId);
      return ok({ agent: accepted ? await agentCardOf(db, accepted.agentUserId) : null });
    },
  );

  app.post(
    '/send-agent-sms',
    {
      schema: {
        tags,
        summary: "A client texts their agent {agentId, smsText} (the spec's rules and messages; the click from the body or the agent_client_sms_activity cookie)",
        body: z.object({
          agentId: z.number().int().positive().max(2_147_483_647),
          smsText: z.string().trim().min(1).max(SMS_TEXT_MAX_LENGTH),
          clickName: z.string().max(64).optional(),
          emailToken: z.string().max(128).optional(),
          emailLogId: z.number().int().positive().max(2_147_483_647).optional(),
        }),
        response: { 200: agentSmsResponseSchema, ...failureResponses(400, 403, 429, 502) },
      },
    },
    async (request, reply) => {
      const user = (await optionalUser(db, request)) ?? undefined;
      const message = await sendAgentSms({ ...mailDeps, sms: options.sms }, user, request.body, request.cookies[SMS_ACTIVITY_COOKIE], () =>
        reply.clearCookie(SMS_ACTIVITY_COOKIE, { path: '/' }),
      );
      return ok(message);
    },
  );

  app.post(
    '/branded-shares',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "A Pro agent's branded home report links (page and PDF) for a client or prospect; 403 PRO_REQUIRED for a free agent",
        body: z.object({ kukunId: z.number().int().positive().max(2_147_483_647) }),
        response: { 200: brandedShareResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await createBrandedShare(db, options.branded, request.sessionUser!.userId, request.body.kukunId)),
  );

  app.get(
    '/clients/:clientId/digest-preview',
    { preHandler: agentOnly, schema: { tags, summary: "A client's monthly home digest as it would be sent (HTML)", params: clientParams } },
    async (request, reply) => {
      const client = await ownClient(db, request.sessionUser!.userId, request.params.clientId);
      const html = await digestPreviewHtml({ db, provider: options.provider, siteOrigin: options.siteOrigin }, client, request.sessionUser!);
      if (!html) throw new ApiError(404, ERROR_CODES.notFound, 'This client has no address the home report can place, so there is no digest to show.');
      return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY).send(html);
    },
  );

  app.put(
    '/clients/:clientId/digest',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "Turn a client's monthly digest on or off",
        params: clientParams,
        body: z.object({ enabled: z.boolean() }),
        response: { 200: digestEnabledResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const client = await ownClient(db, request.sessionUser!.userId, request.params.clientId);
      await db
        .insert(agentClientDigests)
        .values({ clientId: client.id, enabled: request.body.enabled })
        .onConflictDoUpdate({ target: agentClientDigests.clientId, set: { enabled: request.body.enabled, updatedAt: sql`now()` } });
      return ok({ enabled: request.body.enabled });
    },
  );

  app.post(
    '/clients/:clientId/digest/send',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "Send this month's digest now (once a month: false when it was sent, off, unsubscribed or the client has not joined)",
        params: clientParams,
        response: { 200: digestSentResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const client = await ownClient(db, request.sessionUser!.userId, request.params.clientId);
      return ok({ sent: await sendClientDigest({ ...mailDeps, provider: options.provider }, client.id, digestPeriod(new Date())) });
    },
  );
};
