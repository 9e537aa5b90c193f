import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { userProperties } from '../property.tables';

/**
 * What the user says about one of their homes (the homeValueUpdate and mortgageBalance modals):
 * their own value for it (null: the report's value stands) and what is left on the mortgage.
 * Equity = that value - the mortgage balance.
 */
export const homeEquityInputs = pgTable(
  'home_equity_inputs',
  {
    userPropertyId: integer('user_property_id')
      .primaryKey()
      .references(() => userProperties.id, { onDelete: 'cascade' }),
    ownerValue: integer('owner_value'),
    mortgageBalance: integer('mortgage_balance'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('home_equity_owner_value_positive', sql`${table.ownerValue} is null or ${table.ownerValue} > 0`),
    check('home_equity_mortgage_not_negative', sql`${table.mortgageBalance} is null or ${table.mortgageBalance} >= 0`),
  ],
);
