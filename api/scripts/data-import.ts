import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../src/config';
import { openDatabase } from '../src/db/database';
import { JobQueue } from '../src/jobs/job-queue';
import {
  bundledMarket,
  checkImport,
  ensureBundledMarkets,
  IMPORT_KINDS,
  ImportInputError,
  importMarketFile,
  type ImportKind,
  type ImportOptions,
  type ImportSummary,
} from '../src/modules/market';

// `npm run data:import -- --market <slug> --kind sales|permits --file <file.csv> [--map <column>=<field> ...]`
// Loads a market's CSV into the database of DATA_DIR (PGlite) or DATABASE_URL; see api/README.md.

const USAGE =
  'Usage: npm run data:import -- --market <slug> --kind sales|permits --file <file.csv> [--map <column>=<field> ...] [--name <name>] [--city <city>] [--state <ST>] [--source <text>] [--source-url <url>] [--licence <text>] [--skip-bundled]';

function optionsFromArgs(argv: string[]): ImportOptions & { skipBundled: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      market: { type: 'string' },
      kind: { type: 'string' },
      file: { type: 'string' },
      map: { type: 'string', multiple: true },
      name: { type: 'string' },
      city: { type: 'string' },
      state: { type: 'string' },
      source: { type: 'string' },
      'source-url': { type: 'string' },
      licence: { type: 'string' },
      'skip-bundled': { type: 'boolean' },
    },
    strict: true,
  });
  if (!values.market || !values.kind || !values.file) throw new ImportInputError(`--market, --kind and --file are required.\n${USAGE}`);
  if (!IMPORT_KINDS.includes(values.kind as ImportKind)) throw new ImportInputError(`--kind must be sales or permits, not "${values.kind}".`);
  const kind = values.kind as ImportKind;
  const map: Record<string, string> = {};
  for (const entry of values.map ?? []) {
    const at = entry.lastIndexOf('=');
    if (at <= 0 || at === entry.length - 1) throw new ImportInputError(`--map ${entry}: write it as <column>=<field>.`);
    map[entry.slice(0, at)] = entry.slice(at + 1);
  }
  // A bundled market's own file layout applies unless --map says otherwise.
  const preset = kind === 'sales' ? bundledMarket(values.market) : undefined;
  const market = { name: values.name, city: values.city, state: values.state, sourceText: values.source, sourceUrl: values['source-url'], licence: values.licence };
  return {
    slug: values.market,
    kind,
    file: path.resolve(values.file),
    map: Object.keys(map).length > 0 || !preset ? map : preset.map,
    market: Object.fromEntries(Object.entries(market).filter(([, value]) => value !== undefined)),
    ...(preset && Object.keys(map).length === 0 ? { defaults: preset.defaults, ...(preset.derive ? { derive: preset.derive } : {}) } : {}),
    ...(values.city || values.state ? { defaults: { ...(values.city ? { city: values.city } : {}), ...(values.state ? { state: values.state } : {}) } } : {}),
    fallbackRejectsDir: path.join(REPO_ROOT, '.data', 'rejects'),
    skipBundled: values['skip-bundled'] ?? false,
  };
}

/** A one-line progress bar, redrawn in place; only on a terminal (a log file gets the summary alone). */
function progressBar(): ImportOptions['onProgress'] {
  if (!process.stdout.isTTY) return undefined;
  return ({ rowsRead, bytesRead, totalBytes }) => {
    const share = totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 1;
    const filled = Math.round(share * 30);
    process.stdout.write(`\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${Math.round(share * 100)}% ${rowsRead.toLocaleString('en-US')} rows`);
  };
}

function printSummary(summary: ImportSummary, seconds: number): void {
  if (process.stdout.isTTY) process.stdout.write('\n');
  const rejected = Object.entries(summary.rejected).filter(([, n]) => n > 0);
  const rejectedTotal = rejected.reduce((sum, [, n]) => sum + n, 0);
  console.log(`Rows read: ${summary.read}`);
  console.log(`Loaded: ${summary.loaded}${summary.alreadyLoaded > 0 ? ` (already loaded before: ${summary.alreadyLoaded})` : ''}`);
  console.log(`Rejected: ${rejectedTotal}${rejected.map(([reason, n]) => `\n  ${reason}: ${n}`).join('')}`);
  if (summary.rejectsFile) console.log(`Rejected rows (line and reason): ${summary.rejectsFile}`);
  if (summary.trainingJobId) console.log(`Model training queued (job ${summary.trainingJobId}).`);
  console.log(`Time: ${seconds.toFixed(1)} s (${Math.round(summary.read / Math.max(seconds, 0.001))} rows/s)`);
}

async function main(): Promise<void> {
  const { skipBundled, ...options } = optionsFromArgs(process.argv.slice(2));
  // Bad input fails before the database is opened.
  await checkImport(options);
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const jobs = new JobQueue(database.db);
  try {
    if (!skipBundled) {
      const bundled = await ensureBundledMarkets(database.db, { jobs });
      for (const [slug, summary] of Object.entries(bundled)) console.log(`Loaded the bundled market ${slug}: ${summary.loaded} sales.`);
    }
    const started = Date.now();
    const onProgress = progressBar();
    const summary = await importMarketFile(database.db, { ...options, jobs, ...(onProgress ? { onProgress } : {}) });
    printSummary(summary, (Date.now() - started) / 1000);
  } finally {
    await jobs.stop();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof ImportInputError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
    console.error(known ? `data:import: ${(error as Error).message}` : error);
    process.exit(1);
  },
);
