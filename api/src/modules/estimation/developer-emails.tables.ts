import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Developer-allowed emails (/user/developer-allowed-emails): accounts that test the estimator
 * get a paid account's project limits without paying. The list is configuration (DEVELOPER_EMAILS),
 * copied into this table at start-up so every check is one query in the same database.
 */
export const developerAllowedEmails = pgTable('developer_allowed_emails', {
  email: text('email').primaryKey(),
});
