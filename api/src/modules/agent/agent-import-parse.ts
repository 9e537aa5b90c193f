import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@homeworth/shared-lib/domain';

/** Limits the parse worker checks while it reads a CSV or XLSX file (before any of it is kept). */
export const IMPORT_PARSE_LIMITS = {
  maxColumns: IMPORT_MAX_COLUMNS,
  maxRows: IMPORT_MAX_ROWS,
  maxCells: (IMPORT_MAX_ROWS + 1) * IMPORT_MAX_COLUMNS,
  /** Sum of the XLSX zip's uncompressed entry sizes, from its central directory (20 MB). */
  maxZipBytes: 20 * 1024 * 1024,
  maxZipEntries: 100,
} as const;
/** A parse still running after this is stopped and the file refused. */
export const IMPORT_PARSE_TIME_MS = 10_000;
/** Heap of one parse worker; a file that needs more is refused. */
const PARSE_HEAP_MB = 256;
/** Parses at once; more wait their turn, so a burst of uploads cannot take the machine's memory. */
const PARALLEL_PARSES = 2;

// A .cjs file: Node runs it as it is, both under tsx (production) and jest (which would not compile a worker's TS).
const WORKER_FILE = path.join(__dirname, 'agent-import-worker.cjs');

/** Why the worker refused a file: the reader turns each into its message. */
export type ParseRefusal = 'unreadable' | 'tooManyRows' | 'tooManyColumns' | 'tooComplex';

export class ParseRefused extends Error {
  constructor(readonly reason: ParseRefusal) {
    super(reason);
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (running < PARALLEL_PARSES) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function runWorker(kind: 'csv' | 'xlsx', data: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { kind, data: new Uint8Array(data), limits: IMPORT_PARSE_LIMITS },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (error: ParseRefused | null, rows?: string[][]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(rows!);
    };
    const timer = setTimeout(() => settle(new ParseRefused('tooComplex')), IMPORT_PARSE_TIME_MS);
    worker.once('message', (answer: { rows?: string[][]; refused?: ParseRefusal }) =>
      answer.rows ? settle(null, answer.rows) : settle(new ParseRefused(answer.refused ?? 'unreadable')),
    );
    worker.once('error', (error: Error & { code?: string }) => settle(new ParseRefused(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooComplex' : 'unreadable')));
    worker.once('exit', () => settle(new ParseRefused('unreadable')));
  });
}

/**
 * Reads a CSV or XLSX file into rows of text cells (each cut to its last non-blank cell; blank rows
 * dropped) on a worker thread with a bounded heap and time, so a hostile file never stalls the API.
 * Throws ParseRefused when a limit is passed or the file cannot be read.
 */
export async function parseOffThread(kind: 'csv' | 'xlsx', data: Buffer): Promise<string[][]> {
  await takeTurn();
  try {
    return await runWorker(kind, data);
  } finally {
    endTurn();
  }
}
