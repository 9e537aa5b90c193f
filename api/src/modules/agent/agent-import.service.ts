import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  ERROR_CODES,
  IMPORT_FIELDS,
  CLIENT_NOTES_MAX,
  IMPORT_FILE_MESSAGES,
  IMPORT_ROW_PROBLEMS,
  MESSAGES,
  US_STATES,
  clientNameProblems,
  isValidClientAddress,
  isValidEmail,
  phoneDigits,
  type ImportMapping,
  type ImportRowProblem,
  type ImportRowResult,
  type ImportSummary,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { ApiError } from '../../http/envelope';
import type { ClientInviter } from './agent-invitations.service';
import { markClientsLive } from './agent-clients.service';
import { matchColumns } from './agent-import-columns';
import { readContactFile } from './agent-import-file';
import { agentImports } from './agent-import.tables';
import { agentClients } from './agent.tables';

type ImportRow = typeof agentImports.$inferSelect;

/** Rows inserted per statement (10 columns each, well under PostgreSQL's parameter limit). */
const INSERT_CHUNK = 1000;

const notFound = () => new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);

function summaryOf(row: ImportRow): ImportSummary {
  const rows = (row.results ?? []) as ImportRowResult[];
  const bad = rows.filter((r) => r.problems.length > 0).length;
  return {
    id: row.id,
    fileName: row.fileName,
    fileKind: row.fileKind as ImportSummary['fileKind'],
    headers: row.headers,
    mapping: row.mapping as ImportMapping,
    status: row.status,
    rowCount: row.rows.length,
    rows,
    goodRows: rows.length - bad,
    badRows: bad,
  };
}

async function ownImport(db: Database, agentUserId: number, importId: number): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(agentImports)
    .where(and(eq(agentImports.id, importId), eq(agentImports.agentUserId, agentUserId)));
  if (!row) throw notFound();
  return row;
}

/** Reads the file (nothing is created when it is refused) and keeps its cells with the columns matched automatically. */
export async function uploadImport(db: Database, agentUserId: number, fileName: string, data: Buffer): Promise<ImportSummary> {
  const table = await readContactFile(fileName, data);
  const [row] = await db
    .insert(agentImports)
    .values({ agentUserId, fileName: fileName.slice(0, 200), fileKind: table.kind, headers: table.headers, rows: table.rows, mapping: matchColumns(table.headers) })
    .returning();
  return summaryOf(row!);
}

/** The import as the agent left it; 404 for anyone else's. */
export async function getImport(db: Database, agentUserId: number, importId: number): Promise<ImportSummary> {
  return summaryOf(await ownImport(db, agentUserId, importId));
}

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** "Texas" or "tx" -> "TX"; anything else as given. */
function stateCode(value: string): string {
  const v = value.trim();
  if (/^[a-z]{2}$/i.test(v)) return v.toUpperCase();
  return STATE_BY_NAME.get(v.toLowerCase()) ?? v;
}

