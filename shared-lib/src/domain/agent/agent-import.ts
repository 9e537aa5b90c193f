/**
 * Importing contacts into the agent's client list (`/agent/import-file`, the bulk-import API):
 * limits, the client fields a column can fill, and the per-row problems. The agent area and the API
 * both use these.
 */

/** Most data rows one import takes. */
export const IMPORT_MAX_ROWS = 10_000;
/** Largest file one import takes, in bytes (5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most columns a file may use (a column counts when any row has a value in it). */
export const IMPORT_MAX_COLUMNS = 50;
/** File types an import reads. */
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.xlsx', '.vcf'] as const;

/** What the import answers when a whole file is refused (nothing is created then). */
export const IMPORT_FILE_MESSAGES = {
  tooLarge: 'This file is larger than 5 MB. Split it into smaller files and import each one.',
  tooManyRows: 'This file has more than 10,000 contacts. Split it into files of at most 10,000 rows and import each one.',
  wrongType: 'This file type cannot be imported. Choose a CSV, Excel (.xlsx) or vCard (.vcf) file.',
  unreadable: 'This file could not be read. Export your contacts again as CSV, Excel (.xlsx) or vCard (.vcf) and try again.',
  tooManyColumns: 'This file has more than 50 columns. Keep only the contact columns (at most 50) and import it again.',
  tooComplex: 'This file is too large or complex to read. Save only your contacts as a CSV or Excel (.xlsx) file and import it again.',
  empty: 'This file has no contacts in it.',
  noFile: 'Choose a file to import.',
  noNameColumn: 'Match a column to First name (or Full name) before the preview.',
} as const;

/** Client fields a column of the file can fill. fullName is split into first and last name. */
export const IMPORT_FIELDS = ['firstName', 'lastName', 'fullName', 'emailAddress', 'phoneNumber', 'address', 'city', 'state', 'zipCode', 'notes'] as const;
/** One of the importable fields. */
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Labels of the importable fields. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  emailAddress: 'Email',
  phoneNumber: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  notes: 'Notes',
};

/** Which column (by index in the file's header row) fills each field; null: none. */
export type ImportMapping = Record<ImportField, number | null>;

/** Why a row is not imported. */
export const IMPORT_ROW_PROBLEMS = {
  badEmail: 'Email is not valid',
  noValidAddress: 'No valid address (street with number, city, state and 5-digit zip)',
  duplicateInFile: 'Duplicate of an earlier row in this file',
  alreadyClient: 'Already one of your clients',
  hasAccount: 'Already has a Homeworth account',
  noName: 'First and last name are needed (3 to 30 characters in all)',
  badPhone: 'Phone needs at least 10 digits',
} as const;

/** One of the row problems. */
export type ImportRowProblem = keyof typeof IMPORT_ROW_PROBLEMS;

/** One row of the preview: what it would create, and why not when it has problems. */
export interface ImportRowResult {
  /** 1-based row number as the agent sees it in the file (header row not counted). */
  row: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** The notes column, kept as the client's first note when the import is confirmed. */
  notes?: string;
  problems: ImportRowProblem[];
  /** The preview client record made for a good row. */
  clientId: number | null;
}

/** An import as the agent area shows it. */
export interface ImportSummary {
  id: number;
  fileName: string;
  fileKind: 'csv' | 'xlsx' | 'vcard';
  headers: string[];
  mapping: ImportMapping;
  status: 'uploaded' | 'previewed' | 'confirmed' | 'cancelled';
  rowCount: number;
  /** Each row's result once the mapping has been applied; [] before. */
  rows: ImportRowResult[];
  goodRows: number;
  badRows: number;
}
