import { and, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { getClient } from './agent-clients.service';
import { agentClientNotes } from './agent-notes.tables';

/** A note as the client page shows it. */
export interface ClientNote {
  id: number;
  body: string;
  createdAt: string;
  updatedAt: string;
  edited: boolean;
}

function toNote(row: typeof agentClientNotes.$inferSelect): ClientNote {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
  };
}

const notFound = () => new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);

/** The notes on one of the agent's clients, newest first; 404 for anyone else's client. */
export async function listNotes(db: Database, agentUserId: number, clientId: number): Promise<ClientNote[]> {
  await getClient(db, agentUserId, clientId);
  const rows = await db.select().from(agentClientNotes).where(eq(agentClientNotes.clientId, clientId)).orderBy(desc(agentClientNotes.createdAt), desc(agentClientNotes.id));
  return rows.map(toNote);
}

/** Adds a timestamped note to one of the agent's clients. */
export async function addNote(db: Database, agentUserId: number, clientId: number, body: string): Promise<ClientNote> {
  await getClient(db, agentUserId, clientId);
  const [row] = await db.insert(agentClientNotes).values({ clientId, authorUserId: agentUserId, body }).returning();
  return toNote(row!);
}

/** The agent's own note on its own client (both must match, or 404). */
function ownNote(agentUserId: number, clientId: number, noteId: number) {
  return and(eq(agentClientNotes.id, noteId), eq(agentClientNotes.clientId, clientId), eq(agentClientNotes.authorUserId, agentUserId));
}

/** Changes the text of one of the agent's own notes. */
export async function editNote(db: Database, agentUserId: number, clientId: number, noteId: number, body: string): Promise<ClientNote> {
  await getClient(db, agentUserId, clientId);
  const [row] = await db
    .update(agentClientNotes)
    .set({ body, updatedAt: sql`now()` })
    .where(ownNote(agentUserId, clientId, noteId))
    .returning();
  if (!row) throw notFound();
  return toNote(row);
}

/** Deletes one of the agent's own notes. */
export async function deleteNote(db: Database, agentUserId: number, clientId: number, noteId: number): Promise<void> {
  await getClient(db, agentUserId, clientId);
  const rows = await db
    .delete(agentClientNotes)
    .where(ownNote(agentUserId, clientId, noteId))
    .returning({ id: agentClientNotes.id });
  if (rows.length === 0) throw notFound();
}