/** Digits of a phone, a leading US country code 1 dropped so it shows as (xxx) xxx-xxxx. */
function phoneOf(value: string): string {
  const d = phoneDigits(value);
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

/** One data row read through the mapping (a full name split when no first name column is matched). */
function clientOfRow(cells: readonly string[], mapping: ImportMapping, row: number): ImportRowResult {
  const at = (field: keyof ImportMapping) => {
    const index = mapping[field];
    return index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  };
  let firstName = at('firstName');
  let lastName = at('lastName');
  if (firstName === '' && lastName === '' && at('fullName') !== '') {
    const words = at('fullName').split(/\s+/);
    lastName = words.length > 1 ? words.pop()! : '';
    firstName = words.join(' ');
  }
  const zip = at('zipCode');
  return {
    row,
    firstName,
    lastName,
    emailAddress: at('emailAddress').toLowerCase(),
    phoneNumber: at('phoneNumber'),
    address: at('address'),
    city: at('city'),
    state: stateCode(at('state')),
    // Spreadsheets drop the leading zero of New England zip codes (02108 -> 2108); ZIP+4 keeps its first five.
    zipCode: /^\d{3,4}$/.test(zip) ? zip.padStart(5, '0') : /^\d{5}-\d{4}$/.test(zip) ? zip.slice(0, 5) : zip,
    notes: at('notes').slice(0, CLIENT_NOTES_MAX),
    problems: [],
    clientId: null,
  };
}

/** Emails among `emails` that already have an account, and that the agent already has as clients (outside this import). */
async function knownEmails(db: Database, agentUserId: number, importId: number, emails: string[]) {
  const accounts = new Set<string>();
  const clients = new Set<string>();
  for (let i = 0; i < emails.length; i += INSERT_CHUNK) {
    const chunk = emails.slice(i, i + INSERT_CHUNK);
    for (const u of await db.select({ email: users.email }).from(users).where(inArray(users.email, chunk))) accounts.add(u.email);
    const mine = await db
      .select({ email: agentClients.email })
      .from(agentClients)
      .where(and(eq(agentClients.agentUserId, agentUserId), inArray(agentClients.email, chunk), or(isNull(agentClients.importId), ne(agentClients.importId, importId))));
    for (const c of mine) clients.add(c.email);
  }
  return { accounts, clients };
}

/** Checks every row: bad email or phone, no name, no valid address, duplicate in the file, already a client, already has an account. */
async function checkRows(db: Database, agentUserId: number, imported: ImportRow, mapping: ImportMapping): Promise<ImportRowResult[]> {
  const results = imported.rows.map((cells, i) => clientOfRow(cells, mapping, i + 1));
  const emails = [...new Set(results.map((r) => r.emailAddress).filter((e) => e !== ''))];
  const known = await knownEmails(db, agentUserId, imported.id, emails);
  const seen = new Set<string>();
  for (const r of results) {
    const problems: ImportRowProblem[] = [];
    if (Object.keys(clientNameProblems(r.firstName, r.lastName)).length > 0) problems.push('noName');
    if (r.emailAddress !== '' && !isValidEmail(r.emailAddress)) problems.push('badEmail');
    if (r.phoneNumber !== '' && phoneDigits(r.phoneNumber).length < 10) problems.push('badPhone');
    if (!isValidClientAddress(r)) problems.push('noValidAddress');
    if (r.emailAddress !== '') {
      if (seen.has(r.emailAddress)) problems.push('duplicateInFile');
      else if (known.clients.has(r.emailAddress)) problems.push('alreadyClient');
      else if (known.accounts.has(r.emailAddress)) problems.push('hasAccount');
      seen.add(r.emailAddress);
    }
    r.problems = problems;
    r.phoneNumber = phoneOf(r.phoneNumber);
  }
  return results;
}

/**
 * Applies the agent's column mapping: every row is checked, the good ones become preview clients
 * (replacing this import's earlier preview rows), and each row's result is kept for the preview and
 * the report. Needs a first name or full name column.
 */
export async function previewImport(db: Database, agentUserId: number, importId: number, mapping: ImportMapping): Promise<ImportSummary> {
  const imported = await ownImport(db, agentUserId, importId);
  if (imported.status === 'confirmed' || imported.status === 'cancelled') throw new ApiError(409, 'IMPORT_CLOSED', 'This import is already finished; start a new one.');
  const width = imported.headers.length;
  if (Object.values(mapping).some((i) => i !== null && i >= width))
    throw new ApiError(400, ERROR_CODES.validation, 'mapping: a column that is not in the file', { field: 'mapping' });
  if (mapping.firstName === null && mapping.fullName === null) throw new ApiError(400, ERROR_CODES.validation, IMPORT_FILE_MESSAGES.noNameColumn, { field: 'mapping' });
  const results = await checkRows(db, agentUserId, imported, mapping);
  await db.transaction(async (tx) => {
    await tx.delete(agentClients).where(and(eq(agentClients.importId, importId), eq(agentClients.agentUserId, agentUserId), eq(agentClients.recordStatus, 'preview')));
    const good = results.filter((r) => r.problems.length === 0);
    for (let i = 0; i < good.length; i += INSERT_CHUNK) {
      const chunk = good.slice(i, i + INSERT_CHUNK);
      const inserted = await tx
        .insert(agentClients)
        .values(
          chunk.map((r) => ({
            agentUserId,
            importId,
            recordStatus: 'preview' as const,
            firstName: r.firstName,
            lastName: r.lastName,
            email: r.emailAddress,
            phoneNumber: r.phoneNumber,
            address: r.address,
            city: r.city,
            state: r.state,
            zipCode: r.zipCode,
            notes: r.notes ?? '',
          })),
        )
        .returning({ id: agentClients.id });
      inserted.forEach((row, j) => (chunk[j]!.clientId = row.id));
    }
    await tx.update(agentImports).set({ mapping, results, status: 'previewed' }).where(eq(agentImports.id, importId));
  });
  return getImport(db, agentUserId, importId);
}

/** The agent confirms: the import's preview clients go live (within the free limit) and are invited. */
export async function confirmImport(db: Database, agentUserId: number, importId: number, invite?: ClientInviter): Promise<ImportSummary & { wentLive: number }> {
  const imported = await ownImport(db, agentUserId, importId);
  if (imported.status !== 'previewed') throw new ApiError(409, 'IMPORT_NOT_PREVIEWED', 'Check the preview of this import before confirming it.');
  const ids = ((imported.results ?? []) as ImportRowResult[]).map((r) => r.clientId).filter((id): id is number => id !== null);
  const wentLive = await markClientsLive(db, agentUserId, ids, invite);
  await db.update(agentImports).set({ status: 'confirmed' }).where(eq(agentImports.id, importId));
  return { ...(await getImport(db, agentUserId, importId)), wentLive: wentLive.length };
}

/** The agent drops an import: its preview clients are deleted (live ones stay). */
export async function cancelImport(db: Database, agentUserId: number, importId: number): Promise<ImportSummary> {
  const imported = await ownImport(db, agentUserId, importId);
  if (imported.status === 'confirmed') throw new ApiError(409, 'IMPORT_CLOSED', 'This import is already confirmed.');
  await db.delete(agentClients).where(and(eq(agentClients.importId, importId), eq(agentClients.agentUserId, agentUserId), eq(agentClients.recordStatus, 'preview')));
  await db.update(agentImports).set({ status: 'cancelled' }).where(eq(agentImports.id, importId));
  return getImport(db, agentUserId, importId);
}

/** The per-row report as CSV: each row, what it became and why a row was not imported. */
export async function importReportCsv(db: Database, agentUserId: number, importId: number): Promise<{ fileName: string; csv: string }> {
  const summary = await getImport(db, agentUserId, importId);
  const outcome = (r: ImportRowResult) =>
    r.problems.length > 0 ? 'Not imported' : summary.status === 'confirmed' ? 'Imported' : summary.status === 'cancelled' ? 'Cancelled' : 'Preview';
  // escapeFormulae: a cell starting with = + - @ gets a leading apostrophe, so a spreadsheet shows it instead of running it.
  const csv = Papa.unparse(
    {
      fields: ['Row', 'First name', 'Last name', 'Email', 'Phone', 'Street address', 'City', 'State', 'Zip code', 'Result', 'Problems'],
      data: summary.rows.map((r) => [
        r.row,
        r.firstName,
        r.lastName,
        r.emailAddress,
        r.phoneNumber,
        r.address,
        r.city,
        r.state,
        r.zipCode,
        outcome(r),
        r.problems.map((p) => IMPORT_ROW_PROBLEMS[p]).join('; '),
      ]),
    },
    { escapeFormulae: true },
  );
  return { fileName: `import-${importId}-report.csv`, csv };
}

/** Unused fields check: every importable field has a place in the mapping. */
export function completeMapping(partial: Partial<ImportMapping>): ImportMapping {
  return Object.fromEntries(IMPORT_FIELDS.map((f) => [f, partial[f] ?? null])) as ImportMapping;
}
