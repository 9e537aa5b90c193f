/* eslint-disable security/detect-non-literal-fs-filename -- the importer reads the file named on its own command line and writes the rejects beside it; no request's text names a file. */
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import Papa from 'papaparse';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { ImportInputError, mapRow, REJECT_REASONS, resolveColumns, type ImportKind, type RejectReason } from './market-import-fields';
import { permitOfMappedRow, saleOfMappedRow, type RowResult } from './market-import-rows';
import { enqueueMarketTraining } from './market-jobs';
import { marketPermits, marketSales, markets } from './market.tables';

/** How a market is named and credited (only what is given is written; a new market's name defaults to its slug). */
export interface MarketDescription {
  name?: string;
  city?: string;
  state?: string;
  sourceText?: string;
  sourceUrl?: string;
  licence?: string;
}

export interface ImportOptions {
  slug: string;
  kind: ImportKind;
  file: string;
  /** file column -> canonical field (`--map`). */
  map?: Record<string, string>;
  market?: MarketDescription;
  /** Field values every row takes when the file has no column for them (a city's file: its city and state). */
  defaults?: Record<string, string>;
  /** Fields computed from a row's raw columns (Ames: bathrooms from four columns). */
  derive?: (row: Record<string, string | undefined>) => Record<string, string>;
  /** Where the rejects CSV goes (default: beside the input, or `<dataDir>/rejects/` when that folder is not writable). */
  rejectsFile?: string;
  fallbackRejectsDir?: string;
  /** Called about every 1,000 rows with the share of the file read. */
  onProgress?: (progress: { rowsRead: number; bytesRead: number; totalBytes: number }) => void;
  /** After a sales import that loaded rows, the market's model training is queued here. */
  jobs?: JobQueue;
}

export interface ImportSummary {
  read: number;
  loaded: number;
  /** Rows a previous run already stored (same market, same content): not loaded twice. */
  alreadyLoaded: number;
  rejected: Record<RejectReason, number>;
  /** The rejects CSV (line, reason and the row's own columns), or null when no row was rejected. */
  rejectsFile: string | null;
  trainingJobId: string | null;
}

export const MARKET_SLUG = /^[a-z0-9-]+$/;
/** Rows per multi-row insert: large enough to amortise round trips, small enough to bound memory. */
export const IMPORT_BATCH_ROWS = 500;
const PROGRESS_EVERY_ROWS = 1000;

