import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import vCard from 'vcf';
import { IMPORT_FILE_MESSAGES, IMPORT_MAX_ROWS } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';

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

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

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

function readCsv(data: Buffer): string[][] {
  const parsed = Papa.parse<string[]>(textOf(data), { skipEmptyLines: 'greedy' });
  // A file papaparse cannot split into fields (no delimiter found on a multi-column file) still yields rows; quote errors do not.
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw unreadableFile();
  return parsed.data;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text; // hyperlink
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return value.result === undefined || value.result === null ? '' : String(value.result); // formula
    return '';
  }
  return String(value);
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  if (!data.subarray(0, 4).equals(ZIP_MAGIC)) throw unreadableFile();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw unreadableFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadableFile();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
    if (rows.length > IMPORT_MAX_ROWS + 1) throw refused('IMPORT_TOO_MANY_ROWS', IMPORT_FILE_MESSAGES.tooManyRows);
  });
  return rows;
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
 * Reads an uploaded contacts file by its type: CSV (papaparse), XLSX (exceljs, first sheet) or
 * vCard (vcf). A wrong type, an unreadable or empty file, or more than IMPORT_MAX_ROWS data rows is a
 * 400 with a message the agent can act on.
 */
export async function readContactFile(fileName: string, data: Buffer): Promise<ContactTable> {
  const kind = kindOf(fileName);
  if (!kind) throw refused('IMPORT_FILE_TYPE', IMPORT_FILE_MESSAGES.wrongType);
  const table = kind === 'csv' ? readCsv(data) : kind === 'xlsx' ? await readXlsx(data) : readVcard(data);
  const rows = table.map((r) => r.map((cell) => String(cell ?? '').trim())).filter((r) => r.some((cell) => cell !== ''));
  if (rows.length < 2) throw refused('IMPORT_FILE_EMPTY', IMPORT_FILE_MESSAGES.empty);
  if (rows.length - 1 > IMPORT_MAX_ROWS) throw refused('IMPORT_TOO_MANY_ROWS', IMPORT_FILE_MESSAGES.tooManyRows);
  const [headers, ...body] = rows;
  const width = headers!.length;
  return { kind, headers: headers!, rows: body.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')) };
}

/** Error code of a file over IMPORT_MAX_BYTES. */
export const fileTooLarge = () => refused('IMPORT_FILE_TOO_LARGE', IMPORT_FILE_MESSAGES.tooLarge);
