// npm run avm:evaluate -- --market <slug> [--holdout-from YYYY-MM-DD | --folds K] [--json]
// Honest accuracy of the market's home-value model (see src/modules/valuation/README.md).
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { EVALUATE_USAGE, UsageError, parseEvaluateArgs, runEvaluate } from '../src/modules/valuation/evaluate-cli';

async function main(): Promise<number> {
  const argv = process.argv.slice(2).filter((a) => a !== '--');
  try {
    parseEvaluateArgs(argv);
  } catch (e) {
    // Bad arguments fail before the database is opened.
    if (e instanceof UsageError) {
      console.error(`${e.message}\n${EVALUATE_USAGE}`);
      return 1;
    }
    throw e;
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    return await runEvaluate(
      argv,
      database.db,
      (l) => console.log(l),
      (l) => console.error(l),
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
