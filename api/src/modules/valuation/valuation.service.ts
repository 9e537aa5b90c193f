import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { listMarketSales, listMarkets } from '../market';
import { marketSales } from '../market';
import type { HomeFacts, MarketValue } from '../market';
import { armsLengthSales } from './arms-length';
import type { Evaluation } from './evaluate';
import { MIN_SALES, hedonicIndex } from './hedonic';
import { type ValuationModel, fitValuationModel, poolOf, valueWith } from './model';
import type { PoolSale } from './comparables';
import { valuationModels } from './valuation.tables';

/** Fits a market's model to all its recorded sales and stores it; returns the new model's id. */
export async function trainMarketModel(db: Database, slug: string): Promise<{ id: number; model: ValuationModel }> {
  const sales = await listMarketSales(db, slug);
  const model = fitValuationModel(sales);
  const [row] = await db.insert(valuationModels).values({ marketSlug: slug, salesCount: model.salesCount, method: model.method, model }).returning({ id: valuationModels.id });
  return { id: (row as { id: number }).id, model };
}

async function latestModelRow(db: Database, slug: string): Promise<{ id: number; trainedAt: Date } | undefined> {
  const [row] = await db
    .select({ id: valuationModels.id, trainedAt: valuationModels.trainedAt })
    .from(valuationModels)
    .where(eq(valuationModels.marketSlug, slug))
    .orderBy(desc(valuationModels.trainedAt), desc(valuationModels.id))
    .limit(1);
  return row;
}

/** Loaded markets whose model is missing or older than their newest imported sale. */
export async function staleMarkets(db: Database): Promise<string[]> {
  const stale: string[] = [];
  for (const market of await listMarkets(db)) {
    if (market.salesCount < MIN_SALES) continue;
    const latest = await latestModelRow(db, market.slug);
    const [newest] = await db
      .select({ at: max(marketSales.createdAt) })
      .from(marketSales)
      .where(eq(marketSales.marketSlug, market.slug));
    if (!latest || (newest?.at && newest.at > latest.trainedAt)) stale.push(market.slug);
  }
  return stale;
}

interface Served {
  model: ValuationModel;
  pool: PoolSale[];
}

// The serving model of each market and its comps pool, per process; a retrained model has a new id and replaces it.
const served = new Map<string, { id: number; entry: Promise<Served> }>();

async function servedModel(db: Database, slug: string): Promise<Served | null> {
  const latest = await latestModelRow(db, slug);
  if (!latest) return null;
  const cached = served.get(slug);
  if (cached?.id === latest.id) return cached.entry;
  const entry = (async () => {
    const [row] = await db.select({ model: valuationModels.model }).from(valuationModels).where(eq(valuationModels.id, latest.id));
    const model = (row as { model: ValuationModel }).model;
    return { model, pool: poolOf(model.hedonic, armsLengthSales(await listMarketSales(db, slug))) };
  })();
  served.set(slug, { id: latest.id, entry });
  entry.catch(() => served.delete(slug));
  return entry;
}

/**
 * A home's value from its market's latest model, or null when the market has none yet. `asOf`
 * (YYYY-MM-DD) defaults to the newest recorded sale the model saw: past it the index is only held flat.
 */
export async function marketValue(db: Database, slug: string, facts: HomeFacts, asOf?: string): Promise<MarketValue | null> {
  const entry = await servedModel(db, slug);
  if (!entry) return null;
  const date = asOf ?? entry.model.trainedThrough;
  return valueWith(
    entry.model,
    entry.pool.filter((s) => s.saleDate <= date),
    slug,
    facts,
    date,
  );
}

/** The market's price index by month from its latest model's time terms (first month = 1). */
export async function marketIndex(db: Database, slug: string): Promise<{ month: string; index: number; trend: number }[] | null> {
  const entry = await servedModel(db, slug);
  return entry ? hedonicIndex(entry.model.hedonic) : null;
}

/** Stores an evaluation on the market's latest model row (training one first when there is none). */
export async function recordEvaluation(db: Database, slug: string, evaluation: Evaluation, design: string): Promise<void> {
  const latest = (await latestModelRow(db, slug)) ?? (await trainMarketModel(db, slug));
  await db
    .update(valuationModels)
    .set({ evaluation: { ...evaluation, design }, evaluatedAt: new Date() })
    .where(eq(valuationModels.id, latest.id));
}

/** Per market, the latest stored evaluation: for the accuracy page. */
export interface MarketEvaluation {
  marketSlug: string;
  n: number;
  mdape: number;
  ppe10: number;
  coverage80: number;
  evaluatedAt: string;
  method: string;
  /** How it was measured, e.g. "holdout from 2010-01-01" or "10-fold cross-validation". */
  design: string;
}

export async function latestEvaluations(db: Database): Promise<MarketEvaluation[]> {
  const rows = await db
    .select()
    .from(valuationModels)
    .where(and(isNotNull(valuationModels.evaluation), isNotNull(valuationModels.evaluatedAt)))
    .orderBy(desc(valuationModels.evaluatedAt));
  const seen = new Set<string>();
  const out: MarketEvaluation[] = [];
  for (const row of rows) {
    if (seen.has(row.marketSlug) || !row.evaluation || !row.evaluatedAt) continue;
    seen.add(row.marketSlug);
    const e = row.evaluation;
    out.push({
      marketSlug: row.marketSlug,
      n: e.n,
      mdape: e.mdape,
      ppe10: e.ppe10,
      coverage80: e.coverage80,
      evaluatedAt: row.evaluatedAt.toISOString(),
      method: row.method,
      design: e.design,
    });
  }
  return out;
}
