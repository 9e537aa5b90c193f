import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * An agent's clients and contacts (estimator-property-agent.md §3, agent client). Each row belongs
 * to one agent; the email (lower-cased, '' when unknown) is what ties a client to the homeowner
 * account they create later: that homeowner's associated agent is the agent who added them first.
 */
export const agentClients = pgTable(
  'agent_clients',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    /** Digits only (the spec's phone helper). */
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_clients_agent_idx').on(table.agentUserId),
    index('agent_clients_email_idx').on(table.email),
    // One entry per email in an agent's list; clients without an email are not deduplicated.
    uniqueIndex('agent_clients_agent_email_unique').on(table.agentUserId, table.email).where(sql`${table.email} <> ''`),
    check('agent_clients_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);
