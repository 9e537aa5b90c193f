import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CLIENT_EMAIL_EXISTS_ERROR,
  CLIENT_MESSAGES,
  ERROR_CODES,
  FREE_AGENT_LIVE_CLIENT_LIMIT,
  MESSAGES,
  isClientComplete,
  isValidClient,
  isValidClientAddress,
  type AgentClient,
  type ClientDraft,
  type ClientFilter,
  type ClientSortKey,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { ApiError } from '../../http/envelope';
import type { ClientInviter } from './agent-invitations.service';
import { isAgentPro } from '../payment';
import { findUserByEmail, isUniqueViolation } from '../security';
import { agentClientInvitations } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import { agentClientNotes } from './agent-notes.tables';

// An agent's client list. Every query is scoped by the agent's user id: an agent sees only its own clients.

type ClientRow = typeof agentClients.$inferSelect;

/**
 * The agent's invitations per client, joined once (a hash join, not a lookup per row): joined = the
 * client accepted an invitation (consent: only that makes them the agent's client); invited = a live
 * client with an invitation not revoked, not joined yet. Used for the counts over the whole list.
 */
function invitationState(db: Database, agentUserId: number) {
  const inv = db
    .select({
      clientId: agentClientInvitations.clientId,
      accepted: sql<boolean>`bool_or(${agentClientInvitations.acceptedUserId} is not null)`.as('accepted'),
      open: sql<boolean>`bool_or(${agentClientInvitations.revokedAt} is null)`.as('open'),
    })
    .from(agentClientInvitations)
    .where(eq(agentClientInvitations.agentUserId, agentUserId))
    .groupBy(agentClientInvitations.clientId)
    .as('inv');
  const joined = sql<boolean>`coalesce(${inv.accepted}, false)`;
  const invited = sql<boolean>`(${agentClients.recordStatus} = 'live' and not coalesce(${inv.accepted}, false) and coalesce(${inv.open}, false))`;
  return { inv, joined, invited };
}

/** The same two states as conditions on one client row (the list's joined and invited filters). */
function invitationConditions(agentUserId: number) {
  const i = agentClientInvitations;
  const any = (condition: SQL) => sql`exists (select 1 from ${i} where ${i.agentUserId} = ${agentUserId} and ${i.clientId} = ${agentClients.id} and ${condition})`;
  const joined = any(sql`${i.acceptedUserId} is not null`);
  return { joined, invited: sql`(${agentClients.recordStatus} = 'live' and not ${joined} and ${any(sql`${i.revokedAt} is null`)})` };
}

/** Joined and invited of some of the agent's clients (a page), by client id. */
async function invitationStatesOf(db: Database, agentUserId: number, clientIds: readonly number[]): Promise<Map<number, { accepted: boolean; open: boolean }>> {
  if (clientIds.length === 0) return new Map();
  const i = agentClientInvitations;
  const rows = await db
    .select({ clientId: i.clientId, accepted: sql<boolean>`bool_or(${i.acceptedUserId} is not null)`, open: sql<boolean>`bool_or(${i.revokedAt} is null)` })
    .from(i)
    .where(and(eq(i.agentUserId, agentUserId), inArray(i.clientId, [...clientIds])))
    .groupBy(i.clientId);
  return new Map(rows.map((r) => [r.clientId, { accepted: !!r.accepted, open: !!r.open }]));
}
const incompleteSql = sql<boolean>`(${agentClients.address} = '' or ${agentClients.phoneNumber} = '' or ${agentClients.email} = '')`;

