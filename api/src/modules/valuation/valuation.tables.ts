import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Evaluation } from './evaluate';
import type { ValuationModel } from './model';

/**
 * Each fitted home-value model of a market (the newest serves values), with the latest honest
 * evaluation of the method on that market (npm run avm:evaluate) for the accuracy page.
 */
export const valuationModels = pgTable(
  'valuation_models',
  {
    id: serial('id').primaryKey(),
    marketSlug: text('market_slug').notNull(),
    trainedAt: timestamp('trained_at', { withTimezone: true }).notNull().defaultNow(),
    salesCount: integer('sales_count').notNull(),
    method: text('method').notNull(),
    model: jsonb('model').$type<ValuationModel>().notNull(),
    evaluation: jsonb('evaluation').$type<Evaluation & { design: string }>(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
  },
  (table) => [index('valuation_models_market_trained_idx').on(table.marketSlug, table.trainedAt)],
);
