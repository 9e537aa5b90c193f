import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  EMAIL_LOGIN_PASSWORD_ACCOUNT,
  EMAIL_LOGIN_PASSWORD_REQUIRED,
  EMAIL_LOGIN_UNAUTHORIZED,
  ERROR_CODES,
  INVITATION_TTL_DAYS,
  MESSAGES,
  ROLE_IDS,
  type InvitationStatus,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { users } from '../security';
import { ApiError } from '../../http/envelope';
import { identifyProperty } from '../property';
import { userProperties } from '../property';
import { userProfiles } from '../security';
import { hashSessionToken } from '../security';
import { normalizeEmail } from '../security';
import { agentClientInvitations, agentEngagementSettings } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import { recordActivity, type ActivityDeps } from './client-activity.service';
import { sendClientEmail, type ClientMailDeps } from './client-email.service';
import { agentNameOf, invitationEmail, invitationPath } from './invitation-email';

// Invitations and consent: a client becomes an agent's client only by
// following the invitation, which signs them in as a homeowner with their address as their home.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const unauthorized = () => new ApiError(401, ERROR_CODES.unauthenticated, EMAIL_LOGIN_UNAUTHORIZED);

/** The agent's client, or 404 (another agent's client is not found either). */
export async function ownClient(db: Database, agentUserId: number, clientId: number) {
  const [client] = await db
    .select()
    .from(agentClients)
    .where(and(eq(agentClients.id, clientId), eq(agentClients.agentUserId, agentUserId)))
    .limit(1);
  if (!client) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  return client;
}

/** 409 OPTED_OUT: the client followed the opt-out link of an invitation. */
export const OPTED_OUT_MESSAGE = 'This client opted out of your emails.';

/**
 * Sends (or sends again) the invitation of one of the agent's clients: earlier unused links stop
 * working, a new random token (stored as SHA-256) works for INVITATION_TTL_DAYS days, and the
 * agent's activity shows it at once. A client without an email, one who opted out, a preview
 * (unconfirmed) record and one who already joined are refused.
 */