/** The agent area's view of one row. */
export function toClient(row: ClientRow, joined: boolean, invited: boolean): AgentClient {
  const validAddress = isValidClientAddress(row);
  const accountStatus = joined ? 'Active' : 'Inactive';
  const fields = { emailAddress: row.email, phoneNumber: row.phoneNumber, address: row.address };
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    ...fields,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    notes: row.notes,
    accountStatus,
    recordStatus: row.recordStatus,
    invited,
    optedOut: row.optedOutAt !== null,
    validAddress,
    valid: isValidClient({ validAddress, firstName: row.firstName, accountStatus, hasUserToken: joined, recordStatus: row.recordStatus }),
    complete: isClientComplete(fields),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the list asks for: the list's sort keys, a search text, a filter and a page. */
export interface ClientListQuery {
  sort: ClientSortKey;
  q: string;
  filter: ClientFilter;
  page: number;
  pageSize: number;
}

/** One page of the list, with how many clients match and how many each filter holds. */
export interface ClientPage {
  clients: AgentClient[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<ClientFilter, number>;
}

const SORT_COLUMNS: Record<ClientSortKey, SQL> = {
  name: sql`lower(${agentClients.firstName} || ' ' || ${agentClients.lastName})`,
  lastName: sql`lower(${agentClients.lastName})`,
  state: sql`lower(${agentClients.state})`,
  city: sql`lower(${agentClients.city})`,
  zipCode: sql`${agentClients.zipCode}`,
};

function filterSql(filter: ClientFilter, state: { joined: SQL; invited: SQL }): SQL | undefined {
  switch (filter) {
    case 'live':
      return sql`${agentClients.recordStatus} = 'live'`;
    case 'preview':
      return sql`${agentClients.recordStatus} = 'preview'`;
    case 'invited':
      return state.invited;
    case 'joined':
      return state.joined;
    case 'incomplete':
      return incompleteSql;
    default:
      return undefined;
  }
}

/** Text search over name, email, phone digits and address (case-insensitive, `%` and `_` taken literally). */
function searchSql(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (text === '') return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  return sql`(lower(${agentClients.firstName} || ' ' || ${agentClients.lastName}) like ${pattern}
    or ${agentClients.email} like ${pattern} or lower(${agentClients.address}) like ${pattern}
    or lower(${agentClients.city}) like ${pattern} or lower(${agentClients.state}) like ${pattern} or ${agentClients.zipCode} like ${pattern}
    ${digits.length >= 3 ? sql`or ${agentClients.phoneNumber} like ${`%${digits}%`}` : sql``})`;
}

/**
 * A page of the agent's clients, sorted, searched and filtered in the database (empty values sort last).
 * The page's ids come first, straight off the sort key's index (agent.tables.ts), so a deep page reads
 * index entries instead of sorting the whole list; then only that page's rows and invitations are read.
 */
export async function listClients(db: Database, agentUserId: number, query: ClientListQuery): Promise<ClientPage> {
  const mine = eq(agentClients.agentUserId, agentUserId);
  const search = searchSql(query.q);
  const key = SORT_COLUMNS[query.sort];
  const pageIds = (
    await db
      .select({ id: agentClients.id })
      .from(agentClients)
      .where(and(mine, search, filterSql(query.filter, invitationConditions(agentUserId))))
      .orderBy(sql`(${key} = '')`, key, SORT_COLUMNS.name, agentClients.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
  ).map((r) => r.id);
  const pageRows =
    pageIds.length === 0
      ? []
      : await db
          .select()
          .from(agentClients)
          .where(and(mine, inArray(agentClients.id, pageIds)));
  const byId = new Map(pageRows.map((row) => [row.id, row]));
  const invitations = await invitationStatesOf(db, agentUserId, pageIds);
  const state = invitationState(db, agentUserId);
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      live: sql<number>`(count(*) filter (where ${agentClients.recordStatus} = 'live'))::int`,
      preview: sql<number>`(count(*) filter (where ${agentClients.recordStatus} = 'preview'))::int`,
      invited: sql<number>`(count(*) filter (where ${state.invited}))::int`,
      joined: sql<number>`(count(*) filter (where ${state.joined}))::int`,
      incomplete: sql<number>`(count(*) filter (where ${incompleteSql}))::int`,
    })
    .from(agentClients)
    .leftJoin(state.inv, eq(state.inv.clientId, agentClients.id))
    .where(and(mine, search));
  return {
    clients: pageIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const inv = invitations.get(id);
      const joined = inv?.accepted ?? false;
      return [toClient(row, joined, row.recordStatus === 'live' && !joined && (inv?.open ?? false))];
    }),
    total: counts![query.filter],
    page: query.page,
    pageSize: query.pageSize,
    counts: counts!,
  };
}

/** One of the agent's clients; 404 for anyone else's (or no) client. */
export async function getClient(db: Database, agentUserId: number, clientId: number): Promise<AgentClient> {
  const [row] = await db
    .select()
    .from(agentClients)
    .where(and(eq(agentClients.id, clientId), eq(agentClients.agentUserId, agentUserId)));
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  const inv = (await invitationStatesOf(db, agentUserId, [clientId])).get(clientId);
  const joined = inv?.accepted ?? false;
  return toClient(row, joined, row.recordStatus === 'live' && !joined && (inv?.open ?? false));
}

/** The agent's live clients. */
export async function countLiveClients(db: Database, agentUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentClients)
    .where(and(eq(agentClients.agentUserId, agentUserId), eq(agentClients.recordStatus, 'live')));
  return row!.n;
}

/** 403 AGENT_CLIENT_LIMIT: a free agent going past the live-client limit (the UI opens the payment wall). */
function limitReached(liveClients: number): ApiError {
  return new ApiError(403, 'AGENT_CLIENT_LIMIT', CLIENT_MESSAGES.limitReached, { limit: FREE_AGENT_LIVE_CLIENT_LIMIT, liveClients });
}

/**
 * Takes the agent's lock for changes to its live clients (the agent's user row), so two requests at
 * the limit cannot both pass it, and checks that `adding` more live clients fit the free limit.
 */
