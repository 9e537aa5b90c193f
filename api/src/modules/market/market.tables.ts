import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the market context: real recorded sales and open permit files, imported per market.
// Other modules read them only through ./index.ts.

/** A named area whose recorded sales (and permits) are loaded, e.g. `ames-ia`. */
export const markets = pgTable(
  'markets',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    /** Who recorded the data, as shown on every figure drawn from it. */
    sourceText: text('source_text').notNull().default(''),
    sourceUrl: text('source_url'),
    licence: text('licence'),
    salesCount: integer('sales_count').notNull().default(0),
    permitsCount: integer('permits_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('markets_slug_format', sql`${table.slug} ~ '^[a-z0-9-]+$'`)],
);

/**
 * One recorded sale. `id` is `<slug>-<digest of the row's fields>`, so loading the same file twice
 * stores each sale once; `home_number` gives the recorded home its report id (see recorded-home.ts).
 */
export const marketSales = pgTable(
  'market_sales',
  {
    id: text('id').primaryKey(),
    homeNumber: serial('home_number').notNull().unique(),
    marketSlug: text('market_slug')
      .notNull()
      .references(() => markets.slug, { onDelete: 'cascade' }),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    salePrice: integer('sale_price').notNull(),
    livingArea: doublePrecision('living_area').notNull(),
    bedrooms: integer('bedrooms'),
    bathrooms: doublePrecision('bathrooms'),
    yearBuilt: integer('year_built'),
    lotArea: doublePrecision('lot_area'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    zip: text('zip'),
    city: text('city'),
    state: text('state'),
    propertyType: text('property_type'),
    address: text('address'),
    /** The file's neighbourhood column when it has one (also kept in extras): the market pages group by it. */
    neighborhood: text('neighborhood'),
    extras: jsonb('extras').$type<Record<string, number | string>>().notNull().default({}),
    sourceFile: text('source_file').notNull(),
    sourceLine: integer('source_line').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('market_sales_market_date_idx').on(table.marketSlug, table.saleDate, table.id),
    index('market_sales_market_neighborhood_idx').on(table.marketSlug, table.neighborhood),
    check('market_sales_price_positive', sql`${table.salePrice} > 0`),
    check('market_sales_area_positive', sql`${table.livingArea} > 0`),
  ],
);

/** One building permit from a city's open-data file. `id` is `<slug>-<digest>` like a sale's. */
export const marketPermits = pgTable(
  'market_permits',
  {
    id: text('id').primaryKey(),
    marketSlug: text('market_slug')
      .notNull()
      .references(() => markets.slug, { onDelete: 'cascade' }),
    permitNumber: text('permit_number'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    workType: text('work_type').notNull(),
    description: text('description').notNull().default(''),
    valuation: doublePrecision('valuation'),
    contractorName: text('contractor_name'),
    extras: jsonb('extras').$type<Record<string, number | string>>().notNull().default({}),
    sourceFile: text('source_file').notNull(),
    sourceLine: integer('source_line').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('market_permits_market_date_idx').on(table.marketSlug, table.issueDate)],
);
