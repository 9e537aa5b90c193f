import { z } from 'zod';
import type { ClientActivityEntry, ClientEngagement } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { BULK_INVITATIONS_MAX } from './invitation-sends.service';

// Answer schemas of the agent engagement routes (agent-engagement.route.ts). Strict: a field a service
// adds without adding it here fails the route tests instead of leaving the remotes' generated types behind.

/** One thing a client did, as the agent's timeline, feed and alerts show it (shared-lib ClientActivityEntry). */
const activityEntrySchema = z
  .strictObject({
    id: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    kind: z.enum(['click', 'sms', 'joined', 'invited', 'opted-out']),
    clickName: z.string(),
    detail: z.string(),
    emailSubject: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ClientActivityEntry' });

/** GET /activity: the feed, newest first. */
export const activityFeedResponseSchema = successSchema(z.strictObject({ activity: z.array(activityEntrySchema) }));

/** GET /notifications and POST /notifications/read: the agent's alerts with the unread count. */
export const agentNotificationsResponseSchema = successSchema(
  z
    .strictObject({
      unreadCount: z.number().int(),
      notifications: z.array(z.strictObject({ id: z.number().int(), read: z.boolean(), text: z.string(), entry: activityEntrySchema })),
    })
    .meta({ id: 'AgentNotifications' }),
);

/** GET /clients/:clientId/engagement (shared-lib ClientEngagement). */
const clientEngagementSchema = z
  .strictObject({
    clientId: z.number().int(),
    invitation: z.enum(['not-invited', 'invited', 'expired', 'revoked', 'joined', 'opted-out']),
    highlyEngaged: z.boolean(),
    clicksInWindow: z.number().int(),
    digest: z.strictObject({ enabled: z.boolean(), cadence: z.enum(['monthly', 'quarterly']), unsubscribed: z.boolean() }),
    emails: z.array(z.strictObject({ id: z.number().int(), kind: z.enum(['invitation', 'digest']), subject: z.string(), sentAt: z.string(), clicks: z.number().int() })),
    activity: z.array(activityEntrySchema),
  })
  .meta({ id: 'ClientEngagement' });

export const clientEngagementResponseSchema = successSchema(clientEngagementSchema);

// The shared-lib types the services return must fit the schemas (a change on either side fails type-checking).
const fitsEntry = (entry: ClientActivityEntry): z.input<typeof activityEntrySchema> => entry;
const fitsEngagement = (engagement: ClientEngagement): z.input<typeof clientEngagementSchema> => engagement;
void fitsEntry;
void fitsEngagement;

/** POST /clients/:clientId/invitation: when it was sent and until when its link works. */
export const invitationSentResponseSchema = successSchema(z.strictObject({ sentAt: z.string(), expiresAt: z.string() }));

/** GET /clients/:clientId/invitation-preview: the invitation as the client would get it. */
export const invitationPreviewResponseSchema = successSchema(
  z.strictObject({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }).meta({ id: 'InvitationPreview' }),
);

/** POST /invitations: the selected clients: a bulk send; answers who got one and who was left out, and why. */
export const bulkInvitationsBodySchema = z.strictObject({
  clientIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(BULK_INVITATIONS_MAX),
});
export const bulkInvitationsResponseSchema = successSchema(
  z.strictObject({
    sent: z.array(z.number().int()),
    skipped: z.array(z.strictObject({ clientId: z.number().int(), reason: z.enum(['no-email', 'opted-out', 'not-live', 'joined']) })),
  }),
);

/** DELETE /clients/:clientId/invitation: false when there was no open invitation. */
export const invitationRevokedResponseSchema = successSchema(z.strictObject({ revoked: z.boolean() }));

/** GET and PUT /engagement-settings. */
export const engagementSettingsResponseSchema = successSchema(
  z.strictObject({ alertEmails: z.boolean(), inviteOnAdd: z.boolean(), mlsLink: z.string(), phone: z.string() }).meta({ id: 'AgentEngagementSettings' }),
);

/** PUT /clients/:clientId/digest. */
export const digestEnabledResponseSchema = successSchema(z.strictObject({ enabled: z.boolean() }));

/** POST /clients/:clientId/digest/send: false when it was sent this month, off, unsubscribed or the client has not joined. */
export const digestSentResponseSchema = successSchema(z.strictObject({ sent: z.boolean() }));

/** POST /send-agent-sms: the spec's sentence ("SMS sent"). */
export const agentSmsResponseSchema = successSchema(z.string());

/** POST /branded-shares: the branded report's page and PDF (site paths). */
export const brandedShareResponseSchema = successSchema(z.strictObject({ url: z.string(), pdfUrl: z.string() }).meta({ id: 'BrandedShare' }));
