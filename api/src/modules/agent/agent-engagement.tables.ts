import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../security';
import { agentClients } from './agent.tables';

// Invitations, client emails, clicks, SMS and the agent's alerts.

/**
 * An invitation sent to an agent's client (the emailInvitationLink and its
 * userEmailToken). Only the SHA-256 of the token is stored; it works once, for that email, until
 * `expires_at`, and not after `revoked_at`. `accepted_user_id` is set when the client signs in
 * through it: only then is the agent the client's associated agent (consent).
 */
export const agentClientInvitations = pgTable(
  'agent_client_invitations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => agentClients.id, { onDelete: 'cascade' }),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('agent_client_invitations_client_idx').on(table.clientId),
    // The client list reads one agent's invitations (joined, invited) without touching other agents'.
    index('agent_client_invitations_agent_client_idx').on(table.agentUserId, table.clientId),
    index('agent_client_invitations_accepted_idx').on(table.acceptedUserId),
    check('agent_client_invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** What an email to a client was. */
export const CLIENT_EMAIL_KINDS = ['invitation', 'digest'] as const;

/** Every email sent to a client: its id is the spec's emailLogId, which tracked links carry. */
export const agentClientEmailLog = pgTable(
  'agent_client_email_log',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => agentClients.id, { onDelete: 'cascade' }),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLIENT_EMAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    /** The digest period (`2026-11`), '' for other mail: one digest per client and period. */
    period: text('period').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_client_email_log_client_idx').on(table.clientId),
    uniqueIndex('agent_client_email_log_digest_once')
      .on(table.clientId, table.kind, table.period)
      .where(sql`${table.kind} = 'digest'`),
  ],
);

/** What a client did, and the invitations the agent sent them. */
export const CLIENT_ACTIVITY_KINDS = ['click', 'sms', 'joined', 'invited', 'opted-out'] as const;

/** A client's reactions, newest last: clicks on tracked links, texts to the agent, accepted invitations, opt-outs; and invitations sent. */
export const agentClientActivity = pgTable(
  'agent_client_activity',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => agentClients.id, { onDelete: 'cascade' }),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLIENT_ACTIVITY_KINDS }).notNull(),
    emailLogId: integer('email_log_id').references(() => agentClientEmailLog.id, { onDelete: 'set null' }),
    /** The spec's clickName of the link (clicks), '' otherwise. */
    clickName: text('click_name').notNull().default(''),
    /** The text of an SMS, the path a click led to. */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_client_activity_agent_idx').on(table.agentUserId, table.createdAt), index('agent_client_activity_client_idx').on(table.clientId, table.createdAt)],
);

/** The agent's in-app alerts: one per client reaction, unread until the agent opens the list. */
export const agentNotifications = pgTable(
  'agent_notifications',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .unique()
      .references(() => agentClientActivity.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('agent_notifications_agent_idx').on(table.agentUserId, table.readAt)],
);

/**
 * The agent's choices: alert emails on client reactions, invitations on adding a client, the public MLS link of the card, and the
 * agent's public username (unique among agents whatever the case, null until chosen).
 */
export const agentEngagementSettings = pgTable(
  'agent_engagement_settings',
  {
    agentUserId: integer('agent_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertEmails: boolean('alert_emails').notNull().default(true),
    /** Send the invitation as soon as a client is added or an import confirmed; off: the agent sends each one. */
    inviteOnAdd: boolean('invite_on_add').notNull().default(false),
    mlsLink: text('mls_link').notNull().default(''),
    username: text('username'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('agent_engagement_settings_username_unique').on(sql`lower(${table.username})`)],
);

/** How often a client's digest goes out. */
export const DIGEST_CADENCES = ['monthly', 'quarterly'] as const;

/** A client's home digest: on or off (the agent), unsubscribed (the client), monthly or quarterly. */
export const agentClientDigests = pgTable('agent_client_digests', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => agentClients.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  cadence: text('cadence', { enum: DIGEST_CADENCES }).notNull().default('monthly'),
  /** Digests sent in a row without a click; at DIGEST_QUARTERLY_AFTER_UNCLICKED the cadence becomes quarterly. */
  unclickedSends: integer('unclicked_sends').notNull().default(0),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
