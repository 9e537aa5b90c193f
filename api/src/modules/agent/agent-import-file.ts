import vCard from 'vcf';
import { IMPORT_FILE_MESSAGES, IMPORT_MAX_ROWS } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { ParseRefused, parseOffThread, type ParseRefusal } from './agent-import-parse';

/** A contacts file read into a header row and data rows of text cells (blank rows dropped). */
export interface ContactTable {
  kind: 'csv' | 'xlsx' | 'vcard';
  headers: string[];
  rows: string[][];
}

/** 400 with one of the whole-file messages (nothing is created). */
function refused(code: string, message: string): ApiError {
  return new ApiError(400, code, message, { field: 'file' });
}

export const unreadableFile = () => refused('IMPORT_FILE_UNREADABLE', IMPORT_FILE_MESSAGES.unreadable);

const REFUSALS: Record<ParseRefusal, () => ApiError> = {
  unreadable: unreadableFile,
  tooManyRows: () => refused('IMPORT_TOO_MANY_ROWS', IMPORT_FILE_MESSAGES.tooManyRows),
  tooManyColumns: () => refused('IMPORT_TOO_MANY_COLUMNS', IMPORT_FILE_MESSAGES.tooManyColumns),
  tooComplex: () => refused('IMPORT_FILE_TOO_COMPLEX', IMPORT_FILE_MESSAGES.tooComplex),
};

async function readTable(kind: 'csv' | 'xlsx', data: Buffer): Promise<string[][]> {
  try {
    return await parseOffThread(kind, data);
  } catch (error) {
    if (error instanceof ParseRefused) throw REFUSALS[error.reason]();
    throw error;
  }
}

function kindOf(fileName: string): ContactTable['kind'] | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.vcf') || name.endsWith('.vcard')) return 'vcard';
  return null;
}

/** Text of a file that must be text: UTF-8 (a BOM dropped), refused when it holds NUL bytes (a binary file renamed). */
function textOf(data: Buffer): string {
  if (data.includes(0)) throw unreadableFile();
  return data.toString('utf8').replace(/^\uFEFF/, '');
}

/** Headers of a vCard file read as a table; the column matcher knows them like any other. */
export const VCARD_HEADERS = ['First name', 'Last name', 'Full name', 'Email', 'Phone', 'Street', 'City', 'State', 'Zip code', 'Notes'];

function first(card: vCard, key: string): string {
  const prop = card.get(key);
  const one = Array.isArray(prop) ? prop[0] : prop;
  return one ? String(one.valueOf()).trim() : '';
}

/** A vCard value split on unescaped semicolons (N and ADR are structured), escapes undone. */
function parts(value: string): string[] {
  return value.split(/(?<!\\);/).map((p) =>
    p
      .replace(/\\([,;\\])/g, '$1')
      .replace(/\\n/gi, ' ')
      .trim(),
  );
}

function readVcard(data: Buffer): string[][] {
  const text = textOf(data).replace(/\r?\n/g, '\r\n');
  let cards: vCard[];
  try {
    cards = vCard.parse(text);
  } catch {
    throw unreadableFile();
  }
  const rows = cards.map((card) => {
    const [last = '', given = ''] = parts(first(card, 'n'));
    // ADR: post office box; extended address; street; locality; region; postal code; country.
    const [, , street = '', city = '', region = '', postal = ''] = parts(first(card, 'adr'));
    return [given, last, first(card, 'fn'), first(card, 'email'), first(card, 'tel'), street, city, region, postal, first(card, 'note')];
  });
  return [VCARD_HEADERS, ...rows];
}

/**
 * Reads an uploaded contacts file by its type: CSV (papaparse) or XLSX (first sheet, streamed) on a
 * parse worker, vCard (vcf) here. A wrong type, an unreadable or empty file, more than IMPORT_MAX_ROWS
 * data rows or IMPORT_MAX_COLUMNS columns, or a file past the worker's limits is a 400 with a message
 * the agent can act on.
 */
export async function readContactFile(fileName: string, data: Buffer): Promise<ContactTable> {
  const kind = kindOf(fileName);
  if (!kind) throw refused('IMPORT_FILE_TYPE', IMPORT_FILE_MESSAGES.wrongType);
  const table = kind === 'vcard' ? readVcard(data) : await readTable(kind, data);
  const rows = table.map((r) => r.map((cell) => String(cell ?? '').trim())).filter((r) => r.some((cell) => cell !== ''));
  if (rows.length < 2) throw refused('IMPORT_FILE_EMPTY', IMPORT_FILE_MESSAGES.empty);
  if (rows.length - 1 > IMPORT_MAX_ROWS) throw refused('IMPORT_TOO_MANY_ROWS', IMPORT_FILE_MESSAGES.tooManyRows);
  const [headers, ...body] = rows;
  const width = headers!.length;
  return { kind, headers: headers!, rows: body.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')) };
}

/** Error code of a file over IMPORT_MAX_BYTES. */
export const fileTooLarge = () => refused('IMPORT_FILE_TOO_LARGE', IMPORT_FILE_MESSAGES.tooLarge);
