import path from 'node:path';
import { eq } from 'drizzle-orm';
import { REPO_ROOT } from '../../config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { importMarketFile, type ImportOptions, type ImportSummary, type MarketDescription } from './market-import';
import { numberOf } from './market-import-fields';
import { markets } from './market.tables';

/** A market whose sales file ships in the repository (api/data/markets/<slug>/), with its column mapping. */
export interface BundledMarket {
  slug: string;
  file: string;
  market: Required<MarketDescription>;
  map: Record<string, string>;
  defaults: Record<string, string>;
  derive?: ImportOptions['derive'];
}

const MARKETS_DIR = path.join(REPO_ROOT, 'api', 'data', 'markets');

const num = (value: string | undefined): number => numberOf(value) ?? 0;

/** Ames, Iowa 2006-2010 (De Cock, from the Ames Assessor's records; see api/data/markets/ames-ia/README.md). */
export const AMES: BundledMarket = {
  slug: 'ames-ia',
  file: path.join(MARKETS_DIR, 'ames-ia', 'sales.csv'),
  market: {
    name: 'Ames, IA',
    city: 'Ames',
    state: 'IA',
    sourceText: 'Ames Assessor’s Office records compiled by Dean De Cock (2011)',
    sourceUrl: 'https://jse.amstat.org/v19n3/decock.pdf',
    licence: 'MIT (R package modeldata 1.1.0)',
  },
  map: {
    Sale_Price: 'sale_price',
    Year_Sold: 'year_sold',
    Mo_Sold: 'month_sold',
    Gr_Liv_Area: 'living_area',
    Bedroom_AbvGr: 'bedrooms',
    Year_Built: 'year_built',
    Lot_Area: 'lot_area',
    Latitude: 'latitude',
    Longitude: 'longitude',
    Bldg_Type: 'property_type',
  },
  // The file has no city, state or ZIP columns: every sale is in Ames, IA; the ZIP stays unknown.
  defaults: { city: 'Ames', state: 'IA' },
  // Bathrooms as listings count them: full baths plus half a bath for each half bath, basement ones included.
  derive: (row) => ({
    bathrooms: String(num(row.Full_Bath) + num(row.Bsmt_Full_Bath) + 0.5 * (num(row.Half_Bath) + num(row.Bsmt_Half_Bath))),
  }),
};

/** The markets the repository ships. */
export const BUNDLED_MARKETS: readonly BundledMarket[] = [AMES];

/** The bundled preset of a slug, so `data:import --market ames-ia` maps the Ames columns without --map. */
export const bundledMarket = (slug: string): BundledMarket | undefined => BUNDLED_MARKETS.find((market) => market.slug === slug);

/**
 * Loads each bundled market into a database that lacks it (no sales yet); a no-op afterwards. Called at
 * API start and by the data CLIs. Rejected rows go to `<rejectsDir>/<slug>-sales.rejects.csv`.
 */
export async function ensureBundledMarkets(db: Database, options: { jobs?: JobQueue; rejectsDir?: string } = {}): Promise<Record<string, ImportSummary>> {
  const loaded: Record<string, ImportSummary> = {};
  for (const bundled of BUNDLED_MARKETS) {
    const [existing] = await db.select({ salesCount: markets.salesCount }).from(markets).where(eq(markets.slug, bundled.slug));
    if (existing && existing.salesCount > 0) continue;
    loaded[bundled.slug] = await importMarketFile(db, {
      slug: bundled.slug,
      kind: 'sales',
      file: bundled.file,
      map: bundled.map,
      market: bundled.market,
      defaults: bundled.defaults,
      ...(bundled.derive ? { derive: bundled.derive } : {}),
      rejectsFile: path.join(options.rejectsDir ?? path.join(REPO_ROOT, '.data', 'rejects'), `${bundled.slug}-sales.rejects.csv`),
      ...(options.jobs ? { jobs: options.jobs } : {}),
    });
  }
  return loaded;
}
