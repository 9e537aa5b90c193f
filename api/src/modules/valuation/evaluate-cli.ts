import type { Database } from '../../db/database';
import { bundledMarket, ensureBundledMarkets, listMarketSales } from '../market';
import { type Evaluation, evaluateFolds, evaluateHoldout } from './evaluate';
import { recordEvaluation } from './valuation.service';

/** `npm run avm:evaluate -- --market <slug> [--holdout-from YYYY-MM-DD | --folds K] [--json]` */
export const EVALUATE_USAGE = 'Usage: npm run avm:evaluate -- --market <slug> [--holdout-from YYYY-MM-DD | --folds K] [--json]';

export interface EvaluateArgs {
  market: string;
  design: { holdoutFrom: string } | { folds: number };
  json: boolean;
}

export class UsageError extends Error {}

const DEFAULT_FOLDS = 10;

/** The CLI's arguments, or a UsageError saying what is wrong. */
export function parseEvaluateArgs(argv: string[]): EvaluateArgs {
  let market: string | undefined;
  let holdoutFrom: string | undefined;
  let folds: number | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      return v;
    };
    if (arg === '--market') market = next();
    else if (arg === '--holdout-from') holdoutFrom = next();
    else if (arg === '--folds') {
      const v = next();
      folds = Number(v);
      if (!/^\d+$/.test(v) || folds < 2 || folds > 50) throw new UsageError(`--folds must be a whole number from 2 to 50 (got "${v}").`);
    } else if (arg === '--json') json = true;
    else throw new UsageError(`Unknown argument "${arg}".`);
  }
  if (!market) throw new UsageError('--market <slug> is required.');
  if (!/^[a-z0-9-]+$/.test(market)) throw new UsageError(`"${market}" is not a market slug (lower-case letters, digits and dashes).`);
  if (holdoutFrom !== undefined && folds !== undefined) throw new UsageError('Give --holdout-from or --folds, not both.');
  if (holdoutFrom !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(holdoutFrom) || Number.isNaN(Date.parse(holdoutFrom)))) {
    throw new UsageError(`--holdout-from must be a date YYYY-MM-DD (got "${holdoutFrom}").`);
  }
  return { market, design: holdoutFrom !== undefined ? { holdoutFrom } : { folds: folds ?? DEFAULT_FOLDS }, json };
}

export function designText(design: EvaluateArgs['design']): string {
  return 'holdoutFrom' in design ? `trained before ${design.holdoutFrom}, measured on the sales from then` : `${design.folds}-fold cross-validation`;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** Runs the evaluation on `db` and stores it; returns the exit code. Bad input → message on `err`, 1. */
export async function runEvaluate(argv: string[], db: Database, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let args: EvaluateArgs;
  try {
    args = parseEvaluateArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err(`${e.message}\n${EVALUATE_USAGE}`);
    return 1;
  }
  // A bundled market (Ames) is loaded on first use, so the evaluation works on a fresh DATA_DIR.
  if (bundledMarket(args.market)) await ensureBundledMarkets(db);
  const sales = await listMarketSales(db, args.market);
  if (sales.length === 0) {
    err(`No market "${args.market}" is loaded (import it with npm run data:import).`);
    return 1;
  }
  let result: Evaluation;
  try {
    result = 'holdoutFrom' in args.design ? evaluateHoldout(sales, args.design.holdoutFrom) : evaluateFolds(sales, args.design.folds);
  } catch (e) {
    err(e instanceof Error ? e.message : String(e));
    return 1;
  }
  await recordEvaluation(db, args.market, result, designText(args.design));
  if (args.json) out(JSON.stringify(result));
  else {
    out(`Market ${args.market}: ${designText(args.design)}; arm's-length sales only`);
    out(`  sales measured       ${result.n}`);
    out(`  median abs. error    ${pct(result.mdape)}   (area median $/sqft baseline: ${pct(result.baseline.mdape)})`);
    out(`  within 10% / 20%     ${pct(result.ppe10)} / ${pct(result.ppe20)}`);
    out(`  inside 80% interval  ${pct(result.coverage80)}`);
  }
  return 0;
}
