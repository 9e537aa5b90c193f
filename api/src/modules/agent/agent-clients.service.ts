import { and, asc, eq, sql } from 'drizzle-orm';
import { CLIENT_EMAIL_EXISTS_ERROR, CLIENT_MESSAGES, ERROR_CODES, MESSAGES, sortClients, type AgentClient, type ClientDraft, type ClientSortKey } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { findUserByEmail } from '../security/user.service';
import { agentClients } from './agent.tables';

// An agent's client list. Every query is scoped by the agent's user id: an agent sees only its own clients.

type ClientRow = typeof agentClients.$inferSelect;

function toClient(row: ClientRow, hasAccount: boolean): AgentClient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    notes: row.notes,
    // Active once the invited client has created an account with that email.
    accountStatus: hasAccount ? 'Active' : 'Inactive',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The agent's clients, sorted by one of the spec's sort keys. */
export async function listClients(db: Database, agentUserId: number, sort: ClientSortKey): Promise<AgentClient[]> {
  const rows = await db
    .select({ client: agentClients, accountId: users.id })
    .from(agentClients)
    .leftJoin(users, and(sql`${agentClients.email} <> ''`, eq(users.email, agentClients.email)))
    .where(eq(agentClients.agentUserId, agentUserId))
    .orderBy(asc(agentClients.id));
  return sortClients(
    rows.map((r) => toClient(r.client, r.accountId !== null)),
    sort,
  );
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === '23505' || cause?.code === '23505';
}

/**
 * Adds a client. An email that already has an account is refused with the text the form maps to
 * "Email address already has a Kukun account, and cannot be added." (estimator-property-agent.md §5).
 */
export async function addClient(db: Database, agentUserId: number, client: ClientDraft): Promise<AgentClient> {
  if (client.emailAddress !== '') {
    if (await findUserByEmail(db, client.emailAddress)) throw new ApiError(409, ERROR_CODES.emailExists, CLIENT_EMAIL_EXISTS_ERROR, { field: 'emailAddress' });
  }
  const duplicate = () => new ApiError(409, 'DUPLICATE_CLIENT', CLIENT_MESSAGES.alreadyInList, { field: 'emailAddress' });
  try {
    const [row] = await db
      .insert(agentClients)
      .values({
        agentUserId,
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.emailAddress,
        phoneNumber: client.phoneNumber,
        address: client.address,
        city: client.city,
        state: client.state,
        zipCode: client.zipCode,
        notes: client.notes,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw duplicate();
    return toClient(row, false);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Removes one of the agent's clients; another agent's client is "not found", never deleted. */
export async function deleteClient(db: Database, agentUserId: number, clientId: number): Promise<void> {
  const deleted = await db
    .delete(agentClients)
    .where(and(eq(agentClients.id, clientId), eq(agentClients.agentUserId, agentUserId)))
    .returning({ id: agentClients.id });
  if (deleted.length === 0) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
}