async function checkLiveLimit(tx: Database, agentUserId: number, adding: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where id = ${agentUserId} for update`);
  if (await isAgentPro(tx, agentUserId)) return; // Agent/Broker PRO: no limit.
  const live = await countLiveClients(tx, agentUserId);
  if (live + adding > FREE_AGENT_LIVE_CLIENT_LIMIT) throw limitReached(live);
}

/**
 * Makes preview clients live (the agent confirmed an import, or added a client by hand): only the
 * agent's own preview rows among `clientIds`, all or none within the free limit. Returns the ids that
 * went live. Invitations go out from here (H19b).
 */
export async function markClientsLive(db: Database, agentUserId: number, clientIds: readonly number[], invite?: ClientInviter): Promise<number[]> {
  if (clientIds.length === 0) return [];
  const wentLive = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const mine = and(eq(agentClients.agentUserId, agentUserId), eq(agentClients.recordStatus, 'preview'), inArray(agentClients.id, [...clientIds]));
    const [pending] = await t
      .select({ n: sql<number>`count(*)::int` })
      .from(agentClients)
      .where(mine);
    await checkLiveLimit(t, agentUserId, pending!.n);
    const rows = await t
      .update(agentClients)
      .set({ recordStatus: 'live', updatedAt: sql`now()` })
      .where(mine)
      .returning({ id: agentClients.id, notes: agentClients.notes });
    await keepNotes(t, agentUserId, rows);
    return rows.map((r) => r.id);
  });
  // Invitations go out only if the agent chose them on adding (agent-invitations.service.ts).
  if (invite) await invite(agentUserId, wentLive);
  return wentLive;
}

/**
 * Notes typed with a client (the add form, an import's notes column) become the client's first
 * note, where the client page lists its notes; the row keeps none.
 */
async function keepNotes(tx: Database, agentUserId: number, rows: Array<{ id: number; notes: string }>): Promise<void> {
  const withNotes = rows.filter((r) => r.notes.trim() !== '');
  if (withNotes.length === 0) return;
  await tx.insert(agentClientNotes).values(withNotes.map((r) => ({ clientId: r.id, authorUserId: agentUserId, body: r.notes.trim() })));
  await tx
    .update(agentClients)
    .set({ notes: '' })
    .where(
      inArray(
        agentClients.id,
        withNotes.map((r) => r.id),
      ),
    );
}

function duplicateClient(): ApiError {
  return new ApiError(409, 'DUPLICATE_CLIENT', CLIENT_MESSAGES.alreadyInList, { field: 'emailAddress' });
}

async function refuseEmailWithAccount(db: Database, email: string): Promise<void> {
  if (email !== '' && (await findUserByEmail(db, email))) throw new ApiError(409, ERROR_CODES.emailExists, CLIENT_EMAIL_EXISTS_ERROR, { field: 'emailAddress' });
}

function columnsOf(client: ClientDraft) {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.emailAddress,
    phoneNumber: client.phoneNumber,
    address: client.address,
    city: client.city,
    state: client.state,
    zipCode: client.zipCode,
  };
}

/**
 * Adds a live client (within the free limit), its notes as its first note. An email that already has an account is refused with
 * the text the form maps to "Email address already has a Kukun account, and cannot be added.".
 */
export async function addClient(db: Database, agentUserId: number, client: ClientDraft, invite?: ClientInviter): Promise<AgentClient> {
  await refuseEmailWithAccount(db, client.emailAddress);
  let row: ClientRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await checkLiveLimit(t, agentUserId, 1);
      const [inserted] = await t
        .insert(agentClients)
        .values({ agentUserId, ...columnsOf(client), notes: client.notes, recordStatus: 'live' })
        .onConflictDoNothing()
        .returning();
      if (inserted) await keepNotes(t, agentUserId, [inserted]);
      return inserted && { ...inserted, notes: '' };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateClient();
    throw error;
  }
  if (!row) throw duplicateClient();
  // A client added by hand is live at once; the invitation goes out now only if the agent chose so.
  const invited = invite ? (await invite(agentUserId, [row.id])) > 0 : false;
  return toClient(row, false, invited);
}

/** Changes one of the agent's clients (same rules as adding; notes are kept in the notes list); 404 for anyone else's client. */
export async function updateClient(db: Database, agentUserId: number, clientId: number, client: ClientDraft): Promise<AgentClient> {
  const before = await getClient(db, agentUserId, clientId);
  if (client.emailAddress !== before.emailAddress) await refuseEmailWithAccount(db, client.emailAddress);
  try {
    await db
      .update(agentClients)
      .set({ ...columnsOf(client), updatedAt: sql`now()` })
      .where(and(eq(agentClients.id, clientId), eq(agentClients.agentUserId, agentUserId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateClient();
    throw error;
  }
  return getClient(db, agentUserId, clientId);
}

/** Removes one of the agent's clients; another agent's client is "not found", never deleted. */
export async function deleteClient(db: Database, agentUserId: number, clientId: number): Promise<void> {
  const deleted = await db
    .delete(agentClients)
    .where(and(eq(agentClients.id, clientId), eq(agentClients.agentUserId, agentUserId)))
    .returning({ id: agentClients.id });
  if (deleted.length === 0) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
}
