import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProperties } from './property.tables';

/**
 * The value each home's value-change alerts compare against: the valuation last alerted (or first
 * seen, which sends nothing). A new valuation that moves far enough from it sends one alert and
 * becomes the new mark.
 */
export const homeValueAlertMarks = pgTable('home_value_alert_marks', {
  userPropertyId: integer('user_property_id')
    .primaryKey()
    .references(() => userProperties.id, { onDelete: 'cascade' }),
  value: integer('value').notNull(),
  /** The valuation period (UTC year) the value belongs to. */
  period: text('period').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
