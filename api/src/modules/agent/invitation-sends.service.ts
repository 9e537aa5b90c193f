import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { agentClients } from './agent.tables';
import { invitationStatuses, revokeOpenInvitations, sendInvitation } from './agent-invitations.service';
import { recordActivity, type ActivityDeps } from './client-activity.service';
import type { ClientMailDeps } from './client-email.service';

// The agent's sends of many invitations at once, and the client's opt-out that stops them all.

/** The most clients one bulk send names (a page of the list at its largest). */
export const BULK_INVITATIONS_MAX = 100;

/** Why a bulk send left a client out. */
export type InvitationSkip = 'no-email' | 'opted-out' | 'not-live' | 'joined';

/**
 * Sends the invitation of each selected client, within the request (the activity shows them at
 * once). Every id must be the agent's own client, or nothing is sent (404). Clients without an
 * email, opted out, not confirmed or joined are left out with the reason; others get a new link.
 */
export async function sendInvitations(deps: ClientMailDeps, agentUserId: number, clientIds: number[]) {
  const ids = [...new Set(clientIds)];
  const rows = await deps.db
    .select({ id: agentClients.id, email: agentClients.email, optedOutAt: agentClients.optedOutAt, recordStatus: agentClients.recordStatus })
    .from(agentClients)
    .where(and(eq(agentClients.agentUserId, agentUserId), inArray(agentClients.id, ids)));
  if (rows.length !== ids.length) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const statuses = await invitationStatuses(deps.db, ids);
  const sent: number[] = [];
  const skipped: Array<{ clientId: number; reason: InvitationSkip }> = [];
  for (const id of ids) {
    const row = byId.get(id)!;
    const reason: InvitationSkip | null =
      row.email === '' ? 'no-email' : row.optedOutAt !== null ? 'opted-out' : row.recordStatus !== 'live' ? 'not-live' : statuses.get(id) === 'joined' ? 'joined' : null;
    if (reason) skipped.push({ clientId: id, reason });
    else {
      await sendInvitation(deps, agentUserId, id);
      sent.push(id);
    }
  }
  return { sent, skipped };
}

/**
 * The client's opt-out (from the invitation's link): from now on no invitation or agent email goes
 * to them, their open invitation link stops working, and the agent is told once. False when the
 * client had already opted out.
 */
export async function optOutClient(deps: ActivityDeps, clientId: number): Promise<boolean> {
  const [client] = await deps.db
    .update(agentClients)
    .set({ optedOutAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(agentClients.id, clientId), isNull(agentClients.optedOutAt)))
    .returning({ id: agentClients.id, agentUserId: agentClients.agentUserId });
  if (!client) return false;
  await revokeOpenInvitations(deps.db, clientId);
  await recordActivity(deps, { clientId, agentUserId: client.agentUserId, kind: 'opted-out' });
  return true;
}