export async function sendInvitation(deps: ClientMailDeps, agentUserId: number, clientId: number): Promise<{ sentAt: string; expiresAt: string }> {
  const client = await ownClient(deps.db, agentUserId, clientId);
  if (client.email === '') throw new ApiError(400, ERROR_CODES.validation, 'This client has no email address to invite.', { field: 'emailAddress' });
  if (client.optedOutAt !== null) throw new ApiError(409, 'OPTED_OUT', OPTED_OUT_MESSAGE);
  if (client.recordStatus !== 'live') throw new ApiError(409, 'CLIENT_NOT_LIVE', 'Confirm the import before inviting this client.');
  if ((await invitationStatuses(deps.db, [clientId])).get(clientId) === 'joined') {
    throw new ApiError(409, 'ALREADY_JOINED', 'This client has already accepted your invitation.');
  }
  await revokeOpenInvitations(deps.db, clientId);
  const token = randomBytes(32).toString('base64url');
  const [row] = await deps.db
    .insert(agentClientInvitations)
    .values({ clientId, agentUserId, email: client.email, tokenHash: hashSessionToken(token), expiresAt: sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})` })
    .returning();
  const content = invitationEmail(await agentNameOf(deps.db, agentUserId), client, invitationPath(client.email, token), deps.links.optOutUrl(deps.siteOrigin, client.id));
  const emailLogId = await sendClientEmail(deps, { id: client.id, agentUserId, email: client.email, firstName: client.firstName }, 'invitation', content);
  await recordActivity(deps, { clientId, agentUserId, kind: 'invited', emailLogId });
  return { sentAt: row!.sentAt.toISOString(), expiresAt: row!.expiresAt.toISOString() };
}

/** Revokes the client's unused, unrevoked invitations; returns how many. */
export async function revokeOpenInvitations(db: Database, clientId: number): Promise<number> {
  const revoked = await db
    .update(agentClientInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(agentClientInvitations.clientId, clientId), isNull(agentClientInvitations.usedAt), isNull(agentClientInvitations.revokedAt)))
    .returning({ id: agentClientInvitations.id });
  return revoked.length;
}

/** Revokes the client's open invitation: its link answers "Unauthorized" from now on. */
export async function revokeInvitation(db: Database, agentUserId: number, clientId: number): Promise<{ revoked: boolean }> {
  await ownClient(db, agentUserId, clientId);
  return { revoked: (await revokeOpenInvitations(db, clientId)) > 0 };
}

/**
 * Invites every client of the list that is live, has an email, has not opted out and was never
 * invited (clients going live when the agent chose invitations on adding). Returns how many were sent.
 */
export async function inviteClients(deps: ClientMailDeps, agentUserId: number, clientIds: number[]): Promise<number> {
  if (clientIds.length === 0) return 0;
  const clients = await deps.db
    .select({ id: agentClients.id })
    .from(agentClients)
    .where(
      and(
        eq(agentClients.agentUserId, agentUserId),
        inArray(agentClients.id, clientIds),
        ne(agentClients.email, ''),
        eq(agentClients.recordStatus, 'live'),
        isNull(agentClients.optedOutAt),
      ),
    );
  const statuses = await invitationStatuses(
    deps.db,
    clients.map((c) => c.id),
  );
  let sent = 0;
  for (const { id } of clients) {
    if (statuses.get(id) !== 'not-invited') continue;
    await sendInvitation(deps, agentUserId, id);
    sent += 1;
  }
  return sent;
}

/** Where each client's latest invitation stands. */
export async function invitationStatuses(db: Database, clientIds: number[]): Promise<Map<number, InvitationStatus>> {
  const statuses = new Map<number, InvitationStatus>(clientIds.map((id) => [id, 'not-invited']));
  if (clientIds.length === 0) return statuses;
  const rows = await db
    .select({
      clientId: agentClientInvitations.clientId,
      accepted: sql<boolean>`${agentClientInvitations.acceptedUserId} is not null`,
      revoked: sql<boolean>`${agentClientInvitations.revokedAt} is not null`,
      expired: sql<boolean>`${agentClientInvitations.expiresAt} <= now()`,
    })
    .from(agentClientInvitations)
    .where(inArray(agentClientInvitations.clientId, clientIds))
    .orderBy(desc(agentClientInvitations.id));
  for (const row of rows) {
    if (statuses.get(row.clientId) === 'joined') continue;
    if (row.accepted) statuses.set(row.clientId, 'joined');
    else if (statuses.get(row.clientId) === 'not-invited') statuses.set(row.clientId, row.revoked ? 'revoked' : row.expired ? 'expired' : 'invited');
  }
  return statuses;
}

// A sign-in link never opens an account that has a password: its owner signs in with it.
const passwordAccount = () => new ApiError(409, EMAIL_LOGIN_PASSWORD_REQUIRED, EMAIL_LOGIN_PASSWORD_ACCOUNT);

/** The homeowner account of an invited client: theirs if they have one (homeowners without a password only), else a new one without a password. */
async function accountForClient(db: Database, client: typeof agentClients.$inferSelect, email: string): Promise<number> {
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    if (existing.roleId !== ROLE_IDS.homeowner) throw unauthorized();
    if (existing.passwordHash !== null) throw passwordAccount();
    return existing.id;
  }
  const [created] = await db
    .insert(users)
    // The link proved the address, so the account is verified; a password can be chosen later.
    .values({ email, passwordHash: null, firstName: client.firstName, lastName: client.lastName, roleId: ROLE_IDS.homeowner, accountStatus: 'VERIFIED' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return accountForClient(db, client, email);
  await db
    .insert(userProfiles)
    .values({ userId: created.id, phone: client.phoneNumber || null, verifiedAt: sql`now()` })
    .onConflictDoNothing();
  return created.id;
}

/** Puts the client's address in their list of homes (a home the agent typed that is not a valid address is left out). */
async function addClientHome(db: Database, userId: number, client: typeof agentClients.$inferSelect): Promise<void> {
  try {
    const property = await identifyProperty(db, { address: client.address, city: client.city, state: client.state, zipCode: client.zipCode });
    await db.insert(userProperties).values({ userId, kukunId: property.kukunId }).onConflictDoNothing();
  } catch {
    // An address the report cannot place: the client searches their home on the dashboard instead.
  }
}

/**
 * The email session login {userEmail, emailToken} (posted only when the client clicks Continue):
 * uses the invitation (one conditional UPDATE, so two clicks cannot both succeed), signs the client
 * in as a homeowner with their address as their home, and only now makes the agent their associated
 * agent. A used, expired, revoked, unknown token, or one for another email, is 401 "Unauthorized";
 * an account with a password is 409 (the link stays unused: its owner signs in with the password).
 * Returns the user id to sign in.
 */
export async function acceptInvitation(deps: ActivityDeps, userEmail: string, emailToken: string): Promise<number> {
  const email = normalizeEmail(userEmail);
  if (!TOKEN_PATTERN.test(emailToken)) throw unauthorized();
  const usable = and(
    eq(agentClientInvitations.tokenHash, hashSessionToken(emailToken)),
    eq(agentClientInvitations.email, email),
    isNull(agentClientInvitations.usedAt),
    isNull(agentClientInvitations.revokedAt),
    gt(agentClientInvitations.expiresAt, sql`now()`),
  );
  const [open] = await deps.db.select({ id: agentClientInvitations.id }).from(agentClientInvitations).where(usable).limit(1);
  if (!open) throw unauthorized();
  const [owner] = await deps.db.select({ roleId: users.roleId, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
  if (owner && owner.roleId !== ROLE_IDS.homeowner) throw unauthorized();
  if (owner && owner.passwordHash !== null) throw passwordAccount();
  const [invitation] = await deps.db
    .update(agentClientInvitations)
    .set({ usedAt: sql`now()` })
    .where(usable)
    .returning();
  if (!invitation) throw unauthorized();
  const [client] = await deps.db.select().from(agentClients).where(eq(agentClients.id, invitation.clientId)).limit(1);
  if (!client || client.email !== email) throw unauthorized();
  const userId = await accountForClient(deps.db, client, email);
  await addClientHome(deps.db, userId, client);
  await deps.db.update(agentClientInvitations).set({ acceptedUserId: userId }).where(eq(agentClientInvitations.id, invitation.id));
  await recordActivity(deps, { clientId: client.id, agentUserId: client.agentUserId, kind: 'joined' });
  return userId;
}

/** The agent whose invitation this homeowner accepted last (consent: never by email alone); null when none. */
export async function acceptedAgentOf(db: Database, userId: number): Promise<{ agentUserId: number; clientId: number } | null> {
  const [row] = await db
    .select({ agentUserId: agentClientInvitations.agentUserId, clientId: agentClientInvitations.clientId })
    .from(agentClientInvitations)
    .where(eq(agentClientInvitations.acceptedUserId, userId))
    .orderBy(desc(agentClientInvitations.usedAt), desc(agentClientInvitations.id))
    .limit(1);
  return row ?? null;
}

/** Sends the invitations of clients that just went live, if the agent chose so (what `markClientsLive` and `addClient` call); returns how many were sent or queued. */
export type ClientInviter = (agentUserId: number, clientIds: number[]) => Promise<number>;

/** Up to this many clients going live together are invited within the request; a larger import is invited by a job. */
export const INLINE_INVITATIONS_MAX = 50;
/** The queue that invites the clients of a large import. */
export const INVITE_CLIENTS_QUEUE = 'agent.invite-clients';

/** Whether the agent chose to invite clients as soon as they are added ("Send invitations when I add a client"; off until chosen). */
export async function invitesOnAdd(db: Database, agentUserId: number): Promise<boolean> {
  const [row] = await db.select({ on: agentEngagementSettings.inviteOnAdd }).from(agentEngagementSettings).where(eq(agentEngagementSettings.agentUserId, agentUserId));
  return row?.on ?? false;
}

/**
 * The inviter the app hands to the client routes. Nothing is sent unless the agent chose invitations
 * on adding; then a few clients are invited at once (the agent sees them invited), a large confirmed
 * import goes to the durable invitation job so the request stays quick.
 */
export function clientInviter(deps: ClientMailDeps, jobs?: JobQueue): ClientInviter {
  return async (agentUserId, clientIds) => {
    if (clientIds.length === 0 || !(await invitesOnAdd(deps.db, agentUserId))) return 0;
    if (!jobs || clientIds.length <= INLINE_INVITATIONS_MAX) return inviteClients(deps, agentUserId, clientIds);
    await jobs.send(INVITE_CLIENTS_QUEUE, { agentUserId, clientIds });
    return clientIds.length;
  };
}

/** Defines the invitation queue; with `workers`, this process sends the invitations (a retried job skips clients already invited). */
export async function startInvitationJobs(jobs: JobQueue, deps: ClientMailDeps, options: { workers: boolean }): Promise<void> {
  await jobs.define(INVITE_CLIENTS_QUEUE, { retryLimit: 4, retryDelaySeconds: 60, expireInSeconds: 1800 });
  if (options.workers)
    await jobs.work<{ agentUserId: number; clientIds: number[] }>(INVITE_CLIENTS_QUEUE, async (job) => void (await inviteClients(deps, job.data.agentUserId, job.data.clientIds)));
}