function checkInput(options: Pick<ImportOptions, 'slug' | 'file'>): number {
  if (!MARKET_SLUG.test(options.slug) || options.slug.length > 60) {
    throw new ImportInputError(`Market "${options.slug}" is not a market slug: use lower-case letters, digits and hyphens (for example ames-ia).`);
  }
  try {
    const stat = fs.statSync(options.file);
    if (!stat.isFile()) throw new Error('not a file');
    fs.accessSync(options.file, fs.constants.R_OK);
    return stat.size;
  } catch (error) {
    throw new ImportInputError(`Cannot read ${options.file}: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/** The header of a CSV file: its first record, read from the first 64 KB. */
async function headerOf(file: string): Promise<string[]> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(65_536);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [header] = Papa.parse<string[]>(text, { preview: 1 }).data;
    const columns = (header ?? []).map((column) => column.trim());
    if (columns.length < 2 || text.includes('\0')) throw new ImportInputError(`${file} is not a CSV file with a header row.`);
    return columns;
  } finally {
    await handle.close();
  }
}

function defaultRejectsFile(options: ImportOptions): string {
  const beside = `${options.file.replace(/\.csv$/i, '')}.rejects.csv`;
  try {
    fs.accessSync(path.dirname(options.file), fs.constants.W_OK);
    return beside;
  } catch {
    return path.join(options.fallbackRejectsDir ?? path.dirname(options.file), `${options.slug}-${path.basename(beside)}`);
  }
}

/** Writes rejected rows as they come: `line,reason` and then the row's own columns. */
function rejectsWriter(file: string, header: string[]) {
  let stream: fs.WriteStream | undefined;
  return {
    async write(line: number, reason: RejectReason, row: Record<string, string | undefined>): Promise<void> {
      if (!stream) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        stream = fs.createWriteStream(file);
        stream.write(`${Papa.unparse([['line', 'reason', ...header]])}\n`);
      }
      if (!stream.write(`${Papa.unparse([[String(line), reason, ...header.map((column) => row[column] ?? '')]])}\n`)) await once(stream, 'drain');
    },
    async close(): Promise<string | null> {
      if (!stream) {
        fs.rmSync(file, { force: true });
        return null;
      }
      stream.end();
      await once(stream, 'finish');
      return file;
    },
  };
}

async function upsertMarket(db: Database, slug: string, description: MarketDescription = {}): Promise<void> {
  const given = Object.fromEntries(Object.entries(description).filter(([, value]) => value !== undefined));
  await db
    .insert(markets)
    .values({ slug, name: slug, ...given })
    .onConflictDoUpdate({ target: markets.slug, set: { ...given, updatedAt: new Date() } });
}

async function refreshCounts(db: Database, slug: string): Promise<void> {
  const [sales] = await db.select({ n: count() }).from(marketSales).where(eq(marketSales.marketSlug, slug));
  const [permits] = await db.select({ n: count() }).from(marketPermits).where(eq(marketPermits.marketSlug, slug));
  await db
    .update(markets)
    .set({ salesCount: sales?.n ?? 0, permitsCount: permits?.n ?? 0, updatedAt: sql`now()` })
    .where(eq(markets.slug, slug));
}

/** Inserts one batch in a transaction; rows already stored are skipped. Returns how many were new. */
async function insertBatch(db: Database, kind: ImportKind, sourceFile: string, batch: { id: string }[]): Promise<number> {
  if (batch.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = batch.map((row) => ({ ...row, sourceFile }));
    const table = kind === 'sales' ? marketSales : marketPermits;
    const inserted = await tx
      .insert(table)
      .values(rows as never[])
      .onConflictDoNothing()
      .returning({ id: table.id });
    return inserted.length;
  });
}

/** Checks the slug, the file and its columns without touching the database; throws ImportInputError. */
export async function checkImport(options: Pick<ImportOptions, 'slug' | 'kind' | 'file' | 'map'>) {
  const totalBytes = checkInput(options);
  const header = await headerOf(options.file);
  return { totalBytes, header, columns: resolveColumns(options.kind, header, options.map ?? {}) };
}

/**
 * Streams a market's CSV into the database: rows are read one at a time and inserted in batches, so a
 * file of any length loads in bounded memory. Rows are keyed by their content, so a re-run loads nothing twice.
 */
export async function importMarketFile(db: Database, options: ImportOptions): Promise<ImportSummary> {
  const { totalBytes, header, columns } = await checkImport(options);
  await upsertMarket(db, options.slug, options.market);
  const rejects = rejectsWriter(options.rejectsFile ?? defaultRejectsFile(options), header);
  const summary: ImportSummary = {
    read: 0,
    loaded: 0,
    alreadyLoaded: 0,
    rejected: Object.fromEntries(REJECT_REASONS.map((r) => [r, 0])) as Record<RejectReason, number>,
    rejectsFile: null,
    trainingJobId: null,
  };
  const seen = new Set<string>();
  const sourceFile = path.basename(options.file);
  let batch: { id: string }[] = [];
  const flush = async () => {
    const loaded = await insertBatch(db, options.kind, sourceFile, batch);
    summary.loaded += loaded;
    summary.alreadyLoaded += batch.length - loaded;
    batch = [];
  };

  const input = fs.createReadStream(options.file);
  const parser = input.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { header: true, transformHeader: (column: string) => column.trim() }));
  let line = 1;
  try {
    for await (const raw of parser as AsyncIterable<Record<string, string | undefined>>) {
      line += 1;
      if (Object.values(raw).every((value) => (value ?? '').trim() === '')) continue;
      summary.read += 1;
      const mapped = mapRow(raw, columns);
      mapped.fields = { ...mapped.fields, ...options.derive?.(raw) };
      for (const [field, value] of Object.entries(options.defaults ?? {})) if (!mapped.fields[field]) mapped.fields[field] = value;
      const result: RowResult<{ id: string }> = options.kind === 'sales' ? saleOfMappedRow(options.slug, mapped, line) : permitOfMappedRow(options.slug, mapped, line);
      const reason = !result.ok ? result.reason : seen.has(result.value.id) ? 'duplicate' : undefined;
      if (reason || !result.ok) {
        summary.rejected[reason ?? 'duplicate'] += 1;
        await rejects.write(line, reason ?? 'duplicate', raw);
      } else {
        seen.add(result.value.id);
        batch.push(result.value);
        if (batch.length >= IMPORT_BATCH_ROWS) await flush();
      }
      if (summary.read % PROGRESS_EVERY_ROWS === 0) options.onProgress?.({ rowsRead: summary.read, bytesRead: input.bytesRead, totalBytes });
    }
    await flush();
  } finally {
    summary.rejectsFile = await rejects.close();
    input.destroy();
  }
  options.onProgress?.({ rowsRead: summary.read, bytesRead: totalBytes, totalBytes });
  await refreshCounts(db, options.slug);
  if (options.kind === 'sales' && summary.loaded > 0 && options.jobs) summary.trainingJobId = await enqueueMarketTraining(options.jobs, options.slug);
  return summary;
}
